import { queryOptions } from '@tanstack/react-query';
import { cacheMs } from '@/lib/cache-lifetimes';
import { apiGet, type ClientSource } from './calls';

export interface Country {
  id: number;
  iso2: string;
  name: string;
  dial_code: string;
}

export function countriesQuery(client: ClientSource, locale: string) {
  return queryOptions({
    queryKey: ['countries', locale],
    queryFn: async () => (await apiGet<{ countries: Country[] }>(await client(), '/auth/v1/get-countries')).countries,
    staleTime: cacheMs('countries'),
  });
}
