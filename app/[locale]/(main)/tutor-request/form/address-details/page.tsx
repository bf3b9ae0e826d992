import { RequestStepPage, type StepPageProps, stepMetadata } from '@/components/tutor-requests/step-page';

export const metadata = stepMetadata;

export default function Page(props: StepPageProps) {
  return <RequestStepPage step="address-details" {...props} />;
}
