import { stepMetadata, stepPage } from '@/components/tutor-applications/step-page';

export const generateMetadata = stepMetadata('postal-address');
export default stepPage('postal-address');
