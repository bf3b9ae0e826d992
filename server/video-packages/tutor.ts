import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Readable } from 'node:stream';
import { parseStream } from 'music-metadata';
import type { PackageInput, SessionInput, TutorPackageView } from '@/lib/schemas/video-packages';
import type { Db } from '@/server/db/client';
import { together } from '@/server/db/together';
import { courses, tutors, uploads, videoPackageOwners, videoPackageSessions, videoPackages } from '@/server/db/schema';
import { DomainError } from '@/server/shared/domain-error';
import { assertUsableUpload } from '@/server/uploads/ownership';
import { readStoredBytes } from '@/server/uploads/store';
import { getUploadServer } from '@/server/uploads/tus-server';
import { tutorsChanged } from '@/server/tutors';
import { sessionSummary } from './service';

/**
 * A tutor's side of video packages (issue 33): make and edit a package, add its videos (finished
 * tus uploads, checked to be real video by the upload kit; their length read here from the file),
 * choose the free preview, publish. Only the package's own tutor reaches any of it.
 */

async function tutorIdOf(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ id: tutors.id }).from(tutors).where(eq(tutors.userId, userId));
  if (!row) throw new DomainError('forbidden', 'video_not_teacher');
  return row.id;
}

/** The package's public pages, the tutor's profile and the sitemap are rendered again on every server. */
async function packagesChanged(db: Db, tutorId: number) {
  const [row] = await db.select({ username: tutors.username }).from(tutors).where(eq(tutors.id, tutorId));
  if (row) await tutorsChanged([row.username]);
}

async function ownPackage(db: Db, userId: number, packageId: number) {
  const tutorId = await tutorIdOf(db, userId);
  const [row] = await db
    .select()
    .from(videoPackages)
    .where(and(eq(videoPackages.id, packageId), eq(videoPackages.tutorId, tutorId)));
  if (!row) throw new DomainError('not_found', 'video_package_not_found');
  return row;
}

async function assertCourse(db: Db, courseId: number) {
  const [row] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
  if (!row) throw new DomainError('invalid', 'video_course_unknown', {}, 'course_id');
}

async function sessionsOf(db: Db, packageId: number) {
  return db.select().from(videoPackageSessions).where(eq(videoPackageSessions.packageId, packageId)).orderBy(asc(videoPackageSessions.position));
}

/** A package may go on sale with at least one video, one of them the free preview. */
async function assertPublishable(db: Db, packageId: number) {
  const sessions = await sessionsOf(db, packageId);
  if (sessions.length === 0) throw new DomainError('conflict', 'video_package_needs_session');
  if (!sessions.some((session) => session.isPreview)) throw new DomainError('conflict', 'video_package_needs_preview');
}

type PackageRow = typeof videoPackages.$inferSelect;

/** Packages as their tutor sees them: their videos in order and how many own each, in two reads for any number. */
async function viewsOf(db: Db, rows: PackageRow[]): Promise<TutorPackageView[]> {
  const ids = rows.map((row) => row.id);
  if (!ids.length) return [];
  const [sessions, owners] = await together(db, [
    () => db.select().from(videoPackageSessions).where(inArray(videoPackageSessions.packageId, ids)).orderBy(asc(videoPackageSessions.position)),
    () =>
      db
        .select({ packageId: videoPackageOwners.packageId, count: sql<number>`count(*)::int` })
        .from(videoPackageOwners)
        .where(inArray(videoPackageOwners.packageId, ids))
        .groupBy(videoPackageOwners.packageId),
  ]);
  const ownersOf = new Map(owners.map((row) => [row.packageId, Number(row.count)]));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    course_id: row.courseId,
    price_cents: row.priceCents,
    published: row.status === 'published',
    owners: ownersOf.get(row.id) ?? 0,
    sessions: sessions.filter((session) => session.packageId === row.id).map(sessionSummary),
  }));
}

const viewOf = async (db: Db, row: PackageRow): Promise<TutorPackageView> => (await viewsOf(db, [row]))[0]!;

/** The caller's packages as a tutor, newest first. */
export async function tutorPackages(db: Db, userId: number): Promise<{ packages: TutorPackageView[] }> {
  const tutorId = await tutorIdOf(db, userId);
  const rows = await db.select().from(videoPackages).where(eq(videoPackages.tutorId, tutorId)).orderBy(desc(videoPackages.id));
  return { packages: await viewsOf(db, rows) };
}

export async function tutorPackage(db: Db, userId: number, packageId: number): Promise<TutorPackageView> {
  return viewOf(db, await ownPackage(db, userId, packageId));
}

/** A new package, a draft until it has its videos (publishing one without them is refused). */
export async function createPackage(db: Db, userId: number, input: PackageInput): Promise<TutorPackageView> {
  const tutorId = await tutorIdOf(db, userId);
  await assertCourse(db, input.course_id);
  if (input.published) throw new DomainError('conflict', 'video_package_needs_session');
  const [row] = await db
    .insert(videoPackages)
    .values({ tutorId, courseId: input.course_id, title: input.title, description: input.description, priceCents: input.price_cents, status: 'draft' })
    .returning();
  return viewOf(db, row!);
}

export async function updatePackage(db: Db, userId: number, packageId: number, input: PackageInput): Promise<TutorPackageView> {
  await ownPackage(db, userId, packageId);
  await assertCourse(db, input.course_id);
  if (input.published) await assertPublishable(db, packageId);
  const [row] = await db
    .update(videoPackages)
    .set({
      courseId: input.course_id,
      title: input.title,
      description: input.description,
      priceCents: input.price_cents,
      status: input.published ? 'published' : 'draft',
      updatedAt: sql`now()`,
    })
    .where(eq(videoPackages.id, packageId))
    .returning();
  await packagesChanged(db, row!.tutorId);
  return viewOf(db, row!);
}

/** A finished upload's length in whole seconds, read from its container (MP4 or WebM); 0 when unreadable. */
export async function uploadedVideoSeconds(db: Db, uploadId: string): Promise<number> {
  const [row] = await db.select().from(uploads).where(eq(uploads.id, uploadId));
  if (!row) return 0;
  const store = (await getUploadServer()).datastore;
  const stream: Readable = await readStoredBytes(store, uploadId);
  try {
    const metadata = await parseStream(stream, { mimeType: row.fileType, size: row.sizeBytes }, { duration: true, skipCovers: true });
    return Math.round(metadata.format.duration ?? 0);
  } catch {
    return 0;
  } finally {
    stream.destroy();
  }
}

/** Adds a video at the end of the package; marking it the preview makes it the only one. */
export async function addSession(db: Db, userId: number, packageId: number, input: SessionInput): Promise<TutorPackageView> {
  const pkg = await ownPackage(db, userId, packageId);
  await assertUsableUpload(db, userId, input.video_upload_id, 'course_video', 'video_upload_id');
  if (input.poster_upload_id) await assertUsableUpload(db, userId, input.poster_upload_id, 'picture', 'poster_upload_id');
  const seconds = await uploadedVideoSeconds(db, input.video_upload_id);
  if (seconds <= 0) throw new DomainError('invalid', 'video_unreadable', {}, 'video_upload_id');
  await db.transaction(async (tx) => {
    if (input.is_preview) await tx.update(videoPackageSessions).set({ isPreview: false }).where(eq(videoPackageSessions.packageId, packageId));
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${videoPackageSessions.position}), 0)::int` })
      .from(videoPackageSessions)
      .where(eq(videoPackageSessions.packageId, packageId));
    await tx.insert(videoPackageSessions).values({
      packageId,
      position: Number(last?.position ?? 0) + 1,
      title: input.title,
      isPreview: input.is_preview,
      videoUploadId: input.video_upload_id,
      posterUploadId: input.poster_upload_id ?? null,
      durationSeconds: seconds,
    });
  });
  if (pkg.status === 'published') await packagesChanged(db, pkg.tutorId);
  return viewOf(db, pkg);
}

/** Makes one of the package's videos its free preview (the others stop being one). */
export async function choosePreview(db: Db, userId: number, packageId: number, sessionId: number): Promise<TutorPackageView> {
  const pkg = await ownPackage(db, userId, packageId);
  const sessions = await sessionsOf(db, packageId);
  if (!sessions.some((session) => session.id === sessionId)) throw new DomainError('not_found', 'video_session_not_found');
  await db.transaction(async (tx) => {
    await tx.update(videoPackageSessions).set({ isPreview: false }).where(eq(videoPackageSessions.packageId, packageId));
    await tx.update(videoPackageSessions).set({ isPreview: true }).where(eq(videoPackageSessions.id, sessionId));
  });
  if (pkg.status === 'published') await packagesChanged(db, pkg.tutorId);
  return viewOf(db, pkg);
}
