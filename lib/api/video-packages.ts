import type { AxiosInstance } from 'axios';
import type { PackageDetail, PackageInput, PackageSummary, SessionInput, StreamGrant, TutorPackageView } from '@/lib/schemas/video-packages';
import { apiGet, apiPost, type ClientSource } from './calls';

type CourseWithPackages = { id: number; name: string; packages: PackageSummary[] };

/** Tutor video packages (issue 33): the catalogue, owned packages, streaming and progress, the tutor's editing. */
export const videoPackageApi = {
  search: (client: AxiosInstance, q?: string) =>
    apiGet<{ courses: CourseWithPackages[] }>(client, '/www/v1/search-box/tutoring-package-courses', q ? { q } : undefined),
  detail: (client: AxiosInstance, id: number) => apiGet<PackageDetail>(client, `/www/v1/video-packages/${id}`),
  ofTutor: (client: AxiosInstance, tutorId: number) => apiGet<{ packages: PackageSummary[] }>(client, `/www/v1/video-packages/by-tutor/${tutorId}`),
  mine: (client: AxiosInstance) => apiGet<{ packages: (PackageSummary & { watched_count: number })[] }>(client, '/www/v1/video-packages/mine'),
  owned: (client: AxiosInstance, id: number) => apiGet<PackageDetail>(client, `/www/v1/video-packages/mine/${id}`),
  streamUrl: async (client: ClientSource, sessionId: number, preview: boolean) =>
    apiGet<StreamGrant>(await client(), `/www/v1/video-packages/sessions/${sessionId}/${preview ? 'preview-url' : 'stream-url'}`),
  saveProgress: async (client: ClientSource, sessionId: number, body: { position_seconds: number; ended: boolean }) => {
    const response = await (
      await client()
    ).put<{ data: { position_seconds: number; watched: boolean } }>(`/www/v1/video-packages/sessions/${sessionId}/progress`, body, {
      suppressToast: true,
    } as object);
    return response.data.data;
  },
  teacherList: (client: AxiosInstance) => apiGet<{ packages: TutorPackageView[] }>(client, '/www/v1/teacher/video-packages'),
  create: async (client: ClientSource, body: PackageInput) => apiPost<TutorPackageView>(await client(), '/www/v1/teacher/video-packages', body),
  update: async (client: ClientSource, id: number, body: PackageInput) => {
    const response = await (await client()).put<{ data: TutorPackageView }>(`/www/v1/teacher/video-packages/${id}`, body);
    return response.data.data;
  },
  addSession: async (client: ClientSource, id: number, body: SessionInput) =>
    apiPost<TutorPackageView>(await client(), `/www/v1/teacher/video-packages/${id}/sessions`, body),
};
