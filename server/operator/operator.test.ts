import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole } from '@/server/auth/roles';
import { findUserByMobile } from '@/server/auth/users';
import { signInByCode, uniqueTestMobile, openConsole } from '@/server/auth/test-helpers';
import type { DbHandle } from '@/server/db/client';
import { rowsOf } from '@/server/db/rows';
import { readOutbox } from '@/server/messaging/delivery';
import { callApi, postApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';

let handle: DbHandle;
let adminToken: string;
let operatorToken: string;
const ADMIN = uniqueTestMobile();
const OPERATOR = uniqueTestMobile();
const PARENT = uniqueTestMobile();

async function signInAs(mobile: string, roles: ('teacher' | 'operator' | 'admin')[] = []): Promise<string> {
  const { token } = await signInByCode(handle.db, mobile);
  const user = (await findUserByMobile(handle.db, mobile))!;
  for (const role of roles) await grantRole(handle.db, user.id, role);
  if (roles.some((role) => role !== 'teacher')) await openConsole(handle.db, token);
  return token;
}

beforeAll(async () => {
  handle = await setupTestDb({ tutors: 3 });
  adminToken = await signInAs(ADMIN, ['admin']);
  operatorToken = await signInAs(OPERATOR, ['operator']);
  await signInAs(PARENT);
});
afterAll(() => handle.close());

describe('the operator console API', () => {
  it('counts accounts, roles and active tutors', async () => {
    await handle.db.execute(sql`update tutors set is_active = false where id = (select min(id) from tutors)`);
    await signInAs(uniqueTestMobile(), ['operator', 'admin']);
    const answer = await callApi('/www/v1/operator/overview', { token: operatorToken });
    expect(answer.status).toBe(200);
    // Read in one statement: each figure is what its table says, not another's column.
    const [tables] = rowsOf<Record<string, number>>(
      await handle.db.execute(sql`select
        (select count(*)::int from users) as users,
        (select count(*)::int from user_roles where role = 'teacher') as teachers,
        (select count(distinct user_id)::int from user_roles where role in ('operator', 'admin')) as operators,
        (select count(*)::int from user_roles where role in ('operator', 'admin')) as operator_roles,
        (select count(*)::int from tutors where is_active) as active_tutors,
        (select count(*)::int from tutors) as tutors`),
    );
    expect(tables!.active_tutors).toBeLessThan(tables!.tutors!);
    expect(tables!.operators).toBeLessThan(tables!.operator_roles!);
    expect(answer.body.data).toMatchObject({
      users: tables!.users,
      teachers: tables!.teachers,
      operators: tables!.operators,
      active_tutors: tables!.active_tutors,
      failed_jobs: expect.any(Number),
      waiting_jobs: expect.any(Number),
    });
    expect(answer.body.data.operators).toBeGreaterThanOrEqual(2);
  });

  it('lists failed jobs by default and refuses an unknown state', async () => {
    const answer = await callApi('/www/v1/operator/jobs', { token: operatorToken });
    expect(answer.status).toBe(200);
    expect(Array.isArray(answer.body.data.jobs)).toBe(true);
    expect((await callApi('/www/v1/operator/jobs?state=exploded', { token: operatorToken })).status).toBe(422);
  });

  it("answers 404 in the caller's language for retrying a job that did not fail", async () => {
    const answer = await postApi('/www/v1/operator/jobs/00000000-0000-4000-8000-000000000000/retry', {}, { token: operatorToken, locale: 'en-US' });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toMatch(/no failed job/i);
  });
});

describe('roles, given and taken by an admin', () => {
  it('makes a parent a tutor too, tells them once, and their next call has the role', async () => {
    const parent = (await findUserByMobile(handle.db, PARENT))!;
    const before = (await readOutbox(handle.db, PARENT, 50)).length;
    const body = { mobile: PARENT, role: 'teacher', granted: true };
    const first = await postApi('/www/v1/operator/roles', body, { token: adminToken });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ user_id: parent.id, roles: ['teacher'] });
    // A double click changes nothing and sends nothing more.
    expect((await postApi('/www/v1/operator/roles', body, { token: adminToken })).body.data.roles).toEqual(['teacher']);
    const messages = await readOutbox(handle.db, PARENT, 50);
    expect(messages.length - before).toBe(1);
    expect(messages[0]?.body).toMatch(/\/dashboard/);
  });

  it('tells them again when the role is taken, and again when given back', async () => {
    const before = (await readOutbox(handle.db, PARENT, 50)).length;
    await postApi('/www/v1/operator/roles', { mobile: PARENT, role: 'teacher', granted: false }, { token: adminToken });
    await postApi('/www/v1/operator/roles', { mobile: PARENT, role: 'teacher', granted: false }, { token: adminToken });
    await postApi('/www/v1/operator/roles', { mobile: PARENT, role: 'teacher', granted: true }, { token: adminToken });
    expect((await readOutbox(handle.db, PARENT, 50)).length - before).toBe(2);
  });

  it('refuses an unknown number with a field error, and an admin removing their own admin role', async () => {
    const unknown = await postApi(
      '/www/v1/operator/roles',
      { mobile: '+989129999999', role: 'teacher', granted: true },
      { token: adminToken, locale: 'en-US' },
    );
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toEqual([{ field: 'mobile', message: expect.stringMatching(/no account/i) }]);
    const own = await postApi('/www/v1/operator/roles', { mobile: ADMIN, role: 'admin', granted: false }, { token: adminToken, locale: 'fa' });
    expect(own.status).toBe(409);
    expect(own.body.message).toMatch(/[\u0600-\u06FF]/);
  });

  // The console's form asks for "the account's mobile number": an admin in Iran types it as on a
  // phone (0919…, maybe in Persian digits), which found nobody when only +98… matched.
  it('finds the account by the number as an admin types it, in the national form and Persian digits', async () => {
    const parent = (await findUserByMobile(handle.db, PARENT))!;
    const national = `0${PARENT.slice(3)}`;
    const persian = `${national.slice(0, 4)} ${national.slice(4)}`.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]!);
    for (const mobile of [national, persian, `+98 ${PARENT.slice(3)}`]) {
      const answer = await postApi('/www/v1/operator/roles', { mobile, role: 'teacher', granted: true }, { token: adminToken });
      expect(answer.status, mobile).toBe(200);
      expect(answer.body.data.user_id).toBe(parent.id);
    }
    const mistyped = await postApi('/www/v1/operator/roles', { mobile: `${national}1`, role: 'teacher', granted: true }, { token: adminToken });
    expect(mistyped.status).toBe(422);
  });

  it("is an admin's: an operator may not give roles", async () => {
    const answer = await postApi('/www/v1/operator/roles', { mobile: PARENT, role: 'operator', granted: true }, { token: operatorToken });
    expect(answer.status).toBe(403);
  });
});
