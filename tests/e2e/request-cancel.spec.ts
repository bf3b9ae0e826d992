import { expect, test } from '@playwright/test';
import faMessages from '../../messages/tutor-requests/fa.json';
import { createAccount, newMobile, post } from './support/auth';

/**
 * Cancelling a request a tutor has accepted (issue 29), in Persian at phone width: it asks to tick a
 * box first, a reason over 500 characters is refused by its own rule under the field, and the
 * cancelled request no longer says that no tutor has answered.
 */
const t = faMessages.TutorRequest;

test('cancelling a request with an accepted tutor asks to be sure, says what is wrong with the reason, and tells the truth after', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 800 }, locale: 'fa', extraHTTPHeaders: { 'Accept-Language': 'fa' } });
  const page = await context.newPage();
  await createAccount(page.request, newMobile().e164, 'والد آزمایشی');
  const made = await post(page.request, '/test/classes/awaiting-prepayment', {});
  expect(made.status(), await made.text()).toBe(200);
  const { request_id: id } = (await made.json()).data as { request_id: number };

  await page.goto(`/tutor-request/tracking/${id}`);
  await expect(page.getByTestId('request-state')).toHaveAttribute('data-state', 'awaiting_prepayment');
  const cancel = page.getByRole('form', { name: t.cancel });
  // The box is required: without JavaScript's help (noValidate) the server sends the page back with the box's message.
  await cancel.getByRole('button', { name: t.cancel }).click();
  await expect(page.getByTestId('field-confirm_release-error')).toHaveText(t.cancel_confirm_missing);
  await expect(page.getByTestId('request-state')).toHaveAttribute('data-state', 'awaiting_prepayment');

  // The reason field stops at 500 characters; one longer sent anyway is refused under the field, not with a generic line.
  await expect(cancel.getByLabel(t.cancel_reason)).toHaveAttribute('maxlength', '500');
  await cancel.getByLabel(t.cancel_reason).evaluate((box: HTMLTextAreaElement) => {
    box.removeAttribute('maxlength');
    box.value = 'ا'.repeat(1200);
  });
  await cancel.getByLabel(t.cancel_confirm.split('{')[0]!.trim()).check();
  await cancel.getByRole('button', { name: t.cancel }).click();
  await expect(page.getByTestId('field-reason-error')).toContainText('۵۰۰');
  await expect(page.getByTestId('request-state')).toHaveAttribute('data-state', 'awaiting_prepayment');

  await cancel.getByLabel(t.cancel_reason).fill('برنامهٔ ما عوض شد');
  await cancel.getByLabel(t.cancel_confirm.split('{')[0]!.trim()).check();
  await cancel.getByRole('button', { name: t.cancel }).click();
  await expect(page.getByTestId('request-state')).toHaveAttribute('data-state', 'cancelled');
  await expect(page.getByText(t.no_suggestions)).toHaveCount(0);
  await context.close();
});
