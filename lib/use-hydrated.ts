import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true once the page's script runs. A
 * control that does nothing without script is disabled until then: a cached page paints before
 * its scripts load (server/page-cache/first-paint.ts), and a press in that moment would be lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
