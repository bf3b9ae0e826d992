import { expect, type Locator, type Page } from '@playwright/test';

type NextWindow = { next?: { router?: { push: (href: string) => void } } };

/**
 * Waits until the page's scripts have run and React has taken over the document. A cached public
 * page asks for its script files only after its first paint (server/page-cache/first-paint.ts), so
 * `page.goto` can return before then; a test of what the scripts do waits here first.
 */
export async function untilHydrated(page: Page) {
  await page.waitForFunction(() => Boolean((window as unknown as NextWindow).next?.router));
}

/** A move inside the app, as a link click makes it. */
export async function moveInsideApp(page: Page, href: string) {
  await untilHydrated(page);
  await page.evaluate((to) => (window as unknown as NextWindow).next?.router?.push(to), href);
}

/**
 * Waits until React has hydrated this element (its props are on the node), so a click runs its
 * handler. Before that a link does what it does without script (the testimonial's opens the clip's
 * file, leaving the page), which is the page working as designed, not what such a test checks.
 */
export async function untilReactOwns(element: Locator) {
  await expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$')))).toBe(true);
}
