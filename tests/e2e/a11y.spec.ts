import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { expectedStatus, PUBLIC_LOCALES, PUBLIC_PATHS, publicUrl } from './support/public-pages';

const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

// axe leaves its experimental rules off; these are the ones that judge a page as a visitor meets it
// (a link whose visible words are not in its name, a paragraph styled as a heading, a table's headers).
const EXPERIMENTAL_RULES = ['label-content-name-mismatch', 'p-as-heading', 'td-has-header', 'table-fake-caption', 'css-orientation-lock'];
const RULES = Object.fromEntries(EXPERIMENTAL_RULES.map((id) => [id, { enabled: true }]));

// Every public page in both languages, as a phone and a desktop show it: no serious or critical
// axe violation. The page loads at phone width, then widens: widths change only CSS (no script reads
// the width), so the desktop pass needs no second load.
for (const locale of PUBLIC_LOCALES) {
  for (const path of PUBLIC_PATHS) {
    test(`${path} (${locale}) has no serious accessibility violations at phone and desktop widths`, async ({ browser, request }) => {
      const url = await publicUrl(request, locale, path);
      const context = await browser.newContext({ locale, extraHTTPHeaders: { 'Accept-Language': locale } });
      const page = await context.newPage();
      const found: string[] = [];
      for (const { name, viewport } of WIDTHS) {
        await page.setViewportSize(viewport);
        if (name === 'phone') expect((await page.goto(url))?.status(), url).toBe(expectedStatus(path));
        const results = await new AxeBuilder({ page }).options({ rules: RULES }).analyze();
        for (const violation of results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
          found.push(`${name}: ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
        }
      }
      await context.close();
      expect(found).toEqual([]);
    });
  }
}
