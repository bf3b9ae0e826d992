import { getTranslations } from 'next-intl/server';
import { ErrorPage } from '@/components/error-page/error-page';

export async function generateMetadata() {
  const t = await getTranslations('Meta');
  return { title: t('forbidden_title'), robots: { index: false } };
}

/** A signed-in person opened an area their roles do not open (lib/auth/page-access.ts): HTTP 403. */
export default async function Forbidden() {
  const t = await getTranslations('error_page');
  return <ErrorPage status={403} message={t('forbidden')} />;
}
