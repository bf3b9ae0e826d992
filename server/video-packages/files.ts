import { and, eq, isNotNull, or } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { tutors, uploads, videoPackageSessions, videoPackages } from '@/server/db/schema';
import type { FileReader } from '@/server/uploads/readers';

/** A poster frame of a published package's session: anyone may see it (the video itself never is). */
async function publishedPoster(db: Db, id: string) {
  const [row] = await db
    .select({ upload: uploads })
    .from(videoPackageSessions)
    .innerJoin(videoPackages, eq(videoPackages.id, videoPackageSessions.packageId))
    .innerJoin(tutors, eq(tutors.id, videoPackages.tutorId))
    .innerJoin(uploads, eq(uploads.id, videoPackageSessions.posterUploadId))
    .where(and(eq(videoPackageSessions.posterUploadId, id), eq(videoPackages.status, 'published'), eq(tutors.isActive, true), isNotNull(uploads.finishedAt)))
    .limit(1);
  return row?.upload;
}

export const videoPosterFilesReader: FileReader = {
  path: 'video-posters',
  access: 'public',
  cacheControl: 'public, max-age=86400',
  holdsFiles: true,
  find: (db, id) => publishedPoster(db, id),
};

/** Any package session's video or poster: the team may open it (a support ticket about a package). */
async function packageFile(db: Db, id: string) {
  const [row] = await db
    .select({ upload: uploads })
    .from(videoPackageSessions)
    .innerJoin(uploads, eq(uploads.id, id))
    .where(and(or(eq(videoPackageSessions.videoUploadId, id), eq(videoPackageSessions.posterUploadId, id)), isNotNull(uploads.finishedAt)))
    .limit(1);
  return row?.upload;
}

/** Holds a package's videos: their tutor may no longer delete an upload a session plays (409). */
export const videoPackageFilesReader: FileReader = {
  path: 'video-package-files',
  access: 'operator',
  cacheControl: 'private, no-store',
  holdsFiles: true,
  find: (db, id) => packageFile(db, id),
};
