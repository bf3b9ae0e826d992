'use client';

import Cookies from 'js-cookie';
import { useEffect } from 'react';
import { TIME_ZONE_COOKIE } from '@/lib/i18n/time-zone';

/** Tells the server the viewer's time zone, so later server renders show times in it. */
export function TimeZoneSync() {
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    if (zone && Cookies.get(TIME_ZONE_COOKIE) !== zone) {
      Cookies.set(TIME_ZONE_COOKIE, zone, { expires: 365, path: '/', sameSite: 'lax' });
    }
  }, []);
  return null;
}
