import { Secret, TOTP } from 'otpauth';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TOTP_SECRET } from '../../../server/db/seed/seed-demo-accounts';
import { type APIRequestContext, type Browser, type BrowserContext, type BrowserContextOptions, type Cookie, expect, type Page } from '@playwright/test';

/** A fresh Iranian mobile number per test run: national form for typing, E.164 for the API. */
export function newMobile() {
  const digits = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  const national = `0912${digits}`;
  return { national, e164: `+98${national.slice(1)}` };
}

/** The newest code the outbox holds for this number (the built-in SMS delivery). */
export async function codeFromOutbox(request: APIRequestContext, e164: string): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const answer = await (await request.get(`/api/test/outbox?recipient=${encodeURIComponent(e164)}`)).json();
    code = answer.data.messages[0]?.body.match(/#(\d+)\s*$/)?.[1];
    expect(code).toBeTruthy();
  }).toPass({ timeout: 5_000 });
  return code!;
}

async function csrfHeaders(request: APIRequestContext) {
  const answer = await (await request.get('/api/auth/v1/csrf')).json();
  return { 'X-XSRF-TOKEN': answer.data.csrf_token as string };
}

export async function post(request: APIRequestContext, path: string, data: object, token?: string) {
  const headers = token ? { Authorization: `Bearer ${token}` } : await csrfHeaders(request);
  return request.post(`/api${path}`, { data, headers });
}

/** Makes an account through the API (code login, name, optional password); returns its token. */
export async function createAccount(request: APIRequestContext, e164: string, fullName: string, password?: string) {
  await post(request, '/auth/v1/mobile-verification-send-code', { mobile: e164 });
  const code = await codeFromOutbox(request, e164);
  const login = await (await post(request, '/auth/v1/login-by-mobile-verification', { mobile: e164, mobile_verification_code: code })).json();
  const token = login.data.token as string;
  await post(request, '/auth/v1/register-fullname', { fullname: fullName }, token);
  if (password) await post(request, '/auth/v1/set-password', { password, password_confirmation: password }, token);
  // Later steps may ask for a new code at once.
  await post(request, '/test/age-codes', { mobile: e164 });
  return token;
}

/** Login page: number → continue (Iran is preselected). */
export async function enterMobile(page: Page, national: string) {
  await page.getByLabel('Mobile number').fill(national);
  await page.getByRole('button', { name: 'Continue' }).click();
}

export async function typeCode(page: Page, code: string) {
  await page.getByLabel('Digit 1 of 5').click();
  await page.keyboard.type(code);
}

export type DemoAccount = (typeof DEMO_ACCOUNTS)[number]['key'];

/** Signs a browser context (or an API request context) in as one of the seeded demo accounts. */
export async function signInAsDemo(request: APIRequestContext, who: DemoAccount) {
  await post(request, '/test/reset-rate-limits', {});
  const mobile = DEMO_ACCOUNTS.find((account) => account.key === who)!.mobile;
  const answer = await post(request, '/auth/v1/login-by-password', { mobile, password: DEMO_PASSWORD, auth_origin: 'WEBSITE_LOGIN', auth_method: 'PASSWORD' });
  if (answer.status() !== 200) throw new Error(`demo sign-in as ${who}: ${answer.status()} ${await answer.text()}`);
  if (DEMO_ACCOUNTS.find((account) => account.key === who)!.roles.some((role) => role === 'operator')) await passSecondFactor(request, DEMO_TOTP_SECRET);
}

/** The six digits an authenticator app shows for `secret`, `stepsAhead` periods of 30 seconds from now. */
export function totpCode(secret: string, stepsAhead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

/**
 * Opens the console for this signed-in context as a person does: the code their app shows. Each code
 * is good once for its operator, so a code another worker's session just used is followed by the
 * next one, and at worst by the next period's.
 */
export async function passSecondFactor(request: APIRequestContext, secret: string) {
  for (let round = 0; round < 3; round += 1) {
    for (const ahead of [0, 1]) {
      const answer = await post(request, '/www/v1/operator/second-factor/verify', { code: totpCode(secret, ahead) });
      if (answer.status() === 200) return;
      if (answer.status() !== 422) throw new Error(`second factor: ${answer.status()} ${await answer.text()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 30_000));
  }
  throw new Error('second factor: every code refused');
}

/** This worker's session of each demo account (its cookies), made by one sign-in on first use. */
const demoSessions = new Map<DemoAccount, Promise<Cookie[]>>();

/**
 * A new browser context already signed in as a demo account (issue 27: a password sign-in per test
 * was a server-side argon2 hash each time). Every test of a worker shares that account's one session,
 * so a test using it must not sign out or revoke it; a test about signing in or sessions makes its
 * own account (createAccount) instead.
 */
export async function demoContext(browser: Browser, who: DemoAccount, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  let session = demoSessions.get(who);
  if (!session) {
    session = (async () => {
      const signing = await browser.newContext();
      try {
        await signInAsDemo(signing.request, who);
        return (await signing.storageState()).cookies;
      } finally {
        await signing.close();
      }
    })();
    demoSessions.set(who, session);
    session.catch(() => demoSessions.delete(who));
  }
  const context = await browser.newContext(options);
  await context.addCookies(await session);
  return context;
}
