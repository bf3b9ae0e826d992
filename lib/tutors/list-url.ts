import { toLatinDigits } from '@/lib/format';
import type { LinkParameters } from '@/lib/schemas/tutor-answers';
import { GENDERS, type STAR_FILTERS, TEACHING_TYPES, TUTOR_SORTS } from './options';

/** The filters a list page keeps in its query string (course and place live in the path). */
export const URL_FILTERS = ['sort', 'type', 'price_min', 'price_max', 'stars', 'gender', 'page'] as const;
export type UrlFilter = (typeof URL_FILTERS)[number];
export type UrlFilters = Partial<Record<UrlFilter, string>>;

const isWhole = (v: string, max: number) => /^\d{1,5}$/.test(v) && Number(v) <= max;
const valid: Record<UrlFilter, (v: string) => boolean> = {
  sort: (v) => (TUTOR_SORTS as readonly string[]).includes(v),
  type: (v) => (TEACHING_TYPES as readonly string[]).includes(v),
  gender: (v) => (GENDERS as readonly string[]).includes(v),
  price_min: (v) => isWhole(v, 10_000),
  price_max: (v) => isWhole(v, 10_000),
  stars: (v) => /^[0-5](\.5)?$/.test(v),
  page: (v) => /^[1-9]\d{0,2}$/.test(v),
};

/** Keeps the valid filters of a page URL; a hand-edited bad value is dropped, not an error page. */
export function readUrlFilters(search: Record<string, string | string[] | undefined>): UrlFilters {
  const out: UrlFilters = {};
  for (const key of URL_FILTERS) {
    const raw = search[key];
    // Prices typed in Persian or Arabic-Indic digits are the same filter (issue 29).
    const first = Array.isArray(raw) ? raw[0] : raw;
    const value = first && (key === 'price_min' || key === 'price_max') ? toLatinDigits(first.trim()) : first;
    if (value && valid[key](value) && !(key === 'sort' && value === 'relevance') && !(key === 'page' && value === '1')) out[key] = value;
  }
  if (out.price_min && out.price_max && Number(out.price_min) > Number(out.price_max)) delete out.price_max;
  return out;
}

/** The filters' labels that hold a number, formatted by the server (`tutorFilterLabels`). */
export interface TutorFilterLabels {
  /** The folded filters' button: "Filters (2)". */
  summary: string;
  /** Each minimum rating's option: "4.5 stars or more". */
  stars: Record<(typeof STAR_FILTERS)[number], string>;
}

/** The course and place a list is narrowed to, as the filters' two path fields name them. */
export function pathFilters(links: LinkParameters, filters: UrlFilters) {
  const course = links.course?.slug ?? links.course_group?.slug ?? '';
  const type = links.type ?? filters.type;
  const place = links.city?.slug ?? (type === 'online' ? 'online' : type === 'offline' ? 'in-person' : '');
  return { course, place };
}

/** How many filters narrow a list (its folded filters' button says so). */
export function activeFilterCount(links: LinkParameters, filters: UrlFilters): number {
  const { course, place } = pathFilters(links, filters);
  return [course, place, filters.stars, filters.gender, filters.price_min, filters.price_max].filter(Boolean).length;
}

/** The no-JavaScript search form's fields: a valid slug in either sends the visitor to the list's path (a 301). */
export const FORM_SLUGS = ['course', 'place'] as const;

export function readFormSlugs(search: Record<string, string | string[] | undefined>): string[] {
  return FORM_SLUGS.map((key) => search[key]).filter((v): v is string => typeof v === 'string' && /^[a-z0-9-]{1,80}$/.test(v));
}

/**
 * What a list page reads from its query string, in its canonical form (`?sort=…&page=2`, or '' for
 * none); null when the page redirects instead (the search form's fields). The page cache keys
 * list pages on this, so a made-up parameter or a bad value is the same page.
 */
export function canonicalListQuery(search: URLSearchParams): string | null {
  // As Next hands a page its search params: a repeated key is a list.
  const fields: Record<string, string | string[]> = {};
  for (const key of [...URL_FILTERS, ...FORM_SLUGS]) {
    const values = search.getAll(key);
    if (values.length) fields[key] = values.length === 1 ? values[0]! : values;
  }
  if (readFormSlugs(fields).length) return null;
  return toQueryString(readUrlFilters(fields));
}

export function toQueryString(filters: UrlFilters): string {
  const params = new URLSearchParams();
  for (const key of URL_FILTERS) if (filters[key]) params.set(key, filters[key]!);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function listHref(base: string, path: string, filters: UrlFilters): string {
  return `${base}${path ? `/${path}` : ''}${toQueryString(filters)}`;
}
