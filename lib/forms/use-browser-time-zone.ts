'use client';

import { useEffect } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { browserTimeZone } from '@/lib/i18n/time-zone';

/**
 * Where a person has not chosen a zone yet, the field starts at their browser's (a phone set to
 * Asia/Tehran starts at Tehran, not at the server's fallback): set once, after hydration, since
 * the server cannot know it on a first visit (issue 29).
 */
export function useBrowserTimeZone<T extends FieldValues>(form: UseFormReturn<T, unknown, FieldValues>, name: Path<T>, unchosen: boolean): void {
  useEffect(() => {
    const zone = unchosen ? browserTimeZone() : undefined;
    if (zone && zone !== form.getValues(name)) form.setValue(name, zone as PathValue<T, Path<T>>);
    // Once, on the first render in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
