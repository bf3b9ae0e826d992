'use client';

import dynamic from 'next/dynamic';

/**
 * Where the compare bar goes. The bar shows only once tutors are picked, which the browser reads
 * from storage after hydration: its code loads after the first paint, not with the page.
 */
export const CompareBarSlot = dynamic(() => import('./compare-bar').then((m) => m.CompareBar), { ssr: false });
