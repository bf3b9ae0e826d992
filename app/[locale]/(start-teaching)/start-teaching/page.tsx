import { getTranslations } from 'next-intl/server';
import { IntroPage } from '@/components/tutor-applications/intro';

export async function generateMetadata() {
  return { title: (await getTranslations('StartTeaching'))('title') };
}
export default IntroPage;
