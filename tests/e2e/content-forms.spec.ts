import { expect, type APIRequestContext, test } from '@playwright/test';
import { untilHydrated } from './support/hydration';

/** The latest stored submission, through the TEST_ROUTES-only API route. */
async function latest(request: APIRequestContext, kind: 'contact' | 'abroad' | 'school', fullName: string) {
  const response = await request.get(`/api/test/latest-form-submission?kind=${kind}&full_name=${encodeURIComponent(fullName)}`);
  expect(response.status()).toBe(200);
  return (await response.json()).data;
}

test.describe('contact form (en-US)', () => {
  test.use({ locale: 'en-US', extraHTTPHeaders: { 'Accept-Language': 'en-US' } });

  test('saves the message, confirms it, and the record is in the database', async ({ page, request }) => {
    const email = `e2e-${Date.now()}@example.com`;
    await page.goto('/en-US/contact-us');
    await page.getByLabel('Full name').fill('Reza Tehrani');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Subject').selectOption('SUGGESTION');
    await page.getByLabel('Your message').fill('Please add more Saturday evening classes.');
    await page.getByRole('button', { name: 'Send' }).click();
    const confirmation = page.getByRole('status').filter({ hasText: 'Thank you, your message has been received.' });
    await expect(confirmation).toBeVisible();
    const saved = await latest(request, 'contact', 'Reza Tehrani');
    expect(saved).toMatchObject({ email, fullName: 'Reza Tehrani', subject: 'SUGGESTION', locale: 'en-US', mobile: null });
    await expect(confirmation).toContainText(`Reference number: ${saved.id}`);
  });

  test('checks fields in the browser before sending anything', async ({ page }) => {
    let posted = false;
    page.on('request', (r) => r.method() === 'POST' && r.url().includes('contact-messages') && (posted = true));
    await page.goto('/en-US/contact-us');
    await untilHydrated(page);
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByTestId('field-full_name-error')).toBeVisible();
    await expect(page.getByTestId('field-email-error')).toBeVisible();
    await expect(page.getByTestId('field-message-error')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(posted).toBe(false);
  });

  test("shows the server's 422 field errors as toasts and under the fields", async ({ page }) => {
    await page.route('**/api/www/v1/contact-messages', (route) =>
      route.fulfill({
        status: 422,
        json: { status: 'ERROR', message: 'The data sent is not valid.', errors: [{ field: 'email', message: 'This address bounced.' }] },
      }),
    );
    await page.goto('/en-US/contact-us');
    await untilHydrated(page);
    await page.getByLabel('Full name').fill('Reza Tehrani');
    await page.getByLabel('Email').fill('reza@example.com');
    await page.getByLabel('Your message').fill('A message that is long enough.');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByTestId('field-email-error')).toHaveText('This address bounced.');
    await expect(page.locator('.Toastify').getByText('This address bounced.')).toBeVisible();
  });
});

test.describe('consultation forms (fa)', () => {
  test.use({ locale: 'fa-IR', extraHTTPHeaders: { 'Accept-Language': 'fa' } });

  test('a study-abroad request from a country page is saved and confirmed', async ({ page, request }) => {
    await page.goto('/abroad');
    await page.getByRole('link', { name: 'تحصیل در کانادا' }).click();
    await expect(page).toHaveURL(/\/abroad\/canada$/);
    await expect(page.getByRole('heading', { level: 2, name: 'کار پس از تحصیل' })).toBeVisible();
    const name = `مریم امیری ${Date.now() % 10000}`;
    await page.getByLabel('نام و نام خانوادگی').fill(name);
    await page.getByLabel('شماره‌ی موبایل').fill('۰۹۱۲۱۲۳۴۵۶۷');
    await page.getByLabel('آخرین مدرک تحصیلی').selectOption('MASTER');
    await page.getByLabel('چه رشته‌ای را می‌خواهید بخوانید؟').fill('دکتری مهندسی برق در تورنتو');
    await page.getByRole('button', { name: 'ارسال' }).click();
    await expect(page.getByTestId('form-confirmation')).toContainText('درخواست شما ثبت شد');
    expect(await latest(request, 'abroad', name)).toMatchObject({ fullName: name, mobile: '09121234567', degree: 'MASTER', locale: 'fa' });
  });

  test('a school consultation request is saved with the chosen school', async ({ page, request }) => {
    await page.goto('/view-slug');
    await expect(page.getByTestId('school-list')).toContainText('دبستان پروین اعتصامی');
    const name = `حمید سلیمانی ${Date.now() % 10000}`;
    await page.getByLabel('نام و نام خانوادگی شما').fill(name);
    await page.getByLabel('شماره‌ی موبایل').fill('09351112233');
    await page.getByLabel('پایه‌ی تحصیلی دانش‌آموز').selectOption('10');
    await page.getByLabel('مدرسه‌ی مورد نظر (اختیاری)').selectOption({ label: 'دبیرستان البرز' });
    await page.getByLabel('کمی درباره‌ی دانش‌آموز بنویسید').fill('پسرم به ریاضی علاقه دارد و معدلش نوزده است.');
    await page.getByRole('button', { name: 'ارسال' }).click();
    await expect(page.getByTestId('form-confirmation')).toContainText('درخواست شما ثبت شد');
    const saved = await latest(request, 'school', name);
    expect(saved).toMatchObject({ fullName: name, grade: 10, schoolId: expect.any(Number) });
  });
});

// Their accessibility is a11y.spec.ts's: it runs axe on every content page (these forms' pages among
// them) in both languages at phone and desktop widths, so a second pass here would prove nothing more.
