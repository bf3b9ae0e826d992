import { getTranslations } from 'next-intl/server';
import { formatDate, formatDateTime, formatNumber, formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import type { TeacherOfferView } from '@/lib/schemas/tutor-requests';
import { ActionForm } from './action-form';
import { SubmitButton, TextAreaField } from './fields';
import { WeeklyHoursList } from './weekly-hours-list';
import { timeZoneName } from '@/lib/i18n/time-zone';

/** The teacher dashboard's Offers: each request asked of this tutor, hours on the tutor's clock, accept or decline with a reason. */
export async function TeacherOffers({ offers, locale, message }: { offers: TeacherOfferView[]; locale: Locale; message?: string }) {
  const t = await getTranslations('TutorRequest');
  const zone = offers[0]?.time_zone;
  return (
    <section aria-labelledby="offers-title" className="flex flex-col gap-3" id="offers">
      <h2 id="offers-title" className="text-xl font-bold">
        {t('offers_title')}
      </h2>
      {zone && <p className="text-sm text-muted">{t('offers_intro', { zone: timeZoneName(zone, locale) })}</p>}
      {message && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
          {message}
        </p>
      )}
      {offers.length === 0 ? (
        <p>{t('offers_empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {offers.map((o) => (
            <li
              key={o.offer_id}
              className="flex flex-col gap-2 rounded-xl border border-gray-200 p-4"
              data-testid="offer"
              data-offer-id={o.offer_id}
              data-state={o.state}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="font-bold">
                  {o.course}
                  {o.level && <bdi>{` · ${o.level}`}</bdi>}
                </span>
                <span className="text-sm text-muted" data-testid="offer-request">
                  {t('offer_request_number', { id: formatNumber(o.request_id, locale, { useGrouping: false }) })}
                </span>
                <span className="rounded bg-brand-50 px-2 text-sm font-bold text-brand-800">{t(`offer_states.${o.state}`)}</span>
              </div>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-muted">{t('offer_where')}</dt>
                <dd>{o.teaching_mode === 'in_person' ? (o.city ?? t('mode_in_person')) : t('online')}</dd>
                {o.budget && (
                  <>
                    <dt className="text-muted">{t('offer_budget')}</dt>
                    <dd>{t('budget_range', { min: formatPrice(o.budget.min_cents, locale), max: formatPrice(o.budget.max_cents, locale) })}</dd>
                  </>
                )}
                {o.sessions_per_week && o.session_minutes && (
                  <>
                    <dt className="text-muted">{t('sessions_per_week')}</dt>
                    <dd>{t('offer_sessions', { count: o.sessions_per_week, minutes: o.session_minutes })}</dd>
                  </>
                )}
                {o.learner && (
                  <>
                    <dt className="text-muted">{t('offer_learner')}</dt>
                    <dd data-testid="offer-learner">
                      {t(`offer_learners.${o.learner}`)}
                      {o.age_or_grade && (
                        <>
                          {' · '}
                          <bdi>{o.age_or_grade}</bdi>
                        </>
                      )}
                    </dd>
                  </>
                )}
                {o.start_date && (
                  <>
                    <dt className="text-muted">{t('offer_start')}</dt>
                    <dd>{formatDate(`${o.start_date}T00:00:00Z`, locale, 'UTC')}</dd>
                  </>
                )}
                <StudentText label={t('offer_goals')} text={o.goals} testId="offer-goals" />
                <StudentText label={t('offer_tried_before')} text={o.tried_before} />
                <StudentText label={t('offer_notes')} text={o.notes} testId="offer-notes" />
                <dt className="text-muted">{t('offer_hours')}</dt>
                <dd data-testid="offer-hours">
                  <WeeklyHoursList hours={o.hours} locale={locale} />
                </dd>
              </dl>
              {o.state === 'offered' && (
                <>
                  <p className="text-sm text-muted">{t('offer_expires', { time: formatDateTime(o.expires_at, locale, o.time_zone) })}</p>
                  <div className="flex flex-col gap-2">
                    <ActionForm locale={locale} action="accept" id={o.offer_id}>
                      <SubmitButton>{t('accept')}</SubmitButton>
                    </ActionForm>
                    <ActionForm locale={locale} action="decline" id={o.offer_id} className="flex flex-col gap-2" label={t('decline')}>
                      <TextAreaField name="reason" id={`decline-reason-${o.offer_id}`} label={t('decline_reason')} required />
                      <div>
                        <SubmitButton variant="secondary">{t('decline')}</SubmitButton>
                      </div>
                    </ActionForm>
                  </div>
                </>
              )}
              {o.decline_reason && <p className="text-sm text-muted">{o.decline_reason}</p>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A line of what the student wrote, in their own direction and line breaks; nothing when they left it empty. */
function StudentText({ label, text, testId }: { label: string; text: string | null; testId?: string }) {
  if (!text) return null;
  return (
    <>
      <dt className="text-muted">{label}</dt>
      <dd dir="auto" className="whitespace-pre-line" data-testid={testId}>
        {text}
      </dd>
    </>
  );
}
