import { useTranslations } from 'next-intl';
import { PageLink } from '@/components/ui/page-link';

/** The home page's invitation to tutors: supply is half of the marketplace (issue 15, issue 19). */
export function HomeTeachWithUs() {
  const t = useTranslations('Home');
  return (
    <section className="px-4 py-10" aria-labelledby="home-teach">
      <div className="mx-auto flex max-w-6xl flex-col gap-3 rounded-2xl bg-brand-50 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="home-teach" className="mb-2 text-2xl font-bold">
            {t('teach_title')}
          </h2>
          <p>{t('teach_text')}</p>
        </div>
        <PageLink
          href="/start-teaching"
          className="inline-flex min-h-11 shrink-0 items-center self-start rounded-lg bg-brand-600 px-6 font-bold text-white hover:bg-brand-700 sm:self-center"
          data-testid="home-start-teaching"
        >
          {t('teach_action')}
        </PageLink>
      </div>
    </section>
  );
}
