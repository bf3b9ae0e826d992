import type { Db } from '@/server/db/client';
import type { uploads } from '@/server/db/schema';
import { ownFinishedUpload, publishedUpload } from './files';

type UploadRow = typeof uploads.$inferSelect;

/**
 * Who may read a finished file at `/api/file/v1/{path}/{id}`: a feature that keeps files (tickets,
 * tutor applications) defines a reader beside its services, and the top floor hands the list to
 * the upload routes (server/app/file-readers.ts), so this kit never imports a feature.
 */
export interface FileReader {
  path: string;
  access: 'public' | 'user' | 'operator';
  cacheControl: string;
  /** Files it serves are held: their owner may no longer delete them (a sent application's, a ticket's). */
  holdsFiles?: boolean;
  /** The file, if this caller may read it; undefined answers the same 404 as no file at all. */
  find: (db: Db, id: string, userId: number | undefined) => Promise<UploadRow | undefined>;
}

export const BUILT_IN_FILE_READERS: readonly FileReader[] = [
  // The owner's own finished files (previews in the start-teaching flow, tickets).
  { path: 'my-files', access: 'user', cacheControl: 'private, no-store', find: (db, id, userId) => ownFinishedUpload(db, userId!, id) },
  // Photos and intro videos of live tutor profiles (public, long-cached: a new file gets a new id).
  { path: 'files', access: 'public', cacheControl: 'public, max-age=86400', find: publishedUpload },
];
