import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

for (const [name, path, locale] of [
  ['home (fa)', '/', 'fa'],
  ['home (en-US)', '/en-US', 'en-US'],
  ['404 (fa)', '/no-such-page', 'fa'],
  ['login (fa)', '/auth/login', 'fa'],
  ['login (en-US)', '/en-US/auth/login', 'en-US'],
] as const) {
  test(`${name} has no serious accessibility violations`, async ({ browser }) => {
    const context = await browser.newContext({ locale, extraHTTPHeaders: { 'Accept-Language': locale } });
    const page = await context.newPage();
    await page.goto(path);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await context.close();
  });
}
