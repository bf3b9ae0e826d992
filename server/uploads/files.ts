import { Readable } from 'node:stream';
import { and, eq, isNotNull, or } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { tutors, uploads } from '@/server/db/schema';
import { getUploadServer } from './tus-server';

type UploadRow = typeof uploads.$inferSelect;

/** A finished upload of this person (their own photo, video, documents, attachments). */
export async function ownFinishedUpload(db: Db, userId: number, id: string): Promise<UploadRow | undefined> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.userId, userId), isNotNull(uploads.finishedAt)));
  return row;
}

/** A finished upload that a live tutor profile shows (its photo or intro video): anyone may see it. */
export async function publishedUpload(db: Db, id: string): Promise<UploadRow | undefined> {
  const url = `/api/file/v1/files/${id}`;
  const [tutor] = await db
    .select({ id: tutors.id })
    .from(tutors)
    .where(and(eq(tutors.isActive, true), or(eq(tutors.avatarUrl, url), eq(tutors.introVideoUrl, url))))
    .limit(1);
  if (!tutor) return undefined;
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), isNotNull(uploads.finishedAt)));
  return row;
}

/** The file's bytes as a response, with its type; documents are downloaded, never shown inline as pages. */
export async function fileResponse(row: UploadRow, cacheControl: string): Promise<Response> {
  const store = (await getUploadServer()).datastore as unknown as { read(id: string): Readable | Promise<Readable> };
  const stream = await store.read(row.id);
  const headers = new Headers({
    'content-type': row.fileType,
    'content-length': String(row.sizeBytes),
    'cache-control': cacheControl,
    'x-content-type-options': 'nosniff',
    'content-disposition': row.fileType.startsWith('image/') || row.fileType.startsWith('video/') ? 'inline' : 'attachment',
  });
  return new Response(Readable.toWeb(stream as Readable) as ReadableStream, { status: 200, headers });
}
