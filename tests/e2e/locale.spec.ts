import { expect, test } from '@playwright/test';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

test.describe('locale detection', () => {
  test('a Persian browser gets the RTL Persian home page and the locale cookie', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fa-IR', extraHTTPHeaders: { 'Accept-Language': 'fa' } });
    const page = await context.newPage();
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(page.url()).toMatch(/:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('معلم خصوصی مناسب خودت را پیدا کن');
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie).toMatchObject({ value: 'fa', path: '/', sameSite: 'Lax' });
    const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(YEAR_SECONDS - 120);
    expect(lifetime).toBeLessThan(YEAR_SECONDS + 120);
    await context.close();
  });

  test('a German browser without a cookie is sent to /en-US, left to right', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE', extraHTTPHeaders: { 'Accept-Language': 'de' } });
    const page = await context.newPage();
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/en-US');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find the private tutor who fits you');
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('en-US');
    await context.close();
  });

  test('the cookie wins over the browser language', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'fa-IR', extraHTTPHeaders: { 'Accept-Language': 'fa' } });
    await context.addCookies([{ name: 'i18n_redirected', value: 'en-US', url: baseURL! }]);
    const page = await context.newPage();
    await page.goto('/');
    expect(new URL(page.url()).pathname).toBe('/en-US');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find the private tutor who fits you');
    await context.close();
  });

  test('the language switcher changes language and remembers it', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fa-IR', extraHTTPHeaders: { 'Accept-Language': 'fa' } });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en-US$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await page.goto('/');
    await expect(page).toHaveURL(/\/en-US$/);
    await page.getByRole('button', { name: 'فارسی' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
    await context.close();
  });

  test('an /en-US link shows English but keeps the Persian choice', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'fa-IR', extraHTTPHeaders: { 'Accept-Language': 'fa' } });
    await context.addCookies([{ name: 'i18n_redirected', value: 'fa', url: baseURL! }]);
    const page = await context.newPage();
    await page.goto('/en-US');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    expect((await context.cookies()).find((c) => c.name === 'i18n_redirected')?.value).toBe('fa');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
    await context.close();
  });
});
