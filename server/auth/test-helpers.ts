import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { Db } from '@/server/db/client';
import { countries, operatorSecondFactors, sessions } from '@/server/db/schema';
import { readOutbox } from '@/server/messaging/delivery';
import { callApi, postApi } from '@/server/testing/call-api';
import { decryptSecret } from '@/server/shared/secret-box';
import { sha256 } from './secrets';
import { grantRole } from './roles';
import { findUserByMobile } from './users';

export async function countryId(db: Db, iso2: string): Promise<number> {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.iso2, iso2));
  return row!.id;
}

/** The code in the newest message the outbox holds for this number. */
export async function lastCode(db: Db, mobile: string): Promise<string> {
  const [message] = await readOutbox(db, mobile, 1);
  const match = message?.body.match(/#(\d+)\s*$/);
  if (!match) throw new Error(`no code in the outbox for ${mobile}`);
  return match[1]!;
}

let ipCounter = 0;
/**
 * Each test flow comes from its own address, so per-IP limits don't leak between tests, also
 * between files on the PostgreSQL pass's shared database (which keeps every file's counts): a
 * per-process random block of 1,000 addresses in 10.0.0.0/8, like uniqueTestMobile's numbers.
 */
export function freshIp(): Record<string, string> {
  ipCounter += 1;
  const block = ((globalThis as { __ipBlock?: number }).__ipBlock ??= Math.floor(Math.random() * 16_000));
  const n = block * 1_000 + (ipCounter % 1_000);
  return { 'x-client-ip': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
}

/** Sign a number in by code, the way the login page does; returns the session token. */
export async function signInByCode(db: Db, mobile: string, extra: Record<string, unknown> = {}, moreHeaders: Record<string, string> = {}) {
  const headers = { ...freshIp(), ...moreHeaders };
  await postApi('/auth/v1/mobile-verification-send-code', { mobile, send_method: 'SMS' }, { headers });
  const code = await lastCode(db, mobile);
  const login = await postApi('/auth/v1/login-by-mobile-verification', { mobile, mobile_verification_code: code, ...extra }, { headers });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return login.body.data as { token: string; set_password_allow_code: string | null; needs_full_name: boolean };
}

let mobileCounter = 0;
/**
 * A number no other test file uses, also across runs on the PostgreSQL pass's shared database
 * (which keeps earlier files' accounts and codes): +98919, a per-process random block, a counter.
 */
export function uniqueTestMobile(): string {
  mobileCounter += 1;
  const block = ((globalThis as { __mobileBlock?: number }).__mobileBlock ??= Math.floor(Math.random() * 9000) + 1000);
  return `+98919${block}${String(mobileCounter).padStart(3, '0')}`;
}

/** A fresh account with the operator role, signed in: its token (one sign-in per test file's setup). */
export async function signInAsOperator(db: Db, moreHeaders: Record<string, string> = {}): Promise<string> {
  const mobile = uniqueTestMobile();
  const { token } = await signInByCode(db, mobile, {}, moreHeaders);
  await grantRole(db, (await findUserByMobile(db, mobile))!.id, 'operator');
  await openConsole(db, token, moreHeaders);
  return token;
}

/** The six digits an authenticator app shows for this secret, `stepsAhead` periods from now. */
export function totpCode(secret: string, stepsAhead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

/**
 * Passes the console's second factor for an operator's session the way a person does: sets up the
 * authenticator on the first visit (the secret the enrolment answers), then types its code. A code
 * already used in this 30 seconds (a second session of the same operator) is followed by the next one.
 */
export async function openConsole(db: Db, token: string, moreHeaders: Record<string, string> = {}): Promise<void> {
  const headers = { ...freshIp(), ...moreHeaders };
  const status = await callApi('/www/v1/operator/second-factor', { token, headers });
  if (status.status !== 200) throw new Error(`not an operator's session: ${status.text}`);
  let secret: string;
  if (!status.body.data.enrolled) {
    secret = (await postApi('/www/v1/operator/second-factor/enrol', {}, { token, headers })).body.data.secret;
  } else {
    const [row] = await db
      .select({ stored: operatorSecondFactors.secretEncrypted })
      .from(sessions)
      .innerJoin(operatorSecondFactors, eq(operatorSecondFactors.userId, sessions.userId))
      .where(eq(sessions.tokenHash, sha256(token)));
    secret = decryptSecret(row!.stored);
  }
  for (const ahead of [0, 1]) {
    const answer = await postApi('/www/v1/operator/second-factor/verify', { code: totpCode(secret, ahead) }, { token, headers });
    if (answer.status === 200) return;
  }
  throw new Error('the second factor refused both codes');
}
