import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, signInAsOperator } from '@/server/auth/test-helpers';
import { findUserByMobile } from '@/server/auth/users';
import type { DbHandle } from '@/server/db/client';
import { tickets } from '@/server/db/schema';
import { readOutbox } from '@/server/messaging/delivery';
import { setupUploadTest } from '@/server/uploads/tus-test-helpers';
import { ticketAttachment, ticketPerson } from './test-helpers';
import { callApi, postApi, readAllPages } from '@/tests/api';

let handle: DbHandle;
let cleanup: () => Promise<void>;
let operator: string;
beforeAll(async () => {
  ({ handle, cleanup } = await setupUploadTest({ mobiles: [] }));
  operator = await signInAsOperator(handle.db, freshIp());
});
afterAll(() => cleanup());

const person = () => ticketPerson(handle.db);
const attachment = (token: string) => ticketAttachment(token);

async function openTicket(token: string, subject: string, attachments: string[] = []) {
  const { body } = await postApi(
    '/www/v1/tickets',
    { topic: 'tutor_application', subject, message: 'Which documents do you need from me?', attachments },
    { token },
  );
  return body.data.id as number;
}

const deskIds = async (filter: string) =>
  ((await callApi(`/www/v1/operator/tickets?filter=${filter}`, { token: operator })).body.data.tickets as { id: number }[]).map((t) => t.id);

describe('the support desk', () => {
  it('pages through closed tickets newest first, each once, to the last', async () => {
    const owner = (await findUserByMobile(handle.db, (await person()).mobile))!;
    const hour = 3_600_000;
    // More than a page of closed tickets, whatever else the database holds.
    await handle.db.insert(tickets).values(
      Array.from({ length: 51 }, (_, i) => ({
        ownerId: owner.id,
        topic: 'tutor_application',
        subject: `Closed ${i}`,
        state: 'closed',
        updatedAt: new Date(Date.now() - i * hour),
      })),
    );
    const [{ closed }] = (await handle.db.select({ closed: count() }).from(tickets).where(eq(tickets.state, 'closed'))) as [{ closed: number }];
    const seen = await readAllPages<{ id: number; updated_at: string }>('/www/v1/operator/tickets?filter=closed', 'tickets', 50, { token: operator });
    expect(seen).toHaveLength(Number(closed));
    expect(new Set(seen.map((t) => t.id)).size).toBe(seen.length);
    const times = seen.map((t) => Date.parse(t.updated_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect((await callApi('/www/v1/operator/tickets?page=0', { token: operator })).status).toBe(422);
  });

  it('lists waiting tickets oldest first with their owner, answers one and tells its owner once per answer', async () => {
    const applicant = await person();
    const file = await attachment(applicant.token);
    const first = await openTicket(applicant.token, 'My degree', [file]);
    const second = await openTicket(applicant.token, 'My video');
    const waiting = await deskIds('waiting');
    expect(waiting.indexOf(first)).toBeGreaterThanOrEqual(0);
    expect(waiting.indexOf(first)).toBeLessThan(waiting.indexOf(second));

    const thread = await callApi(`/www/v1/operator/tickets/${first}`, { token: operator });
    expect(thread.body.data).toMatchObject({ subject: 'My degree', waiting_for_team: true, owner: { mobile: applicant.mobile } });
    const url: string = thread.body.data.messages[0].attachments[0].url;
    const download = await callApi(url.replace(/^\/api/, ''), { token: operator });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    // The desk's file address is the team's only: the owner keeps their own address.
    expect((await callApi(url.replace(/^\/api/, ''), { token: applicant.token })).status).toBe(403);

    const before = (await readOutbox(handle.db, applicant.mobile, 50)).length;
    const answered = await postApi(`/www/v1/operator/tickets/${first}/answers`, { message: 'The university diploma, please.' }, { token: operator });
    expect(answered.status).toBe(200);
    expect(answered.body.data).toMatchObject({ waiting_for_team: false, state: 'answered' });
    expect(await deskIds('waiting')).not.toContain(first);
    const seen = await callApi(`/www/v1/tickets/${first}`, { token: applicant.token });
    expect(seen.body.data.messages.map((m: { from_staff: boolean; body: string }) => [m.from_staff, m.body])).toEqual([
      [false, 'Which documents do you need from me?'],
      [true, 'The university diploma, please.'],
    ]);
    const sms = await readOutbox(handle.db, applicant.mobile, 50);
    expect(sms.length).toBe(before + 1);
    expect(sms[0]!.body).toContain('My degree');
    expect(sms[0]!.body).toContain(`/start-teaching/ticket/${first}`);

    // The owner writes again: the ticket waits for the team once more.
    await postApi(`/www/v1/tickets/${first}/messages`, { message: 'Here it is, thank you.' }, { token: applicant.token });
    expect(await deskIds('waiting')).toContain(first);
  });

  it("closes a ticket for the team; the owner's next message opens it again", async () => {
    const applicant = await person();
    const id = await openTicket(applicant.token, 'Thanks');
    const closed = await postApi(`/www/v1/operator/tickets/${id}/close`, {}, { token: operator });
    expect(closed.body.data.state).toBe('closed');
    expect(await deskIds('closed')).toContain(id);
    expect(await deskIds('open')).not.toContain(id);
    await postApi(`/www/v1/tickets/${id}/messages`, { message: 'One more question.' }, { token: applicant.token });
    expect(await deskIds('waiting')).toContain(id);
  });

  it("is the team's only, refuses empty answers with a field message, and answers 404 for unknown tickets and files", async () => {
    const applicant = await person();
    const id = await openTicket(applicant.token, 'Private');
    expect((await callApi('/www/v1/operator/tickets', { token: applicant.token })).status).toBe(403);
    expect((await postApi(`/www/v1/operator/tickets/${id}/answers`, { message: 'I answer myself' }, { token: applicant.token })).status).toBe(403);
    expect((await callApi('/www/v1/operator/tickets')).status).toBe(401);
    const empty = await postApi(`/www/v1/operator/tickets/${id}/answers`, { message: ' ' }, { token: operator, locale: 'fa' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors[0]).toMatchObject({ field: 'message', message: expect.stringMatching(/[\u0600-\u06FF]/) });
    const unknown = await postApi('/www/v1/operator/tickets/999999/answers', { message: 'Anyone there?' }, { token: operator, locale: 'en-US' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('This ticket was not found.');
    expect((await callApi('/www/v1/operator/tickets?filter=everything', { token: operator })).status).toBe(422);
    // An upload that no ticket carries (a profile photo, a document) is not the desk's to open.
    const loose = await attachment(applicant.token);
    expect((await callApi(`/file/v1/ticket-files/${loose}`, { token: operator })).status).toBe(404);
  });
});
