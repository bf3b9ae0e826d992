'use client';

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
    </Link>
  );
}
