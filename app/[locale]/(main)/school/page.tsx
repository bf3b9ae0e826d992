import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ContentArticle } from '@/components/content/content-article';
import { contentMetadata, loadContentPage } from '@/components/content/load-content';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: Locale }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return contentMetadata((await params).locale, 'school', '/school');
}

export default async function SchoolPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const [page, t] = await Promise.all([loadContentPage(locale, 'school'), getTranslations('Content')]);
  const linkClass = 'rounded-lg bg-brand-600 px-5 py-2 font-bold text-white hover:bg-brand-700';
  return (
    <ContentArticle page={page}>
      <nav aria-label={t('school_links')} className="flex flex-wrap gap-3">
        <Link href="/list/tehran" className={linkClass}>
          {t('tehran_schools')}
        </Link>
        <Link href="/view-slug" className={linkClass}>
          {t('school_consultation')}
        </Link>
      </nav>
    </ContentArticle>
  );
}
