import { useLocale } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';
import { getPathname } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';

/**
 * A link to one of our pages in the page's locale, rendered on the server as a plain `<a>`: the
 * browser loads the page (public pages come from the page cache), and the page carries no
 * next/link or next-intl navigation code for it. The error page, shown by the server and by the
 * browser, uses it too.
 */
export function PageLink({ href, children, ...rest }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string }) {
  const locale = useLocale() as Locale;
  return (
    <a href={getPathname({ href, locale })} {...rest}>
      {children}
    </a>
  );
}
