// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { INSTALL_CHOICE_KEY, recordInstallChoice, toOutcome } from './install-choice';

describe('install prompt choice', () => {
  beforeEach(() => localStorage.clear());

  it('maps the browser’s answer to accepted or cancelled', () => {
    expect(toOutcome('accepted')).toBe('accepted');
    expect(toOutcome('dismissed')).toBe('cancelled');
  });

  it('keeps the choice with its time and tells the data layer', () => {
    const target: { dataLayer?: object[]; localStorage: Storage } = { localStorage };
    recordInstallChoice('cancelled', target, 42);
    expect(JSON.parse(localStorage.getItem(INSTALL_CHOICE_KEY) ?? '')).toEqual({ outcome: 'cancelled', at: 42 });
    expect(target.dataLayer).toEqual([{ event: 'pwa_install_prompt', outcome: 'cancelled' }]);
  });
});
