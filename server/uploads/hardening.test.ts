import { access } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueTestMobile } from '@/server/auth/test-helpers';
import { resetConfigForTests } from '@/server/config';
import type { DbHandle } from '@/server/db/client';
import { uploads } from '@/server/db/schema';
import { appJobs } from '@/server/app/jobs';
import { expireAbandonedUploads } from './jobs';
import { uploadIdOf } from './service';
import { bytes, createUpload, metadataHeader, setupUploadTest, tus, UPLOADS, sampleFile } from './tus-test-helpers';

// Issue 16: upload ids read one way, a quota of open uploads, and abandoned uploads expire.
let handle: DbHandle;
let owner: string;
let stranger: string;
let quotaUser: string;
let dir: string;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  process.env.UPLOAD_MAX_OPEN = '3';
  process.env.UPLOAD_MAX_OPEN_BYTES = String(1000);
  process.env.UPLOAD_ABANDONED_HOURS = '24';
  const setup = await setupUploadTest({ mobiles: [uniqueTestMobile(), uniqueTestMobile(), uniqueTestMobile()], maxBytes: 10_000 });
  ({ handle, dir, cleanup } = setup);
  [owner, stranger, quotaUser] = setup.tokens as [string, string, string];
});
afterAll(async () => {
  delete process.env.UPLOAD_MAX_OPEN;
  delete process.env.UPLOAD_MAX_OPEN_BYTES;
  delete process.env.UPLOAD_ABANDONED_HOURS;
  resetConfigForTests();
  await cleanup();
});

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

describe('the upload id comes from the path alone', () => {
  it('reads the last path segment, never the query', () => {
    expect(uploadIdOf('http://x/api/file/v1/upload-tus/abc123?x=1')).toBe('abc123');
    expect(uploadIdOf('http://x/api/file/v1/upload-tus/abc123?next=/other')).toBe('abc123');
    expect(uploadIdOf('/api/file/v1/upload-tus/abc123#frag/other')).toBe('abc123');
    expect(uploadIdOf('http://x/api/file/v1/upload-tus/a%2Fb')).toBeUndefined();
    expect(uploadIdOf('http://x/api/file/v1/upload-tus/%ff')).toBeUndefined();
  });

  it('a query string does not stop the owner, and cannot point tus at someone else’s upload', async () => {
    const mine = await createUpload(owner, 200);
    const theirs = await createUpload(stranger, 200);
    expect((await tus('HEAD', `${mine.path}?x=1`, { token: owner })).status).toBe(200);
    const sent = await tus('PATCH', `${mine.path}?x=1&y=/${theirs.id}`, {
      token: owner,
      headers: { 'upload-offset': '0' },
      body: sampleFile('video/mp4', 200),
    });
    expect(sent.status).toBe(204);
    expect((await tus('HEAD', theirs.path, { token: stranger })).headers.get('upload-offset')).toBe('0');
    expect((await tus('HEAD', `${theirs.path}?${mine.id}`, { token: owner })).status).toBe(404);
    expect((await tus('HEAD', `${UPLOADS}/${theirs.id}?/${mine.id}`, { token: owner })).status).toBe(404);
  });
});

describe('a quota of open uploads per user', () => {
  it('refuses a fourth unfinished upload, and one that would pass the bytes, with 429', async () => {
    const first = await createUpload(quotaUser, 100, 'application/pdf');
    await createUpload(quotaUser, 100);
    const tooBig = await tus('POST', UPLOADS, {
      token: quotaUser,
      locale: 'en-US',
      headers: { 'upload-length': '900', 'upload-metadata': metadataHeader({ filetype: 'image/png' }) },
    });
    expect(tooBig.status).toBe(429);
    expect(tooBig.body.message).toMatch(/too many unfinished uploads \(3 files, 0 MB at most\)/);
    await createUpload(quotaUser, 100);
    const fourth = await tus('POST', UPLOADS, {
      token: quotaUser,
      headers: { 'upload-length': '10', 'upload-metadata': metadataHeader({ filetype: 'image/png' }) },
    });
    expect(fourth.status).toBe(429);

    // Finishing one frees its place; other people's uploads never counted.
    expect((await tus('PATCH', first.path, { token: quotaUser, headers: { 'upload-offset': '0' }, body: sampleFile('application/pdf', 100) })).status).toBe(
      204,
    );
    await createUpload(quotaUser, 10);
  });
});

describe('abandoned uploads expire', () => {
  it('the hourly job deletes unfinished uploads older than a day, bytes and row; finished ones stay', async () => {
    expect(appJobs().find((job) => job.name === 'uploads.expire-abandoned')?.schedule?.cron).toBe('41 * * * *');
    const stale = await createUpload(owner, 20);
    await tus('PATCH', stale.path, { token: owner, headers: { 'upload-offset': '0' }, body: bytes(5) });
    const done = await createUpload(owner, 20, 'application/pdf');
    await tus('PATCH', done.path, { token: owner, headers: { 'upload-offset': '0' }, body: sampleFile('application/pdf', 20) });
    const fresh = await createUpload(owner, 5);
    await handle.db
      .update(uploads)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(sql`${uploads.id} in (${stale.id}, ${done.id})`);
    expect(await exists(path.join(dir, stale.id))).toBe(true);

    const result = await expireAbandonedUploads(handle.db);
    expect(result.expired).toBeGreaterThanOrEqual(1);
    expect(await exists(path.join(dir, stale.id))).toBe(false);
    expect(await handle.db.select().from(uploads).where(eq(uploads.id, stale.id))).toEqual([]);
    expect((await tus('HEAD', stale.path, { token: owner })).status).toBe(404);
    expect((await tus('HEAD', done.path, { token: owner })).status).toBe(200);
    expect((await tus('HEAD', fresh.path, { token: owner })).status).toBe(200);
    expect((await expireAbandonedUploads(handle.db)).expired).toBe(0);
  });
});
