import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';
import type { DbHandle } from '@/server/db/client';

let handle: DbHandle;
beforeAll(async () => {
  handle = await setupTestDb({ tutors: 0 });
});
afterAll(() => handle.close());

const post = (body: unknown, locale: string) => callApi('/www/v1/contact-messages', { method: 'POST', body: JSON.stringify(body), locale });

const short = { full_name: 'ab', email: 'nope', mobile: 'x', subject: 'QUESTION', message: 'short' };

describe("the API's 422 field messages", () => {
  it('are sentences for people in Persian, with Persian digits', async () => {
    const { status, body } = await post(short, 'fa');
    expect(status).toBe(422);
    const messages = Object.fromEntries(body.errors.map((e: { field: string; message: string }) => [e.field, e.message]));
    expect(messages.full_name).toBe('لطفاً دست‌کم ۳ نویسه بنویسید.');
    expect(messages.message).toContain('۱۰');
    for (const message of Object.values(messages)) expect(message).not.toMatch(/[A-Za-z0-9<>=]/);
  });

  it('are sentences for people in English, naming the rule', async () => {
    const { body } = await post(short, 'en-US');
    const messages = Object.fromEntries(body.errors.map((e: { field: string; message: string }) => [e.field, e.message]));
    expect(messages).toMatchObject({
      full_name: 'Please write at least 3 characters.',
      email: 'Please enter an email address, such as name@example.com.',
      mobile: 'Please enter a phone number of 7 to 19 digits.',
      message: 'Please write at least 10 characters.',
    });
  });
});
