'use client';

import { useEffect } from 'react';
import { type TutorEvent, trackTutorEvent } from '@/lib/analytics';

/** The spec's submit event, once per request (a reload of the confirmation page pushes nothing new). */
export function TrackSubmit({
  event,
  requestId,
  tutor,
}: {
  event: TutorEvent;
  requestId: number;
  tutor?: { id: number; full_name: string; teaching_price_formatted: string; stars: number };
}) {
  useEffect(() => {
    const key = `tutor-request-submitted:${requestId}`;
    try {
      if (sessionStorage.getItem(key)) return;
      sessionStorage.setItem(key, '1');
    } catch {
      // storage refused: push anyway
    }
    trackTutorEvent(event, tutor);
  }, [event, requestId, tutor]);
  return null;
}
