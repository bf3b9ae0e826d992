import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageLinks } from '@/components/ui/page-links';
import { tutorRequestApi } from '@/lib/api/tutor-requests';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { formatNumber } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { askedPage } from '@/lib/schemas/query-values';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('TutorRequest');
  return { title: t('my_requests_title') };
}

type Search = Promise<Record<string, string | string[] | undefined>>;

/** Spec §2 dashboard `my-requests`: each request with state, course, tutor and next step, newest first, twenty a page; each opens its tracking page. */
export default async function MyRequestsPage({ params, searchParams }: { params: Promise<{ locale: Locale }>; searchParams: Search }) {
  const [{ locale }, { page: asked }] = await Promise.all([params, searchParams]);
  const [t, listed] = await Promise.all([getTranslations('TutorRequest'), onServer(tutorRequestApi.mine(await getServerApiClient(), askedPage(asked)))]);
  const { requests } = listed;
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-bold">{t('my_requests_title')}</h1>
        <Link href="/tutor-suggestion" className="rounded-lg border border-brand-700 px-4 py-2 font-bold text-brand-800">
          {t('new_request')}
        </Link>
      </div>
      {requests.length === 0 ? (
        <p>{t('my_requests_empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3" data-testid="my-requests">
          {requests.map((r) => (
            <li key={r.id} className="flex flex-col gap-1 rounded-xl border border-gray-200 p-4" data-testid="my-request" data-state={r.state}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-bold">
                  {t('tracking_title', { id: formatNumber(r.id, locale, { useGrouping: false }) })} · {r.course ?? t('not_given')}
                </span>
                <span className="rounded bg-brand-50 px-2 text-sm font-bold text-brand-800">{t(`states.${r.state}`)}</span>
              </div>
              {r.tutor && (
                <p className="text-sm">
                  {t('col_tutor')}: {r.tutor}
                </p>
              )}
              <p className="text-sm text-muted">{r.state === 'offers_out' ? t('next_step.offers_out_none') : t(`next_step.${r.state}`)}</p>
              <Link
                href={r.state === 'draft' ? `/tutor-request/form?teacher_request_id=${r.id}` : `/tutor-request/tracking/${r.id}`}
                className="self-start text-brand-700 underline underline-offset-4"
              >
                {r.state === 'draft' ? t('continue_form') : t('track')}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <PageLinks
        label={t('my_requests_pages')}
        pathname="/profile/dashboard/my-requests"
        query={{}}
        page={listed}
        previous={t('newer')}
        next={t('older')}
        testId="request-pages"
      />
    </section>
  );
}
