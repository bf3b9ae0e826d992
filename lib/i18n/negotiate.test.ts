import { describe, expect, it } from 'vitest';
import { detectLocale, matchAcceptLanguage } from './negotiate';

describe('locale detection (spec §4: cookie, then browser language, then en-US)', () => {
  it('prefers a valid cookie over the browser', () => {
    expect(detectLocale('en-US', 'fa-IR,fa;q=0.9')).toBe('en-US');
    expect(detectLocale('fa', 'en-US')).toBe('fa');
  });

  it('ignores an unknown cookie value', () => {
    expect(detectLocale('de', 'fa')).toBe('fa');
  });

  it('matches Persian and English tags with their regions', () => {
    expect(matchAcceptLanguage('fa-IR')).toBe('fa');
    expect(matchAcceptLanguage('en-GB')).toBe('en-US');
  });

  it('honours q-values and order', () => {
    expect(matchAcceptLanguage('de;q=1, en;q=0.5, fa;q=0.8')).toBe('fa');
    expect(matchAcceptLanguage('de, en, fa')).toBe('en-US');
    expect(matchAcceptLanguage('fa;q=0, en;q=0.1')).toBe('en-US');
  });

  it('falls back to en-US when the browser names nothing we serve', () => {
    expect(matchAcceptLanguage('de-DE,de;q=0.9')).toBeNull();
    expect(detectLocale(undefined, 'de')).toBe('en-US');
    expect(detectLocale(undefined, null)).toBe('en-US');
  });
});
