import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { STREAM_URL_LIFETIME_SECONDS, type StreamGrant } from '@/lib/schemas/video-packages';
import { serverConfig } from '@/server/config';
import type { Db } from '@/server/db/client';
import { uploads } from '@/server/db/schema';
import { DomainError } from '@/server/shared/domain-error';
import { bytesResponse, fileResponse } from '@/server/uploads/files';
import { eq } from 'drizzle-orm';
import { mayWatch, progressOf, type SessionRow } from './service';

/**
 * Streaming a package's videos (docs/decisions.md "Tutor video packages"): the player gets a
 * short-lived address signed with the server's secret (HMAC-SHA256) and bound to the session and
 * the person it was given to (0: a visitor watching a free preview). The stream route checks the
 * signature, the expiry, that the signed-in caller is that person, and again that they may watch;
 * then it answers the file whole or the byte range asked for (206), so seeking works.
 */

const PROCESS_SECRET = Symbol.for('tutorly.video-stream-secret');

function secret(): string {
  const configured = serverConfig().videoStreamSecret;
  if (configured) return configured;
  // Without a configured secret each process signs with its own (several servers need VIDEO_STREAM_SECRET).
  const shared = globalThis as unknown as Record<symbol, string | undefined>;
  shared[PROCESS_SECRET] ??= randomBytes(32).toString('base64url');
  return shared[PROCESS_SECRET]!;
}

const signature = (sessionId: number, userId: number, expires: number) =>
  createHmac('sha256', secret()).update(`video-stream:${sessionId}:${userId}:${expires}`).digest('base64url');

export const streamPath = (sessionId: number) => `/api/www/v1/video-packages/stream/${sessionId}`;

/** A signed address for this session and person, working until `expires` (seconds since the epoch). */
export function signedStreamUrl(sessionId: number, userId: number, expires: number): string {
  return `${streamPath(sessionId)}?token=${userId}.${expires}.${signature(sessionId, userId, expires)}`;
}

/** What a token says, if its signature is ours for this session; `expired` when its time has passed. */
export function readStreamToken(sessionId: number, token: string | undefined, now = Date.now()): { userId: number } | 'expired' | null {
  const match = /^(0|[1-9]\d{0,9})\.([1-9]\d{0,11})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  if (!match) return null;
  const userId = Number(match[1]);
  const expires = Number(match[2]);
  const expected = Buffer.from(signature(sessionId, userId, expires));
  const given = Buffer.from(match[3]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (expires * 1000 <= now) return 'expired';
  return { userId };
}

/** The player's address for a session the caller may watch, and where they stopped. */
export async function streamGrant(db: Db, userId: number | null, sessionId: number, now = Date.now()): Promise<StreamGrant> {
  const session = await mayWatch(db, userId, sessionId);
  if (!session) throw new DomainError('not_found', 'video_session_not_found');
  const expires = Math.floor(now / 1000) + STREAM_URL_LIFETIME_SECONDS;
  const progress = userId === null ? { position_seconds: 0, watched: false } : await progressOf(db, userId, sessionId);
  return {
    url: signedStreamUrl(sessionId, userId ?? 0, expires),
    expires_at: new Date(expires * 1000).toISOString(),
    duration_seconds: session.durationSeconds,
    ...progress,
  };
}

const DEMO_CLIPS = /^clip-\d{1,3}\.(mp4|webm)$/;

export function demoClipPath(name: string): string {
  if (!DEMO_CLIPS.test(name)) throw new Error(`video packages: "${name}" is not a demo clip`);
  return path.join(/*turbopackIgnore: true*/ process.cwd(), 'server/video-packages/demo-clips', name);
}

/** A demo clip's bytes as a response, whole or the range asked for (the same answer as an upload's). */
async function demoClipResponse(name: string, request: Request): Promise<Response> {
  const file = demoClipPath(name);
  const size = (await fs.promises.stat(file)).size;
  const headers = new Headers({
    'content-type': name.endsWith('.webm') ? 'video/webm' : 'video/mp4',
    'accept-ranges': 'bytes',
    'cache-control': 'private, no-store',
    'x-content-type-options': 'nosniff',
    'content-disposition': 'inline',
  });
  return bytesResponse(size, headers, request.headers.get('range'), (range) => fs.createReadStream(file, range ? { start: range.start, end: range.end } : {}));
}

async function videoResponse(db: Db, session: SessionRow, request: Request): Promise<Response> {
  if (session.demoClip) return demoClipResponse(session.demoClip, request);
  const [row] = await db.select().from(uploads).where(eq(uploads.id, session.videoUploadId!));
  if (!row?.finishedAt) throw new DomainError('not_found', 'video_session_not_found');
  return fileResponse(row, 'private, no-store', request);
}

/**
 * The stream route's answer: refused (403) for a bad, expired or someone else's token
 * (each with its own message), and when the person may no longer watch the session.
 */
export async function streamResponse(db: Db, sessionId: number, token: string | undefined, callerId: number | null, request: Request): Promise<Response> {
  const read = readStreamToken(sessionId, token);
  if (read === 'expired') throw new DomainError('forbidden', 'video_stream_expired');
  if (!read || (read.userId !== 0 && read.userId !== callerId)) throw new DomainError('forbidden', 'video_stream_refused');
  const session = await mayWatch(db, read.userId === 0 ? null : read.userId, sessionId);
  if (!session) throw new DomainError('forbidden', 'video_stream_refused');
  const response = await videoResponse(db, session, request);
  response.headers.set('x-robots-tag', 'noindex');
  response.headers.set('referrer-policy', 'no-referrer');
  return response;
}
