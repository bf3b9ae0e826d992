'use client';

import { useLinkStatus } from 'next/link';
import { createPortal } from 'react-dom';

/**
 * Inside every `Link`: while the page it leads to is on its way (signed-in pages are rendered per
 * request: a few hundred ms on a busy server, more on a phone line), a thin bar across the top of
 * the screen shows that the press took. It shows from 120 ms on, so a quick page never flickers
 * it, and stands still for those who ask for reduced motion. Hidden from screen readers: Next
 * announces the new page's title when it arrives.
 */
export function NavigationPending() {
  const { pending } = useLinkStatus();
  if (!pending) return null;
  return createPortal(
    <div
      aria-hidden="true"
      data-testid="navigation-pending"
      className="pointer-events-none fixed inset-x-0 top-0 z-50 h-1 animate-navigation bg-brand-600 ltr:origin-left rtl:origin-right motion-reduce:animate-navigation-still"
    />,
    document.body,
  );
}
