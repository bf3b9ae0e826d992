'use client';

import { PwaLayer } from '@/components/pwa/pwa-layer';
import { TimeZoneSync } from './time-zone-sync';

/** What the page needs only once it has loaded: its own chunk, mounted after load and idle. */
export function AfterLoadEffects({ buildId }: { buildId: string | null }) {
  return (
    <>
      <TimeZoneSync />
      <PwaLayer buildId={buildId} />
    </>
  );
}
