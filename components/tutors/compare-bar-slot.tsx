'use client';

import { lazy, Suspense } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

const CompareBar = lazy(() => import('./compare-bar').then((m) => ({ default: m.CompareBar })));

/**
 * Where the compare bar goes. The bar shows only once tutors are picked, which the browser reads
 * from storage after hydration: its code loads after the first paint, not with the page (React's
 * lazy after hydration, as next/dynamic's `ssr: false` did, without next/dynamic's code).
 */
export function CompareBarSlot() {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <CompareBar />
    </Suspense>
  ) : null;
}
