import { expect, test } from '@playwright/test';

test.use({ locale: 'en-US', extraHTTPHeaders: { 'Accept-Language': 'en-US' } });

test.describe('the API client in the browser', () => {
  test('a GET that fails with 503 twice then succeeds shows its data', async ({ page }) => {
    const key = `flaky-${Date.now()}`;
    await page.goto(`/en-US/dev/api-playground?key=${key}`);
    await page.getByRole('button', { name: 'Fetch flaky data' }).click();
    await expect(page.getByTestId('result')).toHaveText('Result: {"attempts":3}');
  });

  test('a POST that fails is not retried', async ({ page, request }) => {
    const key = `write-${Date.now()}`;
    await page.goto(`/en-US/dev/api-playground?key=${key}`);
    await page.getByRole('button', { name: 'Send failing write' }).click();
    await expect(page.getByTestId('error-code')).toHaveText('503');
    const calls = await (await request.get(`/api/test/calls?key=${key}`)).json();
    expect(calls.data.write).toBe(1);
  });

  test('a 422 shows one toast per field error', async ({ page }) => {
    await page.goto('/en-US/dev/api-playground');
    await page.getByRole('button', { name: 'Send invalid form' }).click();
    const toasts = page.locator('.Toastify__toast');
    await expect(toasts).toHaveCount(2);
    await expect(toasts.nth(0)).toContainText(/name|characters/i);
    await expect(page.locator('.Toastify__toast-container')).toHaveClass(/bottom-right/);
  });

  test('header navigation survives two 503s when loading a group’s courses', async ({ page }) => {
    let failures = 0;
    await page.route('**/api/www/v2/header-navigation/all-courses**', async (route) => {
      if (failures < 2) {
        failures += 1;
        return route.fulfill({ status: 503, contentType: 'application/json', body: '{"status":"ERROR","message":"down"}' });
      }
      return route.continue();
    });
    await page.goto('/en-US');
    await page.getByRole('button', { name: 'Courses' }).click();
    const groups = page.getByRole('list', { name: 'Course groups' }).getByRole('button');
    await groups.first().click();
    await expect(page.getByTestId('group-courses').getByRole('link').first()).toBeVisible();
    expect(failures).toBe(2);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Courses' })).toHaveAttribute('aria-expanded', 'false');
  });
});
