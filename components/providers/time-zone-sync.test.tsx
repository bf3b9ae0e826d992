// @vitest-environment jsdom
import { render } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TIME_ZONE_COOKIE } from '@/lib/i18n/time-zone';
import { TimeZoneSync } from './time-zone-sync';

/** A stand-in Worker that answers the zone the script would post. */
function fakeWorker(zone: string) {
  const started: string[] = [];
  class FakeWorker {
    onmessage: ((event: { data: unknown }) => void) | null = null;
    constructor(url: string) {
      started.push(url);
      setTimeout(() => this.onmessage?.({ data: zone }));
    }
    terminate() {}
  }
  vi.stubGlobal('Worker', FakeWorker);
  return started;
}

afterEach(() => {
  vi.unstubAllGlobals();
  Cookies.remove(TIME_ZONE_COOKIE, { path: '/' });
});

describe('the time-zone cookie', () => {
  it('comes from Temporal where the browser has it, with no worker started', () => {
    const started = fakeWorker('Europe/Berlin');
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Asia/Tehran' } });
    render(<TimeZoneSync />);
    expect(Cookies.get(TIME_ZONE_COOKIE)).toBe('Asia/Tehran');
    expect(started).toEqual([]);
  });

  it('comes from the worker where Temporal is missing', async () => {
    const started = fakeWorker('Europe/Berlin');
    vi.stubGlobal('Temporal', undefined);
    render(<TimeZoneSync />);
    await vi.waitFor(() => expect(Cookies.get(TIME_ZONE_COOKIE)).toBe('Europe/Berlin'));
    expect(started).toEqual(['/workers/time-zone.js']);
  });
});
