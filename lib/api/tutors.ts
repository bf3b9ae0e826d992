import { queryOptions } from '@tanstack/react-query';
import { cacheMs } from '@/lib/cache-lifetimes';
import type {
  LinkParameters,
  PriceNumbers,
  PricePage,
  SearchSuggestions,
  TutorCard,
  TutorCourses,
  TutorListAnswer,
  TutorProfile,
} from '@/lib/schemas/tutor-answers';
import type { TutorFilters, TutorListInput } from '@/lib/schemas/tutors';
import { apiGet, type ClientSource } from './calls';

const LIST = '/www/v2/tutor/list';

export function tutorListQuery(client: ClientSource, locale: string, params: TutorListInput, kind: 'fetch' | 'best-list' = 'fetch') {
  return queryOptions({
    queryKey: ['tutors', kind, locale, params],
    queryFn: async () => apiGet<TutorListAnswer>(await client(), `${LIST}/${kind}`, params),
    staleTime: cacheMs('tutorLists'),
  });
}

export function linkParametersQuery(client: ClientSource, locale: string, slugs: string) {
  return queryOptions({
    queryKey: ['tutors', 'link-parameters', locale, slugs],
    queryFn: async () => apiGet<LinkParameters>(await client(), `${LIST}/link-parameters`, slugs ? { slugs } : {}),
    staleTime: cacheMs('navigation'),
  });
}

export function priceNumbersQuery(client: ClientSource, locale: string, filters: TutorFilters) {
  return queryOptions({
    queryKey: ['tutors', 'price-numbers', locale, filters],
    queryFn: async () => apiGet<PriceNumbers>(await client(), `${LIST}/price-numbers`, filters),
    staleTime: cacheMs('priceNumbers'),
  });
}

export function pricePageQuery(client: ClientSource, locale: string, filters: TutorFilters) {
  return queryOptions({
    queryKey: ['tutors', 'price-page', locale, filters],
    queryFn: async () => apiGet<PricePage>(await client(), `${LIST}/price-page`, filters),
    staleTime: cacheMs('priceNumbers'),
  });
}

export function tutorProfileQuery(client: ClientSource, locale: string, username: string) {
  return queryOptions({
    queryKey: ['tutors', 'profile', locale, username],
    queryFn: async () => apiGet<TutorProfile>(await client(), `/www/v2/tutor/profile/${encodeURIComponent(username)}`),
    staleTime: cacheMs('tutorLists'),
  });
}

export function topTeachersQuery(client: ClientSource, locale: string) {
  return queryOptions({
    queryKey: ['tutors', 'top-teachers', locale],
    queryFn: async () => apiGet<{ tutors: TutorCard[] }>(await client(), '/www/v1/home/top-teachers'),
    staleTime: cacheMs('topTeachers'),
  });
}

export function searchSuggestionsQuery(client: ClientSource, locale: string, q: string) {
  return queryOptions({
    queryKey: ['search-box', 'search', locale, q],
    // Suggestions come and go as the user types: a refused one (a 422 for an odd query, a 429) is
    // not worth a toast per keystroke; the box just shows none (spec §8 "unless suppressed").
    queryFn: async () => apiGet<SearchSuggestions>(await client(), '/www/v1/search-box/search', { q }, { suppressToast: true }),
    staleTime: cacheMs('tutorLists'),
    enabled: q.trim().length > 0,
  });
}

export function tutorCoursesQuery(client: ClientSource, locale: string, tutorId: number) {
  return queryOptions({
    queryKey: ['tutors', 'profile-courses', locale, tutorId],
    queryFn: async () => apiGet<TutorCourses>(await client(), `/www/v2/tutor/profile/courses/${tutorId}`),
    staleTime: cacheMs('tutorLists'),
  });
}
