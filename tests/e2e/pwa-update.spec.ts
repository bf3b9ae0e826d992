import { expect, test } from '@playwright/test';
import { waitForServiceWorker, workerBuildId } from './pwa-helpers';
import { post } from './support/auth';
import { axe } from './support/axe';

test.use({ serviceWorkers: 'allow', locale: 'en-US', extraHTTPHeaders: { 'Accept-Language': 'en-US' } });

test('a newer build is offered after the hourly check; accepting reloads onto it', async ({ page, request }) => {
  await page.clock.install();
  // The page knows the build it was rendered with: no call on load, the first one comes after the hour.
  await page.goto('/en-US');
  await waitForServiceWorker(page);
  const firstBuild = await workerBuildId(page);
  const prompt = page.getByTestId('update-prompt');
  await expect(prompt).toBeHidden();

  // "Deploy" a new build: the server now reports another build id and serves a changed /sw.js.
  expect((await post(request, '/test/build-id', { build_id: 'e2e-next-build' })).status()).toBe(200);
  try {
    await page.clock.fastForward(59 * 60_000);
    await expect(prompt).toBeHidden(); // not before the hour
    await page.clock.fastForward(60_000);
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText('A new version of the app is available.');
    // Whole on screen, at most 28rem wide, in the bottom-left corner.
    const box = await prompt.boundingBox();
    const width = page.viewportSize()!.width;
    expect(box!.x).toBeCloseTo(16, 0);
    expect(box!.width).toBeLessThanOrEqual(Math.min(448, width - 32) + 0.5);
    const audit = await axe(page).include('[data-testid="update-prompt"]').analyze();
    expect(audit.violations.map((v) => v.id)).toEqual([]);
    // The new worker has installed and waits for the user's yes.
    await expect.poll(() => page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);

    const reloaded = page.waitForEvent('load');
    await prompt.getByRole('button', { name: 'Update' }).click();
    await reloaded;
    await expect.poll(() => workerBuildId(page)).toBe('e2e-next-build');
    expect(firstBuild).not.toBe('e2e-next-build');
    await expect(prompt).toBeHidden();
  } finally {
    await post(request, '/test/build-id', { build_id: null });
  }
});

test('the server exposes the build id', async ({ request }) => {
  const body = await (await request.get('/api/build-id')).json();
  expect(body).toEqual({ status: 'SUCCESS', data: { build_id: expect.stringMatching(/^[\w-]{6,}$/) } });
});
