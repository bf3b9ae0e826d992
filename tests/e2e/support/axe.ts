import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The one way a spec runs axe: in the page itself (`axe.run`, legacy mode). The default mode finishes
 * every run in a new blank page of the context, which took longer than the checks on our pages; our
 * pages embed no frames of another origin, the one case that mode is for.
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true);
}
