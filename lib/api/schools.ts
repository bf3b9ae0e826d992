import { queryOptions } from '@tanstack/react-query';
import { cacheMs } from '@/lib/cache-lifetimes';
import type { FormReceipt } from '@/lib/schemas/contact';
import type { SchoolList, SchoolRequest } from '@/lib/schemas/schools';
import { apiGet, apiPost, type ClientSource } from './calls';

export function schoolListQuery(client: ClientSource, locale: string, city: string) {
  return queryOptions({
    queryKey: ['schools', locale, city],
    queryFn: async () => apiGet<SchoolList>(await client(), '/www/v1/schools', { city }),
    staleTime: cacheMs('content'),
  });
}

export async function sendSchoolRequest(client: ClientSource, body: SchoolRequest): Promise<FormReceipt> {
  return apiPost<FormReceipt>(await client(), '/www/v1/schools/consultation-requests', body);
}
