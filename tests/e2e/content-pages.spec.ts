import { expect, test } from '@playwright/test';

// Text that only the database seed holds (server/db/seed/data/*), per page and locale.
const PAGES: [path: string, fa: string[], en: string[]][] = [
  ['/about-us', ['درباره‌ی ما', 'داستان ما'], ['About us', 'Our story']],
  ['/contact-us', ['تماس با ما', 'ساعت‌های پاسخ‌گویی', '+۹۸ ۲۱ ۹۱۰۰ ۲۰۳۰'], ['Contact us', 'Support hours', 'support@tutorly.ir']],
  ['/terms', ['قوانین و مقررات', 'پرداخت و بازگشت وجه'], ['Terms of use', 'Payments and refunds']],
  ['/student-panel-guide', ['راهنمای پنل دانش‌آموز', 'کیف پول'], ['Student panel guide', 'Wallet']],
  ['/app', ['اپلیکیشن تیوترلی', 'TUTORLY', '+۹۸ ۲۱ ۹۱۰۰ ۲۰۳۰'], ['The Tutorly app', 'TUTORLY', 'Installing the app']],
  ['/faq', ['پرسش‌های پرتکرار', 'آیا جلسه‌ی اول رایگان است؟'], ['Frequently asked questions', 'Is the first lesson free?']],
  ['/feedback-gallery', ['نرگس رحیمی', 'چطور در سه ماه نمره‌ی هفت آیلتس گرفتم'], ['Narges Rahimi', 'How I got a band 7 in IELTS in three months']],
  ['/abroad', ['مشاوره‌ی تحصیل در خارج از کشور', 'تحصیل در کانادا'], ['Study abroad guidance', 'Study in Canada']],
  ['/abroad/germany', ['تحصیل در آلمان', 'زبان تحصیل'], ['Study in Germany', 'Language of study']],
  ['/school', ['مشاوره‌ی انتخاب مدرسه', 'آزمون ورودی'], ['School consultation', 'Entrance exams']],
  ['/list/tehran', ['فهرست مدرسه‌های تهران', 'دبیرستان البرز', 'دبستان مفید'], ['Schools in Tehran', 'Alborz High School', 'Mofid Primary School']],
  ['/view-slug', ['مشاوره‌ی ثبت‌نام مدرسه', 'دبیرستان فرزانگان ۱'], ['School enrolment consultation', 'Farzanegan 1 High School']],
];

const unescape = (html: string) =>
  html
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"');

test.describe('content pages, fetched as HTML without JavaScript', () => {
  for (const [path, fa, en] of PAGES) {
    test(`${path} renders its database text in both locales`, async ({ request }) => {
      for (const [url, locale, texts] of [
        [path, 'fa', fa],
        [`/en-US${path}`, 'en-US', en],
      ] as const) {
        const response = await request.get(url, { headers: { 'Accept-Language': locale }, maxRedirects: 0 });
        expect(response.status(), url).toBe(200);
        const html = unescape(await response.text());
        expect(html).toContain(`<html lang="${locale}"`);
        for (const text of texts) expect(html, `${url} holds "${text}"`).toContain(text);
        expect(html).toMatch(/<link rel="canonical" href="[^"]+"/);
        expect(html).toContain('hrefLang="en-US"');
        // Server-only content is not shipped again as dehydrated query data.
        expect(html).not.toMatch(/queryKey\\?":\[\\?"(content|abroad|schools)\\?"/);
      }
    });
  }

  test('an unknown study-abroad country is a 404', async ({ request }) => {
    const response = await request.get('/en-US/abroad/atlantis', { headers: { 'Accept-Language': 'en-US' } });
    expect(response.status()).toBe(404);
  });

  test('the FAQ page carries FAQPage JSON-LD and the contact page an Organization', async ({ request }) => {
    const faq = await (await request.get('/en-US/faq')).text();
    const data = JSON.parse(faq.match(/<script type="application\/ld\+json">(.*?)<\/script>/)![1]!);
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(10);
    expect(data.mainEntity[0]).toMatchObject({ '@type': 'Question', name: 'What does this website offer?' });
    const contact = await (await request.get('/en-US/contact-us')).text();
    expect(contact).toContain('"@type":"Organization"');
  });

  test('a page has its per-locale title and description', async ({ page }) => {
    await page.goto('/en-US/terms');
    await expect(page).toHaveTitle('Terms of use | Tutorly');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Using Tutorly means you accept/);
    await expect(page.locator('link[rel="alternate"][hreflang="fa"]')).toHaveAttribute('href', /\/terms$/);
  });
});

test.describe('pages without JavaScript in a browser', () => {
  test.use({ javaScriptEnabled: false, locale: 'fa-IR', extraHTTPHeaders: { 'Accept-Language': 'fa' } });

  test('the FAQ answers open and the school list shows, with scripting off', async ({ page }) => {
    await page.goto('/faq');
    await page.getByText('آیا جلسه‌ی اول رایگان است؟').click();
    await expect(page.getByText('برخی معلم‌ها جلسه‌ی آشنایی کوتاه و رایگان دارند', { exact: false })).toBeVisible();
    await page.goto('/list/tehran');
    await expect(page.getByRole('rowheader', { name: 'دبیرستان البرز' })).toBeVisible();
  });
});

test.describe('home page and footer', () => {
  test.use({ locale: 'en-US', extraHTTPHeaders: { 'Accept-Language': 'en-US' } });

  test('home shows testimonials, video stories, FAQ, internal links and the app block from the database', async ({ page }) => {
    await page.goto('/en-US');
    await expect(page.getByTestId('testimonials')).toContainText('Narges Rahimi');
    await expect(page.getByTestId('video-testimonials')).toContainText('From reading notes to my first performance on stage');
    await expect(page.getByTestId('faq-list')).toContainText('Can I take classes from outside Iran?');
    await expect(page.getByRole('link', { name: 'High school math tutors in Tehran' })).toHaveAttribute('href', '/en-US/tutor-list/high-school-math/tehran');
    await expect(page.getByTestId('app-download')).toContainText('TUTORLY');
  });

  test('the footer links reach the content pages', async ({ page }) => {
    await page.goto('/en-US');
    const footer = page.getByTestId('footer-links');
    for (const name of ['About us', 'Contact us', 'FAQ', 'Terms of use', 'Study abroad', 'School consultation', 'Mobile app']) {
      await expect(footer.getByRole('link', { name })).toBeVisible();
    }
    await footer.getByRole('link', { name: 'About us' }).click();
    await expect(page).toHaveURL(/\/en-US\/about-us$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About us');
  });
});
