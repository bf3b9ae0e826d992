import { useTranslations } from 'next-intl';
import type { Locale } from '@/lib/i18n/routing';
import { localizedPath, SITE_URL } from '@/lib/seo.server';
import { JsonLd } from './json-ld';
import { ServerLink } from './server-link';
import { SoftLinks } from './soft-links';

export interface Crumb {
  name: string;
  href: string;
}

/** Visible breadcrumbs plus the same trail as a schema.org BreadcrumbList. */
export function Breadcrumbs({ crumbs, locale }: { crumbs: Crumb[]; locale: Locale }) {
  const t = useTranslations('TutorList');
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: new URL(localizedPath(locale, crumb.href), SITE_URL).toString(),
    })),
  };
  return (
    <SoftLinks>
      <nav aria-label={t('breadcrumbs')} className="text-sm">
        <JsonLd data={jsonLd} />
        <ol className="flex flex-wrap gap-1 text-muted">
          {crumbs.map((crumb, i) => (
            <li key={crumb.href} className="flex gap-1">
              {i > 0 && <span aria-hidden="true">/</span>}
              {i === crumbs.length - 1 ? (
                <span aria-current="page">{crumb.name}</span>
              ) : (
                <ServerLink href={crumb.href} locale={locale} className="underline-offset-2 hover:underline">
                  {crumb.name}
                </ServerLink>
              )}
            </li>
          ))}
        </ol>
      </nav>
    </SoftLinks>
  );
}
