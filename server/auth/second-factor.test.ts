import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DbHandle } from '@/server/db/client';
import { operatorAuditEntries, operatorSecondFactors, sessions } from '@/server/db/schema';
import { resetRateLimits } from '@/server/security/rate-limit';
import { callApi, postApi } from '@/tests/api';
import { setupTestDb } from '@/tests/db';
import { grantRole } from './roles';
import { sha256 } from './secrets';
import { createSession } from './sessions';
import { freshIp, openConsole, signInByCode, totpCode, uniqueTestMobile } from './test-helpers';
import { findUserByMobile } from './users';

let handle: DbHandle;
beforeAll(async () => {
  handle = await setupTestDb({ tutors: 0 });
});
afterAll(() => handle.close());
beforeEach(() => resetRateLimits());

async function operatorSession(mobile = uniqueTestMobile()) {
  const { token } = await signInByCode(handle.db, mobile, {}, freshIp());
  const user = (await findUserByMobile(handle.db, mobile))!;
  await grantRole(handle.db, user.id, 'operator');
  return { token, mobile, userId: user.id };
}

const overview = (token: string, locale: 'fa' | 'en-US' = 'en-US') => callApi('/www/v1/operator/overview', { token, locale });
const verify = (token: string, code: string, locale: 'fa' | 'en-US' = 'en-US') =>
  postApi('/www/v1/operator/second-factor/verify', { code }, { token, locale, headers: freshIp() });

describe("the console's second factor", () => {
  it('keeps an operator out of every console route until they enrol and type a code', async () => {
    const { token, userId } = await operatorSession();
    const refused = await overview(token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/authenticator app/);
    expect((await overview(token, 'fa')).body.message).toMatch(/[\u0600-\u06FF]/);
    expect((await callApi('/www/v1/operator/audit', { token })).status).toBe(403);
    expect((await callApi('/www/v1/operator/second-factor', { token })).body.data).toMatchObject({
      enrolled: false,
      console_open: false,
      idle_minutes: 30,
      max_hours: 8,
    });

    const enrolment = await postApi('/www/v1/operator/second-factor/enrol', {}, { token });
    expect(enrolment.status).toBe(200);
    const { secret, otpauth_uri: uri, qr_svg: svg } = enrolment.body.data;
    expect(uri).toMatch(/^otpauth:\/\/totp\/Tutorly:/);
    expect(uri).toContain(`secret=${secret}`);
    expect(svg).toMatch(/^<svg/);
    // At rest the secret is encrypted: the database never holds it as the app reads it.
    const [stored] = await handle.db.select().from(operatorSecondFactors).where(eq(operatorSecondFactors.userId, userId));
    expect(stored!.secretEncrypted).not.toContain(secret);

    const wrong = await verify(token, totpCode(secret) === '000000' ? '111111' : '000000');
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors[0]).toMatchObject({ field: 'code', message: expect.stringMatching(/not right/) });
    const malformed = await verify(token, '12ab', 'fa');
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors[0].field).toBe('code');

    const good = await verify(token, totpCode(secret));
    expect(good.status).toBe(200);
    expect(good.body.data).toMatchObject({ enrolled: true, console_open: true });
    expect((await overview(token)).status).toBe(200);
    const [entry] = await handle.db.select().from(operatorAuditEntries).where(eq(operatorAuditEntries.action, 'second_factor.enrol'));
    expect(entry).toMatchObject({ actorId: userId, recordId: String(userId) });

    // Once confirmed, the secret is never answered again.
    expect((await postApi('/www/v1/operator/second-factor/enrol', {}, { token, locale: 'en-US' })).status).toBe(409);
    expect(JSON.stringify((await callApi('/www/v1/operator/second-factor', { token })).body)).not.toContain(secret);
  });

  it('refuses a code already used, also from another session of the same operator', async () => {
    const first = await operatorSession();
    const { secret } = (await postApi('/www/v1/operator/second-factor/enrol', {}, { token: first.token })).body.data;
    const code = totpCode(secret);
    expect((await verify(first.token, code)).status).toBe(200);
    const second = await createSession(handle.db, first.userId, 'WEBSITE_LOGIN');
    const replay = await verify(second, code);
    expect(replay.status).toBe(422);
    expect(replay.body.errors[0].message).toMatch(/already used/);
    expect((await overview(second)).status).toBe(403);
    // Each session passes on its own: a fresh sign-in has no console until its own code.
    expect((await verify(second, totpCode(secret, 1))).status).toBe(200);
    expect((await overview(second)).status).toBe(200);
  });

  it('closes the console after 30 idle minutes or 8 hours, sooner than the session', async () => {
    const { token } = await operatorSession();
    await openConsole(handle.db, token);
    expect((await overview(token)).status).toBe(200);
    const row = eq(sessions.tokenHash, sha256(token));
    await handle.db
      .update(sessions)
      .set({ consoleSeenAt: sql`now() - interval '31 minutes'` })
      .where(row);
    expect((await overview(token)).status).toBe(403);
    expect((await callApi('/www/v1/operator/second-factor', { token })).body.data.console_open).toBe(false);

    await openConsole(handle.db, token);
    await handle.db
      .update(sessions)
      .set({ consoleSeenAt: sql`now() - interval '29 minutes'` })
      .where(row);
    // Use within the idle time keeps it open (and starts the idle clock again) …
    expect((await overview(token)).status).toBe(200);
    const [seen] = await handle.db.select({ seen: sessions.consoleSeenAt }).from(sessions).where(row);
    expect(Date.now() - seen!.seen!.getTime()).toBeLessThan(60_000);
    // … but never past eight hours from the code.
    await handle.db
      .update(sessions)
      .set({ consoleVerifiedAt: sql`now() - interval '8 hours 1 minute'` })
      .where(row);
    expect((await overview(token)).status).toBe(403);
    // The session itself is still signed in.
    expect((await callApi('/auth/v1/me', { token })).status).toBe(200);
  });

  it('limits guesses: the sixth wrong code in five minutes is a 429', async () => {
    const { token } = await operatorSession();
    await postApi('/www/v1/operator/second-factor/enrol', {}, { token });
    for (let i = 0; i < 5; i += 1) expect((await verify(token, '000001')).status).toBe(422);
    const limited = await verify(token, '000001');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });

  it("is the team's door only: a student or a tutor gets the plain 403", async () => {
    const mobile = uniqueTestMobile();
    const { token } = await signInByCode(handle.db, mobile, {}, freshIp());
    await grantRole(handle.db, (await findUserByMobile(handle.db, mobile))!.id, 'teacher');
    for (const path of ['/www/v1/operator/second-factor', '/www/v1/operator/overview']) {
      const answer = await callApi(path, { token, locale: 'en-US' });
      expect(answer.status).toBe(403);
      expect(answer.body.message).not.toMatch(/authenticator/);
    }
    expect((await postApi('/www/v1/operator/second-factor/enrol', {}, { token })).status).toBe(403);
    expect((await callApi('/www/v1/operator/second-factor')).status).toBe(401);
  });
});
