import type { AxiosInstance } from 'axios';
import type { SignedInDevice } from '@/lib/schemas/sessions';
import { apiGet, apiPost, type ClientSource } from './calls';

/** The account's signed-in devices (`/auth/v1/sessions*`, issue 16). */
export const sessionsApi = {
  list: (client: AxiosInstance) => apiGet<SignedInDevice[]>(client, '/auth/v1/sessions'),
  end: async (client: ClientSource, id: number) => apiPost<{ ended: true }>(await client(), '/auth/v1/sessions/end', { id }),
  endOthers: async (client: ClientSource) => apiPost<{ ended: number }>(await client(), '/auth/v1/sessions/end-others', {}),
};
