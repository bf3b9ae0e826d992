import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { SITE_URL } from '@/lib/seo.server';
import { defaultLocale } from '@/lib/i18n/routing';
import type { Db } from '@/server/db/client';
import { classes, classRemindersSent, classSessions, tutors, users } from '@/server/db/schema';
import { notify } from '@/server/notifications/notify';
import { joinPagePath, REMINDER_LEAD_MS, reminderDue, reminderEventKey, type ReminderKind } from './windows';

/**
 * Reminders follow sessions without the classes core calling us: every few minutes the sweep
 * finds scheduled sessions inside a reminder window, claims (session, kind, starts_at) in
 * class_reminders_sent (a unique index: one claim across servers), tells both sides and marks the
 * row sent. A rescheduled session has a new starts_at, so its reminders are new; a cancelled or
 * moved one is no longer `scheduled` at that start, so an unsent claim for it sends nothing.
 */
export async function sendDueReminders(db: Db, now: Date = new Date()): Promise<{ claimed: number; sent: number }> {
  const upcoming = await db
    .select({ id: classSessions.id, startsAt: classSessions.startsAt })
    .from(classSessions)
    .where(
      and(
        eq(classSessions.state, 'scheduled'),
        gt(classSessions.startsAt, now),
        lte(classSessions.startsAt, new Date(now.getTime() + REMINDER_LEAD_MS['24h'])),
      ),
    );
  const claims = upcoming.flatMap((session) => {
    const kind = reminderDue(session.startsAt, now);
    return kind ? [{ sessionId: session.id, kind, startsAt: session.startsAt }] : [];
  });
  let claimed = 0;
  if (claims.length) {
    claimed = (await db.insert(classRemindersSent).values(claims).onConflictDoNothing().returning({ id: classRemindersSent.id })).length;
  }
  // Every claim not yet sent (this sweep's, or one a stopped server left), for a session still at that start.
  const pending = await db
    .select({
      claimId: classRemindersSent.id,
      kind: classRemindersSent.kind,
      sessionId: classSessions.id,
      startsAt: classSessions.startsAt,
      classId: classes.id,
      mode: classes.teachingMode,
      studentUserId: classes.studentUserId,
      studentName: users.fullName,
      tutorUserId: tutors.userId,
      tutorName: tutors.fullName,
    })
    .from(classRemindersSent)
    .innerJoin(classSessions, and(eq(classSessions.id, classRemindersSent.sessionId), eq(classSessions.startsAt, classRemindersSent.startsAt)))
    .innerJoin(classes, eq(classes.id, classSessions.classId))
    .innerJoin(tutors, eq(tutors.id, classes.tutorId))
    .innerJoin(users, eq(users.id, classes.studentUserId))
    .where(and(isNull(classRemindersSent.sentAt), eq(classSessions.state, 'scheduled'), gt(classSessions.startsAt, now)));
  let sent = 0;
  for (const row of pending) {
    const kind = row.kind as ReminderKind;
    const eventKey = reminderEventKey(row.sessionId, kind, row.startsAt);
    const base = { kind: kind === '24h' ? 'day' : 'hour', at: row.startsAt, mode: row.mode };
    const recipients = [
      { userId: row.studentUserId, other: row.tutorName },
      ...(row.tutorUserId ? [{ userId: row.tutorUserId, other: row.studentName ?? '' }] : []),
    ];
    for (const recipient of recipients) {
      const link = await joinLink(db, recipient.userId, row.sessionId, row.mode);
      await notify(db, { template: 'class-reminder', userId: recipient.userId, eventKey, params: { ...base, other: recipient.other, link } });
    }
    await db
      .update(classRemindersSent)
      .set({ sentAt: sql`now()` })
      .where(eq(classRemindersSent.id, row.claimId));
    sent += 1;
  }
  return { claimed, sent };
}

/** The join page in the recipient's language (fa unprefixed); in-person lessons have none. */
async function joinLink(db: Db, userId: number, sessionId: number, mode: string): Promise<string> {
  if (mode !== 'online') return '';
  const [user] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  const prefix = !user?.locale || user.locale === defaultLocale ? '' : `/${user.locale}`;
  return `${SITE_URL}${prefix}${joinPagePath(sessionId)}`;
}
