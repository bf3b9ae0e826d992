import { type Browser, expect, type Page, test } from '@playwright/test';
import { createAccount, newMobile, post, signInAsDemo } from './support/auth';
import { axe } from './support/axe';
import en from '../../messages/conversations/en-US.json';
import fa from '../../messages/conversations/fa.json';

/**
 * Conversations (issue 32), as the two people meet them: a parent on a Persian phone writes to a
 * tutor on an English desktop from the tutor's profile; the number in the first message arrives
 * masked; the tutor's answer appears on the parent's page without a reload; the parent reports and
 * blocks, and the operator reads the report with the thread around it.
 */
const PHONE = { viewport: { width: 390, height: 800 }, locale: 'fa', extraHTTPHeaders: { 'Accept-Language': 'fa' } };
const DESKTOP = { viewport: { width: 1280, height: 800 }, locale: 'en-US', extraHTTPHeaders: { 'Accept-Language': 'en-US' } };

async function seriousViolations(page: Page) {
  const results = await axe(page).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${page.url()}: ${v.id}`);
}

async function open(browser: Browser, options: typeof PHONE | typeof DESKTOP) {
  const context = await browser.newContext(options);
  return context.newPage();
}

test('a parent messages a tutor from the profile, the answer arrives live, and a report reaches the operator', async ({ browser }) => {
  test.setTimeout(120_000);
  const tutor = await open(browser, DESKTOP);
  await signInAsDemo(tutor.request, 'tutor');
  const overview = await (await tutor.request.get('/api/www/v1/teacher/overview')).json();
  const username = overview.data.profile.username as string;

  // A new parent each run, so the thread starts fresh.
  const parent = await open(browser, PHONE);
  await createAccount(parent.request, newMobile().e164, 'مریم رضایی');
  await parent.goto(`/tutor/${username}`);
  await parent.getByTestId('message-tutor').click();
  await expect(parent).toHaveURL(new RegExp(`/profile/dashboard/messages/new/${username}$`));
  await expect(parent.getByRole('heading', { level: 1 })).toHaveText(fa.Conversations.new_title.replace('<who>{name}</who>', overview.data.profile.full_name));
  await parent.getByLabel('پیام شما').fill('سلام، برای ریاضی پایه نهم کلاس می‌خواهم. شماره من ۰۹۱۲ ۱۲۳ ۴۵۶۷ است.');
  await parent.getByRole('button', { name: 'ارسال', exact: true }).click();
  await expect(parent).toHaveURL(/\/profile\/dashboard\/messages\/\d+$/);
  // The heading names the tutor, in its own direction (it once showed the source of a function).
  const heading = parent.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(fa.Conversations.with.replace('<who>{name}</who>', overview.data.profile.full_name));
  await expect(heading.locator('bdi')).toHaveText(overview.data.profile.full_name);
  const sent = parent.getByTestId('message').first();
  await expect(sent.getByTestId('message-body')).toContainText('•••');
  await expect(sent.getByTestId('message-body')).not.toContainText('۴۵۶۷');
  await expect(sent.getByTestId('masked-note')).toBeVisible();

  // The tutor sees the unread count, opens the thread: the number is masked for them too.
  await tutor.goto('/en-US/dashboard/messages');
  const nav = tutor.getByRole('navigation', { name: 'Teacher dashboard' });
  await expect(nav.getByTestId('unread-badge')).toBeVisible();
  // This parent's thread (the demo tutor keeps the threads of earlier runs, some from a parent of the same name).
  const threadId = new URL(parent.url()).pathname.split('/').pop();
  await tutor.getByTestId('conversation-list').locator(`a[href$="/dashboard/messages/${threadId}"]`).filter({ hasText: 'مریم رضایی' }).click();
  await expect(tutor.getByRole('heading', { level: 1 })).toHaveText(en.Conversations.with.replace('<who>{name}</who>', 'مریم رضایی'));
  const received = tutor.getByTestId('message').first();
  await expect(received.getByTestId('message-body')).toContainText('ریاضی');
  await expect(received.getByTestId('message-body')).not.toContainText('۴۵۶۷');
  await expect(received.getByTestId('message-body').locator('bdi')).toHaveAttribute('dir', 'auto');

  // The answer appears on the parent's open page, no reload.
  const parentUrl = parent.url();
  await tutor.getByLabel('Your message').fill('Hello! Yes, I teach grade 9 maths. Wednesday evening works.');
  await tutor.getByRole('button', { name: 'Send', exact: true }).click();
  const answer = parent.getByTestId('message').filter({ hasText: 'Wednesday evening works' });
  await expect(answer).toBeVisible({ timeout: 5_000 });
  expect(parent.url()).toBe(parentUrl);
  expect(await seriousViolations(parent)).toEqual([]);

  // The parent reports the answer, then blocks: the tutor can no longer write.
  await answer.getByRole('button', { name: 'گزارش' }).click();
  await answer.getByLabel('چرا این پیام را گزارش می‌کنید؟').selectOption('off_platform');
  await answer.getByRole('button', { name: 'ارسال گزارش' }).click();
  await expect(answer.getByRole('status')).toBeVisible();
  await parent.getByRole('button', { name: /^مسدود کردن/ }).click();
  await expect(parent.getByTestId('blocked-note')).toBeVisible();
  await tutor.getByLabel('Your message').fill('Are you there?');
  await tutor.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(tutor.locator('form').getByRole('alert')).toContainText('blocked');

  // The operator sees the report with the thread around it, as written.
  const operator = await open(browser, DESKTOP);
  await signInAsDemo(operator.request, 'operator');
  await operator.goto('/en-US/operator/conversation-reports');
  // Open reports are listed oldest first: this one is the newest of its reason (the page checks' test route reports another).
  await operator.getByTestId('report-list').getByRole('link').filter({ hasText: 'Asks to pay or talk outside Tutorly' }).last().click();
  const thread = operator.getByTestId('report-thread');
  await expect(thread.locator('[data-reported="true"]')).toContainText('Wednesday evening works');
  await expect(thread).toContainText('۰۹۱۲ ۱۲۳ ۴۵۶۷');
  expect(await seriousViolations(operator)).toEqual([]);
  await Promise.all([tutor.context().close(), parent.context().close(), operator.context().close()]);
});

test('the thread begun before booking continues from the class page on both sides once paid, where contact details pass', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const parent = await open(browser, PHONE);
  await createAccount(parent.request, newMobile().e164, 'سینا احمدی');
  // A tutor who accepted the parent's request and was chosen; the prepayment's worth is in the wallet.
  const made = await post(parent.request, '/test/classes/awaiting-prepayment', {});
  expect(made.status(), await made.text()).toBe(200);
  const { invoice, tutor_token } = (await made.json()).data as { invoice: string; tutor_token: string };
  const overview = await (await parent.request.get('/api/www/v1/teacher/overview', { headers: { Authorization: `Bearer ${tutor_token}` } })).json();
  const username = overview.data.profile.username as string;

  // Before booking: the number is masked.
  await parent.goto(`/tutor/${username}`);
  await parent.getByTestId('message-tutor').click();
  await parent.getByLabel('پیام شما').fill('سلام، شمارهٔ من ۰۹۱۲ ۷۶۵ ۴۳۲۱ است.');
  await parent.getByRole('button', { name: 'ارسال', exact: true }).click();
  await expect(parent).toHaveURL(/\/profile\/dashboard\/messages\/\d+$/);
  const thread = parent.url();
  await expect(parent.getByTestId('message').first().getByTestId('message-body')).not.toContainText('۴۳۲۱');

  // Paid: the class page's link is the thread itself, and contact details now pass.
  expect((await post(parent.request, `/www/v1/invoice/${invoice}/pay-by-wallet`, {})).status()).toBe(200);
  await parent.goto('/profile/dashboard/my-classes');
  await parent.getByTestId('my-class').first().getByRole('link').first().click();
  await expect(parent.getByTestId('class-messages')).toHaveAttribute('href', new URL(thread).pathname);
  await parent.getByTestId('class-messages').click();
  await expect(parent).toHaveURL(thread);
  await parent.getByLabel('پیام شما').fill('برای هماهنگی: ۰۹۱۲ ۷۶۵ ۴۳۲۱');
  await parent.getByRole('button', { name: 'ارسال', exact: true }).click();
  await expect(parent.getByTestId('message').filter({ hasText: 'برای هماهنگی' }).getByTestId('message-body')).toContainText('۴۳۲۱');

  // The tutor goes from the class's lesson on their dashboard to the class, and from there to the same thread.
  const desk = await open(browser, DESKTOP);
  await desk.context().addCookies([{ name: 'auth_token', value: tutor_token, url: baseURL! }]);
  await desk.goto('/en-US/dashboard?week=2027-01-11');
  await desk.getByTestId('week-sessions').getByRole('link', { name: 'Open the class' }).first().click();
  await expect(desk).toHaveURL(/\/en-US\/profile\/dashboard\/my-classes\/\d+$/);
  await desk.getByTestId('class-messages').click();
  await expect(desk).toHaveURL(new RegExp(`/en-US/dashboard/messages/${new URL(thread).pathname.split('/').pop()}$`));
  await expect(desk.getByTestId('message').filter({ hasText: 'برای هماهنگی' }).getByTestId('message-body')).toContainText('۴۳۲۱');
  await expect(desk.getByTestId('message').first().getByTestId('message-body')).not.toContainText('۴۳۲۱');

  // The parent is elsewhere when the tutor answers: their dashboard's navigation counts the unread message.
  await parent.goto('/profile/dashboard');
  const nav = parent.getByRole('navigation', { name: 'پنل کاربری' });
  await expect(nav.getByRole('link', { name: /^پیام‌ها/ })).toBeVisible();
  await expect(nav.getByTestId('unread-badge')).toHaveCount(0);
  await desk.getByLabel('Your message').fill('Thanks! Mine is +49 30 1234 5678.');
  await desk.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(desk.getByTestId('message').filter({ hasText: 'Thanks!' })).toBeVisible();
  await parent.reload();
  await expect(nav.getByTestId('unread-badge')).toHaveText(/۱/);
  await nav.getByRole('link', { name: /^پیام‌ها/ }).click();
  await parent.getByTestId('conversation-list').getByRole('link').first().click();
  await expect(parent).toHaveURL(thread);
  await expect(parent.getByTestId('message').filter({ hasText: 'Thanks!' }).getByTestId('message-body')).toContainText('1234 5678');
  // Read on the thread page: the count is gone.
  await expect(async () => {
    await parent.goto('/profile/dashboard');
    await expect(nav.getByTestId('unread-badge')).toHaveCount(0);
  }).toPass({ timeout: 10_000 });
  await Promise.all([parent.context().close(), desk.context().close()]);
});
