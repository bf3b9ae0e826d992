import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConsole } from '@/server/auth/test-helpers';
import { findUserByMobile } from '@/server/auth/users';
import type { DbHandle } from '@/server/db/client';
import { callApi, postApi, readAllPages } from '@/tests/api';
import { tickets } from '@/server/db/schema';
import { grantRole } from '@/server/auth/roles';
import { metadataHeader, setupUploadTest, tus, UPLOADS, sampleFile } from '@/server/uploads/tus-test-helpers';
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
    expect(opened.body.data).toMatchObject({
      state: 'open',
      subject: 'My degree',
      messages: [{ from_staff: false, attachments: [{ upload_id: file, file_name: 'degree.pdf' }] }],
    });
    const staff = (await findUserByMobile(handle.db, mobile))!;
    await answerTicket(handle.db, staff.id, id, 'The university diploma, please.');
    await postApi(`/www/v1/tickets/${id}/close`, {}, { token });
    const reply = await postApi(`/www/v1/tickets/${id}/messages`, { message: 'Sent it, thank you.' }, { token });
    expect(reply.body.data.state).toBe('open');
    expect(reply.body.data.messages.map((m: { from_staff: boolean }) => m.from_staff)).toEqual([false, true, false]);
    const list = await callApi('/www/v1/tickets?topic=tutor_application', { token });
    expect(list.body.data.tickets).toMatchObject([{ id, subject: 'My degree' }]);
    expect((await callApi('/www/v1/tickets?topic=support', { token })).body.data).toEqual({ tickets: [], page: 1, has_more: false });
  });

  it("lists a person's own tickets twenty a page, latest activity first", async () => {
    const { mobile, token } = await person();
    const ownerId = (await findUserByMobile(handle.db, mobile))!.id;
    const at = Date.now() - 86_400_000;
    const made = await handle.db
      .insert(tickets)
      .values(Array.from({ length: 23 }, (_, i) => ({ ownerId, topic: 'support', subject: `Question ${i + 1}`, updatedAt: new Date(at + i * 60_000) })))
      .returning({ id: tickets.id });
    const listed = await readAllPages<{ id: number }>('/www/v1/tickets?topic=support', 'tickets', 20, { token });
    expect(listed.map((t) => t.id)).toEqual(made.map((t) => t.id).reverse());
    expect((await callApi('/www/v1/tickets?page=0', { token })).status).toBe(422);
  });

  it("another person's ticket and files are not found", async () => {
    const owner = await person();
    const stranger = await person();
    const file = await attachment(owner.token);
    const { body } = await postApi(
      '/www/v1/tickets',
      { topic: 'support', category: 'other', subject: 'Hello there', message: 'A private question.' },
      { token: owner.token },
    );
    expect((await callApi(`/www/v1/tickets/${body.data.id}`, { token: stranger.token })).status).toBe(404);
    expect((await postApi(`/www/v1/tickets/${body.data.id}/messages`, { message: 'Not mine to write' }, { token: stranger.token })).status).toBe(404);
    const borrowed = await postApi(
      '/www/v1/tickets',
      { topic: 'support', category: 'other', subject: 'Borrowed', message: 'With a file of someone else.', attachments: [file] },
      { token: stranger.token, locale: 'fa' },
    );
    expect(borrowed.status).toBe(422);
    expect(borrowed.body.errors[0]).toMatchObject({ field: 'attachments.0', message: expect.stringMatching(/[\u0600-\u06FF]/) });
  });

  // Issue 28, finding 7: deleting an upload silently dropped it from the tickets it was sent with.
  it('a file sent with a ticket cannot be deleted by its owner (409), and stays on the ticket', async () => {
    const { token } = await person();
    const file = await attachment(token);
    const opened = await postApi(
      '/www/v1/tickets',
      { topic: 'support', category: 'other', subject: 'A receipt', message: 'Here is the receipt.', attachments: [file] },
      { token },
    );
    expect(opened.status).toBe(201);
    const deleted = await tus('DELETE', `${UPLOADS}/${file}`, { token, locale: 'en-US' });
    expect(deleted.status).toBe(409);
    expect(deleted.body.message).toMatch(/ticket/);
    const thread = await callApi(`/www/v1/tickets/${opened.body.data.id}`, { token });
    expect(thread.body.data.messages[0].attachments).toMatchObject([{ upload_id: file }]);
    expect((await callApi(`/file/v1/my-files/${file}`, { token })).status).toBe(200);
    // A file not sent anywhere is still its owner's to delete.
    const loose = await attachment(token);
    expect((await tus('DELETE', `${UPLOADS}/${loose}`, { token })).status).toBe(204);
  });

  // Issue 28, finding 8: a right-to-left override in a name made the desk read `gnp.exe.png` backwards.
  it('bidirectional controls are taken out of a file name when the upload is made, so the desk reads the real name', async () => {
    const { token } = await person();
    const operator = await person();
    await grantRole(handle.db, (await findUserByMobile(handle.db, operator.mobile))!.id, 'operator');
    await openConsole(handle.db, operator.token);
    const created = await tus('POST', UPLOADS, {
      token,
      headers: {
        'upload-length': '64',
        'upload-metadata': metadataHeader({ filename: 'gnp.\u202Eexe.png\u200E\u2066\u061C', filetype: 'application/pdf', purpose: 'attachment' }),
      },
    });
    expect(created.status).toBe(201);
    const path = created.headers.get('location')!.replace(/^\/api/, '');
    await tus('PATCH', path, { token, headers: { 'upload-offset': '0' }, body: sampleFile('application/pdf', 64) });
    const file = path.split('/').pop()!;
    const opened = await postApi(
      '/www/v1/tickets',
      { topic: 'support', category: 'other', subject: 'A file', message: 'Please look at this file.', attachments: [file] },
      { token },
    );
    expect(opened.status).toBe(201);
    const desk = await callApi(`/www/v1/operator/tickets/${opened.body.data.id}`, { token: operator.token });
    expect(desk.status).toBe(200);
    expect(desk.body.data.messages[0].attachments[0].file_name).toBe('gnp.exe.png');
  });
});
