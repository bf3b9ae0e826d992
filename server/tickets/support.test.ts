import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshIp, signInAsOperator } from '@/server/auth/test-helpers';
import type { DbHandle } from '@/server/db/client';
import { readOutbox } from '@/server/messaging/delivery';
import { setupUploadTest } from '@/server/uploads/tus-test-helpers';
import { ticketAttachment, ticketPerson } from './test-helpers';
import { callApi, postApi } from '@/tests/api';

let handle: DbHandle;
let cleanup: () => Promise<void>;
let operator: string;
beforeAll(async () => {
  ({ handle, cleanup } = await setupUploadTest({ mobiles: [] }));
  operator = await signInAsOperator(handle.db, freshIp());
});
afterAll(() => cleanup());

const person = () => ticketPerson(handle.db);
const topUpInvoice = async (token: string) => (await postApi('/www/v1/wallet/top-up', { amount_cents: 1_000 }, { token })).body.data.invoice as string;

describe('student support tickets', () => {
  it('opens a payment ticket about the own invoice with a file; the team answers, the owner is told once, reads it and closes it', async () => {
    const student = await person();
    const invoice = await topUpInvoice(student.token);
    const file = await ticketAttachment(student.token);
    const opened = await postApi(
      '/www/v1/tickets',
      {
        topic: 'support',
        category: 'payment',
        link: { kind: 'invoice', id: invoice },
        subject: 'Top-up not credited',
        message: 'I paid but my wallet is empty.',
        attachments: [file],
      },
      { token: student.token },
    );
    expect(opened.status).toBe(201);
    const id = opened.body.data.id as number;
    expect(opened.body.data).toMatchObject({ state: 'open', category: 'payment', link: { kind: 'invoice', id: invoice }, unread_answer: false });

    const before = (await readOutbox(handle.db, student.mobile, 50)).length;
    const answered = await postApi(`/www/v1/operator/tickets/${id}/answers`, { message: 'We found it, it is credited now.' }, { token: operator });
    expect(answered.body.data).toMatchObject({ state: 'answered', category: 'payment' });
    const sms = await readOutbox(handle.db, student.mobile, 50);
    expect(sms.length).toBe(before + 1);
    expect(sms[0]!.body).toContain(`/profile/dashboard/ticket/${id}`);

    // The list shows the unread answer (and the home counts it) until the thread is read.
    const list = await callApi('/www/v1/tickets?topic=support', { token: student.token });
    expect(list.body.data.tickets).toMatchObject([{ id, state: 'answered', unread_answer: true }]);
    expect((await callApi('/www/v1/dashboard/home', { token: student.token })).body.data.unread_ticket_answers).toBe(1);
    const read = await callApi(`/www/v1/tickets/${id}`, { token: student.token });
    expect(read.body.data.messages.map((m: { from_staff: boolean }) => m.from_staff)).toEqual([false, true]);
    expect((await callApi('/www/v1/tickets?topic=support', { token: student.token })).body.data.tickets[0].unread_answer).toBe(false);
    expect((await callApi('/www/v1/dashboard/home', { token: student.token })).body.data.unread_ticket_answers).toBe(0);

    const closed = await postApi(`/www/v1/tickets/${id}/close`, {}, { token: student.token });
    expect(closed.body.data.state).toBe('closed');
    expect((await callApi('/www/v1/operator/tickets?filter=closed', { token: operator })).body.data.tickets.map((t: { id: number }) => t.id)).toContain(id);
    // A second answer on a closed ticket keeps it closed and is a new message once more.
    await postApi(`/www/v1/operator/tickets/${id}/answers`, { message: 'Glad to help.' }, { token: operator });
    expect((await callApi(`/www/v1/tickets/${id}`, { token: student.token })).body.data.state).toBe('closed');
    expect((await readOutbox(handle.db, student.mobile, 50)).length).toBe(before + 2);
  });

  it("another person's ticket is not found, and their invoice cannot be linked", async () => {
    const owner = await person();
    const stranger = await person();
    const invoice = await topUpInvoice(owner.token);
    const mine = await postApi(
      '/www/v1/tickets',
      { topic: 'support', category: 'payment', link: { kind: 'invoice', id: invoice }, subject: 'My bill', message: 'A question on my bill.' },
      { token: owner.token },
    );
    expect(mine.status).toBe(201);
    expect((await callApi(`/www/v1/tickets/${mine.body.data.id}`, { token: stranger.token })).status).toBe(404);
    expect((await postApi(`/www/v1/tickets/${mine.body.data.id}/close`, {}, { token: stranger.token })).status).toBe(404);
    for (const link of [
      { kind: 'invoice', id: invoice },
      { kind: 'class', id: 999_999 },
      { kind: 'request', id: 999_999 },
    ]) {
      const borrowed = await postApi(
        '/www/v1/tickets',
        { topic: 'support', category: 'payment', link, subject: 'Not my bill', message: 'Someone else bill here.' },
        { token: stranger.token, locale: 'fa' },
      );
      expect(borrowed.status).toBe(422);
      expect(borrowed.body.errors[0]).toMatchObject({ field: 'link', message: expect.stringMatching(/[\u0600-\u06FF]/) });
    }
  });

  it('a support ticket needs a category, and only support tickets take one', async () => {
    const { token } = await person();
    const bare = await postApi('/www/v1/tickets', { topic: 'support', subject: 'No category', message: 'What is this about?' }, { token });
    expect(bare.status).toBe(422);
    expect(bare.body.errors[0]).toMatchObject({ field: 'category' });
    const applicant = await postApi(
      '/www/v1/tickets',
      { topic: 'tutor_application', category: 'payment', subject: 'Wrong desk', message: 'A category on the wrong desk.' },
      { token },
    );
    expect(applicant.status).toBe(422);
  });
});
