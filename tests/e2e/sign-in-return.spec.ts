import { expect, type Page, test } from '@playwright/test';
import { post } from './support/auth';

/**
 * Spec §6 "An unauthenticated call that returns 401 sends the user to login with redirect_url set to
 * the current page" and §4 "then the user goes to redirect_url", in both languages (issue 21): a
 * guarded page reached while signed out, sign in, land on the same page once (no doubled locale).
 */
const DEMO_STUDENT = '09350000001';
const DEMO_PASSWORD = 'tutorly-demo';

const LANGUAGES = [
  {
    locale: 'fa',
    prefix: '',
    words: { mobile: 'شماره موبایل', next: 'ادامه', usePassword: 'ورود با رمز عبور', password: 'رمز عبور', signIn: 'ورود', save: 'ذخیره' },
  },
  {
    locale: 'en-US',
    prefix: '/en-US',
    words: { mobile: 'Mobile number', next: 'Continue', usePassword: 'Sign in with my password', password: 'Password', signIn: 'Sign in', save: 'Save' },
  },
] as const;

async function signInWithPassword(page: Page, words: (typeof LANGUAGES)[number]['words']) {
  await page.getByLabel(words.mobile).fill(DEMO_STUDENT);
  await page.getByRole('button', { name: words.next }).click();
  await page.getByRole('button', { name: words.usePassword }).click();
  await page.getByLabel(words.password).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: words.signIn, exact: true }).click();
}

for (const { locale, prefix, words } of LANGUAGES) {
  test.describe(`signed out on a guarded page (${locale})`, () => {
    test.use({ locale, extraHTTPHeaders: { 'Accept-Language': locale } });

    test.beforeEach(async ({ request }) => {
      await post(request, '/test/reset-rate-limits', {});
    });

    test('goes to login with a locale-free redirect_url, and after signing in lands on the same page once', async ({ page }) => {
      const guarded = `${prefix}/profile/dashboard/settings`;
      const visited: string[] = [];
      page.on('framenavigated', (frame) => frame === page.mainFrame() && visited.push(new URL(frame.url()).pathname));

      await page.goto(guarded);
      await expect(page).toHaveURL(new RegExp(`${prefix}/auth/login\\?redirect_url=%2Fprofile%2Fdashboard%2Fsettings$`));
      await signInWithPassword(page, words);

      await expect(page).toHaveURL(new RegExp(`^[^?]*//[^/]+${guarded}$`));
      await expect(page.getByTestId('error-code')).toHaveCount(0);
      expect(visited.filter((path) => path.includes('/en-US/en-US'))).toEqual([]);
      expect(visited.filter((path) => path === guarded)).toHaveLength(1);
    });

    test("after a reload the browser's calls carry the bearer token as they did before it (spec §7)", async ({ page }) => {
      const guarded = `${prefix}/profile/dashboard/settings`;
      await page.goto(guarded);
      await signInWithPassword(page, words);
      await expect(page).toHaveURL(new RegExp(`${guarded}$`));
      const save = async () => {
        const request = page.waitForRequest((r) => r.url().endsWith('/api/auth/v1/preferences') && r.method() === 'POST');
        await page.getByRole('button', { name: words.save, exact: true }).click();
        return (await request).headerValue('authorization');
      };
      const before = await save();
      expect(before).toMatch(/^Bearer \S+$/);
      await page.reload();
      expect(await save()).toBe(before);
    });
  });
}
