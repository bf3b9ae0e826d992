import { expect, test } from '@playwright/test';
import fa from '../../messages/tutor-requests/fa.json';
import { post } from './support/auth';
import { axe } from './support/axe';

/**
 * A tutor asked by many students (a test route: 23 requests, the newest due first), in Persian at
 * phone width: the home shows the five waiting offers due soonest and links to the rest, and one is
 * accepted there; the offers page lists them all twenty at a time, newest first, or only the
 * waiting ones; an old one is declined from its page, which comes back with what happened.
 */
test.use({ viewport: { width: 390, height: 844 }, locale: 'fa', extraHTTPHeaders: { 'Accept-Language': 'fa' } });

const t = fa.TutorRequest;
const digits = (n: number) => n.toLocaleString('fa-IR', { useGrouping: false });

test('a tutor asked many times sees the waiting offers at home and pages through all of them', async ({ page, baseURL }) => {
  const made = await post(page.request, '/test/tutor-requests/asked-tutor', {});
  expect(made.status(), await made.text()).toBe(200);
  const { token, request_ids: ids } = (await made.json()).data as { token: string; request_ids: number[] };
  await page.context().addCookies([{ name: 'auth_token', value: token, url: baseURL! }]);

  await page.goto('/dashboard');
  const offers = page.getByTestId('offer');
  const numbers = page.getByTestId('offer-request');
  await expect(offers).toHaveCount(5);
  await expect(numbers.first()).toContainText(digits(ids[0]!));
  await expect(numbers.nth(4)).toContainText(digits(ids[4]!));
  await expect(page.getByTestId('more-open-offers')).toHaveText(t.offers_more_open);
  // The first is accepted from the home, which says so; the sixth due moves up.
  await offers.first().getByRole('button', { name: t.accept }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('dashboard-flash')).toHaveText(t.offer_accepted_notice.replace('{id}', digits(ids[0]!)));
  await expect(offers).toHaveCount(5);
  await expect(numbers.first()).toContainText(digits(ids[1]!));
  await expect(numbers.nth(4)).toContainText(digits(ids[5]!));

  await page.getByTestId('all-offers').click();
  await expect(page).toHaveURL(/\/dashboard\/offers$/);
  await expect(page.getByRole('link', { name: t.offers_view_all })).toHaveAttribute('aria-current', 'page');
  await expect(offers).toHaveCount(20);
  await page.getByTestId('offer-pages').getByRole('link', { name: t.older }).click();
  await expect(page).toHaveURL(/\/dashboard\/offers\?filter=all&page=2$/);
  await expect(offers).toHaveCount(3);
  await expect(numbers.last()).toContainText(digits(ids[22]!));

  // The oldest is declined from its page, which comes back saying so, the offer answered.
  const oldest = offers.filter({ has: numbers.filter({ hasText: digits(ids[22]!) }) });
  await oldest.getByLabel(t.decline_reason).fill('This term is full.');
  await oldest.getByRole('button', { name: t.decline }).click();
  await expect(page).toHaveURL(/\/dashboard\/offers\?filter=all&page=2$/);
  await expect(page.getByTestId('offers-flash')).toHaveText(t.offer_declined_notice.replace('{id}', digits(ids[22]!)));
  await expect(oldest).toHaveAttribute('data-state', 'declined');
  await expect(oldest.getByRole('button', { name: t.decline })).toHaveCount(0);

  // Waiting ones only: the 21 still open, twenty on the first page.
  await page.getByRole('link', { name: t.offers_view_open }).click();
  await expect(page).toHaveURL(/\/dashboard\/offers\?filter=open$/);
  await expect(offers).toHaveCount(20);
  await page.getByTestId('offer-pages').getByRole('link', { name: t.offers_later }).click();
  await expect(offers).toHaveCount(1);
  await expect(page.locator('[data-testid="offer"]:not([data-state="offered"])')).toHaveCount(0);
  expect((await axe(page).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
});
