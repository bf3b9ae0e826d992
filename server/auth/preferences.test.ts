import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openConsole } from '@/server/auth/test-helpers';
import type { DbHandle } from '@/server/db/client';
import { callApi, postApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';
import { grantRole } from './roles';
import { findUserByMobile } from './users';
import { signInByCode, uniqueTestMobile } from './test-helpers';

let handle: DbHandle;
beforeAll(async () => {
  handle = await setupTestDb({ tutors: 0 });
});
afterAll(() => handle.close());

const me = (token: string) => callApi('/auth/v1/me?include=teacher', { token });

describe("a user's time zone, language and roles", () => {
  it('keeps the zone the browser reported and the site language at first sign-in', async () => {
    const { token } = await signInByCode(handle.db, uniqueTestMobile(), {}, { cookie: 'tz=Europe/Berlin', 'accept-language': 'en-US' });
    const answer = await me(token);
    expect(answer.body.data).toMatchObject({ time_zone: 'Europe/Berlin', locale: 'en-US', roles: [], teacher: null });
  });

  it('never overwrites a choice with a later sign-in from elsewhere', async () => {
    const mobile = uniqueTestMobile();
    const { token } = await signInByCode(handle.db, mobile, {}, { cookie: 'tz=Asia/Tehran' });
    const changed = await postApi('/auth/v1/preferences', { time_zone: 'America/Toronto', locale: 'fa' }, { token });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toEqual({ full_name: null, time_zone: 'America/Toronto', locale: 'fa' });
    // A second code only after the resend window: age the first one.
    await handle.db.execute(sql`update verification_codes set created_at = created_at - interval '5 minutes' where mobile = ${mobile}`);
    const again = await signInByCode(handle.db, mobile, {}, { cookie: 'tz=Asia/Dubai' });
    expect((await me(again.token)).body.data.time_zone).toBe('America/Toronto');
  });

  it('changes the name, checked as a name', async () => {
    const { token } = await signInByCode(handle.db, uniqueTestMobile());
    const renamed = await postApi('/auth/v1/preferences', { full_name: '  Sara Ahmadi ' }, { token });
    expect(renamed.body.data.full_name).toBe('Sara Ahmadi');
    expect((await me(token)).body.data.full_name).toBe('Sara Ahmadi');
    const bad = await postApi('/auth/v1/preferences', { full_name: '12345' }, { token, locale: 'fa' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([expect.objectContaining({ field: 'full_name', message: expect.stringContaining('با حروف') })]);
  });

  it('refuses a zone that does not exist with a field error, and an empty change', async () => {
    const { token } = await signInByCode(handle.db, uniqueTestMobile());
    const bad = await postApi('/auth/v1/preferences', { time_zone: 'Mars/Olympus' }, { token, locale: 'en-US' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual([expect.objectContaining({ field: 'time_zone' })]);
    expect((await postApi('/auth/v1/preferences', {}, { token })).status).toBe(422);
  });

  it('needs a session', async () => {
    const answer = await postApi('/auth/v1/preferences', { locale: 'fa' }, { locale: 'en-US' });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ status: 'ERROR', message: expect.stringMatching(/sign in/i) });
  });

  it('lists the roles an account holds, e.g. a parent who also teaches', async () => {
    const mobile = uniqueTestMobile();
    const { token } = await signInByCode(handle.db, mobile);
    const user = (await findUserByMobile(handle.db, mobile))!;
    await grantRole(handle.db, user.id, 'teacher');
    await grantRole(handle.db, user.id, 'operator');
    await grantRole(handle.db, user.id, 'teacher');
    await openConsole(handle.db, token);
    expect((await me(token)).body.data.roles).toEqual(['operator', 'teacher']);
  });
});
