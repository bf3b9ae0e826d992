import type { AxiosInstance } from 'axios';
import type { JobStateFilter, OperatorJob, OperatorOverview, RoleChange } from '@/lib/schemas/operator';
import type { Role } from '@/lib/auth/access';
import { apiGet, apiPost, type ClientSource } from './calls';

/** The operator console's calls (`/www/v1/operator/*`). */
export const operatorApi = {
  overview: (client: AxiosInstance) => apiGet<OperatorOverview>(client, '/www/v1/operator/overview'),
  jobs: (client: AxiosInstance, state: JobStateFilter) => apiGet<{ jobs: OperatorJob[] }>(client, '/www/v1/operator/jobs', { state }),
  retryJob: async (client: ClientSource, id: string) => apiPost<{ retried: true }>(await client(), `/www/v1/operator/jobs/${encodeURIComponent(id)}/retry`),
  changeRole: async (client: ClientSource, body: { mobile: string; role: Role; granted: boolean }) =>
    apiPost<RoleChange>(await client(), '/www/v1/operator/roles', body),
};
