import type { AxiosInstance } from 'axios';
import type { ClassReview, OperatorReview, OperatorReviewPage, ReviewPage, SurveyAnswers, SurveyView } from '@/lib/schemas/reviews';
import { apiGet, apiPost, type ClientSource } from './calls';

/** Class surveys and reviews (`/www/v1/reviews/*`, the team's `/www/v1/operator/reviews/*`). */
export const reviewApi = {
  survey: (client: AxiosInstance, classId: number) => apiGet<SurveyView>(client, `/www/v1/reviews/classes/${classId}/survey`),
  submitSurvey: async (client: ClientSource, classId: number, body: SurveyAnswers) =>
    apiPost<ClassReview>(await client(), `/www/v1/reviews/classes/${classId}/survey`, body),
  teacherReviews: (client: AxiosInstance, page = 1, size = 20) => apiGet<ReviewPage>(client, '/www/v1/reviews/teacher', { page, size }),
  answer: async (client: ClientSource, reviewId: number, answer: string) =>
    apiPost<ClassReview>(await client(), `/www/v1/reviews/teacher/${reviewId}/answer`, { answer }),
  operatorReviews: (client: AxiosInstance, filter: 'visible' | 'hidden', page = 1) =>
    apiGet<OperatorReviewPage>(client, '/www/v1/operator/reviews', { filter, page }),
  hide: async (client: ClientSource, reviewId: number, reason: string) =>
    apiPost<OperatorReview>(await client(), `/www/v1/operator/reviews/${reviewId}/hide`, { reason }),
  restore: async (client: ClientSource, reviewId: number, reason: string) =>
    apiPost<OperatorReview>(await client(), `/www/v1/operator/reviews/${reviewId}/restore`, { reason }),
};
