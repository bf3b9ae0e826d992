import { expect, test } from '@playwright/test';
import { expectedStatus, PUBLIC_PATHS, publicUrl } from './support/public-pages';
import { axe } from './support/axe';

/**
 * Each page once per width, each width in one language: Persian at phone width (most visitors) and
 * English at desktop width, as the work areas are judged (dashboards.spec.ts). A page's markup is the
 * same in both languages but for its words and direction, and the layout changes only with width.
 */
const VIEWS = [
  { locale: 'fa', name: 'phone', viewport: { width: 390, height: 844 } },
  { locale: 'en-US', name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

// axe leaves its experimental rules off; these are the ones that judge a page as a visitor meets it
// (a link whose visible words are not in its name, a paragraph styled as a heading, a table's headers).
const EXPERIMENTAL_RULES = ['label-content-name-mismatch', 'p-as-heading', 'td-has-header', 'table-fake-caption', 'css-orientation-lock'];
const RULES = Object.fromEntries(EXPERIMENTAL_RULES.map((id) => [id, { enabled: true }]));

// Every public page as a Persian phone and an English desktop show it: no serious or critical axe violation.
for (const { locale, name, viewport } of VIEWS) {
  for (const path of PUBLIC_PATHS) {
    test(`${path} (${locale}, ${name}) has no serious accessibility violations`, async ({ browser, request }) => {
      const url = await publicUrl(request, locale, path);
      const context = await browser.newContext({ locale, viewport, extraHTTPHeaders: { 'Accept-Language': locale } });
      const page = await context.newPage();
      expect((await page.goto(url))?.status(), url).toBe(expectedStatus(path));
      const results = await axe(page).options({ rules: RULES }).analyze();
      const found = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((violation) => `${name}: ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
      await context.close();
      expect(found).toEqual([]);
    });
  }
}
