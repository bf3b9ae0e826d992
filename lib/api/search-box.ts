import { queryOptions } from '@tanstack/react-query';
import { CACHE_MINUTES, type CachedList, cacheMs } from '@/lib/cache-lifetimes';
import { getCached, setCached } from '@/lib/local-cache';
import type { Named } from '@/lib/schemas/tutor-answers';
import { apiGet, type ClientSource } from './calls';

type City = Named & { province_id: number; is_capital: boolean };

/** Reference lists also live in the browser's local cache for their lifetime (docs/decisions.md). */
async function cachedLocally<T>(key: string, list: CachedList, load: () => Promise<T>): Promise<T> {
  const hit = getCached<T>(key);
  if (hit !== null) return hit;
  const value = await load();
  setCached(key, value, CACHE_MINUTES[list], 'm');
  return value;
}

export function offlineCitiesQuery(client: ClientSource, locale: string) {
  return queryOptions({
    queryKey: ['search-box', 'cities', 'OFFLINE', locale],
    queryFn: () =>
      cachedLocally(
        `search-box:cities:OFFLINE:${locale}`,
        'provincesAndCities',
        async () => (await apiGet<{ cities: City[] }>(await client(), '/www/v1/search-box/cities', { teaching_type: 'OFFLINE' })).cities,
      ),
    staleTime: cacheMs('provincesAndCities'),
  });
}

export function tutoringCoursesQuery(client: ClientSource, locale: string) {
  return queryOptions({
    queryKey: ['search-box', 'tutoring-courses', locale],
    queryFn: () =>
      cachedLocally(
        `search-box:courses:${locale}`,
        'navigation',
        async () =>
          (await apiGet<{ courses: (Named & { course_group_id: number; group_name: string })[] }>(await client(), '/www/v1/search-box/tutoring-courses'))
            .courses,
      ),
    staleTime: cacheMs('navigation'),
  });
}
