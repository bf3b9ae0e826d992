import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { moveInsideApp } from './support/hydration';

// Issue 15: every unknown or malformed address gets the product's own error page, with the right
// status, path and title, in the visitor's language; nothing answers 5xx for odd input.
test.use({ locale: 'en-US', extraHTTPHeaders: { 'Accept-Language': 'en-US' } });

const persian = { locale: 'fa-IR', extraHTTPHeaders: { 'Accept-Language': 'fa' } };

test.describe("the product's error page for every address that names nothing", () => {
  test('a 3,000-character tutor slug is a 404, not a 500 saying 422', async ({ page }) => {
    const response = await page.goto(`/en-US/tutor/${'a'.repeat(3000)}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('error-code')).toHaveText('404');
    await expect(page).toHaveTitle('Page not found | Tutorly');
  });

  for (const path of ['/en-US/abroad/%00', '/en-US/faq%00', '/en-US/abroad/%20', '/en-US/tutor-list/%01']) {
    test(`${path} is a 404, not the page Next trims it to`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByTestId('error-code')).toHaveText('404');
    });
  }

  test('a list page past the end is a 404, not "N tutors found" beside "no tutor matches"', async ({ page }) => {
    expect((await page.goto('/en-US/tutor-list?page=2'))?.status()).toBe(200);
    const response = await page.goto('/en-US/tutor-list?page=999');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('error-code')).toHaveText('404');
  });

  test('the site has a favicon.ico', async ({ request }) => {
    const response = await request.get('/favicon.ico');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/icon/);
  });

  test('an unknown file gets the styled 404 page, not a bare "404"', async ({ page }) => {
    // Files never pass the proxy; the page still speaks the visitor's language (English here).
    const response = await page.goto('/no-such-file.png');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(page.getByText("We couldn't find the page you were looking for.")).toBeVisible();
    await expect(page).toHaveTitle('Page not found | Tutorly');
    await expect(page.getByTestId('error-code')).toBeVisible();
    await expect(page.getByTestId('error-message')).toContainText('/no-such-file.png');
    await expect(page).toHaveTitle(/ \| /);
    await expect(page).not.toHaveTitle(/آنلاین|online/);
    // Styled: the site's stylesheet applies to the page (a bare 404 would lay <main> out as a block).
    await expect(page.locator('main#main')).toHaveCSS('display', 'flex');
    await expect(page.locator('main a[href="/en-US"]').last()).toBeVisible();
  });

  test('an unknown file speaks Persian to a Persian visitor', async ({ browser }) => {
    const context = await browser.newContext(persian);
    const page = await context.newPage();
    expect((await page.goto('/no-such-file.webp'))?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fa');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByText('صفحه‌ای که دنبالش بودید پیدا نشد.')).toBeVisible();
    await expect(page).toHaveTitle(/صفحه پیدا نشد/);
    await context.close();
  });

  test('after moving inside the app, the 404 names the new path and carries its own title', async ({ page }) => {
    await page.goto('/en-US/faq');
    await expect(page).not.toHaveTitle(/not found/i);
    await moveInsideApp(page, '/en-US/no-such-page');
    await expect(page.getByText('Page not found: /en-US/no-such-page')).toBeVisible();
    await expect(page.getByText('Page not found: /en-US/faq')).toHaveCount(0);
    await expect(page).toHaveTitle('Page not found | Tutorly');
  });

  test('the Persian 404 keeps the unprefixed path and a Persian title', async ({ browser }) => {
    const context = await browser.newContext(persian);
    const page = await context.newPage();
    expect((await page.goto('/no-such-page'))?.status()).toBe(404);
    await expect(page.getByTestId('error-message')).toContainText('/no-such-page');
    await expect(page).toHaveTitle(/صفحه پیدا نشد/);
    await context.close();
  });
});

// Odd but well-formed addresses (malformed escapes such as %ff are issue 16's own suite).
const PAGE_ROOTS = [
  '/tutor/',
  '/en-US/tutor/',
  '/tutor-list/',
  '/en-US/tutor-list/',
  '/best-tutor-list/',
  '/tutor-price/',
  '/abroad/',
  '/en-US/abroad/',
  '/',
  '/en-US/',
  '/profile/dashboard/',
  '/auth/',
];
const ODD_SEGMENTS = [
  'a'.repeat(3000),
  'b'.repeat(10_000),
  '..',
  '.',
  '%2e%2e',
  '%2F',
  '%5C',
  '<script>',
  "'",
  '"',
  '%22%3E',
  ';',
  '~',
  '@',
  '-',
  '_',
  '%F0%9F%99%82',
  '%D8%B1%DB%8C%D8%A7%D8%B6%DB%8C',
  '%E2%80%8F',
  '%E2%80%AE',
  '%EF%BB%BF',
  '0',
  '-1',
  '99999999999999999999',
  'null',
  'tutor-1/extra/segments/a/b/c/d',
  '%00',
  '%20',
  '%0A',
];

test('odd page addresses never answer 5xx', async ({ request }) => {
  test.setTimeout(180_000);
  const segment = fc.oneof(
    fc.constantFrom(...ODD_SEGMENTS),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }).map((s) => encodeURIComponent(s.toWellFormed())),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 20 }).map((s) => encodeURIComponent(s.toWellFormed())),
  );
  const query = fc.constantFrom('', '?page=999', '?page=-1', '?page=abc', '?page=1e9', `?q=${'x'.repeat(3000)}`, '?price_min=5&price_max=1', '?sort=%00');
  const urls = fc.sample(fc.tuple(fc.constantFrom(...PAGE_ROOTS), segment, query), { numRuns: 120, seed: 15 });
  const failures: string[] = [];
  for (const [root, seg, q] of urls) {
    const url = `${root}${seg}${q}`;
    const response = await request.get(url, { maxRedirects: 0 });
    if (response.status() >= 500) failures.push(`${response.status()} ${url.slice(0, 120)}`);
  }
  expect(failures).toEqual([]);
});
