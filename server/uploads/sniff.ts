import type { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { uploads } from '@/server/db/schema';
import { DomainError } from '@/server/shared/domain-error';
import { getUploadServer } from './tus-server';

/**
 * What a file is by its first bytes, whatever name or type its uploader gave it: the kinds people
 * send in messages (pictures and PDFs). Null for anything else.
 */
export function sniffFileType(head: Uint8Array): string | null {
  const starts = (bytes: number[], at = 0) => bytes.every((byte, i) => head[at + i] === byte);
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'; // %PDF-
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp'; // RIFF....WEBP
  return null;
}

/** The first bytes of a stored file. */
async function fileHead(id: string, length = 16): Promise<Uint8Array> {
  const store = (await getUploadServer()).datastore as unknown as { read(id: string): Readable | Promise<Readable> };
  const stream = await store.read(id);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= length) break;
  }
  stream.destroy();
  return new Uint8Array(Buffer.concat(chunks).subarray(0, length));
}

/**
 * Refuses a finished upload whose bytes are not the type it was declared as (a script renamed
 * `photo.png`): checked before a feature shows the file to someone else.
 */
export async function assertUploadBytes(db: Db, id: string, field: string): Promise<void> {
  const [row] = await db.select({ fileType: uploads.fileType }).from(uploads).where(eq(uploads.id, id));
  const actual = row ? sniffFileType(await fileHead(id)) : null;
  if (!row || actual !== row.fileType) throw new DomainError('invalid', 'upload_content_mismatch', {}, field);
}
