import { stepMetadata } from '@/components/tutor-applications/step-page';
import { SubmitPage } from '@/components/tutor-applications/submit-page';

export const generateMetadata = stepMetadata('submit');
export default SubmitPage;
