import { stepMetadata, stepPage } from '@/components/tutor-applications/step-page';

export const generateMetadata = stepMetadata('teaching-info');
export default stepPage('teaching-info');
