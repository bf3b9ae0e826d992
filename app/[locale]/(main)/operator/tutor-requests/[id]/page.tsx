import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import { RequestActions, type TutorChoice } from '@/components/operator/request-actions';
import { ageParts } from '@/components/operator/request-age';
import { operatorApi } from '@/lib/api/operator';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { formatDateTime, formatPrice } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { timeZoneName } from '@/lib/i18n/time-zone';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ id }, t] = await Promise.all([params, getTranslations('Operator')]);
  return { title: /^\d{1,9}$/.test(id) ? t('request_title', { id }) : t('requests_title') };
}

/** One request in the console: what the student asks, its offers, who matching would ask next, the actions, its history. */
export default async function OperatorRequestPage({ params }: Props) {
  const { id } = await params;
  if (!/^[1-9]\d{0,8}$/.test(id)) notFound();
  const [request, t, locale, zone] = await Promise.all([
    onServer(operatorApi.tutorRequest(await getServerApiClient(), Number(id))),
    getTranslations('Operator'),
    getLocale() as Promise<Locale>,
    getTimeZone(),
  ]);
  const age = ageParts(request.age_hours);
  // Candidates first; then tutors of the course whose hours do not meet the student's (the operator may know better).
  const offerTutors: TutorChoice[] = [
    ...request.candidates.map((c) => ({ tutor_id: c.tutor_id, label: t('request_candidate_option', { name: c.tutor_name, score: c.score }) })),
    ...request.other_tutors.map((o) => ({ tutor_id: o.tutor_id, label: t('request_other_option', { name: o.tutor_name }) })),
  ];
  // Assignable: a candidate, or a tutor asked who has not said no (waiting, or let the offer lapse).
  const assignTutors: TutorChoice[] = [
    ...request.offer_list
      .filter((o) => o.state === 'offered' || o.state === 'expired')
      .map((o) => ({ tutor_id: o.tutor_id, label: t('request_offered_option', { name: o.tutor_name, state: t(`offer_states.${o.state}`) }) })),
    ...offerTutors,
  ];
  return (
    <article className="flex flex-col gap-5" data-testid="operator-request-detail" data-state={request.state}>
      <Link href="/operator/tutor-requests" className="text-sm text-brand-700 underline">
        {t('request_back')}
      </Link>
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{t('request_title', { id: String(request.id) })}</h1>
        <p>
          <span data-testid="request-state">{t(`request_states.${request.state}`)}</span>
          {request.stalled && (
            <>
              {' '}
              <strong className="rounded-full border border-amber-700 bg-amber-50 px-2 text-sm text-amber-900" data-testid="stalled-badge">
                {t('requests_stalled')}
              </strong>
            </>
          )}{' '}
          · {t('requests_age')}: {t(age.key, age.values as { days: number; hours: number })}
        </p>
        <p>
          {t('requests_student')}: <bdi>{request.student.full_name ?? '—'}</bdi>{' '}
          <span className="text-muted" dir="ltr">
            {request.student.mobile}
          </span>
        </p>
      </header>

      <section className="flex flex-col gap-1" aria-labelledby="request-ask">
        <h2 id="request-ask" className="text-lg font-bold">
          {t('request_ask')}
        </h2>
        <ul className="flex flex-col gap-1">
          <li>
            {t('requests_course')}: {request.course ?? '—'}
          </li>
          {request.level && <li>{t('request_level', { level: request.level })}</li>}
          <li>{request.teaching_mode === 'in_person' ? t('request_mode_in_person', { city: request.city ?? '—' }) : t('request_mode_online')}</li>
          {request.sessions_per_week && request.session_minutes && (
            <li>{t('request_sessions', { sessions: request.sessions_per_week, minutes: request.session_minutes })}</li>
          )}
          {request.budget && (
            <li>{t('request_budget', { min: formatPrice(request.budget.min_cents, locale), max: formatPrice(request.budget.max_cents, locale) })}</li>
          )}
          {request.time_zone && <li>{t('request_zone', { zone: timeZoneName(request.time_zone, locale) })}</li>}
          {request.submitted_at && <li>{t('request_submitted', { date: formatDateTime(request.submitted_at, locale, zone) })}</li>}
        </ul>
      </section>

      <section className="flex flex-col gap-2" aria-labelledby="request-offers">
        <h2 id="request-offers" className="text-lg font-bold">
          {t('request_offers')}
        </h2>
        {request.offer_list.length === 0 ? (
          <p>{t('request_no_offers')}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full border-collapse text-sm">
              <thead>
                <tr className="border-b border-gray-300">
                  <th scope="col" className="p-2 text-start">
                    {t('request_offer_tutor')}
                  </th>
                  <th scope="col" className="p-2 text-start">
                    {t('request_offer_state')}
                  </th>
                  <th scope="col" className="p-2 text-start">
                    {t('request_offer_score')}
                  </th>
                  <th scope="col" className="p-2 text-start">
                    {t('request_offer_sent')}
                  </th>
                  <th scope="col" className="p-2 text-start">
                    {t('request_offer_expires')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {request.offer_list.map((offer) => (
                  <tr key={offer.offer_id} className="border-b border-gray-200" data-testid="request-offer" data-state={offer.state}>
                    <td className="p-2">
                      <bdi>{offer.tutor_name}</bdi>
                    </td>
                    <td className="p-2">
                      {t(`offer_states.${offer.state}`)}
                      {offer.decline_reason && <> ({offer.decline_reason})</>}
                    </td>
                    <td className="p-2">{offer.score}</td>
                    <td className="p-2">{formatDateTime(offer.created_at, locale, zone)}</td>
                    <td className="p-2">{offer.state === 'offered' ? formatDateTime(offer.expires_at, locale, zone) : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      {['matching', 'offers_out', 'suggestions_ready'].includes(request.state) && (
        <section className="flex flex-col gap-2" aria-labelledby="request-candidates">
          <h2 id="request-candidates" className="text-lg font-bold">
            {t('request_candidates')}
          </h2>
          {request.candidates.length === 0 ? (
            <p>{t('request_no_candidates')}</p>
          ) : (
            <ol className="flex list-decimal flex-col gap-1 ps-6">
              {request.candidates.map((c) => (
                <li key={c.tutor_id} data-testid="request-candidate">
                  <bdi>{c.tutor_name}</bdi> · {t('request_offer_score')} {c.score} · {formatPrice(c.price_cents, locale)} ·{' '}
                  {t('request_candidate_overlap', { hours: Math.round(c.overlap_minutes / 6) / 10 })}
                </li>
              ))}
            </ol>
          )}
        </section>
      )}

      <section className="flex flex-col gap-2" aria-labelledby="request-actions">
        <h2 id="request-actions" className="text-lg font-bold">
          {t('request_actions')}
        </h2>
        {request.actions.length === 0 ? (
          <p>{t('request_no_actions')}</p>
        ) : (
          <RequestActions
            id={request.id}
            version={request.version}
            actions={request.actions}
            offerTutors={offerTutors}
            assignTutors={assignTutors}
            labels={{
              tutor: t('request_tutor'),
              choose: t('request_choose_tutor'),
              reason: t('request_reason'),
              reasonOptional: t('request_reason_optional'),
              working: t('request_working'),
              done: t('request_done'),
              unchanged: t('request_unchanged'),
              offer: t('request_offer_action'),
              offerHint: t('request_offer_hint'),
              assign: t('request_assign_action'),
              assignHint: t('request_assign_hint'),
              reassign: t('request_reassign_action'),
              reassignHint: t('request_reassign_hint'),
            }}
          />
        )}
      </section>

      <section className="flex flex-col gap-2" aria-labelledby="request-history">
        <h2 id="request-history" className="text-lg font-bold">
          {t('request_history')}
        </h2>
        <ol className="flex flex-col gap-1">
          {request.transitions.map((step, index) => (
            <li key={index} data-testid="request-transition" data-transition={step.transition} data-actor={step.actor}>
              {formatDateTime(step.at, locale, zone)} · {t(`transitions.${step.transition}` as 'transitions.submit')} ·{' '}
              {t('request_actor', { actor: t(`actors.${step.actor}` as 'actors.student') })}
              {step.reason && <> · {step.reason}</>}
            </li>
          ))}
        </ol>
        <Link
          href={{ pathname: '/operator/audit', query: { record_type: 'tutor_request', record_id: String(request.id) } }}
          className="text-sm text-brand-700 underline"
        >
          {t('request_audit')}
        </Link>
      </section>
    </article>
  );
}
