import { and, count, eq, isNull, lt, sql, sum } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { uploads } from '@/server/db/schema';

export interface NewUpload {
  id: string;
  userId: number;
  fileName: string | null;
  fileType: string;
  sizeBytes: number;
}

export async function recordUpload(db: Db, upload: NewUpload): Promise<void> {
  await db.insert(uploads).values(upload);
}

/** What tus names uploads (32 hex characters by default), with room for a custom naming. */
const UPLOAD_ID = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * The upload a request names: the last segment of the URL's path, never of its query (issue 16).
 * The ownership check and tus both read it here, so they cannot disagree.
 */
export function uploadIdOf(url: string): string | undefined {
  let segment: string;
  try {
    segment = decodeURIComponent(new URL(url, 'http://upload.invalid').pathname.split('/').at(-1) ?? '');
  } catch {
    return undefined;
  }
  return UPLOAD_ID.test(segment) ? segment : undefined;
}

export interface OpenUploads {
  count: number;
  bytes: number;
}

/** The user's unfinished uploads that have not yet expired: what the quota counts. */
export async function openUploadsOf(db: Db, userId: number, abandonedHours: number): Promise<OpenUploads> {
  const [row] = await db
    .select({ count: count(), bytes: sum(uploads.sizeBytes) })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), isNull(uploads.finishedAt), sql`${uploads.createdAt} > now() - make_interval(hours => ${abandonedHours})`));
  return { count: Number(row?.count ?? 0), bytes: Number(row?.bytes ?? 0) };
}

/** Unfinished uploads begun before `before`: abandoned, to be deleted with their bytes. */
export async function abandonedUploads(db: Db, before: Date, limit = 500): Promise<string[]> {
  const rows = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(isNull(uploads.finishedAt), lt(uploads.createdAt, before)))
    .orderBy(uploads.createdAt)
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function isUploadOwner(db: Db, id: string, userId: number): Promise<boolean> {
  // Anything else cannot be an upload, and a NUL would make PostgreSQL refuse the query.
  if (!UPLOAD_ID.test(id)) return false;
  const rows = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

export async function markUploadFinished(db: Db, id: string): Promise<void> {
  await db.update(uploads).set({ finishedAt: new Date() }).where(eq(uploads.id, id));
}

export async function forgetUpload(db: Db, id: string): Promise<void> {
  await db.delete(uploads).where(eq(uploads.id, id));
}
