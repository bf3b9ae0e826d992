import { and, eq } from 'drizzle-orm';
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
