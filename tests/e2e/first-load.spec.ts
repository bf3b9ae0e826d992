import { expect, test } from '@playwright/test';

// What a first visit costs the phone: only the page's own files, nothing for pages not opened,
// and the time-zone cookie set from a worker once the page has loaded.
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
  expect(requested).toContain('/workers/time-zone.js');
  await context.close();
});
