import { stepMetadata, stepPage } from '@/components/tutor-applications/step-page';

export const generateMetadata = stepMetadata('sign-agreement');
export default stepPage('sign-agreement');
