import { type APIRequestContext, expect, test } from '@playwright/test';
import { createAccount, demoContext, newMobile, post, signInAsDemo } from './support/auth';

const EN = { locale: 'en-US', extraHTTPHeaders: { 'Accept-Language': 'en-US' } };
const HOUR = 3_600_000;

/**
 * The console's requests and matching (issue 34) in English: a new student's request waits 25 hours
 * with no tutor's yes (the server's clock moved on through the test route), so the operator finds it
 * in the stalled list, opens it, assigns a demo tutor with a reason, and finds the action in the
 * audit log; the student sees the tutor among those who said yes. The request is cancelled at the
 * end, so the tutor's hours are free again for the other specs.
 */
async function setServerClock(request: APIRequestContext, at: Date | null) {
  const answer = await post(request, '/test/clock', { at: at?.toISOString() ?? null });
  expect(answer.status()).toBe(200);
}

async function submittedRequest(request: APIRequestContext, token: string): Promise<number> {
  const link = await (await request.get('/api/www/v2/tutor/list/link-parameters?slugs=high-school-math')).json();
  const courseId = link.data.course.id as number;
  const created = await post(request, '/www/v1/tutor-request', { origin: 'suggestion', course_id: courseId }, token);
  expect(created.status(), await created.text()).toBe(201);
  const id = (await created.json()).data.id as number;
  const start = new Date(Date.now() + 10 * 24 * HOUR).toISOString().slice(0, 10);
  const steps: Record<string, object> = {
    'class-info': {
      course_id: courseId,
      level: 'Grade 11',
      teaching_mode: 'online',
      sessions_per_week: 2,
      session_minutes: 60,
      start_date: start,
      group_kind: 'one_to_one',
    },
    'student-info': { learner: 'me', learner_name: '', age_or_grade: '17', goals: 'Get ready for the university entrance exam', tried_before: '' },
    calendar: {
      time_zone: 'Europe/Berlin',
      weekly_hours: [
        { weekday: 1, start_minute: 15 * 60, end_minute: 17 * 60 },
        { weekday: 3, start_minute: 15 * 60, end_minute: 17 * 60 },
      ],
    },
    'teaching-price': { budget_min_cents: 1_000, budget_max_cents: 100_000 },
    supplementary: { gender_preference: 'any', contact_method: 'sms', notes: '' },
  };
  for (const [step, value] of Object.entries(steps)) {
    const saved = await post(request, `/www/v1/tutor-request/${id}/${step}`, value, token);
    expect(saved.status(), `${step}: ${await saved.text()}`).toBe(200);
  }
  const submitted = await post(request, `/www/v1/tutor-request/${id}/submit`, {}, token);
  expect(submitted.status(), await submitted.text()).toBe(200);
  return id;
}

test('an operator finds a stalled request, assigns a tutor with a reason, the student sees the tutor, the audit log has the action', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const anonymous = await browser.newContext(EN);
  const token = await createAccount(anonymous.request, newMobile().e164, 'Sara Waiting');
  const requestId = await submittedRequest(anonymous.request, token);
  // The Berlin demo tutor (tutor-3) teaches these hours; matching has asked them.
  const tutorRequest = (await browser.newContext()).request;
  await signInAsDemo(tutorRequest, 'tutor-3');
  const tutor = (await (await tutorRequest.get('/api/www/v1/teacher/overview')).json()).data.profile as { tutor_id: number; username: string };

  const admin = await demoContext(browser, 'operator', EN);
  const page = await admin.newPage();
  try {
    // Fresh: in the list, not stalled.
    await page.goto('/en-US/operator/tutor-requests');
    const row = page.locator(`[data-testid="operator-request"][data-request-id="${requestId}"]`);
    await expect(row).toHaveAttribute('data-stalled', 'false');
    await page.goto('/en-US/operator/tutor-requests?stalled=1');
    await expect(row).toHaveCount(0);

    // 25 hours later nobody has said yes: stalled, marked in words as well as colour.
    await setServerClock(page.request, new Date(Date.now() + 25 * HOUR));
    await page.goto('/en-US/operator/tutor-requests');
    await page.getByLabel('Stalled only').check();
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/stalled=1/);
    await expect(row).toHaveAttribute('data-stalled', 'true');
    await expect(row.getByTestId('stalled-badge')).toHaveText('Stalled');
    await expect(row).toContainText('Sara Waiting');
    await expect(row).toContainText('25 hours');
    // Oldest first: the seeded demo request (three days) comes before this one.
    const ids = await page.getByTestId('operator-request').evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-request-id'))));
    expect(ids.indexOf(requestId)).toBe(ids.length - 1);

    // The request: its offers (the demo tutors asked), the badge, the actions.
    await row.getByRole('link', { name: `#${requestId}` }).click();
    await expect(page).toHaveURL(new RegExp(`/en-US/operator/tutor-requests/${requestId}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Request #${requestId}`);
    await expect(page.getByTestId('stalled-badge')).toBeVisible();
    await expect(page.locator('[data-testid="request-offer"][data-state="offered"]').first()).toBeVisible();

    // Assigning needs a reason; then the tutor is the student's suggestion.
    const form = page.getByTestId('request-assign-form');
    await form.getByLabel('Tutor').selectOption(String(tutor.tutor_id));
    await form.getByRole('button', { name: 'Assign this tutor' }).click();
    await expect(form.getByTestId('request-assign-reason-error')).toBeVisible();
    await form.getByLabel(/Why/).fill('Agreed on the phone at 10:00');
    await form.getByRole('button', { name: 'Assign this tutor' }).click();
    await expect(form.getByTestId('request-assign-outcome')).toHaveText('Done.');
    await expect(page.getByTestId('request-state')).toHaveText('Tutors said yes');
    await expect(page.getByTestId('stalled-badge')).toHaveCount(0);
    await expect(page.locator('[data-testid="request-transition"][data-transition="tutor_accepted"][data-actor="operator"]')).toContainText(
      'Agreed on the phone at 10:00',
    );

    // The student sees the tutor among those who said yes, and may choose them.
    const student = await browser.newContext(EN);
    await student.addCookies([{ name: 'auth_token', value: token, url: baseURL! }]);
    const studentPage = await student.newPage();
    await studentPage.goto(`/en-US/tutor-request/tracking/${requestId}`);
    await expect(studentPage.getByTestId('request-state')).toHaveAttribute('data-state', 'suggestions_ready');
    const card = studentPage.getByTestId('suggestion-card');
    await expect(card).toHaveCount(1);
    await expect(card.getByRole('link').first()).toHaveAttribute('href', new RegExp(`/tutor/${tutor.username}$`));
    await student.close();

    // The audit log has the action, who did it, and why.
    await page.goto(`/en-US/operator/audit?action=tutor_request.assign&record_id=${requestId}`);
    const entry = page.getByTestId('audit-row');
    await expect(entry).toHaveCount(1);
    await expect(entry).toHaveAttribute('data-action', 'tutor_request.assign');
    await expect(entry).toContainText('Tutor assigned');
    await expect(entry).toContainText('Agreed on the phone at 10:00');
  } finally {
    await setServerClock(page.request, null);
    // The tutor's hours are free again for the other specs.
    await post(anonymous.request, `/www/v1/tutor-request/${requestId}/cancel`, {}, token);
    await admin.close();
    await anonymous.close();
  }
});
