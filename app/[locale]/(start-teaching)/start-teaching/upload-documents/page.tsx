import { stepMetadata, stepPage } from '@/components/tutor-applications/step-page';

export const generateMetadata = stepMetadata('upload-documents');
export default stepPage('upload-documents');
