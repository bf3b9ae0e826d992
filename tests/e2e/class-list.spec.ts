import { expect, test } from '@playwright/test';
import fa from '../../messages/classes/fa.json';
import { post } from './support/auth';

/**
 * "My classes" a page at a time (Persian, phone width): a tutor with 23 classes (a test route; the
 * newest two ended) sees the 20 running classes newest first, then on the next page the last
 * running one and the two ended ones.
 */
test.use({ viewport: { width: 390, height: 844 }, locale: 'fa', extraHTTPHeaders: { 'Accept-Language': 'fa' } });

const t = fa.Classes;

test('a busy tutor pages through their classes, running ones first', async ({ page, baseURL }) => {
  const made = await post(page.request, '/test/classes/busy-tutor', {});
  expect(made.status(), await made.text()).toBe(200);
  const { token } = (await made.json()).data as { token: string };
  await page.context().addCookies([{ name: 'auth_token', value: token, url: baseURL! }]);

  await page.goto('/profile/dashboard/my-classes');
  const classes = page.getByTestId('my-class');
  await expect(classes).toHaveCount(20);
  await expect(classes.first()).toContainText('Student 21');
  await expect(page.getByTestId('class-pages').getByRole('link', { name: t.page_previous })).toHaveCount(0);
  await page.getByTestId('class-pages').getByRole('link', { name: t.page_next }).click();
  await expect(page).toHaveURL(/\/profile\/dashboard\/my-classes\?page=2$/);
  await expect(classes).toHaveCount(3);
  await expect(classes.nth(0)).toContainText(/Student 1(?!\d)/);
  await expect(classes.nth(1)).toContainText('Student 23');
  await expect(classes.nth(2)).toContainText('Student 22');
  await page.getByTestId('class-pages').getByRole('link', { name: t.page_previous }).click();
  await expect(page).toHaveURL(/\/profile\/dashboard\/my-classes\?page=1$/);
  await expect(classes).toHaveCount(20);
});
