import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { tutorApplicationApi } from '@/lib/api/tutor-applications';
import { formatDateTime } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';

const link = 'self-start text-brand-700 underline underline-offset-4';

/** `/start-teaching/tracking`: the state with its dates, the reviewer's note, and what happens next. */
export async function TrackingPage() {
  const [t, locale, zone, view] = await Promise.all([
    getTranslations('StartTeaching'),
    getLocale() as Promise<Locale>,
    getTimeZone(),
    getServerApiClient().then((client) => onServer(tutorApplicationApi.view(client))),
  ]);
  return (
    <section aria-labelledby="tracking-title" className="flex flex-col gap-5">
      <h1 id="tracking-title" className="text-2xl font-bold">
        {t('tracking_heading')}
      </h1>
      <p className="rounded-xl border border-gray-200 p-4 text-lg">
        {t('state_label')}: <strong data-testid="application-state">{t(`state_${view.state}`)}</strong>
      </p>
      {view.review_note && (view.state === 'changes_requested' || view.state === 'rejected') && (
        <p className="rounded-xl bg-amber-50 p-4">
          <strong>{view.state === 'rejected' ? t('reason') : t('what_to_change')}: </strong>
          <span dir="auto">{view.review_note}</span>
        </p>
      )}
      <section aria-labelledby="next-title">
        <h2 id="next-title" className="mb-1 text-xl font-bold">
          {t('next_title')}
        </h2>
        <p>{t(`next_${view.state}`)}</p>
      </section>
      {view.history.length > 0 && (
        <section aria-labelledby="history-title">
          <h2 id="history-title" className="mb-1 text-xl font-bold">
            {t('history_title')}
          </h2>
          <ol className="flex flex-col gap-1" data-testid="application-history">
            {view.history.map((event) => (
              <li key={`${event.state}-${event.at}`}>
                {t('history_entry', { state: t(`state_${event.state}`), date: formatDateTime(event.at, locale, zone) })}
              </li>
            ))}
          </ol>
        </section>
      )}
      {view.editable && (
        <Link href={`/start-teaching/${view.next_step ?? 'submit'}`} className={link}>
          {view.state === 'changes_requested' ? t('edit_application') : t('continue')}
        </Link>
      )}
      {view.state === 'approved' && (
        <>
          <Link href="/dashboard" className={link}>
            {t('go_dashboard')}
          </Link>
          {view.tutor_username && (
            <Link href={`/tutor/${view.tutor_username}`} className={link}>
              {t('view_profile')}
            </Link>
          )}
        </>
      )}
      <Link href="/start-teaching/ticket" className={link}>
        {t('tickets_link')}
      </Link>
    </section>
  );
}
