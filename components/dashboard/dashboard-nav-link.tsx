'use client';

import { useLinkStatus } from 'next/link';
import { type ReactNode, useEffect, useRef } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { usePathname } from '@/lib/i18n/router';

/** A section link that knows it is the current page (the layout around it does not re-render). */
export function DashboardNavLink({ href, exact, children }: { href: string; exact: boolean; children: ReactNode }) {
  const pathname = usePathname();
  const current = exact ? pathname === href : pathname === href || pathname.startsWith(`${href}/`);
  const link = useRef<HTMLAnchorElement>(null);
  // On a phone the bar scrolls sideways: the current section's tab is brought into view, never left clipped.
  // Only the bar scrolls (relative moves work in RTL too, where scrollLeft runs negative), never the page.
  useEffect(() => {
    const tab = link.current;
    const bar = tab?.closest<HTMLElement>('[data-dashboard-bar]');
    if (!current || !tab || !bar || bar.scrollWidth <= bar.clientWidth) return;
    const [inner, outer] = [tab.getBoundingClientRect(), bar.getBoundingClientRect()];
    // Whole pixels, rounded outwards: tabs have fractional widths, and a scroll position that drops the fraction leaves the tab clipped.
    if (inner.left < outer.left) bar.scrollLeft -= Math.ceil(outer.left - inner.left);
    else if (inner.right > outer.right) bar.scrollLeft += Math.ceil(inner.right - outer.right);
  }, [current]);
  return (
    <Link
      ref={link}
      href={href}
      aria-current={current ? 'page' : undefined}
      className="flex min-h-12 flex-1 items-center justify-center rounded-lg px-3 py-2 text-center text-sm font-medium text-gray-700 hover:bg-brand-50 aria-[current=page]:bg-brand-50 aria-[current=page]:font-bold aria-[current=page]:text-brand-800 md:justify-start md:text-start md:text-base"
    >
      {children}
      <PendingMark />
    </Link>
  );
}

/**
 * Shown in the tab a person pressed while its page is on its way (a signed-in page is rendered per
 * request: a few hundred ms on a busy server or a phone line), so the press visibly took. Nothing
 * for a screen reader: Next announces the new page's title when it arrives.
 */
function PendingMark() {
  const { pending } = useLinkStatus();
  if (!pending) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="tab-pending"
      className="ms-2 inline-block size-3.5 shrink-0 animate-pending rounded-full border-2 border-current border-e-transparent motion-reduce:animate-pending-still"
    />
  );
}
