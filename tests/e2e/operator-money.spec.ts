import { expect, type Page, test } from '@playwright/test';
import { formatPrice } from '../../lib/format';
import classesEn from '../../messages/classes/en-US.json';
import operatorEn from '../../messages/operator/en-US.json';
import paymentsEn from '../../messages/payments/en-US.json';
import reviewsEn from '../../messages/reviews/en-US.json';
import { createAccount, demoContext, newMobile, passSecondFactor, post } from './support/auth';

/**
 * The console's money section and disputes (issue 34), in English: a new student prepays a request
 * on the sandbox gateway; the operator finds the invoice, sees its gateway attempt and ledger
 * entries, refunds part of it to the wallet with a reason (the student's wallet shows it), decides a
 * dispute with a reason both sides see, and finds each action in the audit log.
 */
const EN = { locale: 'en-US', extraHTTPHeaders: { 'Accept-Language': 'en-US' } };
const op = operatorEn.Operator;
const euros = (cents: number) => formatPrice(cents, 'en-US');

async function payOnSandbox(page: Page, cents: number) {
  await expect(page.getByRole('heading', { name: paymentsEn.SandboxGateway.title })).toBeVisible();
  await expect(page.locator('strong')).toHaveText(euros(cents));
  await page.getByRole('button', { name: paymentsEn.SandboxGateway.pay, exact: true }).click();
}

test('an operator finds a prepaid invoice, refunds part of it to the wallet, decides a dispute, and finds both in the audit log', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  // A new student prepays their request by card on the sandbox gateway.
  const mobile = newMobile();
  const student = await browser.newContext(EN);
  await post(student.request, '/test/reset-rate-limits', {});
  const token = await createAccount(student.request, mobile.e164, 'Darya Refundable');
  await student.addCookies([{ name: 'auth_token', value: token, url: baseURL! }]);
  const page = await student.newPage();
  const made = await post(page.request, '/test/payments/awaiting-prepayment', {});
  expect(made.status(), await made.text()).toBe(200);
  const { id: requestId } = (await made.json()).data as { id: number };
  await page.goto(`/en-US/tutor-request/tracking/${requestId}/prepayment`);
  // Two 90-minute sessions at 20 EUR an hour.
  await expect(page.getByTestId('prepayment-amount')).toHaveText(euros(6_000));
  await page.getByRole('link', { name: paymentsEn.Bill.pay_card.replace('{amount}', euros(6_000)) }).click();
  await payOnSandbox(page, 6_000);
  await expect(page).toHaveURL(new RegExp(`/en-US/tutor-request/tracking/${requestId}/success$`));

  // The operator finds the invoice by the payer's mobile number and opens it.
  const operator = await demoContext(browser, 'operator', EN);
  const desk = await operator.newPage();
  await desk.goto('/en-US/operator');
  await desk.getByRole('link', { name: 'Invoices' }).first().click();
  await expect(desk).toHaveURL(/\/en-US\/operator\/invoices$/);
  await desk.getByLabel(op.money_q).fill(mobile.national);
  await desk.getByLabel(op.money_state).selectOption('paid');
  await desk.getByRole('button', { name: op.money_find }).click();
  const rows = desk.getByTestId('invoice-row');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('Darya Refundable');
  await expect(rows).toContainText(euros(6_000));
  const invoiceId = (await rows.getAttribute('data-invoice'))!;
  await rows.getByRole('link').click();
  await expect(desk).toHaveURL(new RegExp(`/en-US/operator/invoices/${invoiceId}$`));

  // Its gateway attempt (sandbox, paid, all by card) and its payment in the ledger: the payer's money into sales.
  const attempt = desk.getByTestId('attempt');
  await expect(attempt).toHaveCount(1);
  await expect(attempt).toContainText('sandbox');
  await expect(attempt).toContainText(op.attempt_states.paid);
  await expect(attempt).toContainText(euros(6_000));
  const payment = desk.locator('[data-testid="ledger-transaction"][data-kind="payment"]');
  await expect(payment).toHaveCount(1);
  await expect(payment.getByTestId('ledger-entry').filter({ hasText: 'system:gateway' })).toContainText(euros(6_000));
  await expect(payment.getByTestId('ledger-entry').filter({ hasText: 'system:sales' })).toContainText(euros(6_000));
  await expect(desk.getByTestId('refund-status')).toContainText(`up to ${euros(6_000)} more`);

  // A refund the form refuses in the reader's language (no reason), then part of it to the wallet with a reason.
  const form = desk.getByTestId('refund-form');
  await form.getByLabel(op.refund_form.amount).fill('15');
  await form.getByRole('button', { name: op.refund_form.submit }).click();
  await expect(form.getByText(/at least 3 characters/)).toBeVisible();
  await form.getByLabel(op.refund_form.reason).fill('Two lessons fewer than agreed.');
  // A double click sends the same Idempotency-Key twice: one refund.
  await form.getByRole('button', { name: op.refund_form.submit }).dblclick();
  await expect(form.getByRole('status')).toHaveText(op.refund_form.done.replace('{amount}', euros(1_500)));
  await expect(desk.getByTestId('refund-status')).toContainText(`refunded ${euros(1_500)} so far`);
  const refunds = desk.locator('[data-testid="ledger-transaction"][data-kind="refund"]');
  await expect(refunds).toHaveCount(1);
  await expect(refunds).toContainText('Two lessons fewer than agreed.');
  await expect(refunds.getByTestId('ledger-entry').filter({ hasText: 'wallet:' })).toContainText(euros(1_500));

  // The student's wallet shows the refund.
  await page.goto('/en-US/profile/dashboard/wallet');
  await expect(page.getByTestId('wallet-balance')).toHaveText(euros(1_500));
  await expect(page.getByTestId('transaction-row').first()).toContainText(paymentsEn.Transactions.types.refund);

  // The payer's record in the console links the invoice and shows the wallet.
  await desk.getByRole('link', { name: 'Darya Refundable' }).click();
  await expect(desk.getByTestId('person-invoices').getByTestId('invoice-row')).toHaveCount(1);
  await expect(desk.getByTestId('person-wallet')).toContainText(op.person_balance.replace('{amount}', euros(1_500)));

  // A lesson the student disputed: the operator decides it with a reason.
  const disputed = await post(page.request, '/test/classes/disputed', {});
  expect(disputed.status(), await disputed.text()).toBe(200);
  const {
    class_id: classId,
    session_id: sessionId,
    tutor_token: tutorToken,
  } = (await disputed.json()).data as {
    class_id: number;
    session_id: number;
    tutor_token: string;
  };
  await desk.goto('/en-US/operator/classes');
  const row = desk.locator(`[data-testid="disputes"] tr[data-session-id="${sessionId}"]`);
  await expect(row).toContainText('The tutor left after ten minutes.');
  await row.getByLabel(classesEn.Classes.resolve_reason).fill('The room log shows the tutor left at 10 minutes.');
  await row.getByRole('button', { name: classesEn.Classes.resolve_tutor_absent }).click();
  await expect(desk.locator(`[data-testid="disputes"] tr[data-session-id="${sessionId}"]`)).toHaveCount(0);

  // Both sides see the decision and its reason on the class page.
  const tutor = await browser.newContext(EN);
  await tutor.addCookies([{ name: 'auth_token', value: tutorToken, url: baseURL! }]);
  const tutorPage = await tutor.newPage();
  for (const side of [page, tutorPage]) {
    await side.goto(`/en-US/profile/dashboard/my-classes/${classId}`);
    const decision = side.locator(`[data-testid="class-session"][data-session-id="${sessionId}"]`).getByTestId('session-decision');
    await expect(decision).toContainText('the tutor was absent');
    await expect(decision).toContainText('The room log shows the tutor left at 10 minutes.');
  }

  // Each action is in the audit log.
  await desk.goto(`/en-US/operator/audit?action=invoice.refund&record_id=${invoiceId}`);
  await expect(desk.getByTestId('audit-row')).toHaveCount(1);
  await expect(desk.getByTestId('audit-row')).toContainText('Two lessons fewer than agreed.');
  await desk.goto(`/en-US/operator/audit?action=dispute.decide&record_id=${sessionId}`);
  await expect(desk.getByTestId('audit-row')).toHaveCount(1);
  await expect(desk.getByTestId('audit-row')).toContainText('The room log shows the tutor left at 10 minutes.');

  await tutor.close();
  await operator.close();
  await student.close();
});

test('an operator shows a hidden review again with a reason; an admin resets a lost authenticator from the person page', async ({ browser, baseURL }) => {
  test.setTimeout(150_000);
  // A student's review of a held lesson, hidden by the team.
  const student = await browser.newContext(EN);
  await post(student.request, '/test/reset-rate-limits', {});
  const token = await createAccount(student.request, newMobile().e164, 'Mina Reviewer');
  await student.addCookies([{ name: 'auth_token', value: token, url: baseURL! }]);
  const held = await post(student.request, '/test/classes/held-class', {});
  expect(held.status(), await held.text()).toBe(200);
  const { class_id: classId, tutor_username: username } = (await held.json()).data as { class_id: number; tutor_username: string };
  const words = 'Patient and well prepared every single time.';
  const review = await post(student.request, `/www/v1/reviews/classes/${classId}/survey`, {
    aspects: { explains_clearly: 5, prepared: 5, punctual: 4, patient: 5 },
    body: words,
  });
  expect(review.status(), await review.text()).toBe(201);
  const reviewId = (await review.json()).data.id as number;
  const admin = await demoContext(browser, 'operator', EN);
  expect((await post(admin.request, `/www/v1/operator/reviews/${reviewId}/hide`, { reason: 'Checking a complaint about it.' })).status()).toBe(200);
  const profile = await student.newPage();
  await profile.goto(`/en-US/tutor/${username}`);
  await expect(profile.getByText(words)).toHaveCount(0);

  // The operator shows it again with a reason: on the profile again, and in the audit log.
  const desk = await admin.newPage();
  await desk.goto('/en-US/operator/reviews?filter=hidden');
  const card = desk.getByTestId('review').filter({ hasText: words });
  await expect(card).toContainText('Checking a complaint about it.');
  await card.getByLabel(reviewsEn.Reviews.decision_form.restore_reason).fill('The complaint was about another review.');
  await card.getByRole('button', { name: reviewsEn.Reviews.decision_form.restore_submit }).click();
  await expect(desk.getByTestId('review').filter({ hasText: words })).toHaveCount(0);
  await profile.reload();
  await expect(profile.getByText(words)).toBeVisible();
  // The shown reviews come a page at a time (each card holds a form); the next page holds older ones.
  await desk.goto('/en-US/operator/reviews');
  await expect(desk.getByTestId('review')).toHaveCount(20);
  const newest = (await desk.getByTestId('review').first().textContent())!;
  await desk.getByTestId('review-pages').getByRole('link', { name: reviewsEn.Reviews.older }).click();
  await expect(desk).toHaveURL(/[?&]page=2/);
  await expect(desk.getByTestId('review').first()).not.toHaveText(newest);
  await desk.getByTestId('review-pages').getByRole('link', { name: reviewsEn.Reviews.newer }).click();
  await expect(desk.getByTestId('review').first()).toHaveText(newest);
  await desk.goto(`/en-US/operator/audit?action=review.restore&record_id=${reviewId}`);
  await expect(desk.getByTestId('audit-row')).toHaveCount(1);
  await expect(desk.getByTestId('audit-row')).toContainText('The complaint was about another review.');

  // An operator with an authenticator, whose console is open.
  const mobile = newMobile();
  const anonymous = await browser.newContext(EN);
  const colleagueToken = await createAccount(anonymous.request, mobile.e164, 'Omid Lostphone');
  await anonymous.close();
  const granted = await post(admin.request, '/www/v1/operator/roles', { mobile: mobile.e164, role: 'operator', granted: true });
  expect(granted.status(), await granted.text()).toBe(200);
  const colleagueId = (await granted.json()).data.user_id as number;
  const colleague = await browser.newContext(EN);
  await colleague.addCookies([{ name: 'auth_token', value: colleagueToken, url: baseURL! }]);
  const enrolled = await post(colleague.request, '/www/v1/operator/second-factor/enrol', {});
  expect(enrolled.status(), await enrolled.text()).toBe(200);
  await passSecondFactor(colleague.request, (await enrolled.json()).data.secret as string);
  const colleaguePage = await colleague.newPage();
  await colleaguePage.goto('/en-US/operator/jobs');
  await expect(colleaguePage).toHaveURL(/\/en-US\/operator\/jobs$/);

  // The admin resets it from their record with a reason: the console closes and asks them to enrol again.
  await desk.goto(`/en-US/operator/people/${colleagueId}`);
  const factor = desk.getByTestId('person-second-factor');
  await expect(factor).toContainText(op.person_second_factor_on);
  await factor.getByLabel(op.reset_form.reason).fill('Phone lost; identity confirmed on a video call.');
  await factor.getByRole('button', { name: op.reset_form.submit }).click();
  await expect(factor).toContainText(op.person_second_factor_off);
  await colleaguePage.goto('/en-US/operator/jobs');
  await expect(colleaguePage).toHaveURL(/\/en-US\/console-check/);
  await expect(colleaguePage.getByTestId('second-factor-enrol')).toBeVisible();
  await desk.goto(`/en-US/operator/audit?action=second_factor.reset&record_id=${colleagueId}`);
  await expect(desk.getByTestId('audit-row')).toHaveCount(1);
  await expect(desk.getByTestId('audit-row')).toContainText('Phone lost; identity confirmed on a video call.');

  await colleague.close();
  await admin.close();
  await student.close();
});
