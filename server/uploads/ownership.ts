import { and, eq, inArray } from 'drizzle-orm';
import { UPLOAD_PURPOSES, type UploadedFile, type UploadPurpose } from '@/lib/schemas/uploads';
import type { Db } from '@/server/db/client';
import { uploads } from '@/server/db/schema';
import { DomainError } from '@/server/shared/domain-error';

/** Where a finished file is read: its owner's address, and the public one of live profiles' media. */
export const fileUrl = (id: string) => `/api/file/v1/my-files/${encodeURIComponent(id)}`;
export const publicFileUrl = (id: string) => `/api/file/v1/files/${encodeURIComponent(id)}`;

/** The caller's own finished uploads among `ids`, by id (each at the address its reader may open it from). */
export async function filesOf(db: Db, userId: number, ids: string[], urlOf: (uploadId: string) => string = fileUrl): Promise<Record<string, UploadedFile>> {
  if (ids.length === 0) return {};
  const rows = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.userId, userId), inArray(uploads.id, ids)));
  return Object.fromEntries(
    rows.map((row) => [row.id, { upload_id: row.id, file_name: row.fileName, file_type: row.fileType, size_bytes: row.sizeBytes, url: urlOf(row.id) }]),
  );
}

/**
 * Refuses an upload id that is not this person's finished file of the right kind: someone else's
 * (or no) upload reads as not found; a wrong type or size names what is allowed.
 */
export async function assertUsableUpload(db: Db, userId: number, id: string, purpose: UploadPurpose, field: string): Promise<void> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.userId, userId)));
  if (!row) throw new DomainError('invalid', 'upload_unknown', {}, field);
  if (!row.finishedAt) throw new DomainError('invalid', 'upload_unfinished', {}, field);
  const rules = UPLOAD_PURPOSES[purpose];
  if (!(rules.types as readonly string[]).includes(row.fileType)) throw new DomainError('invalid', `upload_wrong_type_${purpose}`, {}, field);
  if (row.sizeBytes > rules.maxBytes) {
    throw new DomainError('invalid', 'upload_too_big', { megabytes: Math.floor(rules.maxBytes / 1024 / 1024) }, field);
  }
}
