import { type APIRequestContext, type BrowserContext, expect, type Page, test } from '@playwright/test';
import faMessages from '../../messages/classes/fa.json';
import enMessages from '../../messages/classes/en-US.json';
import { formatPrice } from '../../lib/format';
import { timeZoneName } from '../../lib/i18n/time-zone';
import earningsEn from '../../messages/earnings/en-US.json';
import apiEn from '../../messages/api/en-US.json';
import { codeFromOutbox, demoContext, newMobile, post } from './support/auth';

/**
 * Classes (issue 30) on fixed clocks (the server's through /api/test/clock, the browser's through
 * page.clock): after the prepayment the class appears with its lessons (Persian, phone width); the
 * tutor (English, desktop, Europe/Berlin) sees them on their clock and marks one held; the student
 * confirms, cancels one before the cutoff (free) and one after (charged); a new time is proposed and
 * accepted; the join button opens the room at the right time.
 *
 * The request (tests' STEP_VALUES): Mondays and Wednesdays 15:00–17:00 Berlin, 2 × 90 minutes from
 * Monday 11 January 2027, so the lessons start 14:00 UTC on 11, 13, 18, 20, 25 … January.
 */
const fa = faMessages.Classes;
const en = enMessages.Classes;

test.describe.configure({ mode: 'serial' });

async function setClock(request: APIRequestContext, page: Page | null, iso: string) {
  const answer = await post(request, '/test/clock', { at: iso });
  expect(answer.status()).toBe(200);
  if (page) await page.clock.setFixedTime(new Date(iso));
}

async function signInFresh(request: APIRequestContext) {
  await post(request, '/test/reset-rate-limits', {});
  const { e164 } = newMobile();
  await post(request, '/auth/v1/mobile-verification-send-code', { mobile: e164 });
  const code = await codeFromOutbox(request, e164);
  const login = await post(request, '/auth/v1/login-by-mobile-verification', { mobile: e164, mobile_verification_code: code });
  expect(login.status()).toBe(200);
  await post(request, '/auth/v1/register-fullname', { fullname: 'شاگرد آزمایشی' });
}

const session = (page: Page, startsAt: string) => page.locator(`[data-testid="class-session"]:has(time[datetime="${startsAt}"])`).first();

test('a class from its prepayment: lessons on both clocks, held and confirmed, free and late cancellations, a new time, the room', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const student = await browser.newContext({
    viewport: { width: 390, height: 800 },
    locale: 'fa',
    timezoneId: 'Asia/Tehran',
    extraHTTPHeaders: { 'Accept-Language': 'fa' },
  });
  const page = await student.newPage();
  await page.clock.install({ time: new Date('2027-01-09T10:00:00Z') });
  await setClock(page.request, page, '2027-01-09T10:00:00Z');
  let tutor: BrowserContext | null = null;
  try {
    await signInFresh(page.request);
    await student.addCookies([{ name: 'tz', value: 'Asia/Tehran', url: baseURL! }]);
    const made = await post(page.request, '/test/classes/awaiting-prepayment', {});
    expect(made.status(), await made.text()).toBe(200);
    const { invoice, tutor_token } = (await made.json()).data as { invoice: string; tutor_token: string };
    expect((await post(page.request, `/www/v1/invoice/${invoice}/pay-by-wallet`, {})).status()).toBe(200);

    // The class appears with its lessons, in Tehran time and the Persian calendar.
    await page.goto('/profile/dashboard/my-classes');
    await expect(page.getByTestId('my-class')).toHaveCount(1);
    await page.getByRole('link', { name: fa.open }).click();
    await expect(page.getByTestId('upcoming-sessions').getByTestId('class-session')).toHaveCount(8);
    // 14:00 UTC is 17:30 in Tehran; Persian digits, Jalali month (دی).
    await expect(page.getByTestId('next-session').getByTestId('session-when')).toContainText('۱۷:۳۰');
    await expect(page.getByTestId('next-session').getByTestId('session-when')).toContainText('دی');
    const classUrl = new URL(page.url()).pathname;

    // The tutor, in English on a desktop in Berlin, sees the week on their clock and marks the first lesson held.
    tutor = await browser.newContext({ locale: 'en-US', timezoneId: 'Europe/Berlin', extraHTTPHeaders: { 'Accept-Language': 'en-US' } });
    await tutor.addCookies([
      { name: 'auth_token', value: tutor_token, url: baseURL! },
      { name: 'tz', value: 'Europe/Berlin', url: baseURL! },
    ]);
    const desk = await tutor.newPage();
    await desk.clock.install({ time: new Date('2027-01-11T14:05:00Z') });
    await setClock(page.request, desk, '2027-01-11T14:05:00Z');
    await desk.goto('/en-US/dashboard');
    const first = session(desk, '2027-01-11T14:00:00.000Z');
    await expect(first.getByTestId('session-when')).toContainText('03:00 PM');
    await first.getByRole('button', { name: en.actions.held }).click();
    await expect(session(desk, '2027-01-11T14:00:00.000Z').getByTestId('session-state')).toHaveText(en.states.held);

    // The student confirms it.
    await page.clock.setFixedTime(new Date('2027-01-11T14:05:00Z'));
    await page.goto(classUrl);
    await session(page, '2027-01-11T14:00:00.000Z').getByRole('button', { name: fa.actions.confirm }).click();
    await expect(session(page, '2027-01-11T14:00:00.000Z').getByTestId('session-state')).toHaveText(fa.states.confirmed);

    // Confirmed, the lesson pays the tutor its price less the commission (issue 31): on their earnings page.
    await desk.goto('/en-US/dashboard/earnings');
    const earned = desk.getByTestId('earned-lesson');
    await expect(earned).toHaveCount(1);
    const gross = Number((await earned.locator('td').nth(2).innerText()).replace(/[^0-9.]/g, ''));
    const net = Number((await earned.getByTestId('earned-net').innerText()).replace(/[^0-9.]/g, ''));
    expect(net).toBeCloseTo(gross * 0.75, 2);
    await expect(desk.getByTestId('earnings-available')).toHaveText(await earned.getByTestId('earned-net').innerText());

    // The tutor saves an IBAN and asks for the payout; an operator sends the batch to the bank and marks it paid.
    // The holder's name is this run's own (a retried test's payout may still be in the queue).
    const holder = `Sara ${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
    await desk.getByLabel(earningsEn.Earnings.iban).fill('de89 3704 0044 0532 0130 00');
    await desk.getByLabel(earningsEn.Earnings.holder_name).fill(holder);
    await desk.getByRole('button', { name: earningsEn.Earnings.save_method }).click();
    await expect(desk.getByTestId('payout-method')).toContainText('DE•• •••• 3000');
    await desk.getByTestId('request-payout').click();
    await expect(desk.getByTestId('payout-held')).toBeVisible();
    await expect(desk.getByTestId('earnings-available')).toHaveText(formatPrice(0, 'en-US'));
    const desk2 = await (await demoContext(browser, 'operator', { locale: 'en-US', extraHTTPHeaders: { 'Accept-Language': 'en-US' } })).newPage();
    await desk2.goto('/en-US/operator/payouts');
    await desk2.getByTestId('make-batch').click();
    // The batch is shown, each row with its file for the bank.
    await expect(desk2).toHaveURL(/\/en-US\/operator\/payouts\?state=in_batch$/);
    const batchFile = desk2.getByTestId('desk-payout').filter({ hasText: holder }).getByRole('link', { name: /^B-/ });
    expect((await desk2.request.get((await batchFile.getAttribute('href'))!)).headers()['content-type']).toContain('text/csv');
    await desk2.getByTestId('desk-payout').filter({ hasText: holder }).getByRole('button', { name: earningsEn.PayoutDesk.mark_paid, exact: true }).click();
    await expect(desk2.getByTestId('desk-payout').filter({ hasText: holder })).toHaveCount(0);
    await desk2.context().close();
    await desk.reload();
    await expect(desk.getByTestId('payout').first()).toHaveAttribute('data-state', 'paid');

    // Before the cutoff: the lesson of 18 January is cancelled free.
    await session(page, '2027-01-18T14:00:00.000Z').getByTestId('cancel-lesson').click();
    await expect(page.getByTestId('cancel-rule')).toHaveAttribute('data-rule', 'free');
    await expect(page.getByTestId('cancel-rule')).toHaveText(fa.cancel_free);
    await page.getByRole('button', { name: fa.cancel_confirm }).click();
    await expect(session(page, '2027-01-18T14:00:00.000Z').getByTestId('session-state')).toHaveText(fa.cancel_rules.free);

    // After the cutoff (23 hours before 13 January's lesson): charged, and the page says so first.
    await setClock(page.request, page, '2027-01-12T15:00:00Z');
    await page.goto(classUrl);
    await session(page, '2027-01-13T14:00:00.000Z').getByTestId('cancel-lesson').click();
    await expect(page.getByTestId('cancel-rule')).toHaveAttribute('data-rule', 'late');
    await page.getByRole('button', { name: fa.cancel_confirm }).click();
    await expect(session(page, '2027-01-13T14:00:00.000Z').getByTestId('session-state')).toHaveText(fa.cancel_rules.late);
    // Two of the two prepaid lessons are charged now (held + late): nothing prepaid left.
    await expect(page.getByTestId('class-balance')).toHaveAttribute('data-balance-cents', '0');

    // The tutor proposes a new time for 20 January's lesson (Thursday 21 at 10:00 Berlin), the student accepts.
    await desk.clock.setFixedTime(new Date('2027-01-12T15:00:00Z'));
    await desk.goto('/en-US/dashboard?week=2027-01-18');
    await session(desk, '2027-01-20T14:00:00.000Z').getByTestId('propose-open').click();
    await expect(desk.getByTestId('reschedule-page')).toBeVisible();
    await expect(desk.getByTestId('reschedule-hours')).toContainText(en.reschedule_hours_tutor);
    // The zone by its name, as people read it ("Central European Time (Berlin)").
    const newStart = desk.getByLabel(en.propose_label.replace('{zone}', timeZoneName('Europe/Berlin', 'en-US')));
    // 03:00 in Berlin is outside the tutor's hours: refused on this page, under the field, with the time kept.
    await newStart.fill('2027-01-21T03:00');
    await desk.getByRole('button', { name: en.propose_send }).click();
    await expect(desk.getByTestId('field-starts_at-error')).toHaveText(apiEn.Api.domain.class_reschedule_outside_hours);
    await expect(newStart).toHaveValue('2027-01-21T03:00');
    await expect(newStart).toHaveAttribute('aria-invalid', 'true');
    await newStart.fill('2027-01-21T10:00');
    await desk.getByRole('button', { name: en.propose_send }).click();
    // Back to the week it was opened from, the proposal on its lesson.
    await expect(desk).toHaveURL(/\/en-US\/dashboard\?week=2027-01-18$/);
    await expect(session(desk, '2027-01-20T14:00:00.000Z').getByTestId('session-proposal')).toBeVisible();
    await page.goto(classUrl);
    await session(page, '2027-01-20T14:00:00.000Z').getByTestId('session-proposal').getByRole('button', { name: fa.accept, exact: true }).click();
    await expect(session(page, '2027-01-21T09:00:00.000Z')).toBeVisible();

    // The tutor cancels 27 January's lesson from their week: the confirmation page says it is the tutor's, then back to that week.
    await desk.goto('/en-US/dashboard?week=2027-01-25');
    await session(desk, '2027-01-27T14:00:00.000Z').getByTestId('cancel-lesson').click();
    await expect(desk.getByTestId('cancel-rule')).toHaveAttribute('data-rule', 'tutor');
    await desk.getByRole('button', { name: en.cancel_confirm }).click();
    await expect(desk).toHaveURL(/\/en-US\/dashboard\?week=2027-01-25$/);
    await expect(session(desk, '2027-01-27T14:00:00.000Z').getByTestId('session-state')).toHaveText(en.cancel_rules.tutor);

    // The room: closed 11 minutes before 25 January's lesson, open from 10 minutes before, to the room of this class.
    await page.route('https://meet.jit.si/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>room</title>' }));
    await setClock(page.request, page, '2027-01-25T13:49:00Z');
    await page.goto(classUrl);
    await expect(session(page, '2027-01-25T14:00:00.000Z').getByTestId('join-lesson')).toHaveAttribute('aria-disabled', 'true');
    await setClock(page.request, page, '2027-01-25T13:50:00Z');
    await page.goto(classUrl);
    const join = session(page, '2027-01-25T14:00:00.000Z').getByTestId('join-lesson');
    await expect(join).toHaveAttribute('aria-disabled', 'false');
    await join.click();
    await expect(page).toHaveURL(/^https:\/\/meet\.jit\.si\/tutorly-[A-Za-z0-9_-]{32,}-\d+$/);
  } finally {
    await post(page.request, '/test/clock', { at: null });
    await tutor?.close();
    await student.close();
  }
});
