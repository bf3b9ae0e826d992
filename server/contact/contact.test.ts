import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';
import type { DbHandle } from '@/server/db/client';
import { contactMessages } from '@/server/db/schema';

let handle: DbHandle;
beforeAll(async () => {
  handle = await setupTestDb({ tutors: 0 });
});
afterAll(() => handle.close());

const valid = {
  full_name: 'Sara Ahmadi',
  email: 'sara@example.com',
  mobile: '۰۹۱۲ ۳۴۵ ۶۷۸۹',
  subject: 'QUESTION',
  message: 'How do I change the time of my next lesson?',
};

const post = (body: unknown, locale = 'en-US') => callApi('/www/v1/contact-messages', { method: 'POST', body: JSON.stringify(body), locale });

describe('POST /www/v1/contact-messages', () => {
  it('stores the message with Latin digits and answers 201 with its id', async () => {
    const { status, body } = await post(valid, 'fa');
    expect(status).toBe(201);
    expect(body.data).toEqual({ id: expect.any(Number), created_at: expect.any(String) });
    const [row] = await handle.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1);
    expect(row).toMatchObject({ id: body.data.id, fullName: 'Sara Ahmadi', mobile: '0912 345 6789', locale: 'fa' });
  });

  it('accepts an empty optional mobile', async () => {
    const { status } = await post({ ...valid, mobile: '' });
    expect(status).toBe(201);
  });

  it.each([
    ['missing fields', {}, ['full_name', 'email', 'subject', 'message']],
    ['wrong types', { ...valid, full_name: 42, message: ['x'] }, ['full_name', 'message']],
    ['a bad email', { ...valid, email: 'not-an-email' }, ['email']],
    ['a bad mobile', { ...valid, mobile: 'call me' }, ['mobile']],
    ['an unknown subject', { ...valid, subject: 'SPAM' }, ['subject']],
    ['a huge message', { ...valid, message: 'x'.repeat(100_000) }, ['message']],
    ['a huge name', { ...valid, full_name: 'n'.repeat(5_000) }, ['full_name']],
    ['an unknown field', { ...valid, admin: true }, ['admin']],
    [
      'a NUL in the name and the message',
      { ...valid, full_name: 'Sara\u0000Ahmadi', message: 'Hello\u0000, a question about lessons' },
      ['full_name', 'message'],
    ],
  ])('rejects %s with 422 and field messages', async (_, input, fields) => {
    const { status, body } = await post(input, 'fa');
    expect(status).toBe(422);
    expect(body.status).toBe('ERROR');
    const named = body.errors.map((e: { field: string }) => e.field);
    for (const field of fields) expect(named).toContain(field);
    for (const error of body.errors) expect(error.message).toMatch(/[\u0600-\u06FF]/);
  });

  it('rejects a body that is not JSON with 422 and a body over 1 MiB with 413', async () => {
    const broken = await callApi('/www/v1/contact-messages', { method: 'POST', body: '{oops' });
    expect(broken.status).toBe(422);
    const huge = await post({ ...valid, message: 'x'.repeat(1_100_000) });
    expect(huge.status).toBe(413);
  });
});
