import { getTranslations } from 'next-intl/server';
import { formatDateTime, formatNumber, formatPrice } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import type { Flash } from '@/lib/forms/flash';
import type { TutorRequestView } from '@/lib/schemas/tutor-requests';
import { StarRating } from '@/components/tutors/star-rating';
import { ActionForm } from './action-form';
import { CheckField, SubmitButton, TextAreaField } from './fields';

/** The request's tracking page: state, what happens next, the timeline in the viewer's zone, suggestions to choose from, cancel. */
export async function TrackingView({ request, locale, zone, flash }: { request: TutorRequestView; locale: Locale; zone: string; flash?: Flash | null }) {
  const t = await getTranslations('TutorRequest');
  const can = (action: string) => request.actions.includes(action);
  // A field's own message shows under the field; the page's alert is for the rest.
  const message = flash?.message && !Object.keys(flash.errors ?? {}).length ? flash.message : undefined;
  // Tutors who accepted are released by a cancellation: it asks to be sure first.
  const accepted = request.suggestions.length;
  const next =
    request.state === 'offers_out'
      ? request.next_expiry
        ? t('next_step.offers_out', { count: request.pending_offers, time: formatDateTime(request.next_expiry, locale, zone) })
        : t('next_step.offers_out_none')
      : t(`next_step.${request.state}`);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{t('tracking_title', { id: formatNumber(request.id, locale, { useGrouping: false }) })}</h1>
        {request.course && <p className="text-muted">{request.course.name}</p>}
      </div>
      {message && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
          {message}
        </p>
      )}
      <section className="rounded-xl border border-gray-200 p-4" aria-labelledby="state-title">
        <h2 id="state-title" className="text-sm text-muted">
          {t('state_label')}
        </h2>
        <p className="text-lg font-bold" data-testid="request-state" data-state={request.state}>
          {t(`states.${request.state}`)}
        </p>
        <p className="mt-1">{next}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          {request.state === 'draft' && (
            <Link href={`/tutor-request/form?teacher_request_id=${request.id}`} className="rounded-lg bg-brand-700 px-4 py-2 font-bold text-white">
              {t('continue_form')}
            </Link>
          )}
          {request.state === 'awaiting_prepayment' && (
            <Link href={`/tutor-request/tracking/${request.id}/prepayment`} className="rounded-lg bg-brand-700 px-4 py-2 font-bold text-white">
              {t('prepayment_link')}
            </Link>
          )}
          {can('reassign') && (
            <Link href={`/tutor-request/reassign/${request.id}`} className="rounded-lg border border-brand-700 px-4 py-2 font-bold text-brand-800">
              {t('reassign_link')}
            </Link>
          )}
        </div>
      </section>

      {(request.state !== 'cancelled' || request.suggestions.length > 0) && (
        <section aria-labelledby="suggestions-title" className="flex flex-col gap-3">
          <h2 id="suggestions-title" className="text-xl font-bold">
            {t('suggestions')}
          </h2>
          {request.suggestions.length === 0 ? (
            <p className="text-muted">{t('no_suggestions')}</p>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2">
              {request.suggestions.map((s) => (
                <li key={s.offer_id} className="flex flex-col gap-2 rounded-xl border border-gray-200 p-4" data-testid="suggestion-card">
                  <Link href={`/tutor/${s.username}`} className="text-lg font-bold hover:underline">
                    {s.full_name}
                  </Link>
                  <StarRating stars={s.stars} reviews={s.reviews_count} locale={locale} />
                  <Link href={`/profile/dashboard/messages/new/${s.username}`} className="self-start text-brand-700 underline underline-offset-4">
                    {t('message_tutor', { name: s.full_name })}
                  </Link>
                  <p>
                    <span className="font-bold">{formatPrice(s.price_cents, locale)}</span> <span className="text-sm text-muted">{t('per_hour')}</span>
                  </p>
                  <p className="text-sm text-muted">{t('overlap', { hours: t('minutes', { count: s.overlap_minutes }) })}</p>
                  {s.chosen ? (
                    <p className="font-bold text-green-900">{t('chosen')}</p>
                  ) : (
                    can('choose_tutor') && (
                      <ActionForm locale={locale} action="choose" id={request.id} fields={{ offer_id: s.offer_id }}>
                        <SubmitButton>{t('choose', { name: s.full_name })}</SubmitButton>
                      </ActionForm>
                    )
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}

      <section aria-labelledby="timeline-title" className="flex flex-col gap-2">
        <h2 id="timeline-title" className="text-xl font-bold">
          {t('timeline')}
        </h2>
        <ol className="flex flex-col gap-2 border-s-2 border-brand-100 ps-4" data-testid="timeline">
          <li>
            <span className="font-bold">{t('created')}</span> <time dateTime={request.created_at}>{formatDateTime(request.created_at, locale, zone)}</time>
          </li>
          {request.transitions.map((tr, i) => (
            <li key={i}>
              <span className="font-bold">{t(`transitions.${tr.transition}` as 'transitions.submit')}</span>{' '}
              <time dateTime={tr.at}>{formatDateTime(tr.at, locale, zone)}</time>
              {tr.reason && !tr.reason.startsWith('invoice:') && <p className="text-sm text-muted">{tr.reason}</p>}
            </li>
          ))}
        </ol>
      </section>

      {can('cancel') && (
        <ActionForm locale={locale} action="cancel" id={request.id} className="flex flex-col gap-2 rounded-xl border border-gray-200 p-4" label={t('cancel')}>
          {accepted > 0 && <input type="hidden" name="_confirm_needed" value="1" />}
          <TextAreaField name="reason" label={t('cancel_reason')} value={flash?.values?.reason} error={flash?.errors?.reason} maxLength={500} />
          {accepted > 0 && <CheckField name="confirm_release" label={t('cancel_confirm', { count: accepted })} error={flash?.errors?.confirm_release} />}
          <div>
            <SubmitButton variant="danger">{t('cancel')}</SubmitButton>
          </div>
        </ActionForm>
      )}
    </div>
  );
}
