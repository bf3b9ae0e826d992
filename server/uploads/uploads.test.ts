import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@/server/db/client';
import { uploads } from '@/server/db/schema';
import { inProcessApi } from '@/server/api/in-process';
import { requestedRange } from './files';
import { bytes, createUpload, metadataHeader, sampleFile, setupUploadTest, tus, UPLOADS } from './tus-test-helpers';

const MAX = 3 * 1024 * 1024;
let handle: DbHandle;
let owner: string;
let stranger: string;
let dir: string;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const setup = await setupUploadTest({ mobiles: ['+989121360001', '+989121360002'], maxBytes: MAX });
  ({ handle, dir, cleanup } = setup);
  [owner, stranger] = setup.tokens as [string, string];
});
afterAll(() => cleanup());

describe('tus upload endpoint', () => {
  it('takes a file in two chunks, resumes from HEAD and stores the same bytes', async () => {
    const file = sampleFile('video/mp4', 2 * 1024 * 1024 + 123);
    const first = file.subarray(0, 1536 * 1024); // over the API's 1 MiB body limit on purpose
    const upload = await createUpload(owner, file.length);
    expect(upload.location).toMatch(/^\/api\/file\/v1\/upload-tus\/[0-9a-f]{32}$/);

    const sent = await tus('PATCH', upload.path, { token: owner, headers: { 'upload-offset': '0' }, body: first });
    expect(sent.status).toBe(204);
    const head = await tus('HEAD', upload.path, { token: owner });
    expect(head.status).toBe(200);
    expect(head.headers.get('upload-offset')).toBe(String(first.length));
    expect(head.headers.get('upload-length')).toBe(String(file.length));

    const rest = file.subarray(Number(head.headers.get('upload-offset')));
    const done = await tus('PATCH', upload.path, { token: owner, headers: { 'upload-offset': String(first.length) }, body: rest });
    expect(done.status).toBe(204);
    expect(done.headers.get('upload-offset')).toBe(String(file.length));
    // Buffer.equals: a deep toEqual over two million elements takes half a minute.
    expect((await readFile(path.join(dir, upload.id))).equals(file)).toBe(true);

    const [row] = await handle.db.select().from(uploads).where(eq(uploads.id, upload.id));
    expect(row).toMatchObject({ fileName: 'lesson.mp4', fileType: 'video/mp4', sizeBytes: file.length });
    expect(row!.finishedAt).toBeInstanceOf(Date);
  });

  it('refuses anonymous callers with 401 in the error shape', async () => {
    const headers = { 'upload-length': '10', 'upload-metadata': metadataHeader({ filetype: 'image/png' }) };
    const answer = await tus('POST', UPLOADS, { headers, locale: 'en-US' });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ status: 'ERROR', message: 'Please sign in to continue.' });
    const upload = await createUpload(owner, 10);
    expect((await tus('PATCH', upload.path, { headers: { 'upload-offset': '0' }, body: bytes(10) })).status).toBe(401);
    expect((await tus('HEAD', upload.path)).status).toBe(401);
  });

  it("answers another user's upload as not found, for HEAD, PATCH and DELETE", async () => {
    const upload = await createUpload(owner, 10);
    const patch = await tus('PATCH', upload.path, { token: stranger, headers: { 'upload-offset': '0' }, body: bytes(10), locale: 'en-US' });
    expect(patch.status).toBe(404);
    expect(patch.body).toEqual({ status: 'ERROR', message: 'This upload was not found.' });
    expect((await tus('HEAD', upload.path, { token: stranger })).status).toBe(404);
    expect((await tus('DELETE', upload.path, { token: stranger })).status).toBe(404);
    expect((await tus('HEAD', upload.path, { token: owner })).headers.get('upload-offset')).toBe('0');
  });

  it('answers ids tus never makes (NUL, slashes, over-long) as not found, never 500', async () => {
    // Found by the PostgreSQL fuzz pass: a NUL in the id reached the query, which PostgreSQL refuses.
    for (const id of ['%00', 'abc%00def', '..%2F..%2Fetc', 'x'.repeat(200), '%E2%80%8Fabc']) {
      const head = await tus('HEAD', `/file/v1/upload-tus/${id}`, { token: owner });
      expect(head.status, id).toBe(404);
      const patch = await tus('PATCH', `/file/v1/upload-tus/${id}`, { token: owner, headers: { 'upload-offset': '0' }, body: bytes(1), locale: 'en-US' });
      expect(patch.body, id).toEqual({ status: 'ERROR', message: 'This upload was not found.' });
    }
  });

  it('lets the owner delete an upload; GET is not part of the endpoint', async () => {
    const upload = await createUpload(owner, 10);
    const get = await tus('GET', upload.path, { token: owner });
    expect(get.status).toBe(404);
    expect(get.body.status).toBe('ERROR');
    expect((await tus('DELETE', upload.path, { token: owner })).status).toBe(204);
    expect((await tus('HEAD', upload.path, { token: owner })).status).toBe(404);
  });

  it('refuses a file over the size limit with 413, declared or sent', async () => {
    const headers = { 'upload-length': String(MAX + 1), 'upload-metadata': metadataHeader({ filetype: 'video/mp4' }) };
    const declared = await tus('POST', UPLOADS, { token: owner, headers, locale: 'en-US' });
    expect(declared.status).toBe(413);
    expect(declared.body).toEqual({ status: 'ERROR', message: 'The file is larger than the 3 MB limit.' });
    const upload = await createUpload(owner, 10);
    const overSent = await tus('PATCH', upload.path, { token: owner, headers: { 'upload-offset': '0' }, body: bytes(11) });
    expect(overSent.status).toBe(413);
  });

  it('refuses bad or missing metadata and size with 4xx in the error shape, never 500', async () => {
    const cases: Array<[Record<string, string>, number]> = [
      [{ 'upload-length': '10' }, 400],
      [{ 'upload-length': '10', 'upload-metadata': 'filetype !!not-base64' }, 400],
      [{ 'upload-length': '10', 'upload-metadata': metadataHeader({ filename: 'a.png' }) }, 400],
      [{ 'upload-length': '10', 'upload-metadata': metadataHeader({ filetype: 'image/svg+xml' }) }, 415],
      [{ 'upload-length': '10', 'upload-metadata': metadataHeader({ filetype: 'application/x-msdownload' }) }, 415],
      [{ 'upload-length': '10', 'upload-metadata': metadataHeader({ filetype: 'image/png', filename: 'x'.repeat(300) }) }, 400],
      // PostgreSQL refuses a NUL in text: control characters never reach the database.
      [{ 'upload-length': '10', 'upload-metadata': metadataHeader({ filetype: 'image/png', filename: 'a\u0000b.png' }) }, 400],
      [{ 'upload-length': '10', 'upload-metadata': metadataHeader({ filetype: 'image/png', filename: 'line\nbreak.png' }) }, 400],
      [{ 'upload-metadata': metadataHeader({ filetype: 'image/png' }) }, 400],
      [{ 'upload-defer-length': '1', 'upload-metadata': metadataHeader({ filetype: 'image/png' }) }, 400],
      [{ 'upload-length': '-5', 'upload-metadata': metadataHeader({ filetype: 'image/png' }) }, 400],
    ];
    for (const [headers, status] of cases) {
      const answer = await tus('POST', UPLOADS, { token: owner, headers });
      expect(answer.status, JSON.stringify(headers)).toBe(status);
      expect(answer.body).toMatchObject({ status: 'ERROR', message: expect.any(String) });
    }
  });

  it('keeps the anti-forgery check for cookie sessions; bearer callers are exempt', async () => {
    const headers = {
      cookie: `auth_token=${owner}`,
      'upload-length': '10',
      'upload-metadata': metadataHeader({ filetype: 'application/pdf' }),
    };
    const { callApi } = await import('@/tests/api');
    const forged = await callApi(UPLOADS, { method: 'POST', csrf: false, headers: { ...headers, 'tus-resumable': '1.0.0' } });
    expect(forged.status).toBe(403);
    expect(forged.body.status).toBe('ERROR');
    const paired = await callApi(UPLOADS, { method: 'POST', headers: { ...headers, 'tus-resumable': '1.0.0' } });
    expect(paired.status).toBe(201);
  });

  it('answers preflights with the tus capabilities', async () => {
    const answer = await tus('OPTIONS', UPLOADS);
    expect(answer.status).toBe(204);
    expect(answer.headers.get('tus-version')).toBe('1.0.0');
    expect(answer.headers.get('tus-max-size')).toBe(String(MAX));
  });
});

describe('finished files serve byte ranges (a video seeks; Safari plays only with ranges)', () => {
  const get = async (path: string, token: string, headers: Record<string, string> = {}) => {
    const response = await (
      await inProcessApi()
    ).fetch(new Request(`http://localhost/api${path}`, { headers: { authorization: `Bearer ${token}`, ...headers } }));
    return { status: response.status, headers: response.headers, body: new Uint8Array(await response.arrayBuffer()) };
  };

  it('answers 206 with the asked bytes, 200 with the whole file, 416 past the end', async () => {
    const file = sampleFile('video/mp4', 5000, 11);
    const upload = await createUpload(owner, file.length);
    expect((await tus('PATCH', upload.path, { token: owner, headers: { 'upload-offset': '0' }, body: file })).status).toBe(204);
    const path = `/file/v1/my-files/${upload.id}`;

    const whole = await get(path, owner);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(whole.body).equals(Buffer.from(file))).toBe(true);

    const part = await get(path, owner, { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 100-199/5000');
    expect(part.headers.get('content-length')).toBe('100');
    expect(Buffer.from(part.body).equals(Buffer.from(file.subarray(100, 200)))).toBe(true);

    const tail = await get(path, owner, { range: 'bytes=-10' });
    expect(tail.status).toBe(206);
    expect(Buffer.from(tail.body).equals(Buffer.from(file.subarray(4990)))).toBe(true);

    const beyond = await get(path, owner, { range: 'bytes=9000-' });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe('bytes */5000');

    // A stale If-Range gets the whole (current) file; a matching ETag is a 304.
    expect((await get(path, owner, { range: 'bytes=0-9', 'if-range': '"other"' })).status).toBe(200);
    expect((await get(path, owner, { 'if-none-match': whole.headers.get('etag')! })).status).toBe(304);
    expect((await get(path, stranger, { range: 'bytes=0-9' })).status).toBe(404);
  });

  it('opens a PDF in the browser (the operator reads documents inline), never as a page of ours', async () => {
    const upload = await createUpload(owner, 40, 'application/pdf');
    expect((await tus('PATCH', upload.path, { token: owner, headers: { 'upload-offset': '0' }, body: sampleFile('application/pdf', 40) })).status).toBe(204);
    const answer = await get(`/file/v1/my-files/${upload.id}`, owner);
    expect(answer.headers.get('content-disposition')).toBe('inline');
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('reads the Range header as RFC 9110 does', () => {
    expect(requestedRange('bytes=0-', 10)).toEqual({ start: 0, end: 9 });
    expect(requestedRange('bytes=2-400', 10)).toEqual({ start: 2, end: 9 });
    expect(requestedRange('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
    expect(requestedRange('bytes=10-', 10)).toBe('unsatisfiable');
    expect(requestedRange('bytes=5-2', 10)).toBeUndefined();
    expect(requestedRange('bytes=0-1,4-5', 10)).toBeUndefined();
    expect(requestedRange('items=0-1', 10)).toBeUndefined();
    expect(requestedRange(null, 10)).toBeUndefined();
  });
});

describe('the server checks what a file is from its bytes', () => {
  const send = async (fileType: string, body: Uint8Array) => {
    const upload = await createUpload(owner, body.length, fileType);
    const sent = await tus('PATCH', upload.path, { token: owner, headers: { 'upload-offset': '0' }, body, locale: 'en-US' });
    const [row] = await handle.db.select().from(uploads).where(eq(uploads.id, upload.id));
    return { status: sent.status, message: sent.body?.message as string | undefined, row };
  };
  const text = (words: string) => new Uint8Array(Buffer.from(words));

  it.each([
    ['video/mp4', text('this is a text file renamed .mp4, not a video at all'), /not a playable video/],
    ['video/mp4', sampleFile('image/png', 200), /not a playable video/],
    ['image/jpeg', text('a text file renamed .jpg'), /not a picture we can open/],
    ['image/png', new Uint8Array(Buffer.concat([Buffer.from(sampleFile('image/png', 90)).subarray(0, 30), Buffer.alloc(60, 1)])), /not a picture/],
    ['application/pdf', text('%PDF-1.4 but it never ends'), /not a readable PDF/],
  ])('refuses a %s that is not one (422 in words; the bytes and the upload are gone)', async (fileType, body, message) => {
    const answer = await send(fileType, body);
    expect(answer.status).toBe(422);
    expect(answer.message).toMatch(message);
    expect(answer.row).toBeUndefined();
  });

  it('refuses an empty file when the upload begins', async () => {
    const headers = { 'upload-length': '0', 'upload-metadata': metadataHeader({ filename: 'intro.mp4', filetype: 'video/mp4' }) };
    const answer = await tus('POST', UPLOADS, { token: owner, headers, locale: 'en-US' });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('This file is empty. Please choose the file again.');
  });

  it('takes real pictures, videos and PDFs', async () => {
    for (const type of ['image/png', 'video/mp4', 'video/webm', 'application/pdf']) {
      const answer = await send(type, sampleFile(type, 400));
      expect(answer.status, type).toBe(204);
      expect(answer.row?.finishedAt, type).toBeInstanceOf(Date);
    }
  });
});
