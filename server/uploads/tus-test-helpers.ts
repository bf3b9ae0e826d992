import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Metadata } from '@tus/utils';
import { freshIp, signInByCode } from '@/server/auth/test-helpers';
import { resetConfigForTests } from '@/server/config';
import { callApi } from '@/server/testing/call-api';
import { setupTestDb } from '@/tests/db';

export const UPLOADS = '/file/v1/upload-tus';

/** The `Upload-Metadata` header for these fields (tus: keys with base64 values). */
export function metadataHeader(fields: Record<string, string>): string {
  return Metadata.stringify(fields);
}

type TusInit = { token?: string; headers?: Record<string, string>; body?: Uint8Array; locale?: string };

/** One tus request through the real API in-process, with the protocol's version header. */
export function tus(method: string, path: string, init: TusInit = {}) {
  const headers: Record<string, string> = { 'tus-resumable': '1.0.0', ...init.headers };
  if (init.body) headers['content-type'] = 'application/offset+octet-stream';
  return callApi(path, { method, token: init.token, headers, body: init.body as BodyInit | undefined, locale: init.locale });
}

/** Creates an upload of `size` bytes; returns its path under the API base (`/file/v1/upload-tus/<id>`). */
export async function createUpload(token: string, size: number, fileType = 'video/mp4') {
  const answer = await tus('POST', UPLOADS, {
    token,
    headers: { 'upload-length': String(size), 'upload-metadata': metadataHeader({ filename: 'lesson.mp4', filetype: fileType }) },
  });
  if (answer.status !== 201) throw new Error(`create failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  const location = answer.headers.get('location') ?? '';
  return { location, path: location.replace(/^\/api/, ''), id: location.split('/').pop()! };
}

export { bytes, sampleFile } from './sample-files';

/**
 * A test file's uploads setting: its own temporary UPLOAD_DIR and Redis key prefix, a fresh
 * database, and one signed-in user per number (tokens in the same order). `cleanup` undoes it.
 */
export async function setupUploadTest(options: { mobiles: string[]; maxBytes?: number }) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'uploads-test-'));
  process.env.UPLOAD_DIR = dir;
  if (options.maxBytes) process.env.UPLOAD_MAX_BYTES = String(options.maxBytes);
  process.env.REDIS_KEY_PREFIX = `test-uploads:${process.pid}:${Date.now()}:`;
  resetConfigForTests();
  const handle = await setupTestDb({ tutors: 0 });
  const tokens: string[] = [];
  for (const mobile of options.mobiles) tokens.push((await signInByCode(handle.db, mobile, {}, freshIp())).token);
  const cleanup = async () => {
    await handle.close();
    await rm(dir, { recursive: true, force: true });
  };
  return { dir, handle, tokens, cleanup };
}
