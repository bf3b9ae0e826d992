import { stepMetadata, stepPage } from '@/components/tutor-applications/step-page';

export const generateMetadata = stepMetadata('old-teacher');
export default stepPage('old-teacher');
