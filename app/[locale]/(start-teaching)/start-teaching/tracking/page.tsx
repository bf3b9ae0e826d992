import { getTranslations } from 'next-intl/server';
import { TrackingPage } from '@/components/tutor-applications/tracking';

export async function generateMetadata() {
  const t = await getTranslations('StartTeaching');
  return { title: t('tracking_heading') };
}
export default TrackingPage;
