'use client';

import Cookies from 'js-cookie';
import { useEffect } from 'react';
import { TIME_ZONE_COOKIE } from '@/lib/i18n/time-zone';

/**
 * Tells the server the viewer's time zone, so later server renders show times in it. Runs after
 * the page has loaded; the zone is read in a worker because the first Intl call loads ICU data,
 * which would be a long task on the main thread.
 */
export function TimeZoneSync() {
  useEffect(() => {
    if (typeof Worker === 'undefined') return;
    const worker = new Worker('/workers/time-zone.js');
    worker.onmessage = ({ data: zone }: MessageEvent<unknown>) => {
      worker.terminate();
      if (typeof zone === 'string' && zone && Cookies.get(TIME_ZONE_COOKIE) !== zone) {
        Cookies.set(TIME_ZONE_COOKIE, zone, { expires: 365, path: '/', sameSite: 'lax' });
      }
    };
    return () => worker.terminate();
  }, []);
  return null;
}
