import { stepMetadata, stepPage } from '@/components/tutor-applications/step-page';

export const generateMetadata = stepMetadata('upload-picture');
export default stepPage('upload-picture');
