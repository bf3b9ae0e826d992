import type { ReactNode } from 'react';
import { getPathname } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';

/** A plain localized link; inside SoftLinks it navigates without a full reload. */
export function ServerLink(props: { href: string; locale: Locale; className?: string; rel?: string; 'aria-label'?: string; children: ReactNode }) {
  const { href, locale, children, ...rest } = props;
  return (
    <a href={getPathname({ href, locale })} data-href={href} {...rest}>
      {children}
    </a>
  );
}
