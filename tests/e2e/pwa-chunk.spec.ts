import { expect, test } from '@playwright/test';

// The worker stays out of this test: page.route must see the chunk requests.
test.use({ serviceWorkers: 'block', locale: 'en-US', extraHTTPHeaders: { 'Accept-Language': 'en-US' } });

test('a chunk that fails to load reloads the page once, not in a loop', async ({ page }) => {
  let failedLoads = 0;
  await page.route('**/_next/static/chunks/**', async (route) => {
    const response = await route.fetch();
    const body = await response.body();
    if (body.includes('chunk-probe-payload-7f3a9c')) {
      failedLoads += 1;
      return route.abort('failed');
    }
    return route.fulfill({ response, body });
  });
  let pageLoads = 0;
  page.on('load', () => (pageLoads += 1));

  await page.goto('/en-US/dev/chunk-probe');
  await expect.poll(() => pageLoads).toBe(2); // the failure reloaded the page
  await expect.poll(() => failedLoads).toBeGreaterThanOrEqual(2); // and the chunk failed again
  await page.waitForTimeout(3_000); // the second failure must not reload again
  expect(pageLoads).toBe(2);
  await expect(page.getByTestId('chunk-probe')).toHaveText('Waiting for the chunk…');

  // Once the chunk can load again, the page works.
  await page.unroute('**/_next/static/chunks/**');
  await page.reload();
  await expect(page.getByTestId('chunk-probe')).toHaveText('Chunk loaded: chunk-probe-payload-7f3a9c');
});
