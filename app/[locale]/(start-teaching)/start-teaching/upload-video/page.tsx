import { stepMetadata, stepPage } from '@/components/tutor-applications/step-page';

export const generateMetadata = stepMetadata('upload-video');
export default stepPage('upload-video');
