import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../../server/db/seed/seed-demo-accounts';
import { timeZoneName } from '../../lib/i18n/time-zone';
import payments from '../../messages/payments/fa.json';
import requestsFa from '../../messages/tutor-requests/fa.json';
import { post } from './support/auth';

/**
 * Issue 17 in a browser, in Persian at phone width: a visitor requests a class from a profile,
 * signs in, fills every step (in person, with an address), reloads mid-form, submits; the tutor
 * sees the offer on their own clock and accepts; the student chooses and reaches prepayment;
 * my-requests lists it; "suggest a tutor" from a list; a reassign.
 */
const PHONE = { width: 390, height: 800 };
const STUDENT = { national: '09350000001', e164: '+989350000001' };
const PERSIAN_DIGIT = /[۰-۹]/;

async function apiLogin(request: APIRequestContext, mobile: string) {
  await post(request, '/test/reset-rate-limits', {});
  const answer = await post(request, '/auth/v1/login-by-password', { mobile, password: DEMO_PASSWORD, auth_origin: 'WEBSITE_LOGIN', auth_method: 'PASSWORD' });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()).data.token as string;
}

/** Earlier runs' open requests of the demo student are cancelled (the form starts from a request not yet sent). */
async function cancelOpenRequests(browser: Browser) {
  const context = await browser.newContext();
  const request = context.request;
  const token = await apiLogin(request, STUDENT.e164);
  const mine: { id: number; state: string }[] = [];
  for (let page = 1, more = true; more; page++) {
    const answer = (await (await request.get(`/api/www/v1/tutor-request/mine?page=${page}`, { headers: { Authorization: `Bearer ${token}` } })).json())
      .data as { requests: { id: number; state: string }[]; has_more: boolean };
    mine.push(...answer.requests);
    more = answer.has_more;
  }
  for (const r of mine.filter((r) => !['prepaid', 'cancelled'].includes(r.state))) {
    await request.post(`/api/www/v1/tutor-request/${r.id}/cancel`, { data: {}, headers: { Authorization: `Bearer ${token}` } });
  }
  await context.close();
}

async function phone(browser: Browser, timezoneId: string) {
  const context = await browser.newContext({ viewport: PHONE, locale: 'fa', timezoneId, extraHTTPHeaders: { 'Accept-Language': 'fa' } });
  return context.newPage();
}

async function next(page: Page) {
  await page.getByRole('button', { name: 'ذخیره و ادامه' }).click();
}

test.describe('requesting a tutor (fa, 390px)', () => {
  test.setTimeout(180_000);

  test('profile → sign in → every step → submit; tutor accepts on their clock; student chooses and reaches prepayment; reassign', async ({
    browser,
    baseURL,
  }) => {
    // A tutor of this run's own: an earlier run's class still holds the hours this one asks for (classes keep their weekly hours).
    const tutorPage = await phone(browser, 'Asia/Tehran');
    const made = await post(tutorPage.request, '/test/tutor-requests/fresh-tutor', {});
    expect(made.status(), await made.text()).toBe(200);
    const tutorToken = ((await made.json()).data as { token: string }).token;
    await tutorPage.context().addCookies([{ name: 'auth_token', value: tutorToken, url: baseURL! }]);
    const overview = (await (await tutorPage.request.get('/api/www/v1/teacher/overview', { headers: { Authorization: `Bearer ${tutorToken}` } })).json()).data;
    const { username, full_name: tutorName } = overview.profile as { username: string; full_name: string };
    await cancelOpenRequests(browser);

    // A visitor presses "request class" on the profile and is sent to sign in.
    const page = await phone(browser, 'Europe/Berlin');
    await page.goto(`/tutor/${username}`);
    await page.getByRole('button', { name: `درخواست کلاس با ${tutorName}` }).click();
    await expect(page).toHaveURL(/\/auth\/login\?redirect_url=%2Ftutor-request%2Fnew/);
    await post(page.request, '/test/reset-rate-limits', {});
    await page.getByLabel('شماره موبایل').fill(STUDENT.national);
    await page.getByRole('button', { name: 'ادامه' }).click();
    await page.getByRole('button', { name: 'ورود با رمز عبور' }).click();
    await page.getByLabel('رمز عبور').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'ورود', exact: true }).click();

    // Back to the same request, which starts with one press.
    await expect(page).toHaveURL(/\/tutor-request\/new\?tutor=/);
    await expect(page.getByText(tutorName)).toBeVisible();
    await page.getByRole('button', { name: 'شروع درخواست' }).click();
    await expect(page).toHaveURL(/\/tutor-request\/form\/class-info\?teacher_request_id=\d+$/);
    const requestId = Number(new URL(page.url()).searchParams.get('teacher_request_id'));

    // class-info: a refused step says why under the field.
    await page.getByLabel('سطح یا پایه').fill('');
    await next(page);
    await expect(page.getByTestId('field-level-error')).toBeVisible();
    await page.getByLabel('سطح یا پایه').fill('پایهٔ دهم');
    await page.getByText('حضوری', { exact: true }).click();
    // The start date in the Persian calendar (issue 29): 21 Dey 1405 is Monday 11 January 2027.
    const start = page.getByRole('group', { name: 'تاریخ شروع' });
    await start.getByLabel('روز').selectOption('21');
    await start.getByLabel('ماه').selectOption({ label: 'دی' });
    await start.getByLabel('سال').selectOption({ label: '۱۴۰۵' });
    await next(page);

    // student-info, then a reload mid-form resumes from the server.
    await expect(page).toHaveURL(/\/tutor-request\/form\/student-info\?/);
    await page.getByText('فرزندم').click();
    await page.getByLabel('سن یا پایه').fill('۱۵');
    await page.getByLabel('هدف‌ها').fill('قبولی در امتحان نهایی با نمرهٔ خوب');
    await next(page);
    await expect(page).toHaveURL(/\/tutor-request\/form\/calendar\?/);
    await page.reload();
    await page.getByRole('link', { name: 'بازگشت' }).click();
    await expect(page.getByLabel('هدف‌ها')).toHaveValue('قبولی در امتحان نهایی با نمرهٔ خوب');
    await next(page);

    // calendar: Jalali dates, Saturday first, Persian digits; the student's zone.
    const days = page.getByTestId('week-grid-day');
    await expect(days.first()).toHaveAttribute('data-weekday', '6');
    await expect(days.first()).toContainText('شنبه');
    await expect(days.nth(2)).toContainText('دی'); // Monday 11 January 2027 is 21 Dey 1405
    await expect(page.getByTestId('calendar-week')).toContainText('۱۴۰۵');
    expect(await page.getByTestId('week-grid').innerText()).not.toMatch(/[0-9]/);
    expect(await page.getByTestId('week-grid').innerText()).toMatch(PERSIAN_DIGIT);
    // At 390 px every day's heading fits its column (the names ran together before).
    const overflowing = await days.evaluateAll((cells) => cells.filter((cell) => cell.scrollWidth > cell.clientWidth).length);
    expect(overflowing).toBe(0);
    await page.getByLabel('منطقهٔ زمانی').selectOption('Europe/Berlin');
    await page.locator('input[name="cell"][value="1-1020"]').check();
    await page.locator('input[name="cell"][value="1-1080"]').check();
    await next(page);

    // address-details (in person), budget with the market's prices, anything else.
    await expect(page).toHaveURL(/\/tutor-request\/form\/address-details\?/);
    const city = page.getByLabel('شهر');
    const firstCity = await city.locator('option[value*=":"]').first().getAttribute('value');
    await city.selectOption(firstCity!);
    await page.getByLabel('منطقه یا محله').fill('سعادت‌آباد');
    await page.getByLabel('راهنمای رسیدن به محل').fill('طبقهٔ سوم، زنگ دوم');
    await next(page);
    await expect(page.getByTestId('market-prices')).toBeVisible();
    await page.getByLabel('کمترین (یورو در ساعت)').fill('۱۰');
    await page.getByLabel('بیشترین (یورو در ساعت)').fill('200');
    await next(page);
    await next(page);

    // Review, with a link to change each step, then submit.
    await expect(page).toHaveURL(/\/tutor-request\/form-finish\?/);
    await expect(page.getByTestId('review-address-details')).toContainText('سعادت‌آباد');
    await expect(page.getByTestId('review-class-info')).toContainText('۲۱ دی ۱۴۰۵');
    await expect(page.getByTestId('review-calendar')).toContainText(timeZoneName('Europe/Berlin', 'fa'));
    await page.getByRole('button', { name: 'ارسال درخواست' }).click();
    await expect(page).toHaveURL(new RegExp(`/tutor-request/successful/${requestId}$`));
    // The page says who was asked: the tutor whose profile started the request (issue 29).
    await expect(page.getByTestId('request-sent-summary')).toContainText(`از ${tutorName} پرسیدیم`);
    await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).map((e) => e.event))).toContain('teacherProfileTeacherRequestSubmit');

    // The tutor sees the offer on their own clock: Berlin 17:00–19:00 in January is 19:30–21:30 in Tehran.
    // Their offers page lists every offer newest first (their home: the five waiting ones due soonest).
    await tutorPage.goto('/dashboard/offers');
    const number = requestId.toLocaleString('fa-IR', { useGrouping: false });
    const card = tutorPage.getByTestId('offer').filter({ has: tutorPage.getByTestId('offer-request').filter({ hasText: number }) });
    await expect(card).toHaveAttribute('data-state', 'offered');
    await expect(card.getByTestId('offer-hours')).toContainText('۱۹:۳۰ تا ۲۱:۳۰');
    await expect(card).not.toContainText('سعادت‌آباد'); // the address stays private
    // What the student wants tells two offers apart (issue 29).
    await expect(card.getByTestId('offer-goals')).toHaveText('قبولی در امتحان نهایی با نمرهٔ خوب');
    await card.getByRole('button', { name: 'می‌پذیرم' }).click();
    // The page comes back saying what the answer did, the offer accepted.
    await expect(tutorPage).toHaveURL(/\/dashboard\/offers\?filter=all&page=1$/);
    await expect(tutorPage.getByRole('status').filter({ hasText: number })).toHaveText(requestsFa.TutorRequest.offer_accepted_notice.replace('{id}', number));
    await expect(card).toHaveAttribute('data-state', 'accepted');

    // The student sees the suggestion, chooses it and reaches prepayment.
    await page.goto(`/tutor-request/tracking/${requestId}`);
    await expect(page.getByTestId('request-state')).toHaveAttribute('data-state', 'suggestions_ready');
    expect(await page.getByTestId('timeline').innerText()).toMatch(PERSIAN_DIGIT);
    const suggestion = page.getByTestId('suggestion-card').first();
    await expect(suggestion).toContainText(tutorName);
    await suggestion.getByRole('button', { name: `انتخاب ${tutorName}` }).click();
    await expect(page).toHaveURL(new RegExp(`/tutor-request/tracking/${requestId}/prepayment$`));
    await expect(page.getByTestId('prepayment-amount')).toContainText('€');
    // Paid by card on the sandbox gateway's page: the success page names the tutor, with a receipt (issue 29).
    await expect(page.getByTestId('bill-total')).toContainText('€');
    const total = await page.getByTestId('bill-total').innerText();
    await page.getByRole('link', { name: payments.Bill.pay_card.replace('{amount}', total) }).click();
    await page.getByRole('button', { name: payments.SandboxGateway.pay, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/tutor-request/tracking/${requestId}/success$`));
    await expect(page.getByTestId('prepaid-summary')).toContainText(tutorName);
    await expect(page.getByTestId('receipt-total')).toHaveText(total);

    // my-requests lists it paid, and the class is there.
    await page.goto('/profile/dashboard/my-requests');
    await expect(page.locator(`[data-testid="my-request"][data-state="prepaid"]`).first()).toBeVisible();
    await page.goto('/profile/dashboard/my-classes');
    await expect(page.getByTestId('my-class').filter({ hasText: tutorName }).first()).toBeVisible();

    // Reassign (on another request awaiting its prepayment): a reason, the tutor released, matching again without them.
    const other = (await (await post(page.request, '/test/payments/awaiting-prepayment', {})).json()).data.id as number;
    await page.goto(`/tutor-request/reassign/${other}`);
    await page.getByLabel('دلیل').fill('ساعت‌های دیگری لازم داریم');
    await page.getByRole('button', { name: 'یافتن استادان دیگر' }).click();
    await expect(page).toHaveURL(new RegExp(`/tutor-request/tracking/${other}$`));
    await expect(page.getByTestId('request-state')).toHaveAttribute('data-state', /^(matching|offers_out)$/);
    await expect(page.getByTestId('timeline')).toContainText('استاد دیگری خواستید');

    // "Suggest a tutor" from a list opens a new request's form.
    await page.goto('/tutor-list');
    await page.getByRole('button', { name: 'معلم پیشنهاد بده' }).first().click();
    await expect(page).toHaveURL(/\/tutor-request\/form\/class-info\?teacher_request_id=\d+$/);
  });

  test('the form without teacher_request_id, or with another user\'s, is "Page Not Found: {fullPath}"', async ({ browser }) => {
    const page = await phone(browser, 'Asia/Tehran');
    await apiLogin(page.request, STUDENT.e164);
    const missing = await page.goto('/tutor-request/form');
    expect(missing?.status()).toBe(404);
    await expect(page.getByText('/tutor-request/form')).toBeVisible();
    const other = await page.goto('/tutor-request/form?teacher_request_id=999999');
    expect(other?.status()).toBe(404);
  });
});
