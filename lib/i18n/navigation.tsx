import NextLink from 'next/link';
import { useLocale } from 'next-intl';
import type { ComponentProps } from 'react';
import { NavigationPending } from './navigation-pending';
import { getPathname } from './paths';

type NextLinkProps = ComponentProps<typeof NextLink>;

/**
 * The app's client-navigating link (dashboards, forms): next/link with the address in the page's
 * locale (`href` a path or `{ pathname, query }` without the locale), for server and client
 * components alike. Prefetching is off unless a link asks for it: on a phone, prefetching every
 * link in view fetched pages nobody opened and kept the main thread busy while the page started.
 * Importing it brings next/link into the page: public pages link with plain `<a>` (`PageLink`)
 * instead; addresses come from `./paths`, the router and pathname from `./router`. While its page is
 * on its way, a bar at the top of the screen says so (`NavigationPending`).
 */
export function Link({ href, prefetch = false, children, ...props }: NextLinkProps) {
  const locale = useLocale();
  const localized =
    typeof href === 'string' ? getPathname({ href, locale }) : href.pathname ? { ...href, pathname: getPathname({ href: href.pathname, locale }) } : href;
  return (
    <NextLink href={localized} prefetch={prefetch} {...props}>
      {children}
      <NavigationPending />
    </NextLink>
  );
}
