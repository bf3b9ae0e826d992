import type { AxiosInstance } from 'axios';
import type { ClassDetailView, ClassListPage, OperatorClassReport, RescheduleWindowView, TutorSessionsView } from '@/lib/schemas/classes';
import { apiGet } from './calls';

/** Classes' reads (`/www/v1/classes/*`, the tutor's sessions, the operator's report); writes are form posts (lib/classes/actions.server.ts). */
export const classApi = {
  mine: (client: AxiosInstance, page = 1) => apiGet<ClassListPage>(client, '/www/v1/classes', { page }),
  get: (client: AxiosInstance, id: number) => apiGet<ClassDetailView>(client, `/www/v1/classes/${id}`),
  rescheduleWindow: (client: AxiosInstance, sessionId: number) => apiGet<RescheduleWindowView>(client, `/www/v1/classes/sessions/${sessionId}/reschedule`),
  tutorSessions: (client: AxiosInstance, from: string, days = 7) => apiGet<TutorSessionsView>(client, '/www/v1/teacher/sessions', { from, days }),
  operatorReport: (client: AxiosInstance) => apiGet<OperatorClassReport>(client, '/www/v1/operator/classes'),
};
