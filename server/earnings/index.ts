// Tutors' earnings (issue 31): what a confirmed lesson pays its tutor, less the platform's commission.
export { payTutorForLesson, payTutorForPackageSale } from './pay';
