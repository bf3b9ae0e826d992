import { asc, desc, eq, inArray } from 'drizzle-orm';
import {
  AGREEMENT_VERSION,
  APPLICATION_STEPS,
  type ApplicationState,
  type ApplicationStep,
  type DataStep,
  type Decision,
  type StepData,
  type TutorApplicationView,
} from '@/lib/schemas/tutor-applications';
import type { UploadPurpose } from '@/lib/schemas/uploads';
import { grantRole } from '@/server/auth';
import { assertUsableUpload, fileUrl, filesOf, publicFileUrl } from '@/server/uploads/ownership';
import type { Db } from '@/server/db/client';
import { together } from '@/server/db/together';
import {
  agreementSignatures,
  cities,
  courses,
  tutorApplicationEvents,
  tutorApplications,
  tutorAvailability,
  tutorCourses,
  tutors,
  users,
} from '@/server/db/schema';
import { notify } from '@/server/notifications/notify';
import { DomainError } from '@/server/shared/domain-error';
import { tutorsChanged } from '@/server/tutors';

type ApplicationRow = typeof tutorApplications.$inferSelect;

/** States in which the applicant may change their answers. */
const EDITABLE: ReadonlySet<ApplicationState> = new Set(['in_progress', 'changes_requested']);

/** Which transitions a reviewer's decision may make, from which states (docs/decisions.md). */
const DECISIONS: Record<Decision['decision'], { from: readonly ApplicationState[]; to: ApplicationState }> = {
  start_review: { from: ['submitted'], to: 'in_review' },
  approve: { from: ['submitted', 'in_review'], to: 'approved' },
  reject: { from: ['submitted', 'in_review'], to: 'rejected' },
  request_changes: { from: ['submitted', 'in_review'], to: 'changes_requested' },
};

/** The files a step names, and what each may be. */
const STEP_UPLOADS: Partial<Record<DataStep, { purpose: UploadPurpose; ids: (data: never) => string[] }>> = {
  'upload-picture': { purpose: 'picture', ids: (d: StepData<'upload-picture'>) => [d.upload_id] },
  'upload-video': { purpose: 'video', ids: (d: StepData<'upload-video'>) => [d.upload_id] },
  'upload-documents': { purpose: 'document', ids: (d: StepData<'upload-documents'>) => d.documents.map((doc) => doc.upload_id) },
};

async function rowOf(db: Db, userId: number): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(tutorApplications).where(eq(tutorApplications.userId, userId)).limit(1);
  return row;
}

async function signatureOf(db: Db, userId: number) {
  const [row] = await db
    .select()
    .from(agreementSignatures)
    .where(eq(agreementSignatures.userId, userId))
    .orderBy(desc(agreementSignatures.signedAt), desc(agreementSignatures.id))
    .limit(1);
  return row;
}

/** Steps done: every data step saved (the documents step with at least one file), and the current agreement signed. */
function doneSteps(steps: Record<string, unknown>, signedVersion: string | null): ApplicationStep[] {
  return APPLICATION_STEPS.filter((step) => {
    if (step === 'sign-agreement') return signedVersion === AGREEMENT_VERSION;
    if (step === 'upload-documents') return ((steps[step] as StepData<'upload-documents'> | undefined)?.documents.length ?? 0) > 0;
    return step in steps;
  });
}

function firstUnfinished(done: readonly ApplicationStep[]): ApplicationStep | null {
  return APPLICATION_STEPS.find((step) => !done.includes(step)) ?? null;
}

/** The applicant's whole application as the pages show it; an account without one sees an empty one. */
export async function applicationView(db: Db, userId: number, urlOf: (uploadId: string) => string = fileUrl): Promise<TutorApplicationView> {
  const [row, signature] = await together(db, [() => rowOf(db, userId), () => signatureOf(db, userId)]);
  const steps = (row?.steps ?? {}) as Record<string, unknown>;
  const done = doneSteps(steps, signature?.version ?? null);
  const state = (row?.state ?? 'in_progress') as ApplicationState;
  const history = row
    ? await db
        .select({ state: tutorApplicationEvents.state, note: tutorApplicationEvents.note, at: tutorApplicationEvents.at })
        .from(tutorApplicationEvents)
        .where(eq(tutorApplicationEvents.applicationId, row.id))
        .orderBy(asc(tutorApplicationEvents.at), asc(tutorApplicationEvents.id))
    : [];
  let tutorUsername: string | null = null;
  if (row?.tutorId) {
    const [tutor] = await db.select({ username: tutors.username }).from(tutors).where(eq(tutors.id, row.tutorId));
    tutorUsername = tutor?.username ?? null;
  }
  return {
    id: row?.id ?? null,
    state,
    steps,
    done,
    next_step: firstUnfinished(done),
    editable: EDITABLE.has(state),
    review_note: row?.reviewNote ?? null,
    submitted_at: row?.submittedAt?.toISOString() ?? null,
    decided_at: row?.decidedAt?.toISOString() ?? null,
    agreement: {
      version: AGREEMENT_VERSION,
      signed_version: signature?.version ?? null,
      signed_at: signature?.signedAt.toISOString() ?? null,
      full_name: signature?.fullName ?? null,
    },
    files: await filesOf(db, userId, stepUploadIds(steps), urlOf),
    history: history.map((event) => ({ state: event.state as ApplicationState, note: event.note, at: event.at.toISOString() })),
    tutor_username: tutorUsername,
  };
}

export function stepUploadIds(steps: Record<string, unknown>): string[] {
  return Object.entries(STEP_UPLOADS).flatMap(([step, spec]) => (step in steps ? spec!.ids(steps[step] as never) : []));
}

function assertEditable(row: ApplicationRow | undefined): void {
  if (row && !EDITABLE.has(row.state as ApplicationState)) throw new DomainError('conflict', 'application_locked');
}

async function ensureRow(db: Db, userId: number): Promise<ApplicationRow> {
  const existing = await rowOf(db, userId);
  if (existing) return existing;
  const [created] = await db.insert(tutorApplications).values({ userId }).onConflictDoNothing().returning();
  if (created) {
    await db.insert(tutorApplicationEvents).values({ applicationId: created.id, state: 'in_progress' });
    return created;
  }
  return (await rowOf(db, userId))!;
}

/** Checks what a schema cannot (courses, cities and files exist and belong), then saves one step. */
export async function saveStep<S extends DataStep>(db: Db, userId: number, step: S, data: StepData<S>): Promise<TutorApplicationView> {
  assertEditable(await rowOf(db, userId));
  await checkReferences(db, userId, step, data);
  const row = await ensureRow(db, userId);
  const steps = { ...(row.steps as Record<string, unknown>), [step]: data };
  await db.update(tutorApplications).set({ steps, updatedAt: new Date() }).where(eq(tutorApplications.id, row.id));
  return applicationView(db, userId);
}

async function checkReferences(db: Db, userId: number, step: DataStep, data: unknown): Promise<void> {
  if (step === 'teaching-courses') {
    const ids = (data as StepData<'teaching-courses'>).courses.map((c) => c.course_id);
    const found = await db.select({ id: courses.id }).from(courses).where(inArray(courses.id, ids));
    if (found.length !== ids.length) throw new DomainError('invalid', 'course_unknown', {}, 'courses');
  }
  if (step === 'teaching-info') {
    const cityId = (data as StepData<'teaching-info'>).offline_city_id;
    if (cityId !== undefined) {
      const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, cityId));
      if (!city) throw new DomainError('invalid', 'city_unknown', {}, 'offline_city_id');
    }
  }
  const files = STEP_UPLOADS[step];
  if (files) {
    const ids = files.ids(data as never);
    for (const [index, id] of ids.entries()) {
      const field = step === 'upload-documents' ? `documents.${index}.upload_id` : 'upload_id';
      await assertUsableUpload(db, userId, id, files.purpose, field);
    }
  }
}

/** Signs the current agreement: version, time, the typed name and the client's address. */
export async function signAgreement(db: Db, userId: number, body: { version: string; full_name: string }, clientIp: string): Promise<TutorApplicationView> {
  assertEditable(await rowOf(db, userId));
  if (body.version !== AGREEMENT_VERSION) throw new DomainError('invalid', 'agreement_version_old', {}, 'version');
  await ensureRow(db, userId);
  await db
    .insert(agreementSignatures)
    .values({ userId, version: body.version, fullName: body.full_name, clientIp })
    .onConflictDoUpdate({
      target: [agreementSignatures.userId, agreementSignatures.version],
      set: { fullName: body.full_name, clientIp, signedAt: new Date() },
    });
  return applicationView(db, userId);
}

async function moveTo(db: Db, row: ApplicationRow, state: ApplicationState, note: string | null, extra: Partial<ApplicationRow> = {}) {
  const now = new Date();
  await db
    .update(tutorApplications)
    .set({ state, reviewNote: note, updatedAt: now, ...extra })
    .where(eq(tutorApplications.id, row.id));
  await db.insert(tutorApplicationEvents).values({ applicationId: row.id, state, note, at: now });
}

/**
 * Sends the application for review, or names the first unfinished step (`missing`), which the
 * route answers as a 302 with `next_step` (spec §4).
 */
export async function submitApplication(db: Db, userId: number): Promise<{ missing: ApplicationStep } | { view: TutorApplicationView }> {
  const view = await applicationView(db, userId);
  if (!view.editable) throw new DomainError('conflict', 'application_locked');
  if (view.next_step) return { missing: view.next_step };
  const row = (await rowOf(db, userId))!;
  await db.transaction(async (tx) => {
    await moveTo(tx as unknown as Db, row, 'submitted', null, { submittedAt: new Date() });
  });
  await notify(db, { template: 'tutor-application-submitted', userId, eventKey: `tutor-application:${row.id}:submitted:${Date.now()}` });
  return { view: await applicationView(db, userId) };
}

/**
 * Where a person on the start-teaching flow belongs now, as a `next_step` (lib/api/next-step.ts):
 * a tutor's dashboard, the tracking page once submitted, else the first unfinished step.
 */
export async function resumeStep(db: Db, userId: number): Promise<string> {
  const view = await applicationView(db, userId);
  if (view.state === 'approved') return 'teacher-dashboard';
  if (!view.editable) return 'start-teaching.tracking';
  return view.next_step ? `start-teaching.${view.next_step}` : 'start-teaching.submit';
}

/** An application by its id, or by the applicant's mobile number (`+98…` or `09…`). */
export async function findApplication(db: Db, idOrMobile: string | number): Promise<ApplicationRow | undefined> {
  // A number is an id; text is an id when short digits (the command line), else a mobile number.
  if (typeof idOrMobile === 'number' || /^\d{1,9}$/.test(idOrMobile)) {
    const [row] = await db
      .select()
      .from(tutorApplications)
      .where(eq(tutorApplications.id, Number(idOrMobile)));
    return row;
  }
  const mobile = idOrMobile.startsWith('0') ? `+98${idOrMobile.slice(1)}` : idOrMobile;
  const [row] = await db
    .select({ application: tutorApplications })
    .from(tutorApplications)
    .innerJoin(users, eq(users.id, tutorApplications.userId))
    .where(eq(users.mobile, mobile));
  return row?.application;
}

/**
 * A reviewer's decision (the approval command, later the operator console): moves the state,
 * tells the applicant, and on approval puts the tutor's profile live and gives the teacher role.
 */
export async function decideApplication(db: Db, idOrMobile: string | number, decision: Decision): Promise<TutorApplicationView> {
  const row = await findApplication(db, idOrMobile);
  if (!row) throw new DomainError('not_found', 'application_not_found');
  const rule = DECISIONS[decision.decision];
  if (!rule.from.includes(row.state as ApplicationState)) throw new DomainError('conflict', 'application_wrong_state', { state: row.state });
  const note = 'reason' in decision ? decision.reason : null;
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    if (decision.decision === 'approve') {
      const tutorId = await publishProfile(tx, row);
      await moveTo(tx, row, 'approved', null, { decidedAt: new Date(), tutorId });
      await grantRole(tx, row.userId, 'teacher');
    } else {
      const decided = decision.decision === 'reject' ? { decidedAt: new Date() } : {};
      await moveTo(tx, row, rule.to, note, decided);
    }
  });
  if (decision.decision === 'approve') {
    const [live] = await db.select({ username: tutors.username }).from(tutors).where(eq(tutors.userId, row.userId));
    await tutorsChanged(live ? [live.username] : [], db);
  }
  if (decision.decision !== 'start_review') {
    await notify(db, {
      template: `tutor-application-${rule.to.replace('_', '-')}` as 'tutor-application-approved',
      userId: row.userId,
      eventKey: `tutor-application:${row.id}:${rule.to}:${Date.now()}`,
      params: { reason: note ?? '' },
      // The approval links to the teacher dashboard, in the applicant's language.
      linkPath: '/dashboard',
    });
  }
  return applicationView(db, row.userId);
}

const LATIN = /^[A-Za-z\s'-]+$/;
const slug = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/** Makes (or refreshes) the public tutor profile from the application's answers. */
async function publishProfile(db: Db, row: ApplicationRow): Promise<number> {
  const steps = row.steps as Record<string, unknown>;
  const personal = steps['personal-info'] as StepData<'personal-info'>;
  const info = steps['teaching-info'] as StepData<'teaching-info'>;
  const taught = steps['teaching-courses'] as StepData<'teaching-courses'>;
  const experiences = (steps['teaching-experiences'] as StepData<'teaching-experiences'> | undefined)?.experiences ?? [];
  const picture = steps['upload-picture'] as StepData<'upload-picture'>;
  const video = steps['upload-video'] as StepData<'upload-video'>;
  const fullName = `${personal.first_name} ${personal.last_name}`;
  const latinName = LATIN.test(fullName) ? fullName : `Tutor ${row.id}`;
  const columns = {
    fullName,
    fullNameEn: latinName,
    gender: personal.gender,
    bio: info.bio,
    priceCents: Math.round(info.price_eur * 100),
    cityId: info.teaches_offline ? (info.offline_city_id ?? null) : null,
    teachesOnline: info.teaches_online,
    teachesOffline: info.teaches_offline,
    experienceYears: Math.max(0, ...experiences.map((e) => e.years)),
    avatarUrl: publicFileUrl(picture.upload_id),
    introVideoUrl: publicFileUrl(video.upload_id),
    isActive: true,
    userId: row.userId,
  };
  const [existing] = await db.select({ id: tutors.id }).from(tutors).where(eq(tutors.userId, row.userId));
  let tutorId: number;
  if (existing) {
    tutorId = existing.id;
    await db.update(tutors).set(columns).where(eq(tutors.id, tutorId));
  } else {
    const username = `${(LATIN.test(fullName) && slug(fullName)) || 'tutor'}-t${row.id}`;
    const [created] = await db
      .insert(tutors)
      .values({ ...columns, username })
      .returning({ id: tutors.id });
    tutorId = created!.id;
  }
  await db.delete(tutorCourses).where(eq(tutorCourses.tutorId, tutorId));
  await db
    .insert(tutorCourses)
    .values(taught.courses.map((c) => ({ tutorId, courseId: c.course_id })))
    .onConflictDoNothing();
  await db.delete(tutorAvailability).where(eq(tutorAvailability.tutorId, tutorId));
  await db.insert(tutorAvailability).values(
    info.availability.map((slot) => ({
      tutorId,
      weekday: slot.weekday,
      startMinute: slot.start_minute,
      endMinute: slot.end_minute,
      timeZone: info.time_zone,
    })),
  );
  return tutorId;
}
