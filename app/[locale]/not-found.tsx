import { getTranslations } from 'next-intl/server';
import { DocumentTitle } from '@/components/error-page/document-title';
import { ErrorPage } from '@/components/error-page/error-page';
import { NotFoundPath } from '@/components/error-page/not-found-path';
import { failedValidationPath } from '@/lib/page-validation';

export async function generateMetadata() {
  const t = await getTranslations('Meta');
  return { title: t('not_found_title'), robots: { index: false } };
}

export default async function NotFound() {
  const [t, meta] = await Promise.all([getTranslations('error_page'), getTranslations('Meta')]);
  const failedPath = failedValidationPath();
  const message = failedPath ? t('validation_failed_path', { fullPath: failedPath }) : <NotFoundPath />;
  return (
    <>
      <DocumentTitle title={`${meta('not_found_title')} | ${meta('site_name')}`} />
      <ErrorPage status={404} message={message} />
    </>
  );
}
