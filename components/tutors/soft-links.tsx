'use client';

import type { MouseEvent, ReactNode } from 'react';
import { useRouter } from '@/lib/i18n/router';

/**
 * Client-side navigation for server-rendered `<a data-href>` links inside, with one island instead
 * of a Link component per link (pagination, breadcrumbs, course chips).
 */
export function SoftLinks({ children, className }: { children: ReactNode; className?: string }) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest<HTMLAnchorElement>('a[data-href]');
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    router.push(link.dataset.href!);
  };
  return (
    // Only the links inside are interactive; this wrapper just routes their clicks.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div onClick={onClick} className={className}>
      {children}
    </div>
  );
}
