import type { AxiosInstance } from 'axios';
import type { TeacherProfileBody, TeacherProfileForm } from '@/lib/schemas/teacher';
import type { DataStep, TutorApplicationView } from '@/lib/schemas/tutor-applications';
import { apiGet, apiPost, type ClientSource } from './calls';

/** The start-teaching flow's calls (`/www/v1/tutor-application/*`). */
export const tutorApplicationApi = {
  view: (client: AxiosInstance) => apiGet<TutorApplicationView>(client, '/www/v1/tutor-application'),
  /** Always a 302 whose `next_step` says where this person belongs now (spec §4). */
  resume: (client: AxiosInstance) => apiGet<never>(client, '/www/v1/tutor-application/resume'),
  saveStep: async (client: ClientSource, step: DataStep, body: object) =>
    apiPost<TutorApplicationView>(await client(), `/www/v1/tutor-application/steps/${step}`, body),
  sign: async (client: ClientSource, body: { version: string; full_name: string; accept: true }) =>
    apiPost<TutorApplicationView>(await client(), '/www/v1/tutor-application/agreement', body),
  submit: async (client: ClientSource) => apiPost<TutorApplicationView>(await client(), '/www/v1/tutor-application/submit', {}),
};

export const teacherProfileApi = {
  form: (client: AxiosInstance) => apiGet<TeacherProfileForm>(client, '/www/v1/teacher/profile'),
  save: async (client: ClientSource, body: TeacherProfileBody) => apiPost<TeacherProfileForm>(await client(), '/www/v1/teacher/profile', body),
};
