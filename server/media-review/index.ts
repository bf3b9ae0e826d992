// server/media-review's public face: the reviewers' file address (server/app/file-readers.ts).
import type { FileReader } from '@/server/uploads/readers';
import { pendingMediaUpload } from './service';

/** Operators open a tutor's pending photo or video here; it is the tutor's own until decided. */
export const mediaReviewFilesReader: FileReader = {
  path: 'media-review-files',
  access: 'operator',
  cacheControl: 'private, no-store',
  holdsFiles: true,
  find: (db, id) => pendingMediaUpload(db, id),
};
