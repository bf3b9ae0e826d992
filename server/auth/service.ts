import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { NEXT_STEP_ROUTES } from '@/lib/api/next-step';
import type * as schemas from '@/lib/schemas/auth';
import type { LoginAnswer, MobileConfirmation } from '@/lib/schemas/auth';
import { HttpError } from '@/server/api/errors';
import type { ApiTranslator } from '@/server/api/locale';
import type { Db } from '@/server/db/client';
import { countries, users } from '@/server/db/schema';
import { assertNotLocked, lockedOut, tooManyRequests, unlockAt, verifyCode } from './codes';
import { clearFailures, EVERY_ADDRESS, lockedForSeconds, recordFailure } from './failures';
import { normalizeMobile } from './mobile';
import { createAllowCode, passwordMatches, savePassword, consumeAllowCode } from './passwords';
import { AUTH_POLICY } from './policy';
import { rolesOf } from './roles';
import { createSession, revokeOtherSessions, type SignInContext, type UserRow } from './sessions';
import { consumeShortcutLink } from './shortcut-links';
import { findOrCreateUser, findUserByMobile, setCountry } from './users';
import { resumeStep } from '@/server/tutor-applications';
import { welcomeReferredFriend } from '@/server/loyalty';
import type { Attribution } from '@/lib/schemas/attribution';

type Body<S extends z.ZodType> = z.output<S>;

function fieldError(field: string, message: string): HttpError {
  return new HttpError(422, message, [{ field, message }]);
}

/** A number given in international form (as `mobile-registration-confirmation` answered it). */
export function mobileOrThrow(raw: string, t: ApiTranslator, iso2?: string): string {
  const mobile = normalizeMobile(raw, iso2);
  if (!mobile) throw fieldError('mobile', t('mobile_invalid'));
  return mobile;
}

export async function confirmMobile(db: Db, body: Body<typeof schemas.registrationConfirmationBody>, t: ApiTranslator): Promise<MobileConfirmation> {
  const [country] = await db.select().from(countries).where(eq(countries.id, body.country_id));
  if (!country) throw fieldError('country_id', t('country_unknown'));
  const mobile = mobileOrThrow(body.mobile, t, country.iso2);
  const user = await findUserByMobile(db, mobile);
  return {
    mobile,
    otp_length: AUTH_POLICY.otpLength,
    send_methods: ['SMS', 'CALL'],
    is_registered: user !== null,
    has_password: user?.passwordHash != null,
  };
}

async function countryIdOf(db: Db, mobile: string): Promise<number | null> {
  const { parsePhoneNumberFromString } = await import('libphonenumber-js/max');
  const iso2 = parsePhoneNumberFromString(mobile)?.country;
  if (!iso2) return null;
  const [country] = await db.select({ id: countries.id }).from(countries).where(eq(countries.iso2, iso2));
  return country?.id ?? null;
}

/**
 * Where a sign-in leads when the person was not headed anywhere: a tutor to the teacher dashboard;
 * a sign-in begun on the tutor onboarding (START_TEACHING) to the first unfinished step (issue 19).
 */
async function signInTarget(db: Db, userId: number, origin: schemas.AuthOrigin): Promise<string | null> {
  if (origin !== 'WEBSITE_LOGIN' && origin !== 'START_TEACHING') return null;
  if ((await rolesOf(db, userId)).includes('teacher')) return NEXT_STEP_ROUTES['teacher-dashboard']!;
  if (origin === 'START_TEACHING') return NEXT_STEP_ROUTES[await resumeStep(db, userId)] ?? NEXT_STEP_ROUTES['start-teaching']!;
  return null;
}

async function answerFor(db: Db, user: UserRow, origin: schemas.AuthOrigin, withAllowCode: boolean, context: SignInContext) {
  const answer: LoginAnswer = {
    token: await createSession(db, user.id, origin, context),
    set_password_allow_code: withAllowCode ? await createAllowCode(db, user.id) : null,
    redirect_url: await signInTarget(db, user.id, origin),
    needs_full_name: !user.fullName,
  };
  return { answer, user };
}

export async function loginWithCode(
  db: Db,
  body: Body<typeof schemas.loginByCodeBody>,
  attribution: Attribution | null,
  t: ApiTranslator,
  context: SignInContext,
) {
  const mobile = mobileOrThrow(body.mobile, t);
  await verifyCode(db, mobile, body.mobile_verification_code, context.ip, t);
  const { user, created } = await findOrCreateUser(db, mobile, body.auth_origin, attribution);
  // A friend's referral link brought this new account: remembered, with the friend's first-lesson code.
  if (created) await welcomeReferredFriend(db, user.id, attribution);
  const countryId = created ? await countryIdOf(db, mobile) : null;
  if (countryId) await setCountry(db, user.id, countryId);
  return answerFor(db, user, body.auth_origin, body.set_password === true, context);
}

function numberPasswordLock(t: ApiTranslator, seconds: number) {
  return tooManyRequests(t('password_locked_number', { until: unlockAt(seconds) }), seconds);
}

/**
 * Wrong passwords lock the caller's address out of this number (10, lengthening), and all
 * addresses together out of its password sign-in (50); code sign-in stays open to the owner.
 */
export async function loginWithPassword(db: Db, body: Body<typeof schemas.loginByPasswordBody>, t: ApiTranslator, context: SignInContext) {
  const mobile = mobileOrThrow(body.mobile, t);
  await assertNotLocked(db, mobile, 'password', context.ip, t);
  const numberLocked = await lockedForSeconds(db, { mobile, kind: 'password', scope: EVERY_ADDRESS });
  if (numberLocked > 0) throw numberPasswordLock(t, numberLocked);
  const user = await findUserByMobile(db, mobile);
  if (!(await passwordMatches(user?.passwordHash ?? null, body.password)) || !user) {
    const mine = await recordFailure(db, { mobile, kind: 'password', scope: context.ip });
    const everyone = await recordFailure(db, { mobile, kind: 'password', scope: EVERY_ADDRESS });
    if (mine.remaining === 0) throw lockedOut(t, mine.lockedSeconds);
    if (everyone.remaining === 0) throw numberPasswordLock(t, everyone.lockedSeconds);
    throw fieldError('password', t('password_wrong'));
  }
  await clearFailures(db, { mobile, kind: 'password', scope: context.ip });
  return answerFor(db, user, body.auth_origin, false, context);
}

export async function loginWithShortcutLink(db: Db, id: string, t: ApiTranslator, context: SignInContext) {
  const link = await consumeShortcutLink(db, id);
  const refused = new HttpError(400, t('shortcut_link_used'), { redirect_url: '/auth/login' });
  if (!link) throw refused;
  const [user] = await db.select().from(users).where(eq(users.id, link.userId));
  if (!user) throw refused;
  const { answer } = await answerFor(db, user, 'WEBSITE_LOGIN', false, context);
  return { answer: { ...answer, redirect_url: link.targetPath }, user };
}

/**
 * Set a first password, or change it with the allow code a code login just gave. Either way every
 * other session of the account ends (ASVS 3.3.3): a stolen token does not outlive a new password.
 */
export async function setPassword(
  db: Db,
  user: UserRow,
  body: Body<typeof schemas.setPasswordBody>,
  t: ApiTranslator,
  currentToken: string | null,
  ip = 'unknown',
): Promise<{ has_password: true; other_sessions_ended: number }> {
  if (body.password !== body.password_confirmation) {
    throw fieldError('password_confirmation', t('password_mismatch'));
  }
  const needsProof = user.passwordHash !== null;
  if (body.current_password !== undefined && !body.allow_code) {
    if (needsProof) await proveCurrentPassword(db, user, body.current_password, t, ip);
  } else if (needsProof || body.allow_code) {
    if (!body.allow_code || !(await consumeAllowCode(db, user.id, body.allow_code))) {
      throw fieldError('allow_code', t('allow_code_invalid'));
    }
  }
  await savePassword(db, user.id, body.password);
  const ended = await revokeOtherSessions(db, user.id, currentToken);
  return { has_password: true, other_sessions_ended: ended };
}

/** The password in use, typed in the account's settings: wrong tries count like a password sign-in's. */
async function proveCurrentPassword(db: Db, user: UserRow, password: string, t: ApiTranslator, ip: string) {
  await assertNotLocked(db, user.mobile, 'password', ip, t);
  if (await passwordMatches(user.passwordHash, password)) {
    await clearFailures(db, { mobile: user.mobile, kind: 'password', scope: ip });
    return;
  }
  const outcome = await recordFailure(db, { mobile: user.mobile, kind: 'password', scope: ip });
  if (outcome.remaining === 0) throw lockedOut(t, outcome.lockedSeconds);
  throw fieldError('current_password', t('current_password_wrong'));
}

export async function registerFullName(db: Db, user: UserRow, fullname: string, t: ApiTranslator) {
  if (user.fullName) throw fieldError('fullname', t('full_name_already_set'));
  await db.update(users).set({ fullName: fullname }).where(eq(users.id, user.id));
  return { full_name: fullname };
}
