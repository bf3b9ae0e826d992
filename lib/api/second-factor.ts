import type { AxiosInstance } from 'axios';
import type { SecondFactorEnrolment, SecondFactorStatus } from '@/lib/schemas/second-factor';
import { apiGet, apiPost, type ClientSource } from './calls';

/** The console's second factor (`/www/v1/operator/second-factor/*`, issue 34). */
export const secondFactorApi = {
  status: (client: AxiosInstance) => apiGet<SecondFactorStatus>(client, '/www/v1/operator/second-factor'),
  enrol: async (client: ClientSource) => apiPost<SecondFactorEnrolment>(await client(), '/www/v1/operator/second-factor/enrol'),
  verify: async (client: ClientSource, code: string) =>
    apiPost<SecondFactorStatus>(await client(), '/www/v1/operator/second-factor/verify', { code }, { suppressToast: true }),
};
