import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '@/server/db/client';
import { callApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';
import { grantRole, revokeRole } from './roles';
import { signInByCode, uniqueTestMobile } from './test-helpers';
import { findUserByMobile } from './users';

let handle: DbHandle;
beforeAll(async () => {
  handle = await setupTestDb({ tutors: 0 });
});
afterAll(() => handle.close());

const rolesOfCaller = async (token: string) => (await callApi('/auth/v1/me', { token })).body.data.roles as string[];

describe('who is calling (the session and its roles, read in one query)', () => {
  it('answers the roles the account holds now, sorted, and none for a plain account', async () => {
    const mobile = uniqueTestMobile();
    const { token } = await signInByCode(handle.db, mobile);
    const userId = (await findUserByMobile(handle.db, mobile))!.id;
    expect(await rolesOfCaller(token)).toEqual([]);

    await grantRole(handle.db, userId, 'teacher');
    await grantRole(handle.db, userId, 'operator');
    expect(await rolesOfCaller(token)).toEqual(['operator', 'teacher']);

    await revokeRole(handle.db, userId, 'operator');
    expect(await rolesOfCaller(token)).toEqual(['teacher']);
  });

  it('leaves out a role the product does not know', async () => {
    const mobile = uniqueTestMobile();
    const { token } = await signInByCode(handle.db, mobile);
    const userId = (await findUserByMobile(handle.db, mobile))!.id;
    await handle.db.execute(sql`insert into user_roles (user_id, role) values (${userId}, 'ghost')`);
    expect(await rolesOfCaller(token)).toEqual([]);
  });

  it('refuses a session of a blocked account', async () => {
    const mobile = uniqueTestMobile();
    const { token } = await signInByCode(handle.db, mobile);
    await handle.db.execute(sql`update users set blocked_at = now() where mobile = ${mobile}`);
    expect((await callApi('/auth/v1/me', { token })).status).toBe(401);
  });
});
