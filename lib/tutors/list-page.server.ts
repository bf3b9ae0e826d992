import 'server-only';
import { notFound, permanentRedirect } from 'next/navigation';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { linkParametersQuery, tutorListQuery } from '@/lib/api/tutors';
import { getPathname } from '@/lib/i18n/paths';
import { fetchOnServer } from '@/lib/query-client.server';
import type { LinkParameters, TutorListAnswer } from '@/lib/schemas/tutor-answers';
import type { TutorFilters } from '@/lib/schemas/tutors';
import { listHref, readFormSlugs, readUrlFilters, type UrlFilters } from './list-url';

export type ListKind = 'tutor-list' | 'best-tutor-list' | 'tutor-price';
export type SearchParams = Record<string, string | string[] | undefined>;
const MAX_SLUGS = 5;
const EMPTY_LINKS: LinkParameters = { course: null, course_group: null, city: null, province: null, type: null, path: '' };

export interface ListContext {
  kind: ListKind;
  links: LinkParameters;
  filters: UrlFilters;
  /** The API filters: what the path names plus the query's filters. */
  apiFilters: TutorFilters;
}

/**
 * Resolves a list URL: path slugs through link-parameters (unknown → 404, another order → 301
 * to the canonical one), the no-JavaScript search form's `course`/`place` into the path.
 */
export async function resolveListUrl(kind: ListKind, locale: string, slugs: string[] = [], search: SearchParams): Promise<ListContext> {
  if (slugs.length > MAX_SLUGS || slugs.some((s) => !/^[a-z0-9-]{1,80}$/.test(s))) notFound();
  const formSlugs = readFormSlugs(search);
  const wanted = [...slugs, ...formSlugs.filter((s) => !slugs.includes(s))];
  const links = wanted.length ? await onServer(fetchOnServer(linkParametersQuery(getServerApiClient, locale, wanted.join('/')))) : EMPTY_LINKS;
  const filters = readUrlFilters(search);
  if (links.path !== slugs.join('/') || formSlugs.length) permanentRedirect(getPathname({ href: listHref(`/${kind}`, links.path, filters), locale }));
  const apiFilters: TutorFilters = {
    course_id: links.course?.id,
    course_group_id: links.course ? undefined : links.course_group?.id,
    zn_city_id: links.city?.id,
    province_id: links.city ? undefined : links.province?.id,
    type: links.type ?? (filters.type as TutorFilters['type']),
    price_min: filters.price_min ? Number(filters.price_min) : undefined,
    price_max: filters.price_max ? Number(filters.price_max) : undefined,
    stars: filters.stars ? Number(filters.stars) : undefined,
    gender: filters.gender as TutorFilters['gender'],
  };
  return { kind, links, filters, apiFilters };
}

export async function fetchList(ctx: ListContext, locale: string): Promise<TutorListAnswer> {
  const params = {
    ...Object.fromEntries(Object.entries(ctx.apiFilters).filter(([, v]) => v !== undefined)),
    page: ctx.filters.page ? Number(ctx.filters.page) : 1,
    ...(ctx.kind === 'tutor-list' && ctx.filters.sort ? { sort: ctx.filters.sort as 'relevance' } : {}),
  };
  const kind = ctx.kind === 'best-tutor-list' ? 'best-list' : 'fetch';
  const answer = await onServer(fetchOnServer(tutorListQuery(getServerApiClient, locale, params, kind)));
  // A page past the end names nothing: a 404, never "13 tutors found" beside "no tutor matches".
  if (params.page > Math.max(1, answer.pagination.last_page)) notFound();
  return answer;
}
