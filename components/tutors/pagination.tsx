import { useTranslations } from 'next-intl';
import { formatNumber } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import type { Pagination as Pages } from '@/lib/schemas/tutor-answers';
import { listHref, type UrlFilters } from '@/lib/tutors/list-url';
import { ServerLink } from './server-link';
import { SoftLinks } from './soft-links';

const AROUND = 2;

/** Plain links (crawlable, work without JavaScript); the page number lives in the URL. */
export function Pagination({ pages, base, path, filters, locale }: { pages: Pages; base: string; path: string; filters: UrlFilters; locale: Locale }) {
  const t = useTranslations('TutorList');
  if (pages.last_page <= 1) return null;
  const href = (page: number) => listHref(base, path, { ...filters, page: page > 1 ? String(page) : undefined });
  const numbers = new Set([1, pages.last_page]);
  for (let p = pages.page - AROUND; p <= pages.page + AROUND; p++) if (p >= 1 && p <= pages.last_page) numbers.add(p);
  const sorted = [...numbers].sort((a, b) => a - b);
  const cls = 'inline-block min-w-10 rounded-lg border border-gray-300 px-3 py-2 text-center hover:bg-brand-50';
  return (
    <SoftLinks>
      <nav aria-label={t('pagination')} className="mt-8">
        <ul className="flex flex-wrap items-center justify-center gap-2">
          {pages.page > 1 && (
            <li>
              <ServerLink href={href(pages.page - 1)} locale={locale} rel="prev" className={cls}>
                {t('previous')}
              </ServerLink>
            </li>
          )}
          {sorted.map((page, i) => (
            <li key={page} className="flex items-center gap-2">
              {i > 0 && sorted[i - 1]! < page - 1 && <span aria-hidden="true">…</span>}
              {page === pages.page ? (
                <span aria-current="page" className={`${cls} border-brand-700 bg-brand-700 font-bold text-white hover:bg-brand-700`}>
                  {formatNumber(page, locale)}
                </span>
              ) : (
                <ServerLink href={href(page)} locale={locale} aria-label={t('page_n', { page })} className={cls}>
                  {formatNumber(page, locale)}
                </ServerLink>
              )}
            </li>
          ))}
          {pages.page < pages.last_page && (
            <li>
              <ServerLink href={href(pages.page + 1)} locale={locale} rel="next" className={cls}>
                {t('next')}
              </ServerLink>
            </li>
          )}
        </ul>
      </nav>
    </SoftLinks>
  );
}
