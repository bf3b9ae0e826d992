import { stepMetadata, stepPage } from '@/components/tutor-applications/step-page';

export const generateMetadata = stepMetadata('teaching-experiences');
export default stepPage('teaching-experiences');
