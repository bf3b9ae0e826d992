import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByMobile } from '@/server/auth/users';
import type { DbHandle } from '@/server/db/client';
import { callApi, postApi } from '@/tests/api';
import { setupUploadTest } from '@/server/uploads/tus-test-helpers';
import { ticketAttachment, ticketPerson } from './test-helpers';
import { answerTicket } from './desk';

let handle: DbHandle;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ handle, cleanup } = await setupUploadTest({ mobiles: [] }));
});
afterAll(() => cleanup());

const person = () => ticketPerson(handle.db);
const attachment = (token: string) => ticketAttachment(token, 512);

describe('tickets', () => {
  it('opens a ticket with an attachment, threads replies from both sides, closes and reopens', async () => {
    const { token, mobile } = await person();
    const file = await attachment(token);
    const opened = await postApi(
      '/www/v1/tickets',
      { topic: 'tutor_application', subject: 'My degree', message: 'Which degree scan do you need?', attachments: [file] },
      { token },
    );
    expect(opened.status).toBe(201);
    const id = opened.body.data.id;
    expect(opened.body.data).toMatchObject({ state: 'open', subject: 'My degree', messages: [{ from_staff: false, attachments: [{ upload_id: file, file_name: 'degree.pdf' }] }] });
    const staff = (await findUserByMobile(handle.db, mobile))!;
    await answerTicket(handle.db, staff.id, id, 'The university diploma, please.');
    await postApi(`/www/v1/tickets/${id}/close`, {}, { token });
    const reply = await postApi(`/www/v1/tickets/${id}/messages`, { message: 'Sent it, thank you.' }, { token });
    expect(reply.body.data.state).toBe('open');
    expect(reply.body.data.messages.map((m: { from_staff: boolean }) => m.from_staff)).toEqual([false, true, false]);
    const list = await callApi('/www/v1/tickets?topic=tutor_application', { token });
    expect(list.body.data).toMatchObject([{ id, subject: 'My degree' }]);
    expect((await callApi('/www/v1/tickets?topic=support', { token })).body.data).toEqual([]);
  });

  it('another person\'s ticket and files are not found', async () => {
    const owner = await person();
    const stranger = await person();
    const file = await attachment(owner.token);
    const { body } = await postApi('/www/v1/tickets', { topic: 'support', subject: 'Hello there', message: 'A private question.' }, { token: owner.token });
    expect((await callApi(`/www/v1/tickets/${body.data.id}`, { token: stranger.token })).status).toBe(404);
    expect((await postApi(`/www/v1/tickets/${body.data.id}/messages`, { message: 'Not mine to write' }, { token: stranger.token })).status).toBe(404);
    const borrowed = await postApi('/www/v1/tickets', { topic: 'support', subject: 'Borrowed', message: 'With a file of someone else.', attachments: [file] }, { token: stranger.token, locale: 'fa' });
    expect(borrowed.status).toBe(422);
    expect(borrowed.body.errors[0]).toMatchObject({ field: 'attachments.0', message: expect.stringMatching(/[\u0600-\u06FF]/) });
  });
});
