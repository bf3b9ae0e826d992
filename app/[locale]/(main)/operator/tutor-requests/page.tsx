import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ageParts } from '@/components/operator/request-age';
import { operatorApi } from '@/lib/api/operator';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { PageLinks } from '@/components/ui/page-links';
import { Link } from '@/lib/i18n/navigation';
import { OPERATOR_REQUEST_FILTERS, STALLED_AFTER_HOURS, operatorRequestsQuerySchema } from '@/lib/schemas/operator-requests';

const FIELD = 'min-h-10 rounded-md border border-gray-300 px-2';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Operator');
  return { title: t('requests_title') };
}

type Search = Promise<Record<string, string | string[] | undefined>>;

/** Requests and matching (issue 34): requests by state and age, the stalled ones marked (and, filtered, oldest first). */
export default async function OperatorRequestsPage({ searchParams }: { searchParams: Search }) {
  const asked = Object.fromEntries(Object.entries(await searchParams).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]));
  const parsed = operatorRequestsQuerySchema.safeParse(asked);
  // A filter the form could not have sent shows every request rather than an error page.
  const query = parsed.success ? parsed.data : operatorRequestsQuerySchema.parse({});
  const [page, t] = await Promise.all([onServer(operatorApi.tutorRequests(await getServerApiClient(), query)), getTranslations('Operator')]);
  const keep = { state: query.state, ...(query.stalled ? { stalled: '1' } : {}) };
  return (
    <section className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold">{t('requests_title')}</h1>
      <p className="text-muted">{t('requests_intro', { hours: STALLED_AFTER_HOURS })}</p>
      <form method="get" className="flex flex-wrap items-end gap-3" role="search" aria-label={t('requests_title')}>
        <label className="flex flex-col gap-1 text-sm">
          {t('requests_state')}
          <select name="state" defaultValue={query.state} className={FIELD}>
            {OPERATOR_REQUEST_FILTERS.map((state) => (
              <option key={state} value={state}>
                {state === 'all' ? t('requests_state_all') : t(`request_states.${state}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-h-10 items-center gap-2 text-sm">
          <input type="checkbox" name="stalled" value="1" defaultChecked={!!query.stalled} className="size-5" />
          {t('requests_stalled_only')}
        </label>
        <button type="submit" className="min-h-10 rounded-md bg-brand-700 px-4 font-bold text-white">
          {t('requests_filter')}
        </button>
      </form>
      {page.requests.length === 0 ? (
        <p>{t('requests_empty')}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-sm">
            <thead>
              <tr className="border-b border-gray-300 text-start">
                <th scope="col" className="p-2 text-start">
                  {t('requests_id')}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t('requests_state')}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t('requests_student')}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t('requests_course')}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t('requests_age')}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t('requests_offers')}
                </th>
              </tr>
            </thead>
            <tbody>
              {page.requests.map((request) => {
                const age = ageParts(request.age_hours);
                return (
                  <tr
                    key={request.id}
                    data-testid="operator-request"
                    data-request-id={request.id}
                    data-stalled={request.stalled ? 'true' : 'false'}
                    className={`border-b border-gray-200 ${request.stalled ? 'border-s-4 border-s-amber-600 bg-amber-50' : ''}`}
                  >
                    <td className="p-2">
                      <Link href={`/operator/tutor-requests/${request.id}`} className="font-bold text-brand-700 underline">
                        #{request.id}
                      </Link>
                    </td>
                    <td className="p-2">
                      {t(`request_states.${request.state}`)}
                      {request.stalled && (
                        <>
                          {' '}
                          <strong className="rounded-full border border-amber-700 px-2 text-xs text-amber-900" data-testid="stalled-badge">
                            {t('requests_stalled')}
                          </strong>
                        </>
                      )}
                    </td>
                    <td className="p-2">
                      <bdi>{request.student.full_name ?? '—'}</bdi>{' '}
                      <span className="text-muted" dir="ltr">
                        {request.student.mobile}
                      </span>
                    </td>
                    <td className="p-2">{request.course ?? '—'}</td>
                    <td className="p-2">{t(age.key, age.values as { days: number; hours: number })}</td>
                    <td className="p-2">{t('requests_offers_count', { offers: request.offers, accepted: request.accepted })}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <PageLinks label={t('requests_pages')} pathname="/operator/tutor-requests" query={keep} page={page} previous={t('page_previous')} next={t('page_next')} />
    </section>
  );
}
