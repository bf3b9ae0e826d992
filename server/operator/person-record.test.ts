import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntryFor } from '@/server/audit/test-helpers';
import { grantRole } from '@/server/auth/roles';
import { freshIp, openConsole, signInByCode, uniqueTestMobile } from '@/server/auth/test-helpers';
import { findUserByMobile } from '@/server/auth/users';
import { classFixture } from '@/server/classes/test-helpers';
import type { DbHandle } from '@/server/db/client';
import { courses, operatorSecondFactors, tickets, users } from '@/server/db/schema';
import { fundWallet } from '@/server/payments/test-helpers';
import { tutorAccount } from '@/server/tutor-requests/test-helpers';
import { callApi, postApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';

let handle: DbHandle;
let courseId: number;
beforeAll(async () => {
  handle = await setupTestDb({ tutors: 2 });
  [{ id: courseId }] = (await handle.db.select({ id: courses.id }).from(courses).limit(1)) as [{ id: number }];
});
afterAll(() => handle.close());

async function account(name: string, role?: 'operator' | 'admin') {
  const mobile = uniqueTestMobile();
  const { token } = await signInByCode(handle.db, mobile, {}, freshIp());
  const user = (await findUserByMobile(handle.db, mobile))!;
  await handle.db.update(users).set({ fullName: name }).where(eq(users.id, user.id));
  if (role) {
    await grantRole(handle.db, user.id, 'operator');
    if (role === 'admin') await grantRole(handle.db, user.id, 'admin');
    await openConsole(handle.db, token);
  }
  return { token, id: user.id };
}

describe('a person’s record in the console', () => {
  it('shows their requests, classes, invoices, wallet, tickets and audit trail; only to the team', async () => {
    const operator = await account('Operator Record', 'operator');
    const student = await account('Ramin Recorded');
    const tutor = await tutorAccount(handle.db, courseId);
    const { classId } = await classFixture(handle.db, { studentUserId: student.id, tutorId: tutor.tutorId });
    await fundWallet(handle.db, student.id, 1_250);
    const invoice = (await postApi('/www/v1/wallet/top-up', { amount_cents: 1_000 }, { token: student.token })).body.data.invoice as string;
    await handle.db.insert(tickets).values({ ownerId: student.id, topic: 'support', subject: 'Where is my refund?', category: 'payment' });
    await postApi(`/www/v1/operator/people/${student.id}/block`, { reason: 'Chargeback fraud' }, { token: operator.token });

    const answer = await callApi(`/www/v1/operator/people/${student.id}/record`, { token: operator.token });
    expect(answer.status, answer.text).toBe(200);
    const record = answer.body.data;
    expect(record.person).toMatchObject({ id: student.id, full_name: 'Ramin Recorded', blocked_reason: 'Chargeback fraud' });
    expect(record.second_factor).toBe(false);
    expect(record.requests).toEqual([expect.objectContaining({ state: 'prepaid' })]);
    expect(record.classes).toEqual([expect.objectContaining({ id: classId, role: 'student', state: 'active' })]);
    expect(record.invoices).toEqual([expect.objectContaining({ id: invoice, purpose: 'wallet_top_up', state: 'open', total_cents: 1_000 })]);
    expect(record.wallet).toMatchObject({ balance_cents: 1_250, recent: [expect.objectContaining({ type: 'bonus', amount_cents: 1_250 })] });
    expect(record.tickets).toEqual([expect.objectContaining({ subject: 'Where is my refund?' })]);
    expect(record.audit).toEqual([
      expect.objectContaining({ action: 'account.block', actor_id: operator.id, record_id: String(student.id), reason: 'Chargeback fraud' }),
    ]);

    // The tutor's side: the same class as the one who teaches it.
    const tutorRecord = (await callApi(`/www/v1/operator/people/${tutor.userId}/record`, { token: operator.token })).body.data;
    expect(tutorRecord.classes).toEqual([expect.objectContaining({ id: classId, role: 'tutor' })]);
    // An operator's record shows what they did as the team, too.
    const operatorRecord = (await callApi(`/www/v1/operator/people/${operator.id}/record`, { token: operator.token })).body.data;
    expect(operatorRecord.second_factor).toBe(true);
    expect(operatorRecord.audit.map((entry: { action: string }) => entry.action)).toEqual(expect.arrayContaining(['account.block', 'second_factor.enrol']));

    expect((await callApi(`/www/v1/operator/people/${student.id}/record`, { token: tutor.token })).status).toBe(403);
    expect((await callApi('/www/v1/operator/people/2147483647/record', { token: operator.token })).status).toBe(404);
  });
});

describe('resetting a lost authenticator', () => {
  it('an admin resets an operator’s second factor with a reason: their console closes and asks them to enrol again', async () => {
    const admin = await account('Admin Resetter', 'admin');
    const operator = await account('Operator Lost Phone', 'operator');
    expect((await callApi('/www/v1/operator/overview', { token: operator.token })).status).toBe(200);
    const reset = (id: number, body: object, token = admin.token) =>
      postApi(`/www/v1/operator/people/${id}/second-factor/reset`, body, { token, locale: 'en-US' });

    // Only an admin; a reason is required.
    expect((await reset(admin.id, { reason: 'Testing' }, operator.token)).status).toBe(403);
    const noReason = await reset(operator.id, { reason: '' });
    expect(noReason.status).toBe(422);
    const done = await reset(operator.id, { reason: 'Phone lost on the train' });
    expect(done.status, done.text).toBe(200);
    expect(await auditEntryFor(handle.db, 'second_factor.reset', 'user', operator.id)).toMatchObject({ actorId: admin.id, reason: 'Phone lost on the train' });
    expect(await handle.db.select().from(operatorSecondFactors).where(eq(operatorSecondFactors.userId, operator.id))).toEqual([]);

    // Their grant ended at once: the console sends them to enrol again.
    const closed = await callApi('/www/v1/operator/overview', { token: operator.token, locale: 'en-US' });
    expect(closed.status).toBe(403);
    expect(closed.body.message).toMatch(/authenticator app/);
    expect((await callApi('/www/v1/operator/second-factor', { token: operator.token })).body.data).toMatchObject({ enrolled: false, console_open: false });
    await openConsole(handle.db, operator.token);
    expect((await callApi('/www/v1/operator/overview', { token: operator.token })).status).toBe(200);

    // An account without an authenticator, and the admin's own: 409; nobody: 404.
    const plain = await account('No Authenticator');
    expect((await reset(plain.id, { reason: 'Nothing here' })).status).toBe(409);
    expect((await reset(admin.id, { reason: 'My own phone' })).status).toBe(409);
    expect((await reset(2147483647, { reason: 'Nobody' })).status).toBe(404);
  });
});
