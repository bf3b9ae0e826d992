import { and, count, eq, inArray, isNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntryFor } from '@/server/audit/test-helpers';
import { AGREEMENT_VERSION, isIranianNationalId } from '@/lib/schemas/tutor-applications';
import { grantRole, rolesOf } from '@/server/auth/roles';
import { freshIp, signInByCode, uniqueTestMobile, openConsole } from '@/server/auth/test-helpers';
import { findUserByMobile } from '@/server/auth/users';
import type { DbHandle } from '@/server/db/client';
import { agreementSignatures, cities, courses, notifications, tutorApplications, tutorAvailability, tutors, users } from '@/server/db/schema';
import { readOutbox } from '@/server/messaging/delivery';
import { callApi, postApi, readAllPages } from '@/tests/api';
import { metadataHeader, setupUploadTest, tus, UPLOADS, sampleFile } from '@/server/uploads/tus-test-helpers';
import { decideApplication } from './service';

let handle: DbHandle;
let cleanup: () => Promise<void>;
let courseId: number;
let cityId: number;

beforeAll(async () => {
  const setup = await setupUploadTest({ mobiles: [] });
  ({ handle, cleanup } = setup);
  courseId = (await handle.db.select({ id: courses.id }).from(courses).limit(1))[0]!.id;
  cityId = (await handle.db.select({ id: cities.id }).from(cities).limit(1))[0]!.id;
});
afterAll(() => cleanup());

async function applicant() {
  const mobile = uniqueTestMobile();
  const { token } = await signInByCode(handle.db, mobile, {}, freshIp());
  return { mobile, token };
}

/** A finished upload of `size` bytes of this type, sent with `purpose` metadata. */
async function upload(token: string, fileType: string, purpose: string, size = 2048, locale = 'en-US') {
  const created = await tus('POST', UPLOADS, {
    token,
    locale,
    headers: { 'upload-length': String(size), 'upload-metadata': metadataHeader({ filename: 'file', filetype: fileType, purpose }) },
  });
  if (created.status !== 201) return { status: created.status, body: created.body, id: '' };
  const path = created.headers.get('location')!.replace(/^\/api/, '');
  await tus('PATCH', path, { token, headers: { 'upload-offset': '0' }, body: sampleFile(fileType, size) });
  return { status: 201, body: null, id: path.split('/').pop()! };
}

const step = (token: string, name: string, body: unknown, locale = 'en-US') => postApi(`/www/v1/tutor-application/steps/${name}`, body, { token, locale });

const PERSONAL = { first_name: 'Sara', last_name: 'Karimi', birth_date: '1990-05-21', gender: 'FEMALE', country: 'IR', national_id: '0499370899' };
const INFO = () => ({
  price_eur: 25.5,
  teaches_online: true,
  teaches_offline: true,
  offline_city_id: cityId,
  time_zone: 'Asia/Tehran',
  availability: [{ weekday: 1, start_minute: 1020, end_minute: 1200 }],
  bio: 'I have taught mathematics to high school students for eight years, online and in person.',
});

async function completeAll(token: string) {
  expect((await step(token, 'personal-info', PERSONAL)).status).toBe(200);
  expect((await step(token, 'postal-address', { country: 'IR', city: 'Tehran', address: 'Valiasr St. 12', postal_code: '۱۲۳۴۵۶۷۸۹۰' })).status).toBe(200);
  expect(
    (await step(token, 'education-resume', { degrees: [{ degree: 'MASTER', field: 'Mathematics', university: 'Sharif', start_year: 2010, end_year: 2014 }] }))
      .status,
  ).toBe(200);
  expect((await step(token, 'old-teacher', { taught_before: false })).status).toBe(200);
  expect((await step(token, 'teaching-courses', { courses: [{ course_id: courseId, levels: ['HIGH_SCHOOL'] }] })).status).toBe(200);
  expect((await step(token, 'teaching-experiences', { experiences: [{ place: 'Alborz School', subject: 'Algebra', years: 8 }] })).status).toBe(200);
  expect((await step(token, 'teaching-info', INFO())).status).toBe(200);
  const picture = await upload(token, 'image/png', 'picture');
  expect((await step(token, 'upload-picture', { upload_id: picture.id })).status).toBe(200);
  const video = await upload(token, 'video/mp4', 'video', 4096);
  expect((await step(token, 'upload-video', { upload_id: video.id })).status).toBe(200);
  const doc = await upload(token, 'application/pdf', 'document');
  expect((await step(token, 'upload-documents', { documents: [{ kind: 'ID_CARD', upload_id: doc.id }] })).status).toBe(200);
  const signed = await postApi('/www/v1/tutor-application/agreement', { version: AGREEMENT_VERSION, full_name: 'Sara Karimi', accept: true }, { token });
  expect(signed.status).toBe(200);
  return { picture, video, doc };
}

describe('Iranian national id', () => {
  it('accepts ids whose check digit matches and refuses the rest', () => {
    expect(isIranianNationalId('0499370899')).toBe(true);
    expect(isIranianNationalId('0499370898')).toBe(false);
    expect(isIranianNationalId('1111111111')).toBe(false);
    expect(isIranianNationalId('12345')).toBe(false);
  });
});

describe('the start-teaching application', () => {
  it('starts empty at personal-info, and saves each step, resuming at the first unfinished one', async () => {
    const { token } = await applicant();
    const empty = await callApi('/www/v1/tutor-application', { token });
    expect(empty.body.data).toMatchObject({ id: null, state: 'in_progress', next_step: 'personal-info', done: [] });
    const resume = await callApi('/www/v1/tutor-application/resume', { token });
    expect(resume.status).toBe(302);
    expect(resume.body.errors).toEqual({ next_step: 'start-teaching.personal-info' });

    await step(token, 'personal-info', PERSONAL);
    await step(token, 'old-teacher', { taught_before: true, old_profile: 'sara-karimi-12' });
    const view = (await callApi('/www/v1/tutor-application', { token })).body.data;
    expect(view.done).toEqual(['personal-info', 'old-teacher']);
    expect(view.next_step).toBe('postal-address');
    expect(view.steps['personal-info']).toMatchObject({ first_name: 'Sara', national_id: '0499370899' });
    expect((await callApi('/www/v1/tutor-application/resume', { token })).body.errors.next_step).toBe('start-teaching.postal-address');
  });

  it("refuses bad answers with 422 field messages in the person's language", async () => {
    const { token } = await applicant();
    const badId = await step(token, 'personal-info', { ...PERSONAL, national_id: '0499370898' }, 'fa');
    expect(badId.status).toBe(422);
    expect(badId.body.errors).toEqual([{ field: 'national_id', message: expect.stringMatching(/کد ملی/) }]);
    const noId = await step(token, 'personal-info', { ...PERSONAL, national_id: '' });
    expect(noId.body.errors).toEqual([{ field: 'national_id', message: 'Please enter your national ID number.' }]);
    // Outside Iran there is no Iranian national id to check.
    expect((await step(token, 'personal-info', { ...PERSONAL, country: 'DE', national_id: '' })).status).toBe(200);
    const young = await step(token, 'personal-info', { ...PERSONAL, birth_date: `${new Date().getUTCFullYear() - 10}-01-01` });
    expect(young.body.errors[0]).toMatchObject({ field: 'birth_date', message: 'Tutors must be between 18 and 100 years old.' });
    const info = await step(token, 'teaching-info', { ...INFO(), teaches_online: false, teaches_offline: false, price_eur: 25.555 });
    expect(info.status).toBe(422);
    expect(info.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['price_eur', 'teaches_online']);
    const postal = await step(token, 'postal-address', { country: 'IR', city: 'Tehran', address: 'Valiasr St. 12', postal_code: '123' }, 'fa');
    expect(postal.body.errors).toEqual([{ field: 'postal_code', message: 'کد پستی ایران ۱۰ رقم دارد.' }]);
    const course = await step(token, 'teaching-courses', { courses: [{ course_id: 999999, levels: ['ADULT'] }] });
    expect(course.status).toBe(422);
    expect(course.body.errors).toEqual([{ field: 'courses', message: expect.stringMatching(/does not exist/) }]);
    // Found by the fuzz suite: a lone UTF-16 surrogate, which jsonb cannot hold, was a 500.
    const lone = await step(token, 'old-teacher', { taught_before: true, old_profile: 'lone \uD800 surrogate text' });
    expect(lone.status).toBe(422);
    expect(lone.body.errors[0]).toMatchObject({ field: 'old_profile' });
  });

  it('saves the removal of the last document, and then the documents step is unfinished again', async () => {
    const { token } = await applicant();
    await completeAll(token);
    expect((await callApi('/www/v1/tutor-application', { token })).body.data.next_step).toBeNull();
    const removed = await step(token, 'upload-documents', { documents: [] });
    expect(removed.status).toBe(200);
    expect(removed.body.data.steps['upload-documents']).toEqual({ documents: [] });
    expect(removed.body.data.next_step).toBe('upload-documents');
    expect(removed.body.data.done).not.toContain('upload-documents');
    const submit = await postApi('/www/v1/tutor-application/submit', {}, { token });
    expect(submit.status).toBe(302);
    expect(submit.body.errors).toEqual({ next_step: 'start-teaching.upload-documents' });
  });

  it("takes only the applicant's own finished uploads of the right kind", async () => {
    const { token } = await applicant();
    const other = await applicant();
    const theirs = await upload(other.token, 'image/png', 'picture');
    const stolen = await step(token, 'upload-picture', { upload_id: theirs.id });
    expect(stolen.status).toBe(422);
    expect(stolen.body.errors[0].field).toBe('upload_id');
    // Someone else's file cannot be read either.
    expect((await callApi(`/file/v1/my-files/${theirs.id}`, { token })).status).toBe(404);
    expect((await callApi(`/file/v1/my-files/${theirs.id}`, { token: other.token })).status).toBe(200);
    expect((await callApi(`/file/v1/files/${theirs.id}`)).status).toBe(404);

    const pdf = await upload(token, 'application/pdf', 'document');
    const wrong = await step(token, 'upload-picture', { upload_id: pdf.id }, 'fa');
    expect(wrong.body.errors).toEqual([{ field: 'upload_id', message: 'عکس پروفایل باید تصویر JPEG، PNG یا WebP باشد.' }]);
  });

  it("refuses a wrong type or an oversized file when the upload begins, in the person's language", async () => {
    const { token } = await applicant();
    const pdfAsPhoto = await upload(token, 'application/pdf', 'picture', 2048, 'fa');
    expect(pdfAsPhoto.status).toBe(415);
    expect(pdfAsPhoto.body.message).toBe('عکس پروفایل باید تصویر JPEG، PNG یا WebP باشد.');
    const huge = await upload(token, 'image/jpeg', 'picture', 6 * 1024 * 1024, 'en-US');
    expect(huge.status).toBe(413);
    expect(huge.body.message).toBe('The file is larger than the 5 MB limit.');
    expect((await upload(token, 'image/jpeg', 'nonsense')).status).toBe(400);
  });

  it('submits only when every step is done (302 to the missing one), then locks the answers', async () => {
    const { token } = await applicant();
    await step(token, 'personal-info', PERSONAL);
    const early = await postApi('/www/v1/tutor-application/submit', {}, { token });
    expect(early.status).toBe(302);
    expect(early.body.errors).toEqual({ next_step: 'start-teaching.postal-address' });

    await completeAll(token);
    const submitted = await postApi('/www/v1/tutor-application/submit', {}, { token });
    expect(submitted.status).toBe(200);
    expect(submitted.body.data).toMatchObject({ state: 'submitted', editable: false, next_step: null, submitted_at: expect.any(String) });
    expect(submitted.body.data.history.map((e: { state: string }) => e.state)).toEqual(['in_progress', 'submitted']);
    const locked = await step(token, 'old-teacher', { taught_before: false });
    expect(locked.status).toBe(409);
    expect((await callApi('/www/v1/tutor-application/resume', { token })).body.errors.next_step).toBe('start-teaching.tracking');
  });

  it('records the signature (version, typed name, address) and asks again for a new version', async () => {
    const { token, mobile } = await applicant();
    const old = await postApi('/www/v1/tutor-application/agreement', { version: '2020-01', full_name: 'Sara Karimi', accept: true }, { token });
    expect(old.status).toBe(422);
    expect(old.body.errors[0].field).toBe('version');
    const signed = await postApi(
      '/www/v1/tutor-application/agreement',
      { version: AGREEMENT_VERSION, full_name: 'Sara Karimi', accept: true },
      { token, headers: { 'x-client-ip': '10.9.8.7' } },
    );
    expect(signed.body.data.done).toContain('sign-agreement');
    const user = (await findUserByMobile(handle.db, mobile))!;
    const [row] = await handle.db.select().from(agreementSignatures).where(eq(agreementSignatures.userId, user.id));
    expect(row).toMatchObject({ version: AGREEMENT_VERSION, fullName: 'Sara Karimi', signedAt: expect.any(Date) });
    expect(row!.clientIp).toBeTruthy();
    // A signature of an older version no longer counts.
    await handle.db.update(agreementSignatures).set({ version: '2025-01' }).where(eq(agreementSignatures.userId, user.id));
    const view = (await callApi('/www/v1/tutor-application', { token })).body.data;
    expect(view.done).not.toContain('sign-agreement');
    expect(view.agreement).toMatchObject({ version: AGREEMENT_VERSION, signed_version: '2025-01' });
  });

  it('a reviewer approves: the profile goes live with photo, video, courses, price and city, the account teaches, the applicant is told', async () => {
    const { token, mobile } = await applicant();
    const files = await completeAll(token);
    await postApi('/www/v1/tutor-application/submit', {}, { token });
    await expect(decideApplication(handle.db, mobile, { decision: 'reject', reason: 'x' }).then(() => 'ok')).resolves.toBe('ok');
    // A rejected application is final; a new mobile goes through approval.
    const second = await applicant();
    await completeAll(second.token);
    await postApi('/www/v1/tutor-application/submit', {}, { token: second.token });
    await decideApplication(handle.db, second.mobile, { decision: 'start_review' });
    const view = await decideApplication(handle.db, second.mobile, { decision: 'approve' });
    expect(view.state).toBe('approved');
    expect(view.tutor_username).toMatch(/^sara-karimi-t\d+$/);
    const user = (await findUserByMobile(handle.db, second.mobile))!;
    expect(await rolesOf(handle.db, user.id)).toContain('teacher');
    const [tutor] = await handle.db.select().from(tutors).where(eq(tutors.userId, user.id));
    expect(tutor).toMatchObject({ priceCents: 2550, cityId, teachesOffline: true, isActive: true, fullName: 'Sara Karimi', experienceYears: 8 });
    const availability = await handle.db.select().from(tutorAvailability).where(eq(tutorAvailability.tutorId, tutor!.id));
    expect(availability).toMatchObject([{ weekday: 1, startMinute: 1020, endMinute: 1200, timeZone: 'Asia/Tehran' }]);

    const profile = await callApi(`/www/v2/tutor/profile/${tutor!.username}`);
    expect(profile.status).toBe(200);
    expect(profile.body.data.avatar_url).toMatch(/^\/api\/file\/v1\/files\//);
    // The live profile's photo is public now; the documents stay private.
    expect((await callApi(profile.body.data.avatar_url.replace(/^\/api/, ''))).status).toBe(200);
    expect((await callApi(`/file/v1/files/${files.doc.id}`)).status).toBe(404);
    const messages = await readOutbox(handle.db, second.mobile, 5);
    expect(messages.map((m) => m.body).join('\n')).toMatch(/approved/);
    // The approval links to the teacher dashboard in the applicant's language (fa: no prefix).
    expect(messages.find((m) => /approved|تأیید/.test(m.body))!.body).toMatch(/https?:\/\/[^\s]+\/dashboard$/);
    expect((await callApi('/www/v1/tutor-application/resume', { token: second.token })).body.errors.next_step).toBe('teacher-dashboard');
    // Rejected from the first applicant, with the reason on the tracking view.
    const rejected = (await callApi('/www/v1/tutor-application', { token })).body.data;
    expect(rejected).toMatchObject({ state: 'rejected', review_note: 'x' });
    await expect(decideApplication(handle.db, mobile, { decision: 'approve' })).rejects.toMatchObject({ code: 'application_wrong_state' });
  });

  it('changes requested reopens the answers and says what to change', async () => {
    const { token, mobile } = await applicant();
    await completeAll(token);
    await postApi('/www/v1/tutor-application/submit', {}, { token });
    await decideApplication(handle.db, mobile, { decision: 'request_changes', reason: 'Please upload a clearer photo.' });
    const view = (await callApi('/www/v1/tutor-application', { token })).body.data;
    expect(view).toMatchObject({ state: 'changes_requested', editable: true, review_note: 'Please upload a clearer photo.' });
    // The operator's English reason sits isolated inside the message, whatever the message's language.
    const told = (await readOutbox(handle.db, mobile, 5)).map((m) => m.body).join('\n');
    expect(told).toContain('\u2068Please upload a clearer photo.\u2069');
    expect((await step(token, 'old-teacher', { taught_before: false })).status).toBe(200);
    expect((await postApi('/www/v1/tutor-application/submit', {}, { token })).status).toBe(200);
  });
});

describe('the tutor edits the live profile from the dashboard', () => {
  it('a new price shows on the public profile at once; a new username keeps a 301 from the old one', async () => {
    const { token, mobile } = await applicant();
    await completeAll(token);
    await postApi('/www/v1/tutor-application/submit', {}, { token });
    const { tutor_username: username } = await decideApplication(handle.db, mobile, { decision: 'approve' });
    expect((await callApi(`/www/v2/tutor/profile/${username}`)).body.data.teaching_price_formatted).toMatch(/25\.5/);
    const form = (await callApi('/www/v1/teacher/profile', { token })).body.data;
    expect(form).toMatchObject({ username, price_eur: 25.5, course_ids: [courseId], time_zone: 'Asia/Tehran' });
    const { avatar_url: _a, intro_video_url: _v, media_in_review: _r, ...editable } = form;
    const saved = await postApi('/www/v1/teacher/profile', { ...editable, price_eur: 31, username: `${username}-new` }, { token });
    expect(saved.status).toBe(200);
    const profile = await callApi(`/www/v2/tutor/profile/${username}-new`);
    expect(profile.body.data.teaching_price_formatted).toMatch(/31/);
    const old = await callApi(`/www/v2/tutor/profile/${username}`);
    expect(old.status).toBe(301);
    expect(old.body.errors).toEqual({ new_username: `${username}-new` });
    const [other] = await handle.db
      .select({ username: tutors.username })
      .from(tutors)
      .where(ne(tutors.username, `${username}-new`))
      .limit(1);
    const taken = await postApi('/www/v1/teacher/profile', { ...editable, username: other!.username }, { token, locale: 'fa' });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual([{ field: 'username', message: expect.stringMatching(/نام کاربری/) }]);
  });
});

describe("a live tutor's new photo or video waits for an operator (issue 29)", () => {
  it('the profile keeps the approved photo until the new one is approved; a rejection keeps it and tells the tutor why', async () => {
    const { token, mobile } = await applicant();
    await completeAll(token);
    await postApi('/www/v1/tutor-application/submit', {}, { token });
    const { tutor_username: username } = await decideApplication(handle.db, mobile, { decision: 'approve' });
    const tutorUserId = (await findUserByMobile(handle.db, mobile))!.id;
    const publicAvatar = async () => (await callApi(`/www/v2/tutor/profile/${username}`)).body.data.avatar_url as string;
    const approvedAvatar = await publicAvatar();
    const reviewer = await applicant();
    await grantRole(handle.db, (await findUserByMobile(handle.db, reviewer.mobile))!.id, 'operator');
    await openConsole(handle.db, reviewer.token);

    const form = (await callApi('/www/v1/teacher/profile', { token })).body.data;
    const { avatar_url: _a, intro_video_url: _v, media_in_review: _r, ...editable } = form;
    const photo = await upload(token, 'image/png', 'picture');
    expect((await postApi('/www/v1/teacher/profile', { ...editable, avatar_upload_id: photo.id }, { token })).status).toBe(200);
    expect((await callApi('/www/v1/teacher/profile', { token })).body.data.media_in_review).toBe(true);
    expect(await publicAvatar()).toBe(approvedAvatar);
    // Not public yet; the reviewer opens it at the reviewers' address; the tutor cannot decide.
    expect((await callApi(`/file/v1/files/${photo.id}`)).status).toBe(404);
    expect((await callApi('/www/v1/operator/media-review', { token })).status).toBe(403);
    const queue = (await callApi('/www/v1/operator/media-review', { token: reviewer.token })).body.data.tutors;
    const mine = queue.find((row: { username: string }) => row.username === username);
    expect(mine).toMatchObject({
      current: { avatar_url: approvedAvatar },
      pending: { avatar_url: `/api/file/v1/media-review-files/${photo.id}`, intro_video_url: null },
    });
    expect((await callApi(`/file/v1/media-review-files/${photo.id}`, { token: reviewer.token })).status).toBe(200);
    expect((await callApi(`/file/v1/media-review-files/${photo.id}`, { token })).status).toBe(403);

    const decide = (body: object) => postApi(`/www/v1/operator/media-review/${mine.tutor_id}/decision`, body, { token: reviewer.token, locale: 'en-US' });
    expect((await decide({ decision: 'reject' })).status).toBe(422);
    expect((await decide({ decision: 'reject', reason: 'The photo shows a document, not your face.' })).status).toBe(200);
    expect(await auditEntryFor(handle.db, 'media.decide', 'tutor', mine.tutor_id)).toMatchObject({ reason: 'The photo shows a document, not your face.' });
    expect(await publicAvatar()).toBe(approvedAvatar);
    const [told] = await handle.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, tutorUserId), eq(notifications.template, 'tutor-media-rejected')));
    expect(told!.body).toContain('The photo shows a document, not your face.');
    expect((await decide({ decision: 'approve' })).status).toBe(409);

    const second = await upload(token, 'image/png', 'picture');
    await postApi('/www/v1/teacher/profile', { ...editable, avatar_upload_id: second.id }, { token });
    expect((await decide({ decision: 'approve' })).body.data).toEqual({ tutor_id: mine.tutor_id, decision: 'approve' });
    expect(await publicAvatar()).toBe(`/api/file/v1/files/${second.id}`);
    expect((await callApi(`/file/v1/files/${second.id}`)).status).toBe(200);
    expect((await callApi('/www/v1/teacher/profile', { token })).body.data.media_in_review).toBe(false);
  });
});

describe('the media review queue', () => {
  it('comes twenty at a time, the oldest change first', async () => {
    const reviewer = await applicant();
    await grantRole(handle.db, (await findUserByMobile(handle.db, reviewer.mobile))!.id, 'operator');
    await openConsole(handle.db, reviewer.token);
    const some = await handle.db.select({ id: tutors.id }).from(tutors).where(isNull(tutors.mediaSubmittedAt)).orderBy(tutors.id).limit(23);
    const base = Date.now() - 86_400_000;
    for (const [i, { id }] of some.entries())
      await handle.db
        .update(tutors)
        .set({ mediaSubmittedAt: new Date(base + (some.length - i) * 60_000) })
        .where(eq(tutors.id, id));
    const queue = await readAllPages<{ tutor_id: number }>('/www/v1/operator/media-review', 'tutors', 20, { token: reviewer.token });
    expect(queue.map((row) => row.tutor_id).filter((id) => some.some((t) => t.id === id))).toEqual(some.map((t) => t.id).reverse());
    expect((await callApi('/www/v1/operator/media-review?page=0', { token: reviewer.token })).status).toBe(422);
    await handle.db
      .update(tutors)
      .set({ mediaSubmittedAt: null })
      .where(
        inArray(
          tutors.id,
          some.map((t) => t.id),
        ),
      );
  });
});

describe('signing in (spec §3 auth origin START_TEACHING)', () => {
  const login = async (mobile: string, auth_origin: string) => {
    const answer = await postApi(
      '/auth/v1/login-by-password',
      { mobile, password: 'teach-me-2026', auth_method: 'PASSWORD', auth_origin },
      { headers: freshIp() },
    );
    if (answer.status !== 200) throw new Error(JSON.stringify(answer.body));
    return answer.body.data;
  };

  it('from the onboarding leads to the first unfinished step; a tutor is led to the teacher dashboard', async () => {
    const { token, mobile } = await applicant();
    await postApi('/auth/v1/set-password', { password: 'teach-me-2026', password_confirmation: 'teach-me-2026' }, { token });
    expect((await login(mobile, 'START_TEACHING')).redirect_url).toBe('/start-teaching/personal-info');
    expect((await login(mobile, 'WEBSITE_LOGIN')).redirect_url).toBeNull();
    await step(token, 'personal-info', PERSONAL);
    expect((await login(mobile, 'START_TEACHING')).redirect_url).toBe('/start-teaching/postal-address');
    await completeAll(token);
    await postApi('/www/v1/tutor-application/submit', {}, { token });
    expect((await login(mobile, 'START_TEACHING')).redirect_url).toBe('/start-teaching/tracking');
    await decideApplication(handle.db, mobile, { decision: 'approve' });
    expect((await login(mobile, 'WEBSITE_LOGIN')).redirect_url).toBe('/dashboard');
  });
});

describe('reviewing applications in the operator console', () => {
  async function operator() {
    const person = await applicant();
    await grantRole(handle.db, (await findUserByMobile(handle.db, person.mobile))!.id, 'operator');
    await openConsole(handle.db, person.token);
    return person.token;
  }

  it('lists sent applications with their applicant, shows one with its files, and decides on it', async () => {
    const reviewer = await operator();
    const sara = await applicant();
    const files = await completeAll(sara.token);
    const sent = await postApi('/www/v1/tutor-application/submit', {}, { token: sara.token });
    const id = sent.body.data.id as number;
    const drafting = await applicant();
    await step(drafting.token, 'personal-info', PERSONAL);
    const draftId = (await callApi('/www/v1/tutor-application', { token: drafting.token })).body.data.id as number;

    const queue = await callApi('/www/v1/operator/tutor-applications', { token: reviewer });
    expect(queue.status).toBe(200);
    const listed = queue.body.data.applications as { id: number }[];
    expect(listed.find((a) => a.id === id)).toMatchObject({ state: 'submitted', applicant: { full_name: 'Sara Karimi', mobile: sara.mobile } });
    // An application still being filled in is not the reviewers' to read.
    expect(listed.map((a) => a.id)).not.toContain(draftId);
    expect((await callApi(`/www/v1/operator/tutor-applications/${draftId}`, { token: reviewer })).status).toBe(404);

    const review = (await callApi(`/www/v1/operator/tutor-applications/${id}`, { token: reviewer, locale: 'en-US' })).body.data;
    expect(review).toMatchObject({ state: 'submitted', applicant: { mobile: sara.mobile }, steps: { 'personal-info': { first_name: 'Sara' } } });
    expect(review.names.courses[courseId].fa).toEqual(expect.any(String));
    expect(review.names.cities[cityId]['en-US']).toEqual(expect.any(String));
    const document = review.files[files.doc.id];
    expect(document.url).toBe(`/api/file/v1/application-files/${files.doc.id}`);
    const opened = await callApi(document.url.replace(/^\/api/, ''), { token: reviewer });
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('application/pdf');
    expect((await callApi(document.url.replace(/^\/api/, ''), { token: sara.token })).status).toBe(403);
    // A file of the applicant's that the application does not name stays theirs alone.
    const loose = await upload(sara.token, 'application/pdf', 'document');
    expect((await callApi(`/file/v1/application-files/${loose.id}`, { token: reviewer })).status).toBe(404);

    const decide = (body: object, locale = 'en-US') => postApi(`/www/v1/operator/tutor-applications/${id}/decision`, body, { token: reviewer, locale });
    expect((await decide({ decision: 'start_review' })).body.data.state).toBe('in_review');
    const noReason = await decide({ decision: 'request_changes' }, 'fa');
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors[0]).toMatchObject({ field: 'reason', message: expect.stringMatching(/[\u0600-\u06FF]/) });
    const approved = await decide({ decision: 'approve' });
    expect(approved.body.data).toMatchObject({ state: 'approved', tutor_username: expect.any(String) });
    expect(await auditEntryFor(handle.db, 'application.decide', 'tutor_application', id)).toMatchObject({
      before: { state: 'in_review' },
      after: { state: 'approved' },
    });
    expect(await rolesOf(handle.db, (await findUserByMobile(handle.db, sara.mobile))!.id)).toContain('teacher');
    const sms = await readOutbox(handle.db, sara.mobile, 5);
    expect(sms[0]!.body).toMatch(/approved|تأیید/i);
    // A second click decides nothing more.
    const again = await decide({ decision: 'approve' });
    expect(again.status).toBe(409);
    expect(
      (await callApi('/www/v1/operator/tutor-applications?state=approved', { token: reviewer })).body.data.applications.map((a: { id: number }) => a.id),
    ).toContain(id);
  });

  it('pages each state fifty at a time: decided ones latest first, waiting ones oldest sent first', async () => {
    const reviewer = await operator();
    const base = Date.now() - 30 * 86_400_000;
    const made: number[] = [];
    for (let i = 0; i < 53; i++) {
      const [user] = await handle.db
        .insert(users)
        .values({ mobile: uniqueTestMobile(), fullName: `Applicant ${i}`, registeredVia: 'START_TEACHING' })
        .returning({ id: users.id });
      const at = new Date(base + i * 60_000);
      const [row] = await handle.db
        .insert(tutorApplications)
        .values({ userId: user!.id, state: 'rejected', submittedAt: at, updatedAt: at })
        .returning({ id: tutorApplications.id });
      made.push(row!.id);
    }
    const listed = await readAllPages<{ id: number }>('/www/v1/operator/tutor-applications?state=rejected', 'applications', 50, { token: reviewer });
    const [{ n }] = await handle.db.select({ n: count() }).from(tutorApplications).where(eq(tutorApplications.state, 'rejected'));
    expect(listed).toHaveLength(n);
    expect(listed.map((a) => a.id).filter((id) => made.includes(id))).toEqual([...made].reverse());
    // The same rows waiting: the oldest sent comes first.
    await handle.db.update(tutorApplications).set({ state: 'submitted' }).where(inArray(tutorApplications.id, made));
    const waiting = await readAllPages<{ id: number }>('/www/v1/operator/tutor-applications?state=submitted', 'applications', 50, { token: reviewer });
    expect(waiting.map((a) => a.id).filter((id) => made.includes(id))).toEqual(made);
    await handle.db.update(tutorApplications).set({ state: 'rejected' }).where(inArray(tutorApplications.id, made));
  });

  it("is the reviewers' only", async () => {
    const someone = await applicant();
    expect((await callApi('/www/v1/operator/tutor-applications', { token: someone.token })).status).toBe(403);
    expect((await postApi('/www/v1/operator/tutor-applications/1/decision', { decision: 'approve' }, { token: someone.token })).status).toBe(403);
    expect((await callApi('/www/v1/operator/tutor-applications?state=in_progress', { token: await operator() })).status).toBe(422);
  });

  // Issue 28, finding 7: the applicant deleted a sent document (the reviewer got a 404), and an operator approved their own application.
  it("a sent application's files cannot be deleted by the applicant (409); the reviewer still opens them", async () => {
    const reviewer = await operator();
    const sara = await applicant();
    const files = await completeAll(sara.token);
    expect((await postApi('/www/v1/tutor-application/submit', {}, { token: sara.token })).status).toBe(200);
    for (const file of [files.doc, files.picture, files.video]) {
      const deleted = await tus('DELETE', `${UPLOADS}/${file.id}`, { token: sara.token, locale: 'en-US' });
      expect(deleted.status).toBe(409);
      expect(deleted.body.message).toMatch(/application/);
    }
    expect((await callApi(`/file/v1/application-files/${files.doc.id}`, { token: reviewer })).status).toBe(200);
  });

  it('an operator cannot decide on their own application (403); another reviewer can', async () => {
    const self = await applicant();
    await grantRole(handle.db, (await findUserByMobile(handle.db, self.mobile))!.id, 'operator');
    await openConsole(handle.db, self.token);
    await completeAll(self.token);
    const id = (await postApi('/www/v1/tutor-application/submit', {}, { token: self.token })).body.data.id as number;
    const own = await postApi(`/www/v1/operator/tutor-applications/${id}/decision`, { decision: 'approve' }, { token: self.token, locale: 'en-US' });
    expect(own.status).toBe(403);
    expect(own.body.message).toMatch(/own application/);
    expect((await callApi('/www/v1/tutor-application', { token: self.token })).body.data.state).toBe('submitted');
    const other = await postApi(`/www/v1/operator/tutor-applications/${id}/decision`, { decision: 'start_review' }, { token: await operator() });
    expect(other.body.data.state).toBe('in_review');
  });

  // Issue 28, finding 9: `1%20` was read as 1 and a state change went through.
  it("names an application by its id's one spelling: `013`, `13%20`, `+13`, `13.0` are no application and change nothing", async () => {
    const reviewer = await operator();
    const sara = await applicant();
    await completeAll(sara.token);
    const id = (await postApi('/www/v1/tutor-application/submit', {}, { token: sara.token })).body.data.id as number;
    for (const variant of [`0${id}`, `${id}%20`, `%20${id}`, `+${id}`, `${id}.0`, `${id}e0`, `0x${id.toString(16)}`]) {
      const read = await callApi(`/www/v1/operator/tutor-applications/${variant}`, { token: reviewer });
      expect([404, 422], `GET ${variant}`).toContain(read.status);
      const decided = await postApi(`/www/v1/operator/tutor-applications/${variant}/decision`, { decision: 'start_review' }, { token: reviewer });
      expect([404, 422], `POST ${variant}`).toContain(decided.status);
    }
    expect((await callApi('/www/v1/tutor-application', { token: sara.token })).body.data.state).toBe('submitted');
  });
});
