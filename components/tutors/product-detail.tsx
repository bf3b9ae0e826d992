'use client';

import { useEffect } from 'react';
import type { AnalyticsTutor } from '@/lib/analytics';

/** Reports the product detail (spec §7) once per profile shown. */
export function ProductDetail({ tutor }: { tutor: AnalyticsTutor }) {
  useEffect(() => {
    void import('@/lib/analytics').then((m) => m.trackDetail(tutor));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tutor.id]);
  return null;
}
