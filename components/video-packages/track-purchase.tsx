'use client';

import { useEffect } from 'react';
import { trackPackagePurchased } from '@/lib/analytics';

/** `TeacherVideoPackagePurchased` once per package and browser session (a reload pushes nothing new). */
export function TrackPurchase({ pkg }: { pkg: { id: number; title: string; price_cents: number; tutor: string } }) {
  useEffect(() => {
    const key = `video-package-purchased:${pkg.id}`;
    try {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, '1');
    } catch {
      // storage refused: push anyway
    }
    trackPackagePurchased(pkg);
  }, [pkg]);
  return null;
}
