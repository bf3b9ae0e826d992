import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import fa from '../../messages/payments/fa.json';
import faRequests from '../../messages/tutor-requests/fa.json';
import { formatPrice } from '../../lib/format';
import { codeFromOutbox, newMobile, post } from './support/auth';

/**
 * Paying (issue 18), in Persian at phone width: a top-up, a bill with a discount code paid on the
 * sandbox gateway's page, a declined payment that charges nothing, and wallet first with the card
 * for the rest. Each test signs in a fresh account, so its wallet starts empty.
 */
test.use({ viewport: { width: 390, height: 800 }, locale: 'fa', extraHTTPHeaders: { 'Accept-Language': 'fa' } });

const euros = (cents: number) => formatPrice(cents, 'fa');

async function signInFresh(request: APIRequestContext) {
  await post(request, '/test/reset-rate-limits', {});
  const { e164 } = newMobile();
  await post(request, '/auth/v1/mobile-verification-send-code', { mobile: e164 });
  const code = await codeFromOutbox(request, e164);
  const login = await post(request, '/auth/v1/login-by-mobile-verification', { mobile: e164, mobile_verification_code: code });
  expect(login.status()).toBe(200);
  await post(request, '/auth/v1/register-fullname', { fullname: 'پرداخت‌کنندهٔ آزمایشی' });
}

async function orderOf(request: APIRequestContext, cents: number): Promise<string> {
  const answer = await post(request, '/test/payments/invoice', { amount_cents: cents });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()).data.invoice;
}

/** On the sandbox gateway's hosted page: checks the amount and makes the payer's choice. */
async function atGateway(page: Page, cents: number, choice: 'pay' | 'decline' | 'cancel') {
  await expect(page.getByRole('heading', { name: fa.SandboxGateway.title })).toBeVisible();
  await expect(page.locator('strong')).toHaveText(euros(cents));
  const button = page.getByRole('button', { name: fa.SandboxGateway[choice], exact: true });
  // Styled under its own policy: the buttons are full-width blocks, not the browser's bare defaults (issue 29).
  expect(await button.evaluate((element) => getComputedStyle(element).display)).toBe('block');
  await button.click();
}

test("a request's prepayment: a code, paid on the sandbox page, lands on success; wallet and transactions show it", async ({ page }) => {
  test.setTimeout(90_000);
  await signInFresh(page.request);
  const made = await post(page.request, '/test/payments/awaiting-prepayment', {});
  expect(made.status(), await made.text()).toBe(200);
  const { id } = (await made.json()).data as { id: number };
  const code = `PRE${Date.now()}`;
  await post(page.request, '/test/payments/discount-code', { code, percent: 50 });
  await page.goto(`/tutor-request/tracking/${id}/prepayment`);
  // Two 90-minute sessions at 20 EUR an hour.
  await expect(page.getByTestId('prepayment-amount')).toHaveText(euros(6_000));
  await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).some((e) => e.event === 'checkout'))).toBe(true);
  await page.getByLabel(fa.Bill.code_label).fill(code);
  await page.getByRole('button', { name: fa.Bill.apply }).click();
  await expect(page.getByTestId('bill-total')).toHaveText(euros(3_000));
  await page.getByRole('link', { name: fa.Bill.pay_card.replace('{amount}', euros(3_000)) }).click();
  await atGateway(page, 3_000, 'pay');
  await expect(page).toHaveURL(new RegExp(`/tutor-request/tracking/${id}/success$`));
  await expect(page.getByRole('heading', { name: faRequests.TutorRequest.success_title })).toBeVisible();
  // The success page names the tutor and the amount, with a receipt to print (issue 29).
  await expect(page.getByTestId('receipt-total')).toHaveText(euros(3_000));
  await expect(page.getByTestId('receipt')).toContainText(code);
  await expect(page.getByRole('button', { name: fa.Receipt.print })).toBeVisible();
  // In English the receipt names the tutor in Latin letters: nothing on it is in Persian script.
  await page.goto(`/en-US/tutor-request/tracking/${id}/success`);
  await expect(page.getByTestId('receipt')).toBeVisible();
  expect(await page.getByTestId('receipt').innerText()).not.toMatch(/[\u0600-\u06FF]/);
  await page.goto('/profile/dashboard/transaction');
  await expect(page.getByTestId('transaction-row').first().getByTestId('transaction-amount')).toHaveText(`−${euros(3_000)}`);
  // Paid fully by card: the wallet was not touched, and the row says so (issue 29).
  await expect(page.getByTestId('transaction-row').first().getByTestId('transaction-split')).toHaveText(fa.Transactions.split.card_only);
  await page.goto('/profile/dashboard/wallet');
  await expect(page.getByTestId('wallet-balance')).toHaveText(euros(0));
  await expect(page.getByTestId('transaction-row').first()).toContainText(fa.Transactions.types.payment);
  // Paid: the prepayment page shows the paid invoice, with nothing left to pay.
  await page.goto(`/tutor-request/tracking/${id}/prepayment`);
  await expect(page.getByTestId('bill-state')).toHaveText(fa.Bill.states.paid);
  await expect(page.getByTestId('pay-options')).toHaveCount(0);
});

test('a top-up paid on the sandbox page: the wallet and the transactions show it', async ({ page }) => {
  await signInFresh(page.request);
  await page.goto('/profile/dashboard/wallet');
  await expect(page.getByTestId('wallet-balance')).toHaveText(euros(0));
  // Typed in Persian digits, as a Persian keyboard does.
  await page.getByLabel(fa.Wallet.amount).fill('۲۵');
  await page.getByRole('button', { name: fa.Wallet.top_up_button }).click();
  await expect(page).toHaveURL(/\/profile\/dashboard\/my-classes\/bill\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('bill-total')).toHaveText(euros(2_500));
  await page.getByRole('link', { name: fa.Bill.pay_card.replace('{amount}', euros(2_500)) }).click();
  await atGateway(page, 2_500, 'pay');
  await expect(page).toHaveURL(/\/profile\/dashboard\/wallet$/);
  await expect(page.getByTestId('wallet-balance')).toHaveText(euros(2_500));
  await expect(page.getByTestId('transaction-row').first()).toContainText(fa.Transactions.types.top_up);
  await page.goto('/profile/dashboard/transaction');
  const row = page.getByTestId('transaction-row').first();
  await expect(row).toContainText(fa.Transactions.types.top_up);
  await expect(row.getByTestId('transaction-amount')).toHaveText(`+${euros(2_500)}`);
  // The date is in the Persian calendar: a Jalali year (14xx) in Persian digits.
  await expect(row.locator('time')).toContainText(/۱۴[۰-۹]{2}/);
  // The date filter is in the Persian calendar too: up to 1 Farvardin of the first year it offers, nothing.
  const to = page.getByRole('group', { name: fa.Transactions.to });
  await to.getByLabel('روز').selectOption('1');
  await to.getByLabel('ماه').selectOption({ label: 'فروردین' });
  await to.getByLabel('سال').selectOption({ index: 1 });
  await page.getByRole('button', { name: fa.Transactions.filter }).click();
  await expect(page).toHaveURL(/to__year=1[34]\d\d/);
  await expect(page.getByTestId('transaction-row')).toHaveCount(0);
  // From today, it is there again.
  const today = new Date().toLocaleDateString('en-US-u-ca-persian', { timeZone: 'UTC', year: 'numeric', month: 'numeric', day: 'numeric' }).match(/\d+/g)!;
  const from = page.getByRole('group', { name: fa.Transactions.from });
  await to.getByLabel('سال').selectOption('');
  await to.getByLabel('ماه').selectOption('');
  await to.getByLabel('روز').selectOption('');
  await from.getByLabel('روز').selectOption(today[1]!);
  await from.getByLabel('ماه').selectOption(today[0]!);
  await from.getByLabel('سال').selectOption(today[2]!);
  await page.getByRole('button', { name: fa.Transactions.filter }).click();
  await expect(page.getByTestId('transaction-row').first()).toContainText(fa.Transactions.types.top_up);
});

test('a bill with a discount code, paid on the sandbox page, lands on the paid page', async ({ page }) => {
  await signInFresh(page.request);
  const invoice = await orderOf(page.request, 4_000);
  const code = `E2E${Date.now()}`;
  await post(page.request, '/test/payments/discount-code', { code, percent: 25 });
  await page.goto(`/profile/dashboard/my-classes/bill/${invoice}`);
  await expect(page.getByTestId('bill-state')).toHaveText(fa.Bill.states.open);
  // Analytics: checkout step 1 when a payable bill is shown.
  await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).some((e) => e.event === 'checkout'))).toBe(true);
  const checkout = await page.evaluate(() => (window.dataLayer ?? []).find((e) => e.event === 'checkout'));
  expect(checkout).toMatchObject({ ecommerce: { currencyCode: 'EUR', checkout: { actionField: { step: 1 } } } });
  await page.getByLabel(fa.Bill.code_label).fill(code.toLowerCase());
  await page.getByRole('button', { name: fa.Bill.apply }).click();
  await expect(page.getByTestId('bill-total')).toHaveText(euros(3_000));
  await expect(page.getByTestId('discount-applied')).toContainText(code);
  await page.getByRole('link', { name: fa.Bill.pay_card.replace('{amount}', euros(3_000)) }).click();
  await atGateway(page, 3_000, 'pay');
  await expect(page).toHaveURL(new RegExp(`/bill/${invoice}/payed$`));
  await expect(page.getByRole('heading', { name: fa.Bill.payed_title })).toBeVisible();
  await expect(page.getByTestId('bill-state')).toHaveText(fa.Bill.states.paid);
  await page.getByRole('link', { name: fa.Bill.to_transactions }).click();
  const row = page.getByTestId('transaction-row').first();
  await expect(row).toContainText(fa.Transactions.types.payment);
  await expect(row.getByTestId('transaction-amount')).toHaveText(`−${euros(3_000)}`);
  // Paying the same bill again is not offered.
  await page.goto(`/profile/dashboard/my-classes/bill/${invoice}`);
  await expect(page.getByTestId('pay-options')).toHaveCount(0);
});

test('a declined payment shows error-1 and charges nothing', async ({ page }) => {
  await signInFresh(page.request);
  const invoice = await orderOf(page.request, 1_500);
  await page.goto(`/profile/dashboard/my-classes/bill/${invoice}`);
  await page.getByRole('link', { name: fa.Bill.pay_card.replace('{amount}', euros(1_500)) }).click();
  await atGateway(page, 1_500, 'decline');
  await expect(page).toHaveURL(new RegExp(`/bill/${invoice}/error-1$`));
  await expect(page.getByRole('alert').filter({ hasText: fa.Bill.error1_title })).toBeVisible();
  await expect(page.getByText(fa.Bill.error1_body)).toBeVisible();
  // A way back to what was being paid for (issue 29).
  await expect(page.getByRole('alert').getByRole('link', { name: fa.Bill.back_to_subject })).toHaveAttribute('href', '/profile/dashboard/wallet');
  await expect(page.getByTestId('bill-state')).toHaveText(fa.Bill.states.open);
  // Still payable, and nothing moved.
  await expect(page.getByTestId('pay-options')).toBeVisible();
  await page.goto('/profile/dashboard/transaction');
  await expect(page.getByTestId('no-transactions')).toBeVisible();
});

test('wallet first, card for the rest', async ({ page }) => {
  await signInFresh(page.request);
  // €10 in the wallet, through a top-up paid on the gateway.
  const topUp = await post(page.request, '/www/v1/wallet/top-up', { amount_cents: 1_000 });
  await page.goto((await topUp.json()).data.bill_path);
  await page.getByRole('link', { name: fa.Bill.pay_card.replace('{amount}', euros(1_000)) }).click();
  await atGateway(page, 1_000, 'pay');
  await expect(page.getByTestId('wallet-balance')).toHaveText(euros(1_000));

  const invoice = await orderOf(page.request, 2_500);
  await page.goto(`/profile/dashboard/my-classes/bill/${invoice}`);
  await page.getByRole('link', { name: fa.Bill.pay_wallet_card }).click();
  await expect(page).toHaveURL(new RegExp(`/bill/${invoice}/with-wallet$`));
  await page.getByRole('link', { name: fa.Bill.pay_wallet_card_button.replace('{card}', euros(1_500)) }).click();
  await atGateway(page, 1_500, 'pay');
  await expect(page).toHaveURL(new RegExp(`/bill/${invoice}/payed$`));
  await page.goto('/profile/dashboard/wallet');
  await expect(page.getByTestId('wallet-balance')).toHaveText(euros(0));
  await expect(page.getByTestId('transaction-row').first()).toContainText(fa.Transactions.types.payment);
  // What came from the wallet and what the card paid, as the ledger has it (issue 29).
  await expect(page.getByTestId('transaction-row').first().getByTestId('transaction-split')).toHaveText(
    fa.Transactions.split.wallet_card.replace('{wallet}', euros(1_000)).replace('{card}', euros(1_500)),
  );
  await expect(page.getByTestId('transaction-row').nth(1).getByTestId('transaction-split')).toHaveText(fa.Transactions.split.top_up);
});

test('the discounts page lists the codes a user was given', async ({ page }) => {
  await signInFresh(page.request);
  const code = `MINE${Date.now()}`;
  await post(page.request, '/test/payments/discount-code', { code, percent: 10 });
  await page.goto('/profile/dashboard/discounts');
  const item = page.getByTestId('discount-code').filter({ hasText: code });
  await expect(item).toContainText(fa.Discounts.states.unused);
});
