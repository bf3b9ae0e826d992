import { type APIRequestContext, expect, test } from '@playwright/test';
import faApi from '../../messages/api/fa.json';
import faEmail from '../../messages/email-verification/fa.json';
import { codeFromOutbox, newMobile, post } from './support/auth';

/**
 * E-mail verification (issue 33), in Persian at phone width: an address is added, its code read
 * from the outbox; a wrong code, an expired code (the server's test clock) and a code with too many
 * wrong tries each show their message under the field; the right code confirms the address.
 */
test.use({ viewport: { width: 390, height: 800 }, locale: 'fa', extraHTTPHeaders: { 'Accept-Language': 'fa' } });

const t = faEmail.EmailVerification;
const api = faApi.Api;
const MINUTE = 60_000;

async function signInFresh(request: APIRequestContext) {
  await post(request, '/test/reset-rate-limits', {});
  const { e164 } = newMobile();
  await post(request, '/auth/v1/mobile-verification-send-code', { mobile: e164 });
  const code = await codeFromOutbox(request, e164);
  expect((await post(request, '/auth/v1/login-by-mobile-verification', { mobile: e164, mobile_verification_code: code })).status()).toBe(200);
  await post(request, '/auth/v1/register-fullname', { fullname: 'شاگرد ایمیل' });
  return e164;
}

/** The code in the newest e-mail the outbox holds for this address. */
async function mailedCode(request: APIRequestContext, address: string): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const answer = await (await request.get(`/api/test/outbox?recipient=${encodeURIComponent(address)}`)).json();
    const mail = answer.data.messages[0];
    expect(mail?.channel).toBe('email');
    code = mail?.body.match(/\b(\d{6})\b/)?.[1];
    expect(code).toBeTruthy();
  }).toPass({ timeout: 5_000 });
  return code!;
}

const setClock = (request: APIRequestContext, at: number | null) => post(request, '/test/clock', { at: at === null ? null : new Date(at).toISOString() });
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

test.afterEach(async ({ request }) => {
  await setClock(request, null);
});

test('a student adds an e-mail address and confirms it with the code from the e-mail', async ({ page }) => {
  const mobile = await signInFresh(page.request);
  const address = `e2e-${mobile.slice(-7)}@example.com`;
  await page.goto('/profile/dashboard/email-verification');
  await expect(page.getByRole('heading', { name: t.title, level: 1 })).toBeVisible();
  await expect(page.getByTestId('email-current')).toHaveText(t.none);
  await page.getByLabel(t.email_label).fill(address);
  await page.getByRole('button', { name: t.send_new }).click();
  await expect(page).toHaveURL(/\/profile\/dashboard\/email-verification\/code$/);
  const code = await mailedCode(page.request, address);

  await page.getByLabel(t.code_label).fill(wrong(code));
  await page.getByRole('button', { name: t.verify }).click();
  await expect(page.getByText(api.code_wrong.split('.')[0]!)).toBeVisible();

  await page.getByLabel(t.code_label).fill(code);
  await page.getByRole('button', { name: t.verify }).click();
  await expect(page.getByTestId('email-verified')).toContainText(address);

  await page.goto('/profile/dashboard/email-verification');
  await expect(page.getByTestId('email-current')).toContainText(address);
});

test('an expired code and a code with too many wrong tries are refused with their own message', async ({ page }) => {
  const mobile = await signInFresh(page.request);
  const start = Date.now();
  await setClock(page.request, start);
  const address = `late-${mobile.slice(-7)}@example.com`;
  await page.goto('/profile/dashboard/email-verification');
  await page.getByLabel(t.email_label).fill(address);
  await page.getByRole('button', { name: t.send_new }).click();
  await expect(page).toHaveURL(/\/code$/);
  const late = await mailedCode(page.request, address);

  // Ten minutes later on the server's clock, the code has expired.
  await setClock(page.request, start + 10 * MINUTE);
  await page.getByLabel(t.code_label).fill(late);
  await page.getByRole('button', { name: t.verify }).click();
  await expect(page.getByText(api.code_expired)).toBeVisible();

  // An expired code is no longer waiting: the address is asked for again, and a new code is sent.
  await setClock(page.request, start + 11 * MINUTE);
  await page.goto('/profile/dashboard/email-verification/code');
  await expect(page.getByText(t.no_code)).toBeVisible();
  await page.getByRole('link', { name: t.back }).click();
  await page.getByLabel(t.email_label).fill(address);
  await page.getByRole('button', { name: t.send_new }).click();
  await expect(page).toHaveURL(/\/code$/);
  // Then five wrong tries through the API: even the right code is refused.
  const fresh = await mailedCode(page.request, address);
  expect(fresh).not.toBe(late);
  for (let i = 0; i < 5; i += 1) expect((await post(page.request, '/www/v1/email-verification/verify', { code: wrong(fresh) })).status()).toBe(422);
  await page.getByLabel(t.code_label).fill(fresh);
  await page.getByRole('button', { name: t.verify }).click();
  await expect(page.getByText(api.code_used_up)).toBeVisible();
});
