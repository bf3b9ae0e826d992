import type { AxiosInstance } from 'axios';
import type { TeacherOverview } from '@/lib/schemas/teacher';
import { apiGet } from './calls';

/** The teacher dashboard's calls (`/www/v1/teacher/*`). */
export const teacherApi = {
  overview: (client: AxiosInstance) => apiGet<TeacherOverview>(client, '/www/v1/teacher/overview'),
};
