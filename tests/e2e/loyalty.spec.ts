import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import faPayments from '../../messages/payments/fa.json';
import faLoyalty from '../../messages/loyalty/fa.json';
import { formatNumber, formatPrice } from '../../lib/format';
import { codeFromOutbox, newMobile, post } from './support/auth';

/**
 * The loyalty club (issue 31), in Persian at phone width: a deposit paid by card earns a point per
 * euro and reaches Silver; 200 points become a €5 code on the club page; the code takes €5 off the
 * next deposit's bill, which is paid; the club page shows what was earned and spent.
 */
test.use({ viewport: { width: 390, height: 800 }, locale: 'fa', extraHTTPHeaders: { 'Accept-Language': 'fa' } });

const t = faLoyalty.Loyalty;
const euros = (cents: number) => formatPrice(cents, 'fa');
const points = (n: number) => `${formatNumber(n, 'fa')} امتیاز`;

async function signInFresh(request: APIRequestContext) {
  await post(request, '/test/reset-rate-limits', {});
  const { e164 } = newMobile();
  await post(request, '/auth/v1/mobile-verification-send-code', { mobile: e164 });
  const code = await codeFromOutbox(request, e164);
  expect((await post(request, '/auth/v1/login-by-mobile-verification', { mobile: e164, mobile_verification_code: code })).status()).toBe(200);
  await post(request, '/auth/v1/register-fullname', { fullname: 'شاگرد باشگاه' });
}

/** A deposit of `sessions` lessons from the class's deposit page, to its bill. */
async function depositBill(page: Page, classId: number, sessions: number) {
  await page.goto(`/profile/dashboard/my-classes/${classId}/session-deposit`);
  await page.getByTestId('deposit-form').getByRole('textbox').fill(String(sessions));
  await page.getByTestId('deposit-form').getByRole('button').click();
  await expect(page).toHaveURL(/\/profile\/dashboard\/my-classes\/bill\/[0-9a-f-]{36}$/);
}

async function payByCard(page: Page, cents: number) {
  await page.getByRole('link', { name: faPayments.Bill.pay_card.replace('{amount}', euros(cents)) }).click();
  await expect(page.getByRole('heading', { name: faPayments.SandboxGateway.title })).toBeVisible();
  await page.getByRole('button', { name: faPayments.SandboxGateway.pay, exact: true }).click();
  await expect(page).toHaveURL(/\/payed$/);
}

test('points after paying become a code, and the code pays part of the next bill', async ({ page }) => {
  test.setTimeout(120_000);
  await signInFresh(page.request);
  const made = await post(page.request, '/test/class-billing/class', { price_cents: 3_000 });
  expect(made.status(), await made.text()).toBe(200);
  const { id } = (await made.json()).data as { id: number };

  await page.goto('/profile/dashboard/loyalty-club');
  await expect(page.getByTestId('club-points')).toHaveText(points(0));
  await expect(page.getByTestId('redeem-200')).toBeDisabled();

  // 10 lessons at 30 €: 300 points, Silver.
  await depositBill(page, id, 10);
  await payByCard(page, 30_000);
  await page.goto('/profile/dashboard/loyalty-club');
  await expect(page.getByTestId('club-points')).toHaveText(points(300));
  await expect(page.getByTestId('club-level')).toHaveText(t.levels.SILVER);
  await expect(page.getByTestId('club-movements')).toContainText(t.kinds.payment);

  await page.getByTestId('redeem-200').click();
  const status = page.getByTestId('redeemed-code');
  await expect(status).toContainText(euros(500));
  const code = /CLUB-[A-Z0-9]{8}/.exec((await status.textContent()) ?? '')?.[0];
  expect(code).toBeTruthy();
  await expect(page.getByTestId('club-points')).toHaveText(points(100));

  // The code on the next deposit's bill: 30 € less 5 €, paid by card.
  await depositBill(page, id, 1);
  await page.getByTestId('discount-form').getByRole('textbox').fill(code!);
  await page.getByTestId('discount-form').getByRole('button').click();
  await expect(page.getByTestId('discount-applied')).toBeVisible();
  await expect(page.getByTestId('bill-total')).toHaveText(euros(2_500));
  await payByCard(page, 2_500);

  // Silver earns 25 % more: 25 € → 31 points.
  await page.goto('/profile/dashboard/loyalty-club');
  await expect(page.getByTestId('club-points')).toHaveText(points(131));
  await expect(page.getByTestId('club-codes')).toContainText(code!);
  await page.getByRole('link', { name: t.help_link }).click();
  await expect(page.getByRole('heading', { name: t.help_title, level: 1 })).toBeVisible();
  await expect(page.getByTestId('club-levels').getByRole('row')).toHaveCount(5);
});
