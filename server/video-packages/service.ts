import { and, asc, desc, eq, ilike, inArray, like, or, sql } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/routing';
import { type PackageDetail, type PackageSessionView, type PackageSummary, WATCHED_SHARE } from '@/lib/schemas/video-packages';
import type { Db } from '@/server/db/client';
import { figure, type Figure, readNumber } from '@/server/db/rows';
import { courses, tutors, videoPackageOwners, videoPackageSessions, videoPackages, videoWatchProgress } from '@/server/db/schema';
import { DomainError } from '@/server/shared/domain-error';

/**
 * Tutor video packages (issue 33), the reading side: the published catalogue, a package with its
 * sessions, what a person owns and how far they watched. docs/decisions.md "Tutor video packages".
 */

export const packagePath = (id: number) => `/tutor-package/${id}`;
export const posterUrl = (uploadId: string | null) => (uploadId ? `/api/file/v1/video-posters/${encodeURIComponent(uploadId)}` : null);

/** A package's video as both its buyers and its tutor see it (no address to play it). */
export const sessionSummary = (session: typeof videoPackageSessions.$inferSelect) => ({
  id: session.id,
  position: session.position,
  title: session.title,
  is_preview: session.isPreview,
  duration_seconds: session.durationSeconds,
  poster_url: posterUrl(session.posterUploadId),
});

type PackageRow = typeof videoPackages.$inferSelect;

const summaryColumns = {
  pkg: videoPackages,
  courseFa: courses.nameFa,
  courseEn: courses.nameEn,
  tutorUsername: tutors.username,
  tutorName: tutors.fullName,
  tutorNameEn: tutors.fullNameEn,
  sessionsCount: sql<number>`(select count(*)::int from ${videoPackageSessions} where ${videoPackageSessions.packageId} = ${videoPackages.id})`,
  durationSeconds: sql<number>`(select coalesce(sum(${videoPackageSessions.durationSeconds}), 0)::int from ${videoPackageSessions} where ${videoPackageSessions.packageId} = ${videoPackages.id})`,
};

type SummaryRow = {
  pkg: PackageRow;
  courseFa: string;
  courseEn: string;
  tutorUsername: string;
  tutorName: string;
  tutorNameEn: string;
  sessionsCount: number;
  durationSeconds: number;
};

function summaryOf(row: SummaryRow, locale: Locale): PackageSummary {
  return {
    id: row.pkg.id,
    title: row.pkg.title,
    description: row.pkg.description,
    price_cents: row.pkg.priceCents,
    course: locale === 'fa' ? row.courseFa : row.courseEn,
    tutor: { id: row.pkg.tutorId, username: row.tutorUsername, full_name: locale === 'fa' ? row.tutorName : row.tutorNameEn || row.tutorName },
    sessions_count: Number(row.sessionsCount),
    duration_seconds: Number(row.durationSeconds),
    path: packagePath(row.pkg.id),
  };
}

function summaries(db: Db) {
  return db
    .select(summaryColumns)
    .from(videoPackages)
    .innerJoin(courses, eq(courses.id, videoPackages.courseId))
    .innerJoin(tutors, eq(tutors.id, videoPackages.tutorId));
}

const isPublished = and(eq(videoPackages.status, 'published'), eq(tutors.isActive, true));

/** Published packages, newest first: all of them, a course's, or a tutor's. */
export async function publishedPackages(
  db: Db,
  locale: Locale,
  filter: { courseId?: number; tutorId?: number; limit?: number } = {},
): Promise<PackageSummary[]> {
  const rows = await summaries(db)
    .where(
      and(
        isPublished,
        filter.courseId ? eq(videoPackages.courseId, filter.courseId) : undefined,
        filter.tutorId ? eq(videoPackages.tutorId, filter.tutorId) : undefined,
      ),
    )
    .orderBy(desc(videoPackages.id))
    .limit(filter.limit ?? 100);
  return rows.map((row) => summaryOf(row, locale));
}

/** Ids of every published package (the sitemap). */
export async function publishedPackageIds(db: Db): Promise<{ id: number; updatedAt: Date }[]> {
  return db
    .select({ id: videoPackages.id, updatedAt: videoPackages.updatedAt })
    .from(videoPackages)
    .innerJoin(tutors, eq(tutors.id, videoPackages.tutorId))
    .where(isPublished)
    .orderBy(asc(videoPackages.id));
}

/** The courses that have published packages, each with its packages (the search box's `tutoring-package-courses`). */
export async function packageCourses(db: Db, locale: Locale, q?: string) {
  const text = q?.replace(/[%_\\]/g, '').trim();
  const contains = `%${text}%`;
  const matches = text
    ? or(
        ilike(videoPackages.title, contains),
        like(courses.nameFa, contains),
        ilike(courses.nameEn, contains),
        like(tutors.fullName, contains),
        ilike(tutors.fullNameEn, contains),
      )
    : undefined;
  const rows = await summaries(db).where(and(isPublished, matches)).orderBy(asc(courses.sortOrder), desc(videoPackages.id)).limit(500);
  const byCourse = new Map<number, { id: number; name: string; packages: PackageSummary[] }>();
  for (const row of rows) {
    const entry = byCourse.get(row.pkg.courseId) ?? { id: row.pkg.courseId, name: locale === 'fa' ? row.courseFa : row.courseEn, packages: [] };
    entry.packages.push(summaryOf(row, locale));
    byCourse.set(row.pkg.courseId, entry);
  }
  return [...byCourse.values()];
}

export async function ownsPackage(db: Db, userId: number, packageId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: videoPackageOwners.packageId })
    .from(videoPackageOwners)
    .where(and(eq(videoPackageOwners.packageId, packageId), eq(videoPackageOwners.userId, userId)));
  return Boolean(row);
}

/** Whether this person teaches as the package's tutor (they may watch and edit it). */
export async function isPackageTutor(db: Db, userId: number, packageId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: videoPackages.id })
    .from(videoPackages)
    .innerJoin(tutors, eq(tutors.id, videoPackages.tutorId))
    .where(and(eq(videoPackages.id, packageId), eq(tutors.userId, userId)));
  return Boolean(row);
}

async function sessionViews(db: Db, packageId: number, userId: number | null): Promise<PackageSessionView[]> {
  const rows = await db
    .select({
      session: videoPackageSessions,
      position: videoWatchProgress.positionSeconds,
      watched: videoWatchProgress.watched,
    })
    .from(videoPackageSessions)
    .leftJoin(videoWatchProgress, and(eq(videoWatchProgress.sessionId, videoPackageSessions.id), eq(videoWatchProgress.userId, userId ?? 0)))
    .where(eq(videoPackageSessions.packageId, packageId))
    .orderBy(asc(videoPackageSessions.position));
  return rows.map(({ session, position, watched }) => ({
    ...sessionSummary(session),
    position_seconds: position ?? 0,
    watched: watched ?? false,
  }));
}

/**
 * A package with its sessions: a published one for anyone (with the caller's progress when they
 * own it), a draft only for its tutor; anything else is not found.
 */
export async function packageDetail(db: Db, packageId: number, userId: number | null, locale: Locale): Promise<PackageDetail> {
  const [row] = await summaries(db).where(eq(videoPackages.id, packageId));
  if (!row) throw new DomainError('not_found', 'video_package_not_found');
  const tutor = userId !== null && (await isPackageTutor(db, userId, packageId));
  const published = row.pkg.status === 'published';
  if (!published && !tutor) throw new DomainError('not_found', 'video_package_not_found');
  const owned = userId !== null && (await ownsPackage(db, userId, packageId));
  const sessions = await sessionViews(db, packageId, owned || tutor ? userId : null);
  return { ...summaryOf(row, locale), sessions, owned, watched_count: sessions.filter((s) => s.watched).length };
}

/** A package the caller owns, with their progress; someone else's answers not found. */
export async function ownedPackageDetail(db: Db, userId: number, packageId: number, locale: Locale): Promise<PackageDetail> {
  if (!(await ownsPackage(db, userId, packageId))) throw new DomainError('not_found', 'video_package_not_found');
  return packageDetail(db, packageId, userId, locale);
}

/** The packages this person owns, newest purchase first, with how many sessions they watched. */
export async function ownedPackages(db: Db, userId: number, locale: Locale): Promise<(PackageSummary & { watched_count: number })[]> {
  const rows = await summaries(db)
    .innerJoin(videoPackageOwners, and(eq(videoPackageOwners.packageId, videoPackages.id), eq(videoPackageOwners.userId, userId)))
    .orderBy(desc(videoPackageOwners.createdAt), desc(videoPackages.id));
  if (rows.length === 0) return [];
  const watched = await db
    .select({ packageId: videoPackageSessions.packageId, count: sql<number>`count(*)::int` })
    .from(videoWatchProgress)
    .innerJoin(videoPackageSessions, eq(videoPackageSessions.id, videoWatchProgress.sessionId))
    .where(
      and(
        eq(videoWatchProgress.userId, userId),
        eq(videoWatchProgress.watched, true),
        inArray(
          videoPackageSessions.packageId,
          rows.map((row) => row.pkg.id),
        ),
      ),
    )
    .groupBy(videoPackageSessions.packageId);
  const watchedOf = new Map(watched.map((row) => [row.packageId, Number(row.count)]));
  return rows.map((row) => ({ ...summaryOf(row, locale), watched_count: watchedOf.get(row.pkg.id) ?? 0 }));
}

/** How many packages a person owns (the dashboard home), as a figure (server/db/rows.ts). */
export function ownedPackageCountFigure(db: Db, userId: number): Figure<number> {
  return figure(
    'video-packages.owned-count',
    { userId },
    (v) =>
      db
        .select({ count: sql<number>`count(*)::int` })
        .from(videoPackageOwners)
        .where(eq(videoPackageOwners.userId, v.userId)),
    readNumber,
  );
}

export type SessionRow = typeof videoPackageSessions.$inferSelect;

/** A session with its package's status and tutor. */
export async function sessionWithPackage(db: Db, sessionId: number) {
  const [row] = await db
    .select({ session: videoPackageSessions, status: videoPackages.status, tutorUserId: tutors.userId, tutorActive: tutors.isActive })
    .from(videoPackageSessions)
    .innerJoin(videoPackages, eq(videoPackages.id, videoPackageSessions.packageId))
    .innerJoin(tutors, eq(tutors.id, videoPackages.tutorId))
    .where(eq(videoPackageSessions.id, sessionId));
  return row;
}

/**
 * Whether this person (or nobody: null) may watch the session: its package's owners and tutor
 * always; anyone the free preview of a published package.
 */
export async function mayWatch(db: Db, userId: number | null, sessionId: number): Promise<SessionRow | null> {
  const row = await sessionWithPackage(db, sessionId);
  if (!row) return null;
  if (userId !== null && row.tutorUserId === userId) return row.session;
  const published = row.status === 'published' && row.tutorActive;
  if (published && row.session.isPreview) return row.session;
  // A buyer keeps what they bought, even if the tutor takes the package off sale.
  if (userId !== null && (await ownsPackage(db, userId, row.session.packageId))) return row.session;
  return null;
}

/** Where this person stopped in the session and whether they watched it. */
export async function progressOf(db: Db, userId: number, sessionId: number): Promise<{ position_seconds: number; watched: boolean }> {
  const [row] = await db
    .select()
    .from(videoWatchProgress)
    .where(and(eq(videoWatchProgress.sessionId, sessionId), eq(videoWatchProgress.userId, userId)));
  return { position_seconds: row?.positionSeconds ?? 0, watched: row?.watched ?? false };
}

/**
 * Saves where the person stopped (any device reads it back); a session becomes watched when the
 * player ends or passes WATCHED_SHARE of it, and stays watched.
 */
export async function saveProgress(db: Db, userId: number, sessionId: number, input: { position_seconds: number; ended: boolean }) {
  const session = await mayWatch(db, userId, sessionId);
  if (!session) throw new DomainError('not_found', 'video_session_not_found');
  const position = session.durationSeconds > 0 ? Math.min(input.position_seconds, session.durationSeconds) : input.position_seconds;
  const watched = input.ended || (session.durationSeconds > 0 && position >= session.durationSeconds * WATCHED_SHARE);
  const [row] = await db
    .insert(videoWatchProgress)
    .values({ sessionId, userId, positionSeconds: position, watched })
    .onConflictDoUpdate({
      target: [videoWatchProgress.sessionId, videoWatchProgress.userId],
      set: { positionSeconds: position, watched: sql`${videoWatchProgress.watched} or ${watched}`, updatedAt: sql`now()` },
    })
    .returning();
  return { position_seconds: row!.positionSeconds, watched: row!.watched };
}
