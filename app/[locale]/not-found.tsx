import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { ErrorPage } from '@/components/error-page/error-page';
import { failedValidationPath } from '@/lib/page-validation';

export async function generateMetadata() {
  const t = await getTranslations('Meta');
  return { title: t('not_found_title'), robots: { index: false } };
}

export default async function NotFound() {
  const [requestHeaders, t] = await Promise.all([headers(), getTranslations('error_page')]);
  const failedPath = failedValidationPath();
  const message = failedPath
    ? t('validation_failed_path', { fullPath: failedPath })
    : t('not_found_path', { path: requestHeaders.get('x-pathname') ?? '/' });
  return <ErrorPage status={404} message={message} />;
}
