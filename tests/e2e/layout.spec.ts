import { expect, test } from '@playwright/test';

// Lighthouse's content-width check: nothing may stick out sideways on a phone (the header once did
// in English after the sign-in link joined it).
for (const locale of ['fa', 'en-US'] as const) {
  test(`pages fit a phone's width (${locale})`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale, extraHTTPHeaders: { 'Accept-Language': locale } });
    const page = await context.newPage();
    const prefix = locale === 'fa' ? '' : '/en-US';
    for (const path of ['/', '/tutor-list', '/faq', '/contact-us', '/auth/login']) {
      await page.goto(`${prefix}${path}`);
      const widths = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
      expect(widths[0], `${prefix}${path} scrolls sideways`).toBeLessThanOrEqual(widths[1]);
    }
    await context.close();
  });
}
