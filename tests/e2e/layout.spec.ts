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

// A first visit may keep the system font (the web font is `optional`): with it the header's
// course button once ran into the sign-in link on a phone.
for (const [locale, width] of [
  ['fa', 360],
  ['fa', 390],
  ['en-US', 360],
  ['en-US', 390],
] as const) {
  test(`header items never overlap on a ${width}px phone, even in the system font (${locale})`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 740 }, locale, extraHTTPHeaders: { 'Accept-Language': locale } });
    const page = await context.newPage();
    await page.route('**/*.woff2', (route) => route.abort());
    await page.goto(locale === 'fa' ? '/' : '/en-US');
    const boxes = await page.locator('header a, header button').evaluateAll((elements) =>
      elements
        .map((element) => {
          // The text's own extent: a squeezed box can be narrower than the words it holds.
          const range = document.createRange();
          range.selectNodeContents(element);
          const box = element.getBoundingClientRect();
          const text = range.getBoundingClientRect();
          const left = Math.min(box.left, text.width ? text.left : box.left);
          const right = Math.max(box.right, text.width ? text.right : box.right);
          return { name: element.textContent?.trim() || element.getAttribute('aria-label') || '', left, right, top: box.top, bottom: box.bottom };
        })
        .filter((box) => box.right > box.left),
    );
    const visible = boxes.filter((box) => box.bottom > 0 && box.top < 200);
    for (const [i, a] of visible.entries()) {
      for (const b of visible.slice(i + 1)) {
        const overlap = a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
        expect(overlap, `"${a.name}" overlaps "${b.name}"`).toBe(false);
      }
    }
    await context.close();
  });
}

// The course groups are in the server's HTML (crawlers and a first tap see them), and hydrating
// the header adds nothing to it (it once filled the list only after hydration: a second commit).
test('header course groups come with the HTML and hydration leaves the header as it was', async ({ browser }) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'Accept-Language': 'en-US' } });
  const staticPage = await noScript.newPage();
  await staticPage.goto('/en-US');
  const groups = staticPage.locator('header ul[aria-label="Course groups"] > li');
  expect(await groups.count()).toBeGreaterThan(0);
  await noScript.close();

  const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Language': 'en-US' } });
  const page = await context.newPage();
  await page.addInitScript(() => {
    const added: string[] = [];
    (window as unknown as { headerAdded: string[] }).headerAdded = added;
    document.addEventListener('DOMContentLoaded', () => {
      const header = document.querySelector('header');
      if (!header) return;
      new MutationObserver((records) => records.forEach((r) => r.addedNodes.forEach((n) => added.push(n.nodeName)))).observe(header, {
        childList: true,
        subtree: true,
      });
    });
  });
  await page.goto('/en-US');
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Courses', exact: true }).click();
  await expect(page.locator('header ul[aria-label="Course groups"] > li').first()).toBeVisible();
  await page.getByRole('button', { name: 'Courses', exact: true }).click();
  expect(await page.evaluate(() => (window as unknown as { headerAdded: string[] }).headerAdded)).toEqual([]);
  await context.close();
});

// Issue 15: nothing may stick out sideways on a phone, open menus and tables included, and a tutor
// list shows tutors on its first screen (the filters fold behind one button).
for (const locale of ['fa', 'en-US'] as const) {
  test(`open menus and tables fit a 390px phone; a list's first screen shows tutors (${locale})`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 800 }, locale, extraHTTPHeaders: { 'Accept-Language': locale } });
    const page = await context.newPage();
    const prefix = locale === 'fa' ? '' : '/en-US';
    const fits = async (what: string) => {
      const [scroll, client] = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
      expect(scroll, `${what} scrolls sideways`).toBeLessThanOrEqual(client);
    };
    await page.goto(`${prefix}/`);
    await page.getByRole('button', { name: locale === 'fa' ? 'درس‌ها' : 'Courses' }).click();
    const panel = page.locator('header [id][class*="absolute"]').first();
    await expect(panel).toBeVisible();
    const box = (await panel.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await expect(page.getByRole('link', { name: locale === 'fa' ? /تیوترلی/ : /Tutorly/ }).first()).toBeInViewport();
    await fits('home with the courses menu open');
    for (const path of ['/list/tehran', '/view-slug']) {
      await page.goto(`${prefix}${path}`);
      await fits(path);
    }
    await page.goto(`${prefix}/tutor-list/high-school-math/tehran`);
    await expect(page.getByTestId('tutor-card').first()).toBeInViewport();
    await expect(page.getByTestId('tutor-filters')).toBeHidden();
    await page.getByTestId('filters-toggle').click();
    await expect(page.getByTestId('tutor-filters')).toBeVisible();
    await fits('a tutor list with its filters open');
    await context.close();
  });
}

test('on a desktop the filters are open with no fold to press', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/en-US/tutor-list');
  await expect(page.getByTestId('tutor-filters')).toBeVisible();
  await expect(page.getByTestId('filters-toggle')).toBeHidden();
});
