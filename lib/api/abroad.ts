import { queryOptions } from '@tanstack/react-query';
import { cacheMs } from '@/lib/cache-lifetimes';
import type { AbroadCountry, AbroadCountrySummary, AbroadRequest } from '@/lib/schemas/abroad';
import type { FormReceipt } from '@/lib/schemas/contact';
import { apiGet, apiPost, type ClientSource } from './calls';

export function abroadCountriesQuery(client: ClientSource, locale: string) {
  return queryOptions({
    queryKey: ['abroad', 'countries', locale],
    queryFn: async () => (await apiGet<{ countries: AbroadCountrySummary[] }>(await client(), '/www/v1/abroad/countries')).countries,
    staleTime: cacheMs('content'),
  });
}

export function abroadCountryQuery(client: ClientSource, locale: string, slug: string) {
  return queryOptions({
    queryKey: ['abroad', 'country', locale, slug],
    queryFn: async () => apiGet<AbroadCountry>(await client(), `/www/v1/abroad/countries/${encodeURIComponent(slug)}`),
    staleTime: cacheMs('content'),
  });
}

export async function sendAbroadRequest(client: ClientSource, body: AbroadRequest): Promise<FormReceipt> {
  return apiPost<FormReceipt>(await client(), '/www/v1/abroad/consultation-requests', body);
}
