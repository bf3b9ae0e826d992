import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContentArticle } from '@/components/content/content-article';
import { contentMetadata, loadContentPage } from '@/components/content/load-content';
import { SchoolTables } from '@/components/schools/school-table';
import { getServerApiClient } from '@/lib/api-client.server';
import { schoolListQuery } from '@/lib/api/schools';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { fetchOnServer } from '@/lib/query-client.server';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return contentMetadata((await params).locale, 'list-tehran', '/list/tehran');
}

export default async function TehranSchoolsPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [page, list, t] = await Promise.all([
    loadContentPage(locale, 'list-tehran'),
    fetchOnServer(schoolListQuery(getServerApiClient, locale, 'tehran')),
    getTranslations('Content'),
  ]);
  return (
    <ContentArticle page={page}>
      <SchoolTables schools={list.schools} />
      <Link href="/view-slug" className="font-bold text-brand-700 underline">
        {t('school_consultation')}
      </Link>
    </ContentArticle>
  );
}
