import type { AxiosInstance } from 'axios';
import type { DashboardHome } from '@/lib/schemas/dashboard-home';
import { apiGet } from './calls';

/** The student dashboard's home (`/www/v1/dashboard/home`). */
export const dashboardHomeApi = {
  home: (client: AxiosInstance) => apiGet<DashboardHome>(client, '/www/v1/dashboard/home'),
};
