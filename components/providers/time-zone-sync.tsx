'use client';

import Cookies from 'js-cookie';
import { useEffect } from 'react';
import { TIME_ZONE_COOKIE } from '@/lib/i18n/time-zone';

type TemporalNow = { Temporal?: { Now?: { timeZoneId?: () => string } } };

/**
 * Tells the server the viewer's time zone, so later server renders show times in it. Runs after
 * the page has loaded, without a long task: `Temporal.Now.timeZoneId()` answers at once where the
 * browser has it (no Intl formatter is built); elsewhere the zone is read in a worker, because
 * the first Intl call loads ICU's data (40–106 ms of main thread in Chromium here), and starting a
 * worker costs the main thread 4–16 ms itself, so it is only the fallback (docs/decisions.md).
 */
export function TimeZoneSync() {
  useEffect(() => {
    const timeZoneId = (globalThis as TemporalNow).Temporal?.Now?.timeZoneId;
    if (timeZoneId) {
      remember(timeZoneId());
      return;
    }
    if (typeof Worker === 'undefined') return;
    const worker = new Worker('/workers/time-zone.js');
    worker.onmessage = ({ data: zone }: MessageEvent<unknown>) => {
      worker.terminate();
      remember(zone);
    };
    return () => worker.terminate();
  }, []);
  return null;
}

function remember(zone: unknown): void {
  if (typeof zone === 'string' && zone && Cookies.get(TIME_ZONE_COOKIE) !== zone) {
    Cookies.set(TIME_ZONE_COOKIE, zone, { expires: 365, path: '/', sameSite: 'lax' });
  }
}
