import { stepMetadata, stepPage } from '@/components/tutor-applications/step-page';

export const generateMetadata = stepMetadata('teaching-courses');
export default stepPage('teaching-courses');
