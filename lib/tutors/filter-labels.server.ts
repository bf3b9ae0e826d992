import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import type { LinkParameters } from '@/lib/schemas/tutor-answers';
import { activeFilterCount, type TutorFilterLabels, type UrlFilters } from './list-url';
import { STAR_FILTERS } from './options';

/**
 * Formatted on the server: a number or plural in the browser builds Intl's number and plural
 * rules for the locale while the page hydrates (about 20 ms of a phone's main thread in Persian),
 * for text the server has already written. The list re-renders on the server when a filter changes.
 */
export async function tutorFilterLabels(locale: Locale, links: LinkParameters, filters: UrlFilters): Promise<TutorFilterLabels> {
  const t = await getTranslations({ locale, namespace: 'TutorFilterLabels' });
  const stars = Object.fromEntries(STAR_FILTERS.map((s) => [s, t('stars_at_least', { stars: Number(s) })])) as TutorFilterLabels['stars'];
  return { summary: t('show_filters', { count: activeFilterCount(links, filters) }), stars };
}
