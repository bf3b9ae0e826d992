'use client';

import { useEffect, useRef } from 'react';

/** Runs a one-shot action after the first render, once even under React's strict double effects. */
export function useOnceOnMount(action: () => Promise<void>): void {
  const started = useRef(false);
  const latest = useRef(action);
  latest.current = action;
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void latest.current();
  }, []);
}
