import type { FileReader } from '@/server/uploads/readers';
import { and, asc, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import {
  APPLICATIONS_PAGE_SIZE,
  type ApplicationPage,
  type ApplicationReview,
  type ApplicationToReview,
  type Decision,
  type ReviewFilter,
  type StepData,
} from '@/lib/schemas/tutor-applications';
import type { Db } from '@/server/db/client';
import { readPage } from '@/server/db/pages';
import { together } from '@/server/db/together';
import { cities, courses, tutorApplications, uploads, users } from '@/server/db/schema';
import { DomainError } from '@/server/shared/domain-error';
import { applicationView, decideApplication, stepUploadIds } from './service';

/**
 * The reviewer's side of tutor applications (the operator console): the queue, one application
 * with everything the applicant sent, and the decision (the same service as the approval command).
 */

/** Reviewers open an applicant's files through their own address, never the owner's. */
export const reviewFileUrl = (id: string) => `/api/file/v1/application-files/${encodeURIComponent(id)}`;

const applicantName = sql<
  string | null
>`nullif(trim(concat_ws(' ', ${tutorApplications.steps}->'personal-info'->>'first_name', ${tutorApplications.steps}->'personal-info'->>'last_name')), '')`;

/** Applications in one state, a page at a time: those waiting (sent, in review) oldest sent first; decided ones newest first. */
export async function applicationsToReview(db: Db, state: ReviewFilter, page = 1): Promise<ApplicationPage> {
  const waiting = state === 'submitted' || state === 'in_review';
  const { rows, has_more } = await readPage(page, APPLICATIONS_PAGE_SIZE, (limit, offset) =>
    db
      .select({
        id: tutorApplications.id,
        state: tutorApplications.state,
        name: applicantName,
        accountName: users.fullName,
        mobile: users.mobile,
        submittedAt: tutorApplications.submittedAt,
        updatedAt: tutorApplications.updatedAt,
      })
      .from(tutorApplications)
      .innerJoin(users, eq(users.id, tutorApplications.userId))
      .where(eq(tutorApplications.state, state))
      .orderBy(...(waiting ? [asc(tutorApplications.submittedAt), asc(tutorApplications.id)] : [desc(tutorApplications.updatedAt), desc(tutorApplications.id)]))
      .limit(limit)
      .offset(offset),
  );
  const applications = rows.map((row) => ({
    id: row.id,
    state: row.state as ApplicationToReview['state'],
    applicant: { full_name: row.name ?? row.accountName, mobile: row.mobile },
    submitted_at: row.submittedAt?.toISOString() ?? null,
    updated_at: row.updatedAt.toISOString(),
  }));
  return { applications, page, has_more };
}

async function sentApplication(db: Db, id: number) {
  const [row] = await db
    .select({ userId: tutorApplications.userId, mobile: users.mobile, accountName: users.fullName })
    .from(tutorApplications)
    .innerJoin(users, eq(users.id, tutorApplications.userId))
    // An application still being filled in is the applicant's alone.
    .where(and(eq(tutorApplications.id, id), ne(tutorApplications.state, 'in_progress')));
  if (!row) throw new DomainError('not_found', 'application_not_found');
  return row;
}

/** One sent application as the reviewer reads it: the answers, the files, the course and city names. */
export async function applicationForReview(db: Db, id: number): Promise<ApplicationReview> {
  const row = await sentApplication(db, id);
  const view = await applicationView(db, row.userId, reviewFileUrl);
  const taught = (view.steps['teaching-courses'] as StepData<'teaching-courses'> | undefined)?.courses ?? [];
  const info = view.steps['teaching-info'] as StepData<'teaching-info'> | undefined;
  const [courseRows, cityRows] = await together(db, [
    () =>
      taught.length
        ? db
            .select({ id: courses.id, fa: courses.nameFa, en: courses.nameEn })
            .from(courses)
            .where(
              inArray(
                courses.id,
                taught.map((c) => c.course_id),
              ),
            )
        : Promise.resolve([]),
    () =>
      info?.offline_city_id
        ? db.select({ id: cities.id, fa: cities.nameFa, en: cities.nameEn }).from(cities).where(eq(cities.id, info.offline_city_id))
        : Promise.resolve([]),
  ]);
  return {
    ...view,
    applicant: { full_name: row.accountName, mobile: row.mobile },
    names: {
      courses: Object.fromEntries(courseRows.map((c) => [c.id, { fa: c.fa, 'en-US': c.en }])),
      cities: Object.fromEntries(cityRows.map((c) => [c.id, { fa: c.fa, 'en-US': c.en }])),
    },
  };
}

/**
 * A reviewer's decision on a sent application (approve, request changes, reject, start review); never
 * on their own (an operator who applies to teach is decided on by another reviewer: 403).
 */
export async function reviewApplication(db: Db, id: number, decision: Decision, reviewerId: number): Promise<ApplicationReview> {
  const row = await sentApplication(db, id);
  if (row.userId === reviewerId) throw new DomainError('forbidden', 'application_own');
  await decideApplication(db, id, decision);
  return applicationForReview(db, id);
}

/** A finished upload that a sent application names (its photo, video or documents): what reviewers may open. */
export async function applicationUploadForReview(db: Db, uploadId: string) {
  const [upload] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), isNotNull(uploads.finishedAt)));
  if (!upload) return undefined;
  const [application] = await db
    .select({ steps: tutorApplications.steps })
    .from(tutorApplications)
    .where(and(eq(tutorApplications.userId, upload.userId), ne(tutorApplications.state, 'in_progress')));
  return application && stepUploadIds(application.steps as Record<string, unknown>).includes(uploadId) ? upload : undefined;
}

/** The files a sent tutor application names (photo, video, documents), for its reviewers. */
export const applicationFilesReader: FileReader = {
  path: 'application-files',
  access: 'operator',
  cacheControl: 'private, no-store',
  holdsFiles: true,
  find: (db, id) => applicationUploadForReview(db, id),
};
