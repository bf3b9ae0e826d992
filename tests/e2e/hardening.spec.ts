import { expect, test } from '@playwright/test';
import { codeFromOutbox, createAccount, newMobile, post } from './support/auth';
import { axe } from './support/axe';

// Issue 16: targets that passed the old "starts with // or /\" check. Chromium drops tabs and
// newlines and reads `\` as `/`, so on Persian pages (no locale prefix) they led to evil.example.
const HOSTILE_TARGETS = ['/%09/evil.example/', '/%0A/evil.example/', '/%09%5C/evil.example/', '/..//evil.example/'];

const LOCALES = [
  { locale: 'fa', prefix: '', home: /^http:\/\/127\.0\.0\.1:\d+\/$/, mobile: 'شماره موبایل', next: 'ادامه', send: 'ارسال کد', digit: 'رقم ۱ از ۵' },
  {
    locale: 'en-US',
    prefix: '/en-US',
    home: /^http:\/\/127\.0\.0\.1:\d+\/en-US$/,
    mobile: 'Mobile number',
    next: 'Continue',
    send: 'Send the code',
    digit: 'Digit 1 of 5',
  },
] as const;

test.describe('sign-in never leaves the site', () => {
  test.beforeEach(async ({ request }) => {
    await post(request, '/test/reset-rate-limits', {});
  });

  for (const words of LOCALES) {
    for (const target of HOSTILE_TARGETS) {
      test(`${words.locale}: redirect_url=${target} lands on our home page`, async ({ browser, request, baseURL }) => {
        const context = await browser.newContext({ locale: words.locale, extraHTTPHeaders: { 'Accept-Language': words.locale } });
        await context.addCookies([{ name: 'i18n_redirected', value: words.locale, url: baseURL! }]);
        const page = await context.newPage();
        const left: string[] = [];
        page.on('request', (r) => {
          if (new URL(r.url()).hostname.endsWith('evil.example')) left.push(r.url());
        });
        const mobile = newMobile();
        await createAccount(request, mobile.e164, 'Test Person');

        await page.goto(`${words.prefix}/auth/login?redirect_url=${target}`);
        await page.getByLabel(words.mobile).fill(mobile.national);
        await page.getByRole('button', { name: words.next }).click();
        await page.getByRole('button', { name: words.send }).click();
        // The new code is in the outbox once the page moved on (before that, createAccount's is).
        await expect(page).toHaveURL(/\/auth\/confirm-code/);
        const code = await codeFromOutbox(request, mobile.e164);
        await page.getByLabel(words.digit).click();
        await page.keyboard.type(code);

        await expect(page).toHaveURL(words.home);
        expect(left).toEqual([]);
        await context.close();
      });
    }
  }

  test('a same-site target is still followed in both languages', async ({ browser, request, baseURL }) => {
    for (const words of LOCALES) {
      const context = await browser.newContext({ locale: words.locale, extraHTTPHeaders: { 'Accept-Language': words.locale } });
      await context.addCookies([{ name: 'i18n_redirected', value: words.locale, url: baseURL! }]);
      const page = await context.newPage();
      const mobile = newMobile();
      await createAccount(request, mobile.e164, 'Test Person');
      await page.goto(`${words.prefix}/auth/login?redirect_url=${encodeURIComponent('/tutor-list?page=2')}`);
      await page.getByLabel(words.mobile).fill(mobile.national);
      await page.getByRole('button', { name: words.next }).click();
      await page.getByRole('button', { name: words.send }).click();
      await expect(page).toHaveURL(/\/auth\/confirm-code/);
      await page.getByLabel(words.digit).click();
      await page.keyboard.type(await codeFromOutbox(request, mobile.e164));
      await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:\\d+${words.prefix}/tutor-list\\?page=2$`));
      await context.close();
    }
  });
});

test.describe('signed-in devices', () => {
  test('the account lists its devices and signs another one out', async ({ browser, request }) => {
    const mobile = newMobile();
    await createAccount(request, mobile.e164, 'Device Owner');
    const open = async () => {
      const context = await browser.newContext({ locale: 'en-US', extraHTTPHeaders: { 'Accept-Language': 'en-US' } });
      const page = await context.newPage();
      const link = await (await post(request, '/test/shortcut-link', { mobile: mobile.e164, target_path: '/profile/dashboard' })).json();
      await page.goto(`/en-US/auth/login-by-shortcut-link/${link.data.id}`);
      await expect(page).toHaveURL(/\/en-US\/profile\/dashboard$/);
      return { context, page };
    };
    const laptop = await open();
    const phone = await open();

    await laptop.page.getByRole('link', { name: 'Signed-in devices' }).first().click();
    await expect(laptop.page).toHaveURL(/\/en-US\/profile\/dashboard\/devices$/);
    await expect(laptop.page.getByTestId('device-row')).toHaveCount(3); // the API's own session from createAccount, and two browsers
    await expect(laptop.page.getByText('This device')).toBeVisible();
    // Browsers by the names people know, not raw User-Agent strings (issue 29).
    await expect(laptop.page.getByTestId('device-row').filter({ hasText: 'This device' })).toContainText(/Chrome on (Windows|Linux)/);
    await expect(laptop.page.getByTestId('device-row').first()).not.toContainText('Mozilla/');
    const audit = await axe(laptop.page).analyze();
    expect(audit.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await laptop.page.getByRole('button', { name: 'Sign out the 2 other devices' }).click();
    await expect(laptop.page.getByTestId('device-row')).toHaveCount(1);
    await expect(laptop.page.getByTestId('no-other-devices')).toBeVisible();

    await phone.page.goto('/en-US/profile/dashboard');
    await expect(phone.page).toHaveURL(/\/en-US\/auth\/login\?redirect_url=/);
    await laptop.context.close();
    await phone.context.close();
  });
});

test('a local run has one address: a page opened at localhost moves to the 127.0.0.1 SITE_URL names (issue 29)', async ({ page, baseURL }) => {
  const site = new URL(baseURL!);
  await page.goto(`http://localhost:${site.port}/tutor-list?page=2`);
  await expect(page).toHaveURL(new RegExp(`^${site.origin.replace(/\./g, '\\.')}/(en-US/)?tutor-list\\?page=2$`));
});
