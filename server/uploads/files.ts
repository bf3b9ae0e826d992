import { Readable } from 'node:stream';
import { and, eq, isNotNull, or } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { tutors, uploads } from '@/server/db/schema';
import { getUploadServer } from './tus-server';
import { readStoredBytes, type ByteRange } from './store';

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

/**
 * The one byte range a `Range` header asks for (RFC 9110 §14.1.2: `bytes=0-`, `bytes=100-199`,
 * `bytes=-500`), clipped to the file; 'unsatisfiable' when it starts past the end; undefined (the
 * whole file) when absent, malformed or asking for several ranges.
 */
export function requestedRange(header: string | null | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (!match[1] && !match[2])) return undefined;
  if (!match[1]) {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] ? Math.min(Number(match[2]), size - 1) : size - 1;
  if (match[2] && Number(match[2]) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

/**
 * The file's bytes as a response, with its type, whole (200) or the range asked for (206, so videos
 * seek and play on Safari); documents are downloaded, except PDFs, which open in the browser's viewer.
 * Validators (ETag from the id, which never changes its bytes) let a cache and `If-Range` agree.
 */
export async function fileResponse(row: UploadRow, cacheControl: string, request?: Request): Promise<Response> {
  const store = (await getUploadServer()).datastore;
  const size = row.sizeBytes;
  const etag = `"${row.id}"`;
  const headers = new Headers({
    'content-type': row.fileType,
    'accept-ranges': 'bytes',
    etag,
    'cache-control': cacheControl,
    'x-content-type-options': 'nosniff',
    'content-disposition': showsInline(row.fileType) ? 'inline' : 'attachment',
  });
  if (request?.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  const ifRange = request?.headers.get('if-range');
  const rangeHeader = ifRange && ifRange !== etag ? null : request?.headers.get('range');
  return bytesResponse(size, headers, rangeHeader, (range) => readStoredBytes(store, row.id, range));
}

/**
 * Bytes of a known size as a response: whole (200), the range a `Range` header asks for (206), or
 * 416 for a range outside them. `open` reads the part to send.
 */
export async function bytesResponse(
  size: number,
  headers: Headers,
  rangeHeader: string | null | undefined,
  open: (range?: ByteRange) => Readable | Promise<Readable>,
): Promise<Response> {
  const range = requestedRange(rangeHeader, size);
  if (range === 'unsatisfiable') {
    headers.set('content-range', `bytes */${size}`);
    return new Response(null, { status: 416, headers });
  }
  const stream = await open(range);
  if (range) {
    headers.set('content-range', `bytes ${range.start}-${range.end}/${size}`);
    headers.set('content-length', String(range.end - range.start + 1));
  } else {
    headers.set('content-length', String(size));
  }
  return new Response(Readable.toWeb(stream) as ReadableStream, { status: range ? 206 : 200, headers });
}

const showsInline = (type: string) => type.startsWith('image/') || type.startsWith('video/') || type === 'application/pdf';
