import { expect, test } from '@playwright/test';
import { waitForServiceWorker } from './pwa-helpers';
import { axe } from './support/axe';

test.use({ serviceWorkers: 'allow', locale: 'en-US', extraHTTPHeaders: { 'Accept-Language': 'en-US' } });

test.describe('service worker and offline', () => {
  test('/sw.js is registered with scope / and says the app works offline', async ({ page, baseURL }) => {
    await page.goto('/en-US');
    await waitForServiceWorker(page);
    const registration = await page.evaluate(async () => {
      const r = await navigator.serviceWorker.ready;
      return { scope: r.scope, script: r.active?.scriptURL };
    });
    expect(registration).toEqual({ scope: `${baseURL}/`, script: `${baseURL}/sw.js` });
    await expect(page.getByTestId('offline-ready')).toHaveText('The app is ready to work offline.');
    // News once per browser: a fresh worker later (a new session, an update) says nothing again.
    await page.evaluate(async () => {
      for (const registration of await navigator.serviceWorker.getRegistrations()) await registration.unregister();
    });
    await page.reload();
    await waitForServiceWorker(page);
    await page.waitForTimeout(1000);
    await expect(page.getByTestId('offline-ready')).toHaveCount(0);
  });

  test('offline: a visited page reloads, an unvisited one shows the offline page; toasts on offline and online', async ({ page, context }) => {
    await page.goto('/en-US');
    await waitForServiceWorker(page);
    await expect(page.getByTestId('offline-ready')).toBeVisible();
    // The page that installed the worker loaded before it, and is kept for offline reloads too.
    await expect.poll(() => page.evaluate(async () => Boolean(await caches.match(location.href)))).toBe(true);
    const heading = await page.getByRole('heading', { level: 1 }).textContent();

    await context.setOffline(true);
    await expect(page.getByText('You are offline.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading ?? '');

    await page.goto('/en-US/never-visited-page');
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByText('You are back online.')).toBeVisible();
    // The address stays the one asked for, so "Try again" loads it once the network is back.
    await expect(page).toHaveURL(/\/en-US\/never-visited-page$/);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('error-code')).toHaveText('404');
  });

  test('the offline page speaks the visitor’s language and passes axe', async ({ browser }) => {
    const context = await browser.newContext({ serviceWorkers: 'allow', locale: 'fa-IR', extraHTTPHeaders: { 'Accept-Language': 'fa' } });
    const page = await context.newPage();
    await page.goto('/');
    await waitForServiceWorker(page);
    await context.setOffline(true);
    await page.goto('/no-such-page-offline');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'شما آفلاین هستید' })).toBeVisible();
    const results = await axe(page).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
    await context.close();
  });

  test('API answers are never cached by the worker', async ({ page }) => {
    await page.goto('/en-US');
    await waitForServiceWorker(page);
    await page.evaluate(() => fetch('/api/build-id').then((r) => r.json()));
    // Next's route prefetches pass through the worker's queue (at most 5 at once) and are not stored.
    const prefetch = await page.evaluate(() => fetch('/en-US', { headers: { RSC: '1', 'Next-Router-Prefetch': '1' } }).then((r) => r.status));
    expect(prefetch).toBe(200);
    const cachedApi = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
      }
      return urls.filter((url) => new URL(url).pathname.startsWith('/api/') || url.includes('_rsc'));
    });
    expect(cachedApi).toEqual([]);
  });
});
