import { stepMetadata, stepPage } from '@/components/tutor-applications/step-page';

export const generateMetadata = stepMetadata('personal-info');
export default stepPage('personal-info');
