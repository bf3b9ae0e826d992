import { getTranslations } from 'next-intl/server';
import { TutorGrid } from '@/components/tutors/tutor-grid';
import { getServerApiClient } from '@/lib/api-client.server';
import { topTeachersQuery } from '@/lib/api/tutors';
import { PageLink } from '@/components/ui/page-link';
import type { Locale } from '@/lib/i18n/routing';
import { fetchOnServer } from '@/lib/query-client.server';

/** The home page's top teachers; a failed call leaves the section out rather than the page. */
export async function TopTeachers({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'TopTeachers' });
  const data = await fetchOnServer(topTeachersQuery(getServerApiClient, locale)).catch(() => null);
  if (!data || data.tutors.length === 0) return null;
  return (
    <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby="top-teachers">
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="top-teachers" className="text-2xl font-bold">
          {t('title')}
        </h2>
        <PageLink href="/best-tutor-list" className="font-bold text-brand-700 hover:underline">
          {t('see_all')}
        </PageLink>
      </div>
      <TutorGrid tutors={data.tutors} locale={locale} list="home-top-teachers" />
    </section>
  );
}
