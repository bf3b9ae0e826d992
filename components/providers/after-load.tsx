'use client';

import { type ReactNode, useEffect, useState } from 'react';

/** Resolves after the window's load event and the next idle period (at most `timeout` ms later). */
export function whenLoadedAndIdle(callback: () => void, timeout = 3000): () => void {
  let cancelled = false;
  let idle: number | undefined;
  const schedule = () => {
    if (cancelled) return;
    idle = window.requestIdleCallback
      ? window.requestIdleCallback(() => !cancelled && callback(), { timeout })
      : window.setTimeout(() => !cancelled && callback(), 1);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idle === undefined) return;
    if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/**
 * Renders its children only once the page has loaded and the browser is idle: what nobody needs
 * for the first paint or the first tap (service worker, update prompt, install button) stays off
 * the critical path.
 */
export function AfterLoad({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => whenLoadedAndIdle(() => setReady(true)), []);
  return ready ? children : null;
}
