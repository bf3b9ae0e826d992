import type { ComponentProps } from 'react';
import { createNavigation } from 'next-intl/navigation';
import { routing } from './routing';

const navigation = createNavigation(routing);

/**
 * The app's client-navigating link (dashboards, forms). Prefetching is off unless a link asks for
 * it: on a phone, prefetching every link in view fetched pages nobody opened and kept the main
 * thread busy while the page started. Importing this module brings next/link and next-intl's
 * navigation into the page: public pages link with plain `<a>` (`PageLink`) instead; addresses
 * come from `./paths`, the router and pathname from `./router`.
 */
export function Link({ prefetch = false, ...props }: ComponentProps<typeof navigation.Link>) {
  return <navigation.Link prefetch={prefetch} {...props} />;
}
