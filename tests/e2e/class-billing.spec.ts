import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import fa from '../../messages/payments/fa.json';
import faClass from '../../messages/class-billing/fa.json';
import { formatPrice } from '../../lib/format';
import { codeFromOutbox, newMobile, post } from './support/auth';

/**
 * A class's money (issue 30), in Persian at phone width: a discount pack bought and paid on the
 * sandbox gateway's page, then a bill for sessions beyond what was prepaid, paid with the wallet
 * first and the card for the rest. The class itself comes from a test route (the classes feature
 * makes real ones when a prepayment is paid).
 */
test.use({ viewport: { width: 390, height: 800 }, locale: 'fa', extraHTTPHeaders: { 'Accept-Language': 'fa' } });

const euros = (cents: number) => formatPrice(cents, 'fa');
const t = faClass.ClassBilling;
const fill = (text: string, values: Record<string, string>) => Object.entries(values).reduce((out, [key, value]) => out.replace(`{${key}}`, value), text);

async function signInFresh(request: APIRequestContext) {
  await post(request, '/test/reset-rate-limits', {});
  const { e164 } = newMobile();
  await post(request, '/auth/v1/mobile-verification-send-code', { mobile: e164 });
  const code = await codeFromOutbox(request, e164);
  const login = await post(request, '/auth/v1/login-by-mobile-verification', { mobile: e164, mobile_verification_code: code });
  expect(login.status()).toBe(200);
  await post(request, '/auth/v1/register-fullname', { fullname: 'شاگرد آزمایشی' });
}

async function atGateway(page: Page, cents: number) {
  await expect(page.getByRole('heading', { name: fa.SandboxGateway.title })).toBeVisible();
  await expect(page.locator('strong')).toHaveText(euros(cents));
  await page.getByRole('button', { name: fa.SandboxGateway.pay, exact: true }).click();
}

test('a discount pack is bought, then a bill is paid with the wallet and the card', async ({ page }) => {
  test.setTimeout(120_000);
  await signInFresh(page.request);
  // A class at 20 € a session with nothing prepaid.
  const made = await post(page.request, '/test/class-billing/class', { price_cents: 2_000 });
  expect(made.status(), await made.text()).toBe(200);
  const { id } = (await made.json()).data as { id: number };

  // The pack of 5 sessions at 5% off: 5 × 19 €.
  await page.goto(`/profile/dashboard/my-classes/${id}/purchase-discount-pack`);
  await expect(page.getByRole('heading', { name: t.pack_title, level: 1 })).toBeVisible();
  await page.getByTestId('buy-pack-5').click();
  await expect(page).toHaveURL(/\/profile\/dashboard\/my-classes\/bill\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('bill-total')).toHaveText(euros(9_500));
  await page.getByRole('link', { name: fill(fa.Bill.pay_card, { amount: euros(9_500) }) }).click();
  await atGateway(page, 9_500);
  await expect(page).toHaveURL(/\/bill\/[0-9a-f-]{36}\/payed$/);
  await expect(page.getByRole('heading', { name: fa.Bill.payed_title })).toBeVisible();
  await page.getByRole('link', { name: fa.Bill.to_subject }).click();
  await expect(page).toHaveURL(new RegExp(`/my-classes/${id}/purchase-discount-pack$`));
  await expect(page.getByTestId('class-pack')).toHaveCount(1);
  // Prepaid: the pack's full value, 5 sessions (100 €), though 95 € was paid.
  await expect(page.getByTestId('class-prepaid')).toContainText(euros(10_000));

  // Seven sessions taken: the pack's five and two more, owed.
  const charged = await post(page.request, '/test/class-billing/charge', { id, sessions: 7 });
  expect(charged.status(), await charged.text()).toBe(200);
  // 10 € in the wallet, topped up on the gateway.
  const topUp = await post(page.request, '/www/v1/wallet/top-up', { amount_cents: 1_000 });
  await page.goto((await topUp.json()).data.bill_path);
  await page.getByRole('link', { name: fill(fa.Bill.pay_card, { amount: euros(1_000) }) }).click();
  await atGateway(page, 1_000);
  await expect(page.getByTestId('wallet-balance')).toHaveText(euros(1_000));

  await page.goto(`/profile/dashboard/my-classes/${id}/bill`);
  await expect(page.getByTestId('bill-owed')).toContainText(euros(4_000));
  await page.getByTestId('start-bill').click();
  await expect(page).toHaveURL(/\/profile\/dashboard\/my-classes\/bill\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('bill-total')).toHaveText(euros(4_000));
  await page.getByRole('link', { name: fa.Bill.pay_wallet_card }).click();
  await expect(page).toHaveURL(/\/with-wallet$/);
  await page.getByRole('link', { name: fill(fa.Bill.pay_wallet_card_button, { card: euros(3_000) }) }).click();
  await atGateway(page, 3_000);
  await expect(page).toHaveURL(/\/payed$/);
  await expect(page.getByTestId('bill-state')).toHaveText(fa.Bill.states.paid);
  await page.getByRole('link', { name: fa.Bill.to_subject }).click();
  await expect(page).toHaveURL(new RegExp(`/my-classes/${id}/bill$`));
  await expect(page.getByTestId('bill-none')).toBeVisible();
  await expect(page.getByTestId('class-owed')).toHaveText(t.nothing_owed);
  await page.goto('/profile/dashboard/wallet');
  await expect(page.getByTestId('wallet-balance')).toHaveText(euros(0));
});
