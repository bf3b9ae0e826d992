/**
 * Spec §1 "What the product does and for whom": the parts that are facts of the code. Each
 * capability has its own issue and tests; this file names the product-wide promises.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '@/lib/format';
import { defaultLocale, localeDirection, locales } from '@/lib/i18n/routing';

describe('§1 the product', () => {
  it('"Prices are in euros (currency EUR)"', () => {
    expect(formatPrice(2550, 'en-US')).toBe('€25.50');
    expect(formatPrice(2500, 'fa')).toContain('€');
  });

  it('"The interface is Persian and right-to-left. Locale-prefixed routes are supported."', () => {
    expect(defaultLocale).toBe('fa');
    expect(localeDirection('fa')).toBe('rtl');
    expect(localeDirection('en-US')).toBe('ltr');
    expect(locales).toContain('en-US');
  });

  it('"installable as a web app, with a service worker registered at /sw.js with scope /"', () => {
    const source = fs.readFileSync('components/pwa/use-service-worker.ts', 'utf8');
    expect(source).toMatch(/new Workbox\('\/sw\.js', \{ scope: '\/' \}\)/);
    expect(fs.existsSync('app/manifest.ts')).toBe(true);
  });
});
