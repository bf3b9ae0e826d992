import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { sampleFile } from '@/server/uploads/sample-files';
import { createAccount, newMobile, post, signInAsDemo } from './support/auth';
import { axe } from './support/axe';
import { readSitemap } from './support/sitemap';

/**
 * Becoming a tutor (issue 19), in Persian on a phone: every step of the start-teaching flow with
 * real tus uploads (a 30 MB video interrupted and resumed from its offset), the agreement, submit,
 * tracking, a ticket, approval in the operator console, the live profile, signing in again to /dashboard and a new price.
 */
const messages = (locale: string, file: string) => JSON.parse(readFileSync(path.join('messages', file, `${locale}.json`), 'utf8'));
const FA = messages('fa', 'tutor-applications').StartTeaching;
const TICKETS = messages('fa', 'tickets').Tickets;
const AUTH = messages('fa', 'auth').Auth;
const OPERATOR = messages('fa', 'operator').Operator;
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'teach-with-us-1';
const MB = 1024 * 1024;

const files = mkdtempSync(path.join(os.tmpdir(), 'start-teaching-'));
const VIDEO = path.join(files, 'intro.mp4');
const PDF = path.join(files, 'national-card.pdf');
writeFileSync(VIDEO, sampleFile('video/mp4', 30 * MB));
writeFileSync(PDF, Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'));
const PHOTO = path.join('public', 'media', 'tutors', 'photos', 'f-01.webp');

async function save(page: Page, next: string) {
  await page.getByRole('button', { name: FA.save_continue }).click();
  await expect(page).toHaveURL(new RegExp(`/start-teaching/${next}$`));
}

test.describe.configure({ timeout: 240_000 });

test('a new tutor goes through every step on a phone, is approved, goes live, and edits the price from the dashboard', async ({ browser }) => {
  const context = await browser.newContext({ viewport: PHONE, locale: 'fa', extraHTTPHeaders: { 'Accept-Language': 'fa' } });
  const page = await context.newPage();
  const mobile = newMobile();
  await post(page.request, '/test/reset-rate-limits', {});
  await createAccount(page.request, mobile.e164, 'سارا کریمی', PASSWORD);

  // The home page invites tutors; the invitation opens the onboarding.
  await page.goto('/');
  await page.getByTestId('home-start-teaching').click();
  await expect(page).toHaveURL(/\/start-teaching$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(FA.intro_heading);
  await page.getByTestId('start-teaching-action').click();

  // personal-info: the Iranian national id is checked.
  await expect(page).toHaveURL(/\/start-teaching\/personal-info$/);
  await page.getByLabel(FA.first_name).fill('سارا');
  await page.getByLabel(FA.last_name).fill('کریمی');
  // The birth date in the Persian calendar (issue 29): 31 Ordibehesht 1369 is 21 May 1990.
  await page.getByLabel(FA.gender).selectOption('FEMALE');
  await page.getByRole('button', { name: FA.save_continue }).click();
  const birth = page.getByRole('group', { name: FA.birth_date });
  await expect(page.getByTestId('field-birth_date-error')).toBeVisible();
  await birth.getByLabel('روز').selectOption('31');
  await birth.getByLabel('ماه').selectOption({ label: 'اردیبهشت' });
  await birth.getByLabel('سال').selectOption({ label: '۱۳۶۹' });
  await page.getByLabel(FA.gender).selectOption('FEMALE');
  await page.getByLabel(FA.national_id).fill('0499370898');
  await page.getByRole('button', { name: FA.save_continue }).click();
  await expect(page.getByText('این کد ملی معتبر نیست؛ لطفاً ۱۰ رقم آن را بررسی کنید.').first()).toBeVisible();
  await page.getByLabel(FA.national_id).fill('0499370899');
  await save(page, 'postal-address');

  await page.getByLabel(FA.city).fill('تهران');
  await page.getByLabel(FA.address).fill('خیابان ولیعصر، پلاک ۱۲');
  await page.getByLabel(FA.postal_code).fill('۱۲۳۴۵۶۷۸۹۰');
  await save(page, 'education-resume');

  // A reload in the middle of the flow: the same step, and the saved steps keep their data.
  await page.reload();
  await expect(page).toHaveURL(/\/start-teaching\/education-resume$/);
  await page.goto('/start-teaching');
  await expect(page.getByTestId('start-teaching-action')).toHaveText(FA.continue);
  await page.getByTestId('start-teaching-action').click();
  await expect(page).toHaveURL(/\/start-teaching\/education-resume$/);
  await page.goto('/start-teaching/postal-address');
  await expect(page.getByLabel(FA.postal_code)).toHaveValue('1234567890');
  await expect(page.getByLabel(FA.city)).toHaveValue('تهران');
  await page.goto('/start-teaching/education-resume');

  await page.getByLabel(FA.degree).selectOption('MASTER');
  await page.getByLabel(FA.field).fill('ریاضی');
  await page.getByLabel(FA.university).fill('دانشگاه شریف');
  await page.getByLabel(FA.start_year).fill('2010');
  await page.getByLabel(FA.end_year).fill('2014');
  await save(page, 'old-teacher');
  await save(page, 'teaching-courses');

  await page.getByRole('checkbox').first().check();
  await save(page, 'teaching-experiences');
  await page.getByRole('button', { name: FA.add_experience }).click();
  await page.getByLabel(FA.place).fill('آموزشگاه البرز');
  await page.getByLabel(FA.subject).fill('جبر');
  await page.getByLabel(FA.years).fill('8');
  await save(page, 'teaching-info');

  await page.getByLabel(FA.price_eur).fill('5');
  await page.getByLabel(FA.bio).fill('هشت سال است که ریاضی دبیرستان را آنلاین و حضوری درس می‌دهم و شاگردانم برای کنکور آماده می‌شوند.');
  await expect(page.getByRole('heading', { name: FA.video_tips_title })).toBeVisible();
  await save(page, 'upload-picture');

  // The photo: cropped square in the browser, sent with tus, shown as the profile photo.
  await page.getByLabel(FA.choose_file).setInputFiles(PHOTO);
  await expect(page.getByTestId('picture-preview')).toBeVisible({ timeout: 20_000 });
  const preview = await page.getByTestId('picture-preview').evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]);
  expect(preview[0]).toBe(preview[1]);
  // A wrong type is refused in the user's language before anything is sent.
  await page.getByLabel(FA.choose_file).setInputFiles(PDF);
  await expect(page.getByTestId('upload-error')).toHaveText(messages('fa', 'uploads').Uploads.wrong_type);
  await page.getByRole('link', { name: FA.save_continue }).click();
  await expect(page).toHaveURL(/\/start-teaching\/upload-video$/);

  // The 30 MB video: the connection drops after two 5 MB pieces; after a reload the page offers to
  // continue, and the same file continues from the server's offset, not from zero.
  let pieces = 0;
  await page.route('**/api/file/v1/upload-tus/*', async (route) => {
    if (route.request().method() !== 'PATCH') return route.continue();
    pieces += 1;
    return pieces <= 2 ? route.continue() : route.abort('connectionreset');
  });
  await page.getByLabel(FA.choose_file).setInputFiles(VIDEO);
  await expect(page.getByTestId('upload-progress')).toBeVisible();
  await expect.poll(() => pieces, { timeout: 30_000 }).toBeGreaterThan(2);
  await page.reload();
  await page.unroute('**/api/file/v1/upload-tus/*');
  // Nothing finished: the step is not saved yet, and the page says what is left to continue.
  await expect(page.getByTestId('video-saved')).toHaveCount(0);
  await expect(page.getByTestId('upload-unfinished')).toContainText('intro.mp4');
  const offsets: number[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().includes('/upload-tus/')) offsets.push(Number(request.headers()['upload-offset']));
  });
  // Pieces answered slowly, so the phone can lose its connection in the middle: the upload waits,
  // says so in Persian, and finishes by itself once the phone is back online.
  // A request already handed to a route handler is not cut by setOffline: the handler drops it
  // itself while the phone is offline, as a lost connection does.
  let offline = false;
  await page.route('**/api/file/v1/upload-tus/*', async (route) => {
    if (route.request().method() === 'PATCH') await new Promise((resolve) => setTimeout(resolve, 1500));
    if (offline) return route.abort('internetdisconnected').catch(() => undefined);
    return route.continue().catch(() => undefined);
  });
  await page.getByLabel(FA.choose_file).setInputFiles(VIDEO);
  await expect.poll(() => offsets.length, { timeout: 30_000 }).toBeGreaterThan(0);
  offline = true;
  await page.context().setOffline(true);
  await expect(page.getByTestId('upload-offline')).toBeVisible({ timeout: 30_000 });
  offline = false;
  await page.context().setOffline(false);
  await expect(page.getByTestId('video-saved')).toBeVisible({ timeout: 90_000 });
  await page.unroute('**/api/file/v1/upload-tus/*');
  expect(offsets[0]).toBe(10 * MB);
  expect(Math.min(...offsets)).toBe(10 * MB);
  await page.getByRole('link', { name: FA.save_continue }).click();

  await expect(page).toHaveURL(/\/start-teaching\/upload-documents$/);
  await page.getByLabel(FA.document_kind).selectOption('ID_CARD');
  await page.getByLabel(FA.choose_file).setInputFiles(PDF);
  await expect(page.getByTestId('documents')).toContainText('national-card.pdf', { timeout: 20_000 });
  await page.getByRole('link', { name: FA.save_continue }).click();

  // The agreement in Persian, signed with the typed name.
  await expect(page).toHaveURL(/\/start-teaching\/sign-agreement$/);
  await expect(page.getByTestId('agreement-text')).toContainText(FA.agreement_p3);
  await expect(page.getByLabel(FA.typed_name)).toHaveValue('سارا کریمی');
  await page.getByLabel(FA.accept).check();
  await page.getByRole('button', { name: FA.sign }).click();
  await expect(page).toHaveURL(/\/start-teaching\/submit$/);
  await expect(page.getByText(FA.submit_ready)).toBeVisible();
  await page.getByRole('button', { name: FA.submit_button }).click();
  await expect(page).toHaveURL(/\/start-teaching\/tracking$/);
  await expect(page.getByTestId('application-state')).toHaveText(FA.state_submitted);
  await expect(page.getByText(FA.next_submitted)).toBeVisible();
  expect(await page.evaluate(() => (window.dataLayer ?? []).some((e) => e.event === 'start_teaching_submitted'))).toBe(true);
  // Sent: the steps are closed, the API's 302 takes the applicant back to tracking.
  await page.goto('/start-teaching/personal-info');
  await expect(page).toHaveURL(/\/start-teaching\/tracking$/);

  // A ticket to the team, with its thread.
  await page.goto('/start-teaching/ticket/new');
  await page.getByLabel(TICKETS.subject).fill('مدرک دانشگاهی');
  await page.getByLabel(TICKETS.message).fill('کدام مدرک را باید بارگذاری کنم؟');
  await page.getByRole('button', { name: TICKETS.send }).click();
  await expect(page).toHaveURL(/\/start-teaching\/ticket\/\d+$/);
  await expect(page.getByTestId('ticket-messages')).toContainText('کدام مدرک را باید بارگذاری کنم؟');

  // The sitemap as a crawler read it before (now in the server's cache): the approval must refresh it.
  expect(await readSitemap(page.request)).toContain('<urlset');
  // Approved by a reviewer in the operator console, who sees the photo and opens the documents there.
  const reviewer = await (await browser.newContext({ viewport: PHONE, locale: 'fa', extraHTTPHeaders: { 'Accept-Language': 'fa' } })).newPage();
  await signInAsDemo(reviewer.request, 'operator');
  await reviewer.goto('/operator/tutor-applications');
  await reviewer.getByRole('link').filter({ hasText: mobile.e164 }).click();
  await expect(reviewer.getByRole('heading', { level: 1 })).toHaveText('سارا کریمی');
  // The answers are labelled about the applicant, not to them ("Time zone", not "Your time zone").
  await expect(reviewer.getByText(OPERATOR.review_labels.time_zone, { exact: true })).toBeVisible();
  await expect(reviewer.getByText(FA.time_zone, { exact: true })).toHaveCount(0);
  const photo = reviewer.getByRole('img', { name: OPERATOR.review_labels.current_photo });
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const documentLink = reviewer.getByRole('link', { name: new RegExp(FA.kind_ID_CARD) });
  expect((await reviewer.request.get((await documentLink.getAttribute('href'))!)).status()).toBe(200);
  const audit = await axe(reviewer).analyze();
  expect(audit.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await reviewer.getByLabel(OPERATOR.decision_form.decision, { exact: true }).selectOption('approve');
  await reviewer.getByRole('button', { name: OPERATOR.decision_form.send }).click();
  await expect(reviewer.getByTestId('application-review-state')).toHaveText(FA.state_approved);
  const username = (await reviewer.getByTestId('live-profile').getAttribute('href'))!.split('/tutor/')[1]!;
  await reviewer.context().close();
  await page.reload();
  await page.goto('/start-teaching/tracking');
  await expect(page.getByTestId('application-state')).toHaveText(FA.state_approved);

  // Live: the profile, the cheapest of the list, the sitemap.
  const profile = await page.goto(`/tutor/${username}`);
  expect(profile?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('سارا کریمی');
  await expect(page.getByTestId('tutor-photo').first()).toBeVisible();
  await expect(page.getByTestId('intro-video')).toBeVisible();
  // The video seeks: its file answers byte ranges (Safari plays only with them).
  const videoUrl = (await page.getByTestId('intro-video').getAttribute('src'))!;
  const part = await page.request.get(videoUrl, { headers: { range: 'bytes=1000-1999' } });
  expect(part.status()).toBe(206);
  expect(part.headers()['content-range']).toBe(`bytes 1000-1999/${30 * MB}`);
  await page.goto('/tutor-list?sort=price_asc');
  await expect(page.locator(`a[href$="/tutor/${username}"]`).first()).toBeVisible();
  expect(await readSitemap(page.request)).toContain(`/tutor/${username}`);

  // Signing in again lands on the teacher dashboard.
  await context.clearCookies();
  await page.goto('/auth/login');
  await page.getByLabel(AUTH.mobile).fill(mobile.national);
  await page.getByRole('button', { name: AUTH.continue }).click();
  await page.getByRole('button', { name: AUTH.use_password }).click();
  await page.getByLabel(AUTH.password).fill(PASSWORD);
  await page.getByRole('button', { name: AUTH.sign_in, exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // A new price there shows on the public profile.
  await page.goto('/dashboard/profile');
  await page.waitForLoadState('networkidle');
  await expect(async () => {
    await page.getByLabel(FA.price_eur).fill('31');
    await expect(page.getByLabel(FA.price_eur)).toHaveValue('31', { timeout: 1000 });
  }).toPass();
  await page.getByRole('button', { name: messages('fa', 'tutor-applications').TeacherProfile.save }).click();
  await expect(page.getByTestId('profile-saved')).toBeVisible();
  await page.goto(`/tutor/${username}`);
  await expect(page.locator('main')).toContainText('۳۱');
  await context.close();
});

const STEPS = [
  '',
  'personal-info',
  'postal-address',
  'education-resume',
  'old-teacher',
  'teaching-courses',
  'teaching-experiences',
  'teaching-info',
  'upload-picture',
  'upload-video',
  'upload-documents',
  'sign-agreement',
  'submit',
  'ticket',
  'ticket/new',
  'tracking',
];

for (const locale of ['fa', 'en-US'] as const) {
  test(`every start-teaching page has no serious accessibility violations (${locale}, phone)`, async ({ browser }) => {
    test.setTimeout(900_000);
    const context = await browser.newContext({ viewport: PHONE, locale, extraHTTPHeaders: { 'Accept-Language': locale } });
    const page = await context.newPage();
    const mobile = newMobile();
    await post(page.request, '/test/reset-rate-limits', {});
    await createAccount(page.request, mobile.e164, 'Sara Karimi');
    const prefix = locale === 'fa' ? '' : '/en-US';
    for (const step of STEPS) {
      const url = `${prefix}/start-teaching${step ? `/${step}` : ''}`;
      expect((await page.goto(url))?.status(), url).toBe(200);
      const results = await axe(page).analyze();
      const found = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      expect.soft(found, url).toEqual([]);
    }
    await context.close();
  });
}
