import type { Metadata } from 'next';
import { setRequestLocale } from 'next-intl/server';
import { ContentArticle } from '@/components/content/content-article';
import { contentMetadata, loadContentPage } from '@/components/content/load-content';
import { SchoolForm } from '@/components/schools/school-form';
import { SchoolTables } from '@/components/schools/school-table';
import { getServerApiClient } from '@/lib/api-client.server';
import { schoolListQuery } from '@/lib/api/schools';
import { readFlash } from '@/lib/forms/form-post.server';
import type { Locale } from '@/lib/i18n/routing';
import { WithMessages } from '@/components/providers/with-messages';
import { fetchOnServer } from '@/lib/query-client.server';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return contentMetadata((await params).locale, 'view-slug', '/view-slug');
}

export default async function SchoolConsultationPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [page, list, flash] = await Promise.all([
    loadContentPage(locale, 'view-slug'),
    fetchOnServer(schoolListQuery(getServerApiClient, locale, 'tehran')),
    readFlash('/view-slug'),
  ]);
  return (
    <ContentArticle page={page}>
      <SchoolTables schools={list.schools} />
      <WithMessages groups={['Forms']}>
        <SchoolForm schools={list.schools.map(({ id, name }) => ({ id, name }))} flash={flash} />
      </WithMessages>
    </ContentArticle>
  );
}
