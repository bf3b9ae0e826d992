import { expect, type Page, test } from '@playwright/test';
import { createAccount, demoContext, newMobile, post, totpCode } from './support/auth';
import { axe } from './support/axe';
import { DASHBOARD_AREAS } from '@/lib/dashboards/areas';

const EN = { locale: 'en-US', extraHTTPHeaders: { 'Accept-Language': 'en-US' } };

test('an operator sets up the second factor, opens the console with it, and finds it in the audit log', async ({ browser, baseURL }) => {
  // The demo admin makes a new account an operator (the admin's own console passes its second factor).
  const admin = await demoContext(browser, 'operator', EN);
  const mobile = newMobile();
  const anonymous = await browser.newContext(EN);
  const token = await createAccount(anonymous.request, mobile.e164, 'Nima Console');
  const granted = await post(admin.request, '/www/v1/operator/roles', { mobile: mobile.e164, role: 'operator', granted: true });
  expect(granted.status(), await granted.text()).toBe(200);
  const userId = (await granted.json()).data.user_id as number;

  // Signed in, the new operator is sent to the second factor before any console page.
  const context = await browser.newContext(EN);
  await context.addCookies([{ name: 'auth_token', value: token, url: baseURL! }]);
  const page = await context.newPage();
  await page.goto('/en-US/operator/jobs');
  await expect(page).toHaveURL(/\/en-US\/console-check\?redirect_url=%2Foperator%2Fjobs$/);
  expect((await page.request.get('/api/www/v1/operator/overview')).status()).toBe(403);

  // Enrolment: a QR code and the key to type; the app's code opens the console and goes back to the page asked for.
  await page.getByTestId('second-factor-enrol').click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const secret = (await page.getByTestId('second-factor-secret').innerText()).trim();
  await page.getByLabel('Code from the app').fill('000000' === totpCode(secret) ? '111111' : '000000');
  await page.getByTestId('second-factor-submit').click();
  await expect(page.getByTestId('second-factor-code-error')).toContainText('This code is not right');
  await page.getByLabel('Code from the app').fill(totpCode(secret));
  await page.getByTestId('second-factor-submit').click();
  await expect(page).toHaveURL(/\/en-US\/operator\/jobs$/);
  expect((await page.request.get('/api/www/v1/operator/overview')).status()).toBe(200);

  // The audit log shows the role given to them and their enrolment, filtered by record and action, and as CSV.
  await page.goto(`/en-US/operator/audit?record_type=user&record_id=${userId}`);
  const rows = page.getByTestId('audit-row');
  await expect(rows.and(page.locator('[data-action="role.grant"]'))).toHaveCount(1);
  await expect(rows.and(page.locator('[data-action="second_factor.enrol"]'))).toHaveCount(1);
  await page.getByLabel('Action').selectOption('role.grant');
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page).toHaveURL(/action=role\.grant/);
  await expect(rows).toHaveCount(1);
  const csvHref = await page.getByTestId('audit-csv').getAttribute('href');
  const csv = await page.request.get(csvHref!);
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(`,role.grant,user,${userId},operator,`);

  // The operator finds a person by mobile and blocks them: their open page is signed out, sign-in refused.
  const someone = newMobile();
  const someoneToken = await createAccount(anonymous.request, someone.e164, 'Kaveh Blocked');
  const victim = await browser.newContext(EN);
  await victim.addCookies([{ name: 'auth_token', value: someoneToken, url: baseURL! }]);
  const victimPage = await victim.newPage();
  await victimPage.goto('/en-US/profile/dashboard');
  await expect(victimPage).toHaveURL(/\/en-US\/profile\/dashboard$/);
  // A person's roles in the page's words (the demo tutor found by their number).
  await page.goto('/en-US/operator/people?q=09350000002');
  await expect(page.getByTestId('person').first()).toContainText('Roles: Tutor');
  await page.goto(`/en-US/operator/people?q=${someone.national}`);
  const card = page.getByTestId('person');
  await expect(card).toHaveCount(1);
  await card.getByLabel(/Why/).fill('Fake payment receipts.');
  await card.getByRole('button', { name: 'Block' }).click();
  await expect(card.getByTestId('person-blocked')).toContainText('Fake payment receipts.');
  await victimPage.reload();
  await expect(victimPage).toHaveURL(/\/auth\/login/);
  const refused = await post(anonymous.request, '/auth/v1/login-by-mobile-verification', { mobile: someone.e164, mobile_verification_code: '00000' });
  expect(refused.status()).not.toBe(200);
  const blockedId = Number(await card.getAttribute('data-person-id'));
  await page.goto(`/en-US/operator/audit?action=account.block&record_id=${blockedId}`);
  await expect(page.getByTestId('audit-row')).toHaveCount(1);
  await expect(page.getByTestId('audit-row')).toContainText('Fake payment receipts.');
  await victim.close();
  await context.close();
  await anonymous.close();
  await admin.close();
});

// A student's and a tutor's sessions are refused on console pages and routes, the door included
// (a test per role: each visits every page of the console).
for (const who of ['student', 'tutor'] as const) {
  test(`a ${who}'s session is refused on every console page and route`, async ({ browser }) => {
    const other = await demoContext(browser, who, EN);
    const otherPage = await other.newPage();
    // Every section of the console (lib/dashboards/areas.ts), the record pages and the door.
    const pages = [...DASHBOARD_AREAS.operator.sections.map((section) => `/en-US${section.href}`), '/en-US/operator/people/1', '/en-US/console-check'];
    for (const path of pages) {
      expect((await otherPage.goto(path))?.status(), `${who} ${path}`).toBe(403);
    }
    for (const path of [
      '/api/www/v1/operator/audit',
      '/api/www/v1/operator/audit/export.csv',
      '/api/www/v1/operator/overview',
      '/api/www/v1/operator/second-factor',
      '/api/www/v1/operator/overview/charts',
      '/api/www/v1/operator/tutor-requests',
      '/api/www/v1/operator/invoices',
      '/api/www/v1/operator/people/1/record',
    ]) {
      expect((await otherPage.request.get(path)).status(), `${who} ${path}`).toBe(403);
    }
    await other.close();
  });
}

test('the overview charts a period in the operator’s zone, and says so when the period is turned round', async ({ browser }) => {
  const operator = await demoContext(browser, 'operator', EN);
  const page = await operator.newPage();
  await page.goto('/en-US/operator');
  // The last 30 days by default, a bar per day.
  await expect(page.getByTestId('chart-requests').getByRole('listitem')).toHaveCount(30);
  // A label wider than its bar spills over its neighbours, never past the chart's edges.
  await expectLabelsInsideChart(page);
  // The zone by its name, never the raw IANA id (issue 29).
  await expect(page.getByTestId('overview-period')).toContainText('Days in');
  await expect(page.getByTestId('overview-period')).not.toContainText(/[A-Za-z]+\/[A-Za-z_]+/);

  await page.getByLabel('From', { exact: true }).fill('2026-11-01');
  await page.getByLabel('To', { exact: true }).fill('2026-11-07');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/from=2026-11-01&to=2026-11-07/);
  await expect(page.getByTestId('chart-requests').getByRole('listitem')).toHaveCount(7);
  await expect(page.getByTestId('overview-period')).toContainText('Nov 1, 2026');
  await expect(page.getByTestId('chart-total-submitted')).toHaveText(/^\d+$/);
  const results = await axe(page).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  await page.goto('/en-US/operator?from=2026-11-07&to=2026-11-01');
  await expect(page.getByTestId('overview-period-error')).toHaveText('The end of the period must be on or after its start.');
  await expect(page.getByTestId('chart-requests').getByRole('listitem')).toHaveCount(30);
  await operator.close();

  // In Persian the days run from the right, and the labels keep inside the chart there too.
  const persian = await demoContext(browser, 'operator', { locale: 'fa', extraHTTPHeaders: { 'Accept-Language': 'fa' } });
  const persianPage = await persian.newPage();
  await persianPage.goto('/operator');
  await expect(persianPage.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(persianPage.getByTestId('chart-requests').getByRole('listitem')).toHaveCount(30);
  await expectLabelsInsideChart(persianPage);
  await persian.close();
});

/** Every label under the requests chart lies within the chart's width (a first or last label spilled past it). */
async function expectLabelsInsideChart(page: Page) {
  const chart = (await page.getByTestId('chart-requests').boundingBox())!;
  for (const label of await page.getByTestId('chart-requests').locator('li > span[aria-hidden]').all()) {
    const box = (await label.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(chart.x - 0.5);
    expect(box.x + box.width).toBeLessThanOrEqual(chart.x + chart.width + 0.5);
  }
}
