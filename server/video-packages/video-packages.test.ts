import { readFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, signInByCode, uniqueTestMobile } from '@/server/auth/test-helpers';
import { findUserByMobile } from '@/server/auth/users';
import { resetConfigForTests } from '@/server/config';
import type { Db, DbHandle } from '@/server/db/client';
import { ledgerTransactions, videoPackageSessions } from '@/server/db/schema';
import { ledgerTotal, tutorEarningsBalance, unbalancedTransactions } from '@/server/payments/ledger';
import { fundWallet, openAtSandbox } from '@/server/payments/test-helpers';
import { mostTaughtCourseId, tutorAccount } from '@/server/tutor-requests/test-helpers';
import { metadataHeader, tus, UPLOADS } from '@/server/uploads/tus-test-helpers';
import { callApi, postApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';
import { signedStreamUrl } from './streaming';

let handle: DbHandle;
let db: Db;
let dir: string;
let clip: Uint8Array;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'video-packages-test-'));
  process.env.UPLOAD_DIR = dir;
  resetConfigForTests();
  handle = await setupTestDb({ tutors: 3 });
  db = handle.db;
  clip = new Uint8Array(await readFile(path.join(process.cwd(), 'server/video-packages/demo-clips/clip-1.mp4')));
});
afterAll(async () => {
  await handle.close();
  await rm(dir, { recursive: true, force: true });
});

async function person() {
  const mobile = uniqueTestMobile();
  const { token } = await signInByCode(db, mobile, {}, freshIp());
  return { token, id: (await findUserByMobile(db, mobile))!.id };
}

async function uploadVideo(token: string, bytes: Uint8Array, fileType = 'video/mp4') {
  const created = await tus('POST', UPLOADS, {
    token,
    headers: {
      'upload-length': String(bytes.length),
      'upload-metadata': metadataHeader({ filename: 'lesson.mp4', filetype: fileType, purpose: 'course_video' }),
    },
  });
  expect(created.status).toBe(201);
  const uploadPath = created.headers.get('location')!.replace(/^\/api/, '');
  const patched = await tus('PATCH', uploadPath, { token, headers: { 'upload-offset': '0' }, body: bytes });
  return { id: uploadPath.split('/').pop()!, status: patched.status };
}

const put = (url: string, body: unknown, token: string) => callApi(url, { method: 'PUT', body: JSON.stringify(body), token });
const T = '/www/v1/teacher/video-packages';

/** A tutor with a published package of two videos, the first its free preview. */
async function publishedPackage(priceCents = 2_000) {
  const courseId = await mostTaughtCourseId(db);
  const tutor = await tutorAccount(db, courseId);
  const details = { title: 'Algebra in ten minutes', description: 'Two short videos on equations.', course_id: courseId, price_cents: priceCents };
  const created = await postApi(T, details, { token: tutor.token });
  expect(created.status).toBe(201);
  const id = created.body.data.id as number;
  expect((await put(`${T}/${id}`, { ...details, published: true }, tutor.token)).status).toBe(409);
  for (const [index, title] of ['Fractions', 'Equations'].entries()) {
    const video = await uploadVideo(tutor.token, clip);
    expect(video.status).toBe(204);
    const added = await postApi(`${T}/${id}/sessions`, { title, video_upload_id: video.id, is_preview: index === 0 }, { token: tutor.token });
    expect(added.status).toBe(201);
  }
  const published = await put(`${T}/${id}`, { ...details, published: true }, tutor.token);
  expect(published.status).toBe(200);
  expect(published.body.data).toMatchObject({
    published: true,
    sessions: [
      { title: 'Fractions', is_preview: true, duration_seconds: 10 },
      { title: 'Equations', is_preview: false },
    ],
  });
  return { tutor, id, courseId, sessions: published.body.data.sessions as { id: number }[] };
}

describe('tutor video packages', () => {
  it('a tutor publishes a package; anyone finds it and watches its free preview, but not a paid session', async () => {
    const { id, sessions } = await publishedPackage();
    const found = await callApi('/www/v1/search-box/tutoring-package-courses?q=Algebra', { locale: 'en-US' });
    expect(found.body.data.courses.flatMap((c: { packages: { id: number }[] }) => c.packages.map((p) => p.id))).toContain(id);
    const page = await callApi(`/www/v1/video-packages/${id}`, { locale: 'en-US' });
    expect(page.body.data).toMatchObject({ id, price_cents: 2_000, sessions_count: 2, owned: false, path: `/tutor-package/${id}` });

    const preview = await callApi(`/www/v1/video-packages/sessions/${sessions[0]!.id}/preview-url`);
    expect(preview.status).toBe(200);
    const streamed = await callApi(preview.body.data.url.replace(/^\/api/, ''), { headers: { range: 'bytes=100-199' } });
    expect(streamed.status).toBe(206);
    expect(streamed.headers.get('content-range')).toBe(`bytes 100-199/${clip.length}`);
    expect(streamed.headers.get('content-type')).toBe('video/mp4');

    expect((await callApi(`/www/v1/video-packages/sessions/${sessions[1]!.id}/preview-url`)).status).toBe(404);
    const stranger = await person();
    expect((await callApi(`/www/v1/video-packages/sessions/${sessions[1]!.id}/stream-url`, { token: stranger.token })).status).toBe(404);
    // A forged token for the paid session is refused.
    const forged = `/www/v1/video-packages/stream/${sessions[1]!.id}?token=0.9999999999.${'A'.repeat(43)}`;
    expect((await callApi(forged)).status).toBe(403);
  });

  it('a student buys it on the sandbox gateway: owns it, the tutor earns, and streams with ranges; a non-buyer and an expired address are refused', async () => {
    const { tutor, id, sessions, courseId } = await publishedPackage(3_000);
    const student = await person();
    const invoice = await postApi(`/www/v1/invoice/for/video_package/${id}`, {}, { token: student.token });
    expect(invoice.status).toBe(200);
    expect(invoice.body.data.total_cents).toBe(3_000);
    const { choose } = await openAtSandbox(student.token, invoice.body.data.id ?? invoice.body.data.uuid);
    const back = await callApi(await choose!('pay'));
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toContain(`/profile/dashboard/tutor-package/${id}`);

    const mine = await callApi('/www/v1/video-packages/mine', { token: student.token });
    expect(mine.body.data.packages.map((p: { id: number }) => p.id)).toEqual([id]);
    // The tutor's list: each package with its own videos and buyers, newest first.
    const details = { title: 'Geometry next', description: 'A package still being made.', course_id: courseId, price_cents: 2_500 };
    const second = (await postApi(T, details, { token: tutor.token })).body.data.id as number;
    expect((await callApi(T, { token: tutor.token })).body.data.packages).toMatchObject([
      { id: second, published: false, owners: 0, sessions: [] },
      {
        id,
        published: true,
        owners: 1,
        sessions: [
          { title: 'Fractions', position: 1 },
          { title: 'Equations', position: 2 },
        ],
      },
    ]);
    // Asking again answers the paid invoice, not a second bill.
    expect((await postApi(`/www/v1/invoice/for/video_package/${id}`, {}, { token: student.token })).body.data.state).toBe('paid');
    // The tutor is paid their share (25 % commission on a first sale), once.
    expect(await tutorEarningsBalance(db, tutor.tutorId)).toBe(2_250);
    expect(await db.$count(ledgerTransactions, eq(ledgerTransactions.kind, 'package_earning'))).toBe(1);
    expect(await unbalancedTransactions(db)).toEqual([]);
    expect(await ledgerTotal(db)).toBe(0);

    const grant = await callApi(`/www/v1/video-packages/sessions/${sessions[1]!.id}/stream-url`, { token: student.token });
    expect(grant.status).toBe(200);
    const url = grant.body.data.url.replace(/^\/api/, '');
    const whole = await callApi(url, { token: student.token });
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const part = await callApi(url, { token: student.token, headers: { range: 'bytes=1000-' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-${clip.length - 1}/${clip.length}`);

    // The same address in someone else's hands (or nobody's) is refused; so is an expired one.
    const other = await person();
    expect((await callApi(url, { token: other.token })).status).toBe(403);
    expect((await callApi(url)).status).toBe(403);
    const expired = signedStreamUrl(sessions[1]!.id, student.id, Math.floor(Date.now() / 1000) - 1).replace(/^\/api/, '');
    const refused = await callApi(expired, { token: student.token, locale: 'en-US' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toContain('expired');
    // A token for one session does not open another.
    const swapped = url.replace(`/stream/${sessions[1]!.id}`, `/stream/${sessions[0]!.id}`);
    expect((await callApi(swapped, { token: student.token })).status).toBe(403);
  });

  it('remembers where the student stopped, for every device, and marks sessions watched', async () => {
    const { id, sessions } = await publishedPackage();
    const student = await person();
    await fundWallet(db, student.id, 5_000);
    const invoice = (await postApi(`/www/v1/invoice/for/video_package/${id}`, {}, { token: student.token })).body.data;
    expect((await postApi(`/www/v1/invoice/${invoice.id ?? invoice.uuid}/pay-by-wallet`, {}, { token: student.token })).status).toBe(200);

    const session = sessions[1]!.id;
    const saved = await put(`/www/v1/video-packages/sessions/${session}/progress`, { position_seconds: 4 }, student.token);
    expect(saved.body.data).toEqual({ position_seconds: 4, watched: false });
    // Another device (a second sign-in) reads the same second back.
    const grant = await callApi(`/www/v1/video-packages/sessions/${session}/stream-url`, { token: student.token });
    expect(grant.body.data).toMatchObject({ position_seconds: 4, watched: false, duration_seconds: 10 });
    expect((await put(`/www/v1/video-packages/sessions/${session}/progress`, { position_seconds: 10, ended: true }, student.token)).body.data.watched).toBe(
      true,
    );
    // Rewatching from the start keeps it watched.
    expect((await put(`/www/v1/video-packages/sessions/${session}/progress`, { position_seconds: 1 }, student.token)).body.data).toEqual({
      position_seconds: 1,
      watched: true,
    });
    const detail = await callApi(`/www/v1/video-packages/mine/${id}`, { token: student.token });
    expect(detail.body.data).toMatchObject({ owned: true, watched_count: 1 });
    expect((await callApi('/www/v1/dashboard/home', { token: student.token })).body.data.owned_packages).toBe(1);

    const stranger = await person();
    expect((await put(`/www/v1/video-packages/sessions/${session}/progress`, { position_seconds: 3 }, stranger.token)).status).toBe(404);
    expect((await callApi(`/www/v1/video-packages/mine/${id}`, { token: stranger.token })).status).toBe(404);
    expect((await put(`/www/v1/video-packages/sessions/${session}/progress`, { position_seconds: -1 }, student.token)).status).toBe(422);
  });

  it("only the package's tutor edits it; a fake video and bad input are refused with messages", async () => {
    const { id } = await publishedPackage();
    const other = await tutorAccount(db, await mostTaughtCourseId(db));
    expect((await callApi(`${T}/${id}`, { token: other.token })).status).toBe(404);
    const student = await person();
    expect((await callApi(T, { token: student.token })).status).toBe(403);
    const bad = await postApi(T, { title: 'x', description: 'short', course_id: 1, price_cents: 5 }, { token: other.token, locale: 'en-US' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['description', 'price_cents', 'title']);
    const fake = await uploadVideo(other.token, new TextEncoder().encode('not a video at all, only text'.repeat(10)));
    expect(fake.status).toBe(422);
    // A video a session plays is held: its tutor cannot delete the upload from under it.
    const { tutor } = await publishedPackage();
    const held = (await callApi(`${T}`, { token: tutor.token })).body.data.packages[0];
    const [session] = await db.select().from(videoPackageSessions).where(eq(videoPackageSessions.packageId, held.id));
    expect((await tus('DELETE', `${UPLOADS}/${session!.videoUploadId}`, { token: tutor.token })).status).toBe(409);
  });
});
