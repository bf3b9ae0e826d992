import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntryFor } from '@/server/audit/test-helpers';
import { grantRole } from '@/server/auth/roles';
import { freshIp, signInByCode, uniqueTestMobile, openConsole } from '@/server/auth/test-helpers';
import { findUserByMobile } from '@/server/auth/users';
import { inProcessApi } from '@/server/api/in-process';
import { resetConfigForTests } from '@/server/config';
import type { DbHandle } from '@/server/db/client';
import { conversationMessages, conversationReports, conversations, notifications, tutorCourses, tutorRequests, tutors, users } from '@/server/db/schema';
import { listJobs } from '@/server/jobs/status';
import { SITE_URL } from '@/lib/seo.server';
import { resetRateLimits } from '@/server/security/rate-limit';
import { tutorAccount } from '@/server/tutor-requests/test-helpers';
import { classFixture } from '@/server/classes/test-helpers';
import { metadataHeader, sampleFile, tus, UPLOADS } from '@/server/uploads/tus-test-helpers';
import { callApi, postApi, readAllPages } from '@/tests/api';
import { setupTestDb } from '@/tests/db';
import { noticeUnread } from './notices';
import { UNREAD_NOTICE_DELAY_SECONDS } from './service';
import { pairHasPaidClass } from './index';

let handle: DbHandle;
let dir: string;
let courseId: number;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'conversations-test-'));
  process.env.UPLOAD_DIR = dir;
  process.env.REDIS_KEY_PREFIX = `test-conversations:${process.pid}:${Date.now()}:`;
  resetConfigForTests();
  handle = await setupTestDb({ tutors: 8 });
  const [row] = await handle.db.select({ id: tutorCourses.courseId }).from(tutorCourses).limit(1);
  courseId = row!.id;
});
afterAll(async () => {
  await handle.close();
  await rm(dir, { recursive: true, force: true });
});

const base = '/www/v1/conversations';

async function person(roles: ('operator' | 'teacher')[] = []) {
  const mobile = uniqueTestMobile();
  const { token } = await signInByCode(handle.db, mobile, {}, freshIp());
  const user = (await findUserByMobile(handle.db, mobile))!;
  for (const role of roles) await grantRole(handle.db, user.id, role);
  if (roles.includes('operator')) await openConsole(handle.db, token);
  return { token, id: user.id };
}

async function pair() {
  const tutor = await tutorAccount(handle.db, courseId);
  const student = await person();
  const opened = await postApi(base, { tutor: tutor.username, message: 'Hello! Can you help with calculus?' }, { token: student.token });
  expect(opened.status).toBe(201);
  return { tutor, student, id: opened.body.data.id as number };
}

/** A finished upload (purpose `conversation`) of these bytes. */
async function upload(token: string, content: Uint8Array, filetype = 'application/pdf', filename = 'notes.pdf') {
  const created = await tus('POST', UPLOADS, {
    token,
    headers: { 'upload-length': String(content.length), 'upload-metadata': metadataHeader({ filename, filetype, purpose: 'conversation' }) },
  });
  const location = created.headers.get('location')!.replace(/^\/api/, '');
  await tus('PATCH', location, { token, headers: { 'upload-offset': '0' }, body: content });
  return location.split('/').pop()!;
}

/** Reads Server-Sent Events from a stream until `count` messages came (or the time is up). */
async function readEvents(response: Response, count: number, ms = 3000) {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const ids: number[] = [];
  let text = '';
  const deadline = Date.now() + ms;
  while (ids.length < count && Date.now() < deadline) {
    const chunk = await Promise.race([reader.read(), new Promise<null>((resolve) => setTimeout(() => resolve(null), deadline - Date.now()))]);
    if (!chunk || chunk.done) break;
    text += decoder.decode(chunk.value, { stream: true });
    let end: number;
    while ((end = text.indexOf('\n\n')) >= 0) {
      const block = text.slice(0, end);
      text = text.slice(end + 2);
      const id = /^id: (\d+)$/m.exec(block);
      if (id && /^event: message$/m.test(block)) ids.push(Number(id[1]));
    }
  }
  await reader.cancel();
  return ids;
}

const stream = async (id: number, token: string, headers: Record<string, string> = {}, query = '') =>
  (await inProcessApi()).fetch(new Request(`http://localhost/api${base}/${id}/stream${query}`, { headers: { authorization: `Bearer ${token}`, ...headers } }));

describe('conversations', () => {
  it('one thread per pair: both sides write, unread counts move, contact details are masked before payment', async () => {
    const { tutor, student, id } = await pair();
    const again = await postApi(base, { tutor: tutor.username, message: 'My number is 0912 123 4567, or write to sara@gmail.com' }, { token: student.token });
    expect(again.body.data.id).toBe(id);
    const last = again.body.data.messages.at(-1);
    expect(last).toMatchObject({ mine: true, side: 'student', masked: ['email', 'phone'] });
    expect(last.body).not.toMatch(/4567|gmail/);
    expect((await callApi(`${base}/unread`, { token: tutor.token })).body.data).toEqual({ student: 0, tutor: 2 });
    const thread = await callApi(`${base}/${id}`, { token: tutor.token });
    expect(thread.body.data).toMatchObject({ my_side: 'tutor', blocked_by: null, paid: false, other: { username: null } });
    expect(thread.body.data.messages[1].body).not.toContain('0912');
    const reply = await postApi(`${base}/${id}/messages`, { message: '  Sure — سلام! Wednesday works.  ' }, { token: tutor.token });
    expect(reply.status).toBe(201);
    // Stored and answered as written (no trimming).
    expect(reply.body.data.body).toBe('  Sure — سلام! Wednesday works.  ');
    const list = await callApi(base, { token: student.token });
    expect(list.body.data.conversations[0]).toMatchObject({ id, my_side: 'student', unread: 1, other: { username: tutor.username } });
    await postApi(`${base}/${id}/read`, { up_to: reply.body.data.id }, { token: student.token });
    expect((await callApi(`${base}/unread`, { token: student.token })).body.data.student).toBe(0);
    expect((await callApi(`${base}/with/${tutor.username}`, { token: student.token })).body.data).toEqual({ id });
  });

  it("lists a busy tutor's threads twenty a page, latest activity first, each with its last message and unread count", async () => {
    const tutor = await tutorAccount(handle.db, courseId);
    const since = Date.now() - 86_400_000;
    const made: { id: number; unread: number }[] = [];
    for (let i = 0; i < 23; i++) {
      const student = await handle.db
        .insert(users)
        .values({ mobile: uniqueTestMobile(), fullName: `Parent ${i + 1}`, registeredVia: 'WEBSITE_LOGIN' })
        .returning({ id: users.id });
      const [thread] = await handle.db
        .insert(conversations)
        .values({ studentId: student[0]!.id, tutorId: tutor.tutorId, lastMessageAt: new Date(since + i * 60_000) })
        .returning({ id: conversations.id });
      // Thread i holds i % 3 messages from the parent (unread by the tutor), then the tutor's answer on every third.
      const written = Array.from({ length: i % 3 }, (_, k) => ({
        conversationId: thread!.id,
        senderSide: 'student',
        body: `Question ${k + 1} from parent ${i + 1}`,
      }));
      if (written.length) await handle.db.insert(conversationMessages).values(written);
      if (i % 3 === 0)
        await handle.db.insert(conversationMessages).values({ conversationId: thread!.id, senderSide: 'tutor', body: `Answer to parent ${i + 1}` });
      made.push({ id: thread!.id, unread: i % 3 });
    }
    const listed = await readAllPages<{
      id: number;
      unread: number;
      my_side: string;
      other: { name: string };
      last_message: { body: string; mine: boolean } | null;
    }>(`${base}?side=tutor`, 'conversations', 20, { token: tutor.token });
    expect(listed.map((c) => c.id)).toEqual(made.map((c) => c.id).reverse());
    expect(listed.map((c) => c.unread)).toEqual(made.map((c) => c.unread).reverse());
    expect(listed.at(-1)).toMatchObject({ my_side: 'tutor', other: { name: 'Parent 1' }, last_message: { body: 'Answer to parent 1', mine: true } });
    expect(listed.at(-2)).toMatchObject({ other: { name: 'Parent 2' }, last_message: { body: 'Question 1 from parent 2', mine: false } });
    expect((await callApi(`${base}?page=0`, { token: tutor.token })).status).toBe(422);
  });

  it('a profile says whether the tutor takes messages: a listed tutor without an account does not (409 if written to), until they have one', async () => {
    const [listed] = await handle.db
      .select({ username: tutors.username })
      .from(tutors)
      .where(and(isNull(tutors.userId), eq(tutors.isActive, true)))
      .orderBy(desc(tutors.id))
      .limit(1);
    const profile = () => callApi(`/www/v2/tutor/profile/${listed!.username}`);
    expect((await profile()).body.data.accepts_messages).toBe(false);
    const student = await person();
    expect((await postApi(base, { tutor: listed!.username, message: 'Hello?' }, { token: student.token })).status).toBe(409);
    // tutorAccount gives the newest listed tutor an account, as a tutor's approval does.
    const tutor = await tutorAccount(handle.db, courseId);
    expect(tutor.username).toBe(listed!.username);
    expect((await profile()).body.data.accepts_messages).toBe(true);
    expect((await postApi(base, { tutor: listed!.username, message: 'Hello?' }, { token: student.token })).status).toBe(201);
  });

  it('after a paid class contact details pass', async () => {
    const { tutor, student, id } = await pair();
    expect(await pairHasPaidClass(handle.db, student.id, tutor.tutorId)).toBe(false);
    // A request prepaid is not yet a class: the class, made by the payment, is what counts.
    await handle.db.insert(tutorRequests).values({ userId: student.id, tutorId: tutor.tutorId, origin: 'profile', state: 'prepaid' });
    expect(await pairHasPaidClass(handle.db, student.id, tutor.tutorId)).toBe(false);
    await classFixture(handle.db, { studentUserId: student.id, tutorId: tutor.tutorId, sessions: [] });
    expect(await pairHasPaidClass(handle.db, student.id, tutor.tutorId)).toBe(true);
    const sent = await postApi(`${base}/${id}/messages`, { message: 'Call me: 09121234567' }, { token: tutor.token });
    expect(sent.body.data).toMatchObject({ body: 'Call me: 09121234567', masked: [] });
    expect((await callApi(`${base}/${id}`, { token: student.token })).body.data.paid).toBe(true);
  });

  it('a class leads both its people to their one thread, made for a class that has none; anyone else gets 404', async () => {
    const { tutor, student, id } = await pair();
    const { classId } = await classFixture(handle.db, { studentUserId: student.id, tutorId: tutor.tutorId, sessions: [] });
    expect((await callApi(`${base}/class/${classId}`, { token: student.token })).body.data).toEqual({ id });
    expect((await callApi(`${base}/class/${classId}`, { token: tutor.token })).body.data).toEqual({ id });
    expect((await callApi(`${base}/class/${classId}`, { token: (await person()).token })).status).toBe(404);
    expect((await callApi(`${base}/class/999999999`, { token: student.token })).status).toBe(404);
    // A class booked without a word first: the tutor opens the thread, and both land in the same one.
    const other = await tutorAccount(handle.db, courseId);
    const booked = await classFixture(handle.db, { studentUserId: student.id, tutorId: other.tutorId, sessions: [] });
    const made = await callApi(`${base}/class/${booked.classId}`, { token: other.token });
    expect(made.status).toBe(200);
    expect(made.body.data.id).not.toBe(id);
    expect((await callApi(`${base}/class/${booked.classId}`, { token: student.token })).body.data).toEqual(made.body.data);
    const thread = await callApi(`${base}/${made.body.data.id}`, { token: other.token });
    expect(thread.body.data).toMatchObject({ my_side: 'tutor', paid: true, messages: [] });
    expect((await postApi(`${base}/${made.body.data.id}/messages`, { message: 'Welcome! See you on Monday.' }, { token: other.token })).status).toBe(201);
  });

  it('a third person gets 404 on the thread, its stream, its files and every action', async () => {
    const { student, id } = await pair();
    const stranger = await person();
    const file = await upload(student.token, sampleFile('application/pdf', 64));
    const sent = await postApi(`${base}/${id}/messages`, { message: 'The worksheet', attachments: [file] }, { token: student.token });
    expect(sent.status).toBe(201);
    const url = sent.body.data.attachments[0].url.replace(/^\/api/, '');
    expect((await callApi(url, { token: student.token })).status).toBe(200);
    expect((await callApi(url, { token: stranger.token })).status).toBe(404);
    expect((await callApi(`${base}/${id}`, { token: stranger.token })).status).toBe(404);
    expect((await stream(id, stranger.token)).status).toBe(404);
    for (const [action, body] of [
      ['messages', { message: 'hi' }],
      ['read', { up_to: 1 }],
      ['block', {}],
      ['unblock', {}],
      [`messages/${sent.body.data.id}/report`, { reason: 'spam' }],
    ] as const) {
      expect((await postApi(`${base}/${id}/${action}`, body, { token: stranger.token })).status, action).toBe(404);
    }
  });

  it('attachments are checked by their bytes (server/uploads/content-check.ts, when the upload finishes)', async () => {
    const { student, id } = await pair();
    const fake = await upload(student.token, new TextEncoder().encode('<script>alert(1)</script>'), 'image/png', 'photo.png');
    const refused = await postApi(`${base}/${id}/messages`, { message: 'a photo', attachments: [fake] }, { token: student.token, locale: 'en-US' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors[0]).toMatchObject({ field: 'attachments.0' });
    const real = await upload(student.token, sampleFile('image/png', 200), 'image/png', 'photo.png');
    expect((await postApi(`${base}/${id}/messages`, { message: 'a photo', attachments: [real] }, { token: student.token })).status).toBe(201);
  });

  it('a file’s name is masked like the text before payment, for both sides', async () => {
    const { tutor, student, id } = await pair();
    const name = 'sara@gmail.com 0912 123 4567.pdf';
    const file = await upload(student.token, sampleFile('application/pdf', 64), 'application/pdf', name);
    const sent = await postApi(`${base}/${id}/messages`, { message: 'My notes', attachments: [file] }, { token: student.token });
    expect(sent.status).toBe(201);
    expect(sent.body.data.masked).toEqual(['email', 'phone']);
    for (const token of [student.token, tutor.token]) {
      const [attachment] = (await callApi(`${base}/${id}`, { token })).body.data.messages.at(-1).attachments;
      expect(attachment.file_name).toBe('••• •••.pdf');
    }
    // After a paid class the same message still reads masked; a new file passes whole.
    await classFixture(handle.db, { studentUserId: student.id, tutorId: tutor.tutorId, sessions: [] });
    const later = await upload(student.token, sampleFile('application/pdf', 64), 'application/pdf', name);
    const whole = await postApi(`${base}/${id}/messages`, { message: 'Again', attachments: [later] }, { token: student.token });
    expect(whole.body.data).toMatchObject({ masked: [], attachments: [{ file_name: name }] });
    expect((await callApi(`${base}/${id}`, { token: tutor.token })).body.data.messages.at(-2).attachments[0].file_name).toBe('••• •••.pdf');
  });

  it('block stops both from writing until the blocker unblocks; a report reaches the team with the thread and its files', async () => {
    const { tutor, student, id } = await pair();
    const file = await upload(tutor.token, sampleFile('application/pdf', 64), 'application/pdf', 'pay sara@gmail.com.pdf');
    const rude = await postApi(`${base}/${id}/messages`, { message: 'Pay me outside the site.', attachments: [file] }, { token: tutor.token });
    const blocked = await postApi(`${base}/${id}/block`, {}, { token: student.token });
    expect(blocked.body.data.blocked_by).toBe('me');
    expect((await postApi(`${base}/${id}/messages`, { message: 'Why?' }, { token: tutor.token })).status).toBe(409);
    expect((await postApi(`${base}/${id}/unblock`, {}, { token: tutor.token })).status).toBe(409);
    expect((await callApi(`${base}/${id}`, { token: tutor.token })).body.data.blocked_by).toBe('other');
    // One's own message cannot be reported.
    expect((await postApi(`${base}/${id}/messages/${rude.body.data.id}/report`, { reason: 'spam' }, { token: tutor.token })).status).toBe(404);
    const report = await postApi(
      `${base}/${id}/messages/${rude.body.data.id}/report`,
      { reason: 'off_platform', note: 'Asked for cash' },
      { token: student.token },
    );
    expect(report.status).toBe(200);
    const operator = await person(['operator']);
    expect((await callApi('/www/v1/operator/conversation-reports', { token: student.token })).status).toBe(403);
    const reports = await callApi('/www/v1/operator/conversation-reports', { token: operator.token });
    const mine = reports.body.data.reports.find((r: { conversation_id: number }) => r.conversation_id === id);
    expect(mine).toMatchObject({ reason: 'off_platform', note: 'Asked for cash', reported: { side: 'tutor' } });
    const view = await callApi(`/www/v1/operator/conversation-reports/${mine.id}`, { token: operator.token });
    expect(view.body.data.messages.map((m: { body: string; reported: boolean }) => [m.body, m.reported])).toEqual([
      ['Hello! Can you help with calculus?', false],
      ['Pay me outside the site.', true],
    ]);
    // The reported message's file, named as sent, at an address for operators only.
    expect(view.body.data.messages[0].attachments).toEqual([]);
    const [attachment] = view.body.data.messages[1].attachments;
    expect(attachment).toMatchObject({ upload_id: file, file_name: 'pay sara@gmail.com.pdf', url: `/api/file/v1/reported-conversation-files/${file}` });
    const fileUrl = attachment.url.replace(/^\/api/, '');
    expect((await callApi(fileUrl, { token: operator.token })).status).toBe(200);
    for (const token of [student.token, tutor.token]) expect((await callApi(fileUrl, { token })).status).toBe(403);
    // A file of a thread nobody reported is not the team's to open.
    const quiet = await pair();
    const unreported = await upload(quiet.student.token, sampleFile('application/pdf', 64));
    await postApi(`${base}/${quiet.id}/messages`, { message: 'Homework', attachments: [unreported] }, { token: quiet.student.token });
    expect((await callApi(`/file/v1/reported-conversation-files/${unreported}`, { token: operator.token })).status).toBe(404);
    expect((await postApi(`/www/v1/operator/conversation-reports/${mine.id}/close`, {}, { token: operator.token })).body.data.state).toBe('closed');
    expect(await auditEntryFor(handle.db, 'conversation_report.close', 'conversation_report', mine.id)).toMatchObject({ after: { state: 'closed' } });
    await postApi(`${base}/${id}/unblock`, {}, { token: student.token });
    expect((await postApi(`${base}/${id}/messages`, { message: 'OK, go on.' }, { token: tutor.token })).status).toBe(201);
  });

  it('the team reads open reports a page at a time, oldest first, each once', async () => {
    const { tutor, student, id } = await pair();
    // More than a page of open reports, whatever else the database holds.
    const sent = await handle.db
      .insert(conversationMessages)
      .values(Array.from({ length: 51 }, (_, i) => ({ conversationId: id, senderId: tutor.userId, senderSide: 'tutor', body: `Message ${i}` })))
      .returning({ id: conversationMessages.id });
    await handle.db.insert(conversationReports).values(sent.map((m) => ({ messageId: m.id, reporterId: student.id, reason: 'spam' })));
    const operator = await person(['operator']);
    const [{ open }] = (await handle.db.select({ open: count() }).from(conversationReports).where(eq(conversationReports.state, 'open'))) as [{ open: number }];
    const seen = await readAllPages<{ id: number; created_at: string }>('/www/v1/operator/conversation-reports?state=open', 'reports', 50, {
      token: operator.token,
    });
    expect(seen).toHaveLength(Number(open));
    expect(new Set(seen.map((r) => r.id)).size).toBe(seen.length);
    const times = seen.map((r) => Date.parse(r.created_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect((await callApi('/www/v1/operator/conversation-reports?page=0', { token: operator.token })).status).toBe(422);
  });

  it('the stream sends what came after Last-Event-ID, then new messages as they commit, once each', async () => {
    const { tutor, student, id } = await pair();
    const first = (await callApi(`${base}/${id}`, { token: student.token })).body.data.messages[0].id as number;
    const second = await postApi(`${base}/${id}/messages`, { message: 'two' }, { token: tutor.token });
    const live = await stream(id, student.token, { 'last-event-id': String(first) });
    expect(live.headers.get('content-type')).toMatch(/text\/event-stream/);
    expect(live.headers.get('cache-control')).toContain('no-store');
    const reading = readEvents(live, 4);
    const sent: number[] = [second.body.data.id];
    for (const text of ['three', 'four', 'five']) sent.push((await postApi(`${base}/${id}/messages`, { message: text }, { token: tutor.token })).body.data.id);
    expect(await reading).toEqual(sent);
    // `?after=` for the first connection; a bad Last-Event-ID is refused.
    expect(await readEvents(await stream(id, student.token, {}, `?after=${sent[2]}`), 1)).toEqual([sent[3]]);
    expect((await stream(id, student.token, { 'last-event-id': 'x' })).status).toBe(422);
  });

  it('rate limits each sender', async () => {
    await resetRateLimits();
    const { student, id } = await pair();
    let status = 201;
    for (let i = 0; i < 40 && status === 201; i += 1) status = (await postApi(`${base}/${id}/messages`, { message: `m${i}` }, { token: student.token })).status;
    expect(status).toBe(429);
    await resetRateLimits();
  });

  it('an unread message is told once an hour per thread, in the reader’s language, with a link', async () => {
    const { tutor, student, id } = await pair();
    expect(await noticeUnread(handle.db, id, 'tutor')).toEqual({ sent: true });
    expect(await noticeUnread(handle.db, id, 'tutor')).toEqual({ sent: false });
    const [sms] = await handle.db.select().from(notifications).where(eq(notifications.userId, tutor.userId));
    expect(sms).toMatchObject({ template: 'conversation-unread', channel: 'sms' });
    expect(sms!.body).toContain(`/dashboard/messages/${id}`);
    // Read messages are not told.
    expect(await noticeUnread(handle.db, id, 'student')).toEqual({ sent: false });
    void student;
  });

  it('messages schedule one notice per thread and reader, five minutes on, not one per message', async () => {
    const { tutor, student, id } = await pair();
    for (const text of ['Are you free on Monday?', 'Or Tuesday?']) await postApi(`${base}/${id}/messages`, { message: text }, { token: student.token });
    const waiting = async (side: 'student' | 'tutor') =>
      (await listJobs(handle.db, { name: 'conversations.notify-unread', limit: 1000 })).filter(
        (job) =>
          job.state === 'created' &&
          (job.data as { conversationId: number; side: string }).conversationId === id &&
          (job.data as { side: string }).side === side,
      );
    const [job, ...more] = await waiting('tutor');
    expect(more).toEqual([]);
    expect(job!.singletonKey).toBe(`${id}:tutor`);
    const delay = (job!.startAfter.getTime() - job!.createdOn.getTime()) / 1000;
    expect(delay).toBeGreaterThan(UNREAD_NOTICE_DELAY_SECONDS - 10);
    expect(delay).toBeLessThan(UNREAD_NOTICE_DELAY_SECONDS + 10);
    expect(UNREAD_NOTICE_DELAY_SECONDS).toBe(300);
    expect(await waiting('student')).toEqual([]);
    await postApi(`${base}/${id}/messages`, { message: 'Monday works.' }, { token: tutor.token });
    expect(await waiting('student')).toHaveLength(1);
    expect(await waiting('tutor')).toHaveLength(1);
  });

  it('a notice is in its reader’s language, with the writer’s name and the link in it', async () => {
    const { tutor, student, id } = await pair();
    await handle.db.update(users).set({ locale: 'en-US' }).where(eq(users.id, tutor.userId));
    await handle.db.update(users).set({ locale: 'fa' }).where(eq(users.id, student.id));
    const [names] = await handle.db.select({ fa: tutors.fullName, en: tutors.fullNameEn }).from(tutors).where(eq(tutors.id, tutor.tutorId));
    const [parent] = await handle.db.select({ name: users.fullName }).from(users).where(eq(users.id, student.id));
    // The parent's first message waits for the tutor; the tutor's answer for the parent.
    expect(await noticeUnread(handle.db, id, 'tutor')).toEqual({ sent: true });
    await postApi(`${base}/${id}/messages`, { message: 'Sure, Monday at five.' }, { token: tutor.token });
    expect(await noticeUnread(handle.db, id, 'student')).toEqual({ sent: true });
    const sms = async (userId: number) => (await handle.db.select().from(notifications).where(eq(notifications.userId, userId)))[0]!;
    const english = await sms(tutor.userId);
    expect(english).toMatchObject({ locale: 'en-US', template: 'conversation-unread' });
    expect(english.body).toContain('sent you a message');
    expect(english.body).toContain(`${SITE_URL}/en-US/dashboard/messages/${id}`);
    if (parent?.name) expect(english.body).toContain(parent.name);
    const persian = await sms(student.id);
    expect(persian.locale).toBe('fa');
    expect(persian.body).toContain('\u0628\u0631\u0627\u06cc \u0634\u0645\u0627 \u067e\u06cc\u0627\u0645');
    expect(persian.body).toContain(`${SITE_URL}/profile/dashboard/messages/${id}`);
    expect(persian.body).not.toContain('/en-US/');
    expect(persian.body).toContain(names!.fa);
    // A parent who reads English gets the tutor's English name.
    const other = await pair();
    await handle.db.update(users).set({ locale: 'en-US' }).where(eq(users.id, other.student.id));
    await postApi(`${base}/${other.id}/messages`, { message: 'Hello!' }, { token: other.tutor.token });
    expect(await noticeUnread(handle.db, other.id, 'student')).toEqual({ sent: true });
    const [otherNames] = await handle.db.select({ fa: tutors.fullName, en: tutors.fullNameEn }).from(tutors).where(eq(tutors.id, other.tutor.tutorId));
    const toEnglishParent = await sms(other.student.id);
    expect(toEnglishParent.body).toContain(otherNames!.en!);
    expect(toEnglishParent.body).not.toContain(otherNames!.fa);
    expect(toEnglishParent.body).toContain(`${SITE_URL}/en-US/profile/dashboard/messages/${other.id}`);
  });
});
