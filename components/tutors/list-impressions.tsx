'use client';

import { useEffect } from 'react';
import { type AnalyticsTutor, trackImpressions } from '@/lib/analytics';

/** Reports the cards shown (spec §7 product impressions) each time the list changes. */
export function ListImpressions({ tutors, list, firstPosition = 1 }: { tutors: AnalyticsTutor[]; list: string; firstPosition?: number }) {
  const key = `${list}:${firstPosition}:${tutors.map((t) => t.id).join(',')}`;
  useEffect(() => {
    trackImpressions(tutors, list, firstPosition);
    // The key captures everything the push depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return null;
}

export function ProductDetail({ tutor }: { tutor: AnalyticsTutor }) {
  useEffect(() => {
    void import('@/lib/analytics').then((m) => m.trackDetail(tutor));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tutor.id]);
  return null;
}
