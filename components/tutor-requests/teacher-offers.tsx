import { getTranslations } from 'next-intl/server';
import { PageLinks } from '@/components/ui/page-links';
import { ViewFilters } from '@/components/ui/view-filters';
import { formatDate, formatDateTime, formatNumber, formatPrice } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { OFFER_FILTERS, type TeacherOfferPage, type TeacherOfferListing } from '@/lib/schemas/tutor-requests';
import { ActionForm } from './action-form';
import { SubmitButton, TextAreaField } from './fields';
import { WeeklyHoursList } from './weekly-hours-list';
import { timeZoneName } from '@/lib/i18n/time-zone';

/** How many offers waiting for an answer the dashboard's home shows; the rest are on the offers page. */
export const HOME_OFFERS = 5;

type Filter = TeacherOfferListing['filter'];

/**
 * The tutor's offers: each request asked of them, hours on the tutor's clock, accept or decline with a
 * reason. On the dashboard's home those waiting for an answer (soonest due first), with a link to all;
 * on the offers page a page at a time, waiting or all. `back` is where an answer returns.
 */
export async function TeacherOffers({
  page,
  filter,
  locale,
  back,
  home = false,
}: {
  page: TeacherOfferPage;
  filter: Filter;
  locale: Locale;
  back: string;
  home?: boolean;
}) {
  const t = await getTranslations('TutorRequest');
  const { offers } = page;
  const zone = offers[0]?.time_zone;
  const Title = home ? 'h2' : 'h1';
  return (
    <section aria-labelledby="offers-title" className="flex flex-col gap-3" id="offers">
      <Title id="offers-title" className={home ? 'text-xl font-bold' : 'text-2xl font-bold'}>
        {t(home ? 'offers_title' : 'offers_page_title')}
      </Title>
      {zone && <p className="text-sm text-muted">{t('offers_intro', { zone: timeZoneName(zone, locale) })}</p>}
      {!home && (
        <ViewFilters
          label={t('offers_views')}
          pathname="/dashboard/offers"
          param="filter"
          current={filter}
          views={OFFER_FILTERS.map((key) => ({ key, label: t(`offers_view_${key}`) }))}
        />
      )}
      {offers.length === 0 ? (
        <p>{t(filter === 'open' ? 'offers_open_empty' : 'offers_empty')}</p>
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
                    <ActionForm locale={locale} action="accept" id={o.offer_id} fields={{ _back: back }}>
                      <SubmitButton>{t('accept')}</SubmitButton>
                    </ActionForm>
                    <ActionForm locale={locale} action="decline" id={o.offer_id} fields={{ _back: back }} className="flex flex-col gap-2" label={t('decline')}>
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
      {home ? (
        <p className="flex flex-wrap gap-4">
          {page.has_more && (
            <Link href="/dashboard/offers?filter=open" className="text-brand-700 underline underline-offset-4" data-testid="more-open-offers">
              {t('offers_more_open')}
            </Link>
          )}
          <Link href="/dashboard/offers" className="text-brand-700 underline underline-offset-4" data-testid="all-offers">
            {t('offers_all')}
          </Link>
        </p>
      ) : (
        <PageLinks
          label={t('offers_pages')}
          pathname="/dashboard/offers"
          query={{ filter }}
          page={page}
          previous={t(filter === 'open' ? 'offers_sooner' : 'newer')}
          next={t(filter === 'open' ? 'offers_later' : 'older')}
          testId="offer-pages"
        />
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
