import { expect, test } from '@playwright/test';
import pay from '../../messages/payments/fa.json';
import validation from '../../messages/validation/fa.json';
import { demoContext } from './support/auth';
import { untilHydrated } from './support/hydration';

// What a first visit costs the phone: only the page's own files, nothing for pages not opened,
// and the time-zone cookie set once the page has loaded, from Temporal (Chromium has it): no worker,
// whose start-up alone was a long task.
test('a first visit fetches no other page, no error picture, and sets the time-zone cookie after load', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fa', timezoneId: 'Asia/Tehran', extraHTTPHeaders: { 'Accept-Language': 'fa' } });
  const page = await context.newPage();
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname + new URL(request.url()).search));
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'صفحه اصلی تیوترلی' }).locator('svg')).toBeVisible();
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'tz')?.value, { timeout: 10_000 }).toBe('Asia/Tehran');

  expect(requested.filter((url) => url.includes('_rsc='))).toEqual([]);
  expect(requested.filter((url) => url.startsWith('/images/'))).toEqual([]);
  expect(requested).not.toContain('/workers/time-zone.js');
  await context.close();
});

// A cached public page paints before its script files are even asked for (server/page-cache/
// first-paint.ts): on a phone they no longer share the line with the stylesheet, font and photos.
// The controls that need script come disabled and work once it has run.
test('a cached page fetches its script files after its first paint, then its compare buttons work', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fa', extraHTTPHeaders: { 'Accept-Language': 'fa' } });
  const page = await context.newPage();
  const response = await page.goto('/');
  expect(['hit', 'miss']).toContain(response?.headers()['x-page-cache']);
  const timing = () =>
    page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/_next/static/') && entry.name.endsWith('.js'))
        .map((entry) => entry.startTime),
    }));
  await expect.poll(async () => (await timing()).scripts.length, { timeout: 10_000 }).toBeGreaterThan(3);
  const { paint, scripts } = await timing();
  expect(paint).not.toBeNull();
  expect(Math.min(...scripts)).toBeGreaterThanOrEqual(paint!);
  // The framework's files (React DOM, the runtimes, the bootstrap) carry V8's compile hint
  // (scripts/compile-hints.mjs); a page's own chunks do not. Asked for until all have loaded: the
  // poll above may see the page's first files before the last framework file has arrived.
  const hintedFiles = async () => {
    const files = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.includes('/_next/static/chunks/') && name.endsWith('.js')),
    );
    const hinted = await Promise.all(files.map(async (url) => (await (await page.request.get(url)).text()).startsWith('//# allFunctionsCalledOnLoad\n')));
    return hinted.filter(Boolean).length;
  };
  await expect.poll(hintedFiles, { timeout: 10_000 }).toBe(4);

  const compare = page.getByTestId('tutor-card').first().locator('button[data-compare]');
  await expect(compare).toBeEnabled();
  await compare.click();
  await expect(compare).toHaveAttribute('aria-pressed', 'true');
  await context.close();
});

// Text with a number is formatted by the server (lib/tutors/filter-labels.server.ts): in the
// browser the first number or plural of a locale builds Intl's rules for it, about 20 ms of a
// phone's main thread in the middle of hydration, for text the page already shows.
test('a tutor list hydrates without building number or plural rules in the browser', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'fa', extraHTTPHeaders: { 'Accept-Language': 'fa' } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const built: string[] = [];
    (window as unknown as { intlBuilt: string[] }).intlBuilt = built;
    for (const name of ['NumberFormat', 'PluralRules'] as const) {
      Object.defineProperty(Intl, name, {
        value: new Proxy(Intl[name], { construct: (target, args) => (built.push(name), Reflect.construct(target, args)) }),
      });
    }
  });
  await page.goto('/tutor-list/elementary-math/tehran?stars=4');
  await untilHydrated(page);
  await expect(page.getByTestId('filters-toggle')).toHaveText('فیلترها (۳)');
  await expect(page.getByLabel('امتیاز').locator('option[value="4.5"]')).toHaveText('۴٫۵ ستاره و بیشتر');
  expect(await page.evaluate(() => (window as unknown as { intlBuilt: string[] }).intlBuilt)).toEqual([]);
  await context.close();
});

// A work area's form builds its zod schema in the browser, and zod's own `z` brought its error
// messages in 40-odd languages with it (about 58 KiB gzip on every page with a form). The browser
// gets only what lib/schemas/zod-api.ts names: the form still checks the field, in our words.
test('a form page’s scripts carry none of zod’s own languages, and its form still checks the field', async ({ browser }) => {
  const context = await demoContext(browser, 'student', { locale: 'fa', extraHTTPHeaders: { 'Accept-Language': 'fa' } });
  const page = await context.newPage();
  const scripts: Promise<{ file: string; body: string }>[] = [];
  page.on('response', (response) => {
    const file = new URL(response.url()).pathname;
    if (file.endsWith('.js')) scripts.push(response.text().then((body) => ({ file, body })));
  });
  await page.goto('/profile/dashboard/wallet');
  await untilHydrated(page);
  await page.getByLabel(pay.Wallet.amount).fill('۲');
  await page.getByRole('button', { name: pay.Wallet.top_up_button }).click();
  // "Please enter an amount of at least €5", from our error map (the words before its number).
  await expect(page.getByRole('alert').filter({ hasText: validation.Validation.money_min.split('{')[0]! })).toContainText('۵');
  await expect(page).toHaveURL(/\/profile\/dashboard\/wallet$/);
  const loaded = await Promise.all(scripts);
  expect(loaded.some(({ body }) => body.includes('$ZodType'))).toBe(true);
  // zod's German and Spanish words for "invalid input": any of its languages bundled brings them all.
  const withLanguages = loaded.filter(({ body }) => body.includes('Ungültige Eingabe') || body.includes('Entrada inválida'));
  expect(withLanguages.map(({ file }) => file)).toEqual([]);
  await context.close();
});
