import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/routing';
import type { Db } from '@/server/db/client';
import { readPage } from '@/server/db/pages';
import { together } from '@/server/db/together';
import { CLASS_PAGE_SIZE, type ClassListItem, type ClassListPage } from '@/lib/schemas/classes';
import { classSessions, classes, courses, sessionEvents, sessionReschedules, tutors, users } from '@/server/db/schema';
import { classAccountBalanceFigure, classAccountBalances } from '@/server/payments';
import { openSurveyRoundFigure } from '@/server/reviews';
import { readFigures } from '@/server/db/rows';
import { DomainError } from '@/server/shared/domain-error';
import { now as clockNow } from '@/server/shared/clock';
import type { ClassRow, SessionRow } from './index';
import { allowedSessionTransitions, cancellationRule, roomOpen } from './rules';
import { tutorIdOfAccount } from '@/server/tutors';
import { type Party, partyTo } from './sessions';

/**
 * What the pages read (issue 30): instants as ISO strings (UTC) with the zone they were agreed in;
 * each page shows them in the viewer's zone and calendar. Prepaid / owed come from the ledger only.
 */
const PARTY_ACTIONS: Record<Party, readonly string[]> = {
  student: ['confirm', 'dispute', 'report_tutor_absent', 'cancel_by_student'],
  tutor: ['mark_held', 'mark_student_absent', 'cancel_by_tutor'],
};

type Proposal = typeof sessionReschedules.$inferSelect;

function sessionView(session: SessionRow, party: Party, now: Date, proposal?: Proposal) {
  const timing = { state: session.state, startsAt: session.startsAt, endsAt: session.endsAt, disputeUntil: session.disputeUntil };
  const actions = allowedSessionTransitions(timing, party, now).filter((a) => PARTY_ACTIONS[party].includes(a)) as string[];
  const canPropose = session.state === 'scheduled' && session.startsAt > now && !proposal;
  return {
    id: session.id,
    class_id: session.classId,
    starts_at: session.startsAt.toISOString(),
    ends_at: session.endsAt.toISOString(),
    time_zone: session.timeZone,
    state: session.state,
    charged: session.charged,
    cancel_rule: session.cancelRule,
    cancelled_by: session.cancelledBy,
    dispute_until: session.disputeUntil?.toISOString() ?? null,
    /** What a cancellation by the viewer would be now: free, late (charged) or the tutor's. */
    cancel_now: session.state === 'scheduled' && session.startsAt > now ? cancellationRule(session.startsAt, party, now) : null,
    actions: canPropose ? [...actions, 'propose_reschedule'] : actions,
    room_open: roomOpen(timing, now),
    proposal: proposal
      ? {
          id: proposal.id,
          starts_at: proposal.startsAt.toISOString(),
          ends_at: proposal.endsAt.toISOString(),
          time_zone: proposal.timeZone,
          proposed_by: proposal.proposedBy,
          mine: proposal.proposedBy === party,
        }
      : null,
  };
}

type Decision = { outcome: 'held' | 'tutor_absent'; reason: string | null; at: string };

/** The team's decision on a disputed session, with the reason both sides are told. */
function decisionOf(row: { event: string; detail: unknown; at: Date } | null): Decision | null {
  if (!row) return null;
  const reason = (row.detail as { reason?: unknown } | null)?.reason;
  return { outcome: row.event === 'resolve_held' ? 'held' : 'tutor_absent', reason: typeof reason === 'string' ? reason : null, at: row.at.toISOString() };
}

/** The join to a session's pending proposal (at most one: a unique index). */
const pendingProposal = and(eq(sessionReschedules.sessionId, classSessions.id), eq(sessionReschedules.state, 'pending'));

/** A scheduled session's pending proposal; a session in any other state has none to answer. */
const proposalFor = (session: SessionRow, proposal: Proposal | null) => (session.state === 'scheduled' ? (proposal ?? undefined) : undefined);

/**
 * A class's sessions in order, each with its pending proposal (a scheduled session's) and the team's
 * latest decision (a settled dispute's), in one read.
 */
async function sessionsOfClass(db: Db, classId: number) {
  const decision = db
    .select({ event: sessionEvents.event, detail: sessionEvents.detail, at: sessionEvents.createdAt })
    .from(sessionEvents)
    .where(and(eq(sessionEvents.sessionId, classSessions.id), inArray(sessionEvents.event, ['resolve_held', 'resolve_tutor_absent'])))
    .orderBy(desc(sessionEvents.id))
    .limit(1)
    .as('decision');
  const rows = await db
    .select({ session: classSessions, proposal: sessionReschedules, decision: { event: decision.event, detail: decision.detail, at: decision.at } })
    .from(classSessions)
    .leftJoin(sessionReschedules, pendingProposal)
    .leftJoinLateral(decision, sql`true`)
    .where(eq(classSessions.classId, classId))
    .orderBy(asc(classSessions.startsAt));
  return rows.map(({ session, proposal, decision }) => ({
    session,
    proposal: proposalFor(session, proposal),
    decision: session.state === 'confirmed' || session.state === 'tutor_absent' ? decisionOf(decision) : null,
  }));
}

const courseName = (locale: Locale) => (locale === 'fa' ? courses.nameFa : courses.nameEn);
const tutorName = (locale: Locale) => (locale === 'fa' ? tutors.fullName : tutors.fullNameEn);

/**
 * The classes the caller takes (as the student) or teaches, a page at a time: running ones first,
 * then ended ones, newest first in each, each with its next session and balance.
 */
export async function myClasses(db: Db, userId: number, locale: Locale, page = 1, size = CLASS_PAGE_SIZE, now = clockNow()): Promise<ClassListPage> {
  const tutorId = await tutorIdOfAccount(db, userId);
  const { rows, has_more } = await readPage(page, size, (limit, offset) =>
    db
      .select({ cls: classes, tutor: tutorName(locale), tutorSlug: tutors.username, course: courseName(locale), student: users.fullName })
      .from(classes)
      .innerJoin(tutors, eq(tutors.id, classes.tutorId))
      .innerJoin(users, eq(users.id, classes.studentUserId))
      .leftJoin(courses, eq(courses.id, classes.courseId))
      .where(tutorId ? sql`(${classes.studentUserId} = ${userId} or ${classes.tutorId} = ${tutorId})` : eq(classes.studentUserId, userId))
      .orderBy(sql`${classes.state} = 'ended'`, desc(classes.createdAt), desc(classes.id))
      .limit(limit)
      .offset(offset),
  );
  const ids = rows.map((r) => r.cls.id);
  const next = ids.length
    ? await db
        .selectDistinctOn([classSessions.classId], { classId: classSessions.classId, startsAt: classSessions.startsAt })
        .from(classSessions)
        .where(and(inArray(classSessions.classId, ids), eq(classSessions.state, 'scheduled'), gte(classSessions.endsAt, now)))
        .orderBy(classSessions.classId, asc(classSessions.startsAt))
    : [];
  const nextOf = new Map(next.map((n) => [n.classId, n.startsAt.toISOString()]));
  const balances = await classAccountBalances(db, ids);
  return {
    classes: rows.map((r) => ({
      id: r.cls.id,
      role: (r.cls.studentUserId === userId ? 'student' : 'tutor') as Party,
      tutor: { id: r.cls.tutorId, name: r.tutor, slug: r.tutorSlug },
      student: { name: r.student },
      course: r.course,
      teaching_mode: r.cls.teachingMode as ClassListItem['teaching_mode'],
      state: r.cls.state as ClassListItem['state'],
      next_session: nextOf.get(r.cls.id) ?? null,
      balance_cents: balances.get(r.cls.id) ?? 0,
      unit_price_cents: r.cls.unitPriceCents,
      currency: r.cls.currency,
    })),
    page,
    has_more,
  };
}

function classSummary(cls: ClassRow) {
  return {
    id: cls.id,
    teaching_mode: cls.teachingMode,
    address: cls.address,
    session_minutes: cls.sessionMinutes,
    unit_price_cents: cls.unitPriceCents,
    currency: cls.currency,
    time_zone: cls.timeZone,
    weekly_times: cls.weeklyTimes,
    state: cls.state,
    request_id: cls.requestId,
  };
}

/**
 * A class page for one of its two parties (anyone else: 404): the tutor and the student, the next
 * session, upcoming and past sessions with what the viewer may do now, pending proposals, and
 * prepaid / owed from the ledger (positive balance: prepaid, negative: owed).
 */
export async function classDetail(db: Db, userId: number, classId: number, locale: Locale, now = clockNow()) {
  const [found] = await db
    .select({
      cls: classes,
      tutor: tutorName(locale),
      tutorSlug: tutors.username,
      avatar: tutors.avatarUrl,
      student: users.fullName,
      course: courseName(locale),
    })
    .from(classes)
    .innerJoin(tutors, eq(tutors.id, classes.tutorId))
    .innerJoin(users, eq(users.id, classes.studentUserId))
    .leftJoin(courses, eq(courses.id, classes.courseId))
    .where(eq(classes.id, classId));
  const party = await partyTo(db, userId, found?.cls);
  const { cls, ...people } = found!;
  // Only the student takes the survey; the reviews feature says when a round is open (and not yet answered).
  const [sessions, figures] = await together(db, [
    () => sessionsOfClass(db, cls.id),
    () =>
      readFigures(db, {
        balance: classAccountBalanceFigure(db, cls.id),
        ...(party === 'student' ? { survey: openSurveyRoundFigure(db, cls.id) } : {}),
      }),
  ]);
  const views = sessions.map(({ session, proposal, decision }) => ({ ...sessionView(session, party, now, proposal), decision }));
  const balance = figures.balance;
  const surveyOpen = 'survey' in figures && figures.survey !== null;
  const upcoming = views.filter((s) => s.state === 'scheduled' && new Date(s.ends_at) > now);
  const past = views.filter((s) => !upcoming.includes(s)).reverse();
  return {
    class: classSummary(cls),
    role: party,
    tutor: { id: cls.tutorId, name: people.tutor, slug: people.tutorSlug, avatar_url: people.avatar },
    student: { name: people.student },
    course: people.course,
    balance_cents: balance,
    prepaid_cents: Math.max(0, balance),
    owed_cents: Math.max(0, -balance),
    prepaid_sessions: cls.unitPriceCents > 0 ? Math.floor(Math.max(0, balance) / cls.unitPriceCents) : 0,
    next_session: upcoming[0] ?? null,
    upcoming,
    past,
    survey_open: surveyOpen,
  };
}

/** A tutor's sessions across their classes in [from, to), with each student's name and what the tutor may do now. */
export async function tutorSessions(db: Db, userId: number, from: Date, to: Date, now = clockNow()) {
  const tutorId = await tutorIdOfAccount(db, userId);
  if (!tutorId) throw new DomainError('not_found', 'class_not_found');
  const rows = await db
    .select({ session: classSessions, proposal: sessionReschedules, student: users.fullName, mode: classes.teachingMode })
    .from(classSessions)
    .innerJoin(classes, eq(classes.id, classSessions.classId))
    .innerJoin(users, eq(users.id, classes.studentUserId))
    .leftJoin(sessionReschedules, pendingProposal)
    .where(and(eq(classSessions.tutorId, tutorId), gte(classSessions.startsAt, from), lt(classSessions.startsAt, to)))
    .orderBy(asc(classSessions.startsAt))
    .limit(500);
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    sessions: rows.map((r) => ({
      ...sessionView(r.session, 'tutor', now, proposalFor(r.session, r.proposal)),
      student: { name: r.student },
      teaching_mode: r.mode,
    })),
  };
}

/** The operator's view: disputed sessions to settle, and each tutor's cancellations and no-shows. */
export async function operatorClassReport(db: Db) {
  const disputed = await db
    .select({ session: classSessions, tutor: tutors.fullNameEn, student: users.fullName })
    .from(classSessions)
    .innerJoin(classes, eq(classes.id, classSessions.classId))
    .innerJoin(tutors, eq(tutors.id, classes.tutorId))
    .innerJoin(users, eq(users.id, classes.studentUserId))
    .where(eq(classSessions.state, 'disputed'))
    .orderBy(asc(classSessions.startsAt))
    .limit(200);
  const absences = await db
    .select({
      tutorId: classSessions.tutorId,
      tutor: tutors.fullNameEn,
      absent: sql<number>`count(*) filter (where ${classSessions.state} = 'tutor_absent')::int`,
      cancelled: sql<number>`count(*) filter (where ${classSessions.state} = 'cancelled' and ${classSessions.cancelRule} = 'tutor')::int`,
      total: count(),
    })
    .from(classSessions)
    .innerJoin(tutors, eq(tutors.id, classSessions.tutorId))
    .where(sql`${classSessions.state} = 'tutor_absent' or (${classSessions.state} = 'cancelled' and ${classSessions.cancelRule} = 'tutor')`)
    .groupBy(classSessions.tutorId, tutors.fullNameEn)
    .orderBy(desc(count()))
    .limit(100);
  return {
    disputed: disputed.map((r) => ({
      id: r.session.id,
      class_id: r.session.classId,
      starts_at: r.session.startsAt.toISOString(),
      time_zone: r.session.timeZone,
      tutor: r.tutor,
      student: r.student,
      reason: r.session.reason,
    })),
    tutor_absences: absences.map((r) => ({ tutor_id: r.tutorId, tutor: r.tutor, absent: Number(r.absent), cancelled: Number(r.cancelled) })),
  };
}
