import type { AxiosInstance } from 'axios';
import type { Named } from '@/lib/schemas/tutor-answers';
import type { MarketPrices, PrepaymentDue, TeacherOfferPage, TeacherOfferListing, TutorRequestPage, TutorRequestView } from '@/lib/schemas/tutor-requests';
import { apiGet } from './calls';

/** The tutor request's reads (`/www/v1/tutor-request/*`, `/www/v1/teacher/offers`); its writes are form posts. */
export const tutorRequestApi = {
  get: (client: AxiosInstance, id: number) => apiGet<TutorRequestView>(client, `/www/v1/tutor-request/${id}`),
  mine: (client: AxiosInstance, page = 1) => apiGet<TutorRequestPage>(client, '/www/v1/tutor-request/mine', { page }),
  prepayment: (client: AxiosInstance, id: number) =>
    apiGet<PrepaymentDue>(client, `/www/v1/tutor-request/${id}/prepayment`, undefined, { suppressToast: true }),
  marketPrices: (client: AxiosInstance, courseId: number, cityId?: number | null) =>
    apiGet<MarketPrices>(client, '/www/v1/tutor-request/market-prices', { course_id: courseId, ...(cityId ? { city_id: cityId } : {}) }),
  offers: (client: AxiosInstance, filter: TeacherOfferListing['filter'], page = 1, size = 20) =>
    apiGet<TeacherOfferPage>(client, '/www/v1/teacher/offers', { filter, page, size }),
  courses: async (client: AxiosInstance) =>
    (await apiGet<{ courses: (Named & { course_group_id: number; group_name: string })[] }>(client, '/www/v1/search-box/tutoring-courses')).courses,
  cities: async (client: AxiosInstance) => (await apiGet<{ cities: (Named & { province_id: number })[] }>(client, '/www/v1/search-box/cities')).cities,
  provinces: async (client: AxiosInstance) => {
    const answer = await apiGet<{ provinces: Named[] } | Named[]>(client, '/www/v1/search-box/provinces');
    return Array.isArray(answer) ? answer : answer.provinces;
  },
};
