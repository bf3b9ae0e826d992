import { expect, test } from '@playwright/test';

test.use({ locale: 'en-US', extraHTTPHeaders: { 'Accept-Language': 'en-US' } });

test.describe('error pages', () => {
  test('an unknown route answers 404 with its path and a working button home', async ({ page }) => {
    const response = await page.goto('/en-US/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Page not found: /en-US/no-such-page')).toBeVisible();
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/en-US$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Find the private tutor who fits you');
  });

  test('the Persian 404 keeps the unprefixed path', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fa-IR', extraHTTPHeaders: { 'Accept-Language': 'fa' } });
    const page = await context.newPage();
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Page not found: /no-such-page')).toBeVisible();
    await expect(page.getByTestId('error-code')).toHaveText('۴۰۴');
    await context.close();
  });

  for (const [code, text] of [
    ['500', 'Something went wrong on our server.'],
    ['503', 'The service is temporarily unavailable.'],
  ] as const) {
    test(`a ${code} from the API during render shows the ${code} page`, async ({ page }) => {
      await page.goto(`/en-US/dev/api-status/${code}`);
      await expect(page.getByTestId('error-code')).toHaveText(code);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(text);
    });
  }

  // Spec §6/§8 (issue 21): a 401 while rendering goes to login with a locale-free redirect_url.
  test("a 401 from the API during render goes to login with redirect_url, in the page's language", async ({ page }) => {
    await page.goto('/en-US/dev/api-status/401');
    await expect(page).toHaveURL(/\/en-US\/auth\/login\?redirect_url=%2Fdev%2Fapi-status%2F401$/);
  });

  test('a call that ignores 500 lets the render go on without its data', async ({ page }) => {
    await page.goto('/en-US/dev/api-status/500?ignore500=1');
    await expect(page.getByTestId('rendered-without-data')).toBeAttached();
    await expect(page.getByTestId('error-code')).toHaveCount(0);
  });

  test('a 404 from the API during render is the not-found page with HTTP 404', async ({ page }) => {
    const response = await page.goto('/en-US/dev/api-status/404');
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId('error-code')).toHaveText('404');
  });
});

test('a failed page validation answers 404 with the full path', async ({ page }) => {
  const response = await page.goto('/en-US/dev/page-validation?other=1');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page Not Found: /en-US/dev/page-validation?other=1')).toBeVisible();
  await page.goto('/en-US/dev/page-validation?teacher_request_id=5');
  await expect(page.getByTestId('validated')).toHaveText('5');
});
