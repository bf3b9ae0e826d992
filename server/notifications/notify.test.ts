import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DbHandle } from '@/server/db/client';
import { emailVerificationCodes, notifications, userEmails, users } from '@/server/db/schema';
import * as delivery from '@/server/messaging/delivery';
import { readOutbox } from '@/server/messaging/delivery';
import { setupTestDb } from '@/tests/db';
import { notify } from './notify';

let handle: DbHandle;
beforeAll(async () => {
  handle = await setupTestDb({ tutors: 0 });
});
afterAll(() => handle.close());

let counter = 0;
async function makeUser(fields: Partial<typeof users.$inferInsert> = {}) {
  counter += 1;
  const mobile = `+98912777${String(counter).padStart(4, '0')}${String(Date.now()).slice(-2)}`;
  const [user] = await handle.db
    .insert(users)
    .values({ mobile, registeredVia: 'WEBSITE_LOGIN', ...fields })
    .returning();
  return user!;
}

describe('notify', () => {
  it("sends in the recipient's language through the outbox, and records it", async () => {
    const user = await makeUser({ locale: 'fa' });
    const results = await notify(handle.db, {
      template: 'role-granted',
      userId: user.id,
      eventKey: 'role:teacher:1',
      params: { role: 'teacher', link: 'https://t.example/dashboard' },
    });
    expect(results).toEqual([{ channel: 'sms', status: 'sent' }]);
    const [message] = await readOutbox(handle.db, user.mobile);
    expect(message?.body).toContain('داشبورد معلم');
    expect(message?.body).toContain('https://t.example/dashboard');
    const [row] = await handle.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(row).toMatchObject({ status: 'sent', channel: 'sms', locale: 'fa', template: 'role-granted' });
  });

  it('uses English for an English-speaking user', async () => {
    const user = await makeUser({ locale: 'en-US' });
    await notify(handle.db, { template: 'role-granted', userId: user.id, eventKey: 'role:operator:1', params: { role: 'operator', link: '' } });
    const [message] = await readOutbox(handle.db, user.mobile);
    expect(message?.body).toContain('operator console');
  });

  it('never sends the same event twice, even when replayed at once', async () => {
    const user = await makeUser();
    const input = { template: 'role-granted', userId: user.id, eventKey: 'role:teacher:replay', params: { role: 'teacher', link: '' } } as const;
    const [first, second, third] = await Promise.all([notify(handle.db, input), notify(handle.db, input), notify(handle.db, input)]);
    const statuses = [first, second, third]
      .flat()
      .map((result) => result.status)
      .sort();
    expect(statuses).toEqual(['already-sent', 'already-sent', 'sent']);
    expect(await readOutbox(handle.db, user.mobile)).toHaveLength(1);
  });

  it('records a failed delivery and sends it when the event is tried again', async () => {
    const user = await makeUser();
    const input = { template: 'role-revoked', userId: user.id, eventKey: 'role:teacher:revoked', params: { role: 'teacher' } } as const;
    const failing = vi.spyOn(delivery, 'messageDelivery').mockReturnValue({ send: () => Promise.reject(new Error('provider down')) });
    expect(await notify(handle.db, input)).toEqual([{ channel: 'sms', status: 'failed' }]);
    failing.mockRestore();
    const [failed] = await handle.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(failed).toMatchObject({ status: 'failed', error: 'provider down' });
    expect(await notify(handle.db, input)).toEqual([{ channel: 'sms', status: 'sent' }]);
    expect(await notify(handle.db, input)).toEqual([{ channel: 'sms', status: 'already-sent' }]);
    expect(await readOutbox(handle.db, user.mobile)).toHaveLength(1);
  });

  it('sends e-mail only to a verified address: a code waiting for confirmation is not one (issue 33)', async () => {
    const user = await makeUser({ locale: 'fa' });
    const pending = `pending-${user.id}@example.com`;
    const at = new Date();
    await handle.db
      .insert(emailVerificationCodes)
      .values({ userId: user.id, email: pending, codeHash: 'x'.repeat(64), createdAt: at, expiresAt: new Date(at.getTime() + 600_000) });
    const reminder = {
      template: 'class-reminder',
      userId: user.id,
      params: { at, other: 'Sara', link: 'https://t.example/c', mode: 'online', kind: 'day' },
    } as const;
    expect(await notify(handle.db, { ...reminder, eventKey: 'reminder:1' })).toEqual([{ channel: 'sms', status: 'sent' }]);
    expect(await readOutbox(handle.db, pending)).toHaveLength(0);

    const verified = `verified-${user.id}@example.com`;
    await handle.db.insert(userEmails).values({ userId: user.id, email: verified, verifiedAt: at });
    expect(await notify(handle.db, { ...reminder, eventKey: 'reminder:2' })).toEqual([
      { channel: 'sms', status: 'sent' },
      { channel: 'email', status: 'sent' },
    ]);
    const [mail] = await readOutbox(handle.db, verified);
    expect(mail).toMatchObject({ channel: 'email', subject: 'پیامی از تیوترلی' });
    expect(mail!.html).toContain('<html lang="fa" dir="rtl">');
    expect(mail!.body).toContain('https://t.example/c');
    expect(await readOutbox(handle.db, pending)).toHaveLength(0);
  });

  it('sends nothing for an account that does not exist', async () => {
    expect(await notify(handle.db, { template: 'role-revoked', userId: 999_999, eventKey: 'x', params: { role: 'teacher' } })).toEqual([]);
  });
});
