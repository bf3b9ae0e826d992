import type { Metadata } from 'next';
import { getTimeZone, getTranslations } from 'next-intl/server';
import { classApi } from '@/lib/api/classes';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { formatDateTime, formatPrice } from '@/lib/format';
import { PageLinks } from '@/components/ui/page-links';
import { Link } from '@/lib/i18n/navigation';
import { askedPage } from '@/lib/schemas/query-values';
import type { Locale } from '@/lib/i18n/routing';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Classes');
  return { title: t('title') };
}

type Search = Promise<Record<string, string | string[] | undefined>>;

/**
 * Spec §2 dashboard `my-classes`: each class with its tutor, next lesson and balance (from the ledger),
 * running ones first, twenty a page; each opens its page.
 */
export default async function MyClassesPage({ params, searchParams }: { params: Promise<{ locale: Locale }>; searchParams: Search }) {
  const [{ locale }, { page: asked }] = await Promise.all([params, searchParams]);
  const [t, zone, listed] = await Promise.all([
    getTranslations('Classes'),
    getTimeZone(),
    onServer(classApi.mine(await getServerApiClient(), askedPage(asked))),
  ]);
  const list = listed.classes;
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <p className="text-muted">{t('intro')}</p>
      {list.length === 0 ? (
        <div className="flex flex-col items-start gap-2">
          <p>{t('empty')}</p>
          <Link href="/tutor-suggestion" className="rounded-lg border border-brand-700 px-4 py-2 font-bold text-brand-800">
            {t('find_tutor')}
          </Link>
        </div>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="my-classes">
          {list.map((c) => (
            <li key={c.id} className="flex flex-col gap-1 rounded-xl border border-gray-200 p-4" data-testid="my-class" data-class-id={c.id}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-bold">
                  {c.role === 'student' ? t('with_tutor', { name: c.tutor.name }) : t('with_student', { name: c.student.name ?? t('student_unnamed') })}
                  {c.course && ` · ${c.course}`}
                </span>
                <span className="rounded bg-brand-50 px-2 text-sm font-bold text-brand-800">{t(c.teaching_mode === 'online' ? 'online' : 'in_person')}</span>
              </div>
              <p className="text-sm">
                {t('next')}: {c.next_session ? formatDateTime(c.next_session, locale, zone) : t('no_next')}
              </p>
              <p className="text-sm" data-testid="class-balance">
                {c.balance_cents > 0
                  ? `${t('prepaid')}: ${formatPrice(c.balance_cents, locale)}`
                  : c.balance_cents < 0
                    ? `${t('owed')}: ${formatPrice(-c.balance_cents, locale)}`
                    : t('settled')}
              </p>
              <Link href={`/profile/dashboard/my-classes/${c.id}`} className="self-start text-brand-700 underline underline-offset-4">
                {t('open')}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <PageLinks
        label={t('pages')}
        pathname="/profile/dashboard/my-classes"
        query={{}}
        page={listed}
        previous={t('page_previous')}
        next={t('page_next')}
        testId="class-pages"
      />
    </section>
  );
}
