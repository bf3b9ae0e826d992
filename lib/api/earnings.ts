import type { AxiosInstance } from 'axios';
import type { EarningsView } from '@/lib/schemas/earnings';
import { apiGet } from './calls';

/** The tutor's own earnings (`/www/v1/teacher/earnings`, issue 31). */
export const earningsApi = {
  mine: (client: AxiosInstance) => apiGet<EarningsView>(client, '/www/v1/teacher/earnings'),
};
