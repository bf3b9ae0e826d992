import type { ReactNode } from 'react';
import { getLocale, getTimeZone, getTranslations } from 'next-intl/server';
import { WithMessages } from '@/components/providers/with-messages';
import { formatDate, formatDateTime, formatNumber, formatPrice, formatWallClock, formatWeekday, inWeekOrder, intlLocale } from '@/lib/format';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { timeZoneName } from '@/lib/i18n/time-zone';
import {
  type ApplicationPage,
  type ApplicationReview,
  type DataStep,
  REVIEW_FILTERS,
  type ReviewFilter,
  type StepData,
} from '@/lib/schemas/tutor-applications';
import { ApplicationDecisionForm } from './application-decision-form';
import { PageLinks } from '@/components/ui/page-links';
import { ViewFilters } from '@/components/ui/view-filters';
import { listFormat } from '@/lib/intl-cache';

/** Applications to review: sent and in review (oldest sent first), or decided ones. */
export async function ApplicationQueue({ state, page }: { state: ReviewFilter; page: ApplicationPage }) {
  const { applications } = page;
  const [t, st, locale, zone] = await Promise.all([
    getTranslations('Operator'),
    getTranslations('StartTeaching'),
    getLocale() as Promise<Locale>,
    getTimeZone(),
  ]);
  return (
    <section aria-labelledby="applications-title" className="flex flex-col gap-4">
      <h1 id="applications-title" className="text-2xl font-bold">
        {t('applications_title')}
      </h1>
      <ViewFilters
        label={t('applications_states')}
        pathname="/operator/tutor-applications"
        param="state"
        current={state}
        views={REVIEW_FILTERS.map((key) => ({ key, label: st(`state_${key}`) }))}
      />
      {applications.length === 0 ? (
        <p data-testid="applications-empty">{t('applications_empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="applications">
          {applications.map((application) => (
            <li key={application.id}>
              <Link
                href={`/operator/tutor-applications/${application.id}`}
                className="flex flex-col gap-1 rounded-xl border border-gray-200 p-4 hover:bg-gray-50"
              >
                <bdi className="font-bold">{application.applicant.full_name ?? application.applicant.mobile}</bdi>
                <span className="text-sm text-muted">
                  <span dir="ltr">{application.applicant.mobile}</span> ·{' '}
                  {application.submitted_at
                    ? t('application_sent', { date: formatDateTime(application.submitted_at, locale, zone) })
                    : st(`state_${application.state}`)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <PageLinks
        label={t('applications_pages')}
        pathname="/operator/tutor-applications"
        query={{ state }}
        page={page}
        previous={t('page_previous')}
        next={t('page_next')}
        testId="application-pages"
      />
    </section>
  );
}

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted">{label}</dt>
          <dd dir="auto">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`part-${id}`} className="flex flex-col gap-2 rounded-xl border border-gray-200 p-4">
      <h2 id={`part-${id}`} className="text-lg font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Everything a sent application holds, step by step, with the files; then the decision. */
export async function ApplicationReviewView({ review }: { review: ApplicationReview }) {
  const [t, applicantWords, locale, zone] = await Promise.all([
    getTranslations('Operator'),
    getTranslations('StartTeaching'),
    getLocale() as Promise<Locale>,
    getTimeZone(),
  ]);
  // The form's labels speak to the applicant ("Your time zone"): the operator reads them about the applicant.
  const st = (key: string, values?: Record<string, string | number>): string => {
    const own = `review_labels.${key.replace(/^steps\./, '')}` as 'review_labels.time_zone';
    return t.has(own) ? t(own) : applicantWords(key as 'yes', values as never);
  };
  const regions = new Intl.DisplayNames([intlLocale(locale)], { type: 'region' });
  const list = listFormat(intlLocale(locale), { type: 'unit' });
  const year = (value: number | undefined) => (value === undefined ? '' : formatNumber(value, locale, { useGrouping: false }));
  const steps = review.steps as Partial<{ [S in DataStep]: StepData<S> }>;
  const personal = steps['personal-info'];
  const address = steps['postal-address'];
  const education = steps['education-resume'];
  const oldTeacher = steps['old-teacher'];
  const taught = steps['teaching-courses'];
  const experiences = steps['teaching-experiences'];
  const info = steps['teaching-info'];
  const picture = steps['upload-picture'];
  const video = steps['upload-video'];
  const documents = steps['upload-documents'];
  const name = personal ? `${personal.first_name} ${personal.last_name}` : (review.applicant.full_name ?? review.applicant.mobile);
  const file = (id: string | undefined) => (id ? review.files[id] : undefined);
  const decidable = review.state === 'submitted' || review.state === 'in_review';
  return (
    <article aria-labelledby="application-title" className="flex flex-col gap-4">
      <Link href="/operator/tutor-applications" className="self-start text-brand-700 underline underline-offset-4">
        {t('applications_back')}
      </Link>
      <h1 id="application-title" className="text-2xl font-bold" dir="auto">
        {name}
      </h1>
      <Facts
        rows={[
          [t('application_mobile'), <span dir="ltr">{review.applicant.mobile}</span>],
          [st('state_label'), <span data-testid="application-review-state">{st(`state_${review.state}`)}</span>],
          ...(review.submitted_at ? [[t('application_submitted'), formatDateTime(review.submitted_at, locale, zone)] as [string, ReactNode]] : []),
          ...(review.review_note ? [[t('application_note'), review.review_note] as [string, ReactNode]] : []),
        ]}
      />
      {review.tutor_username && (
        <Link href={`/tutor/${review.tutor_username}`} className="self-start text-brand-700 underline underline-offset-4" data-testid="live-profile">
          {t('application_live_profile')}
        </Link>
      )}
      {personal && (
        <Part id="personal" title={st('steps.personal-info')}>
          <Facts
            rows={[
              [st('first_name'), personal.first_name],
              [st('last_name'), personal.last_name],
              [t('application_birth_date'), formatDate(`${personal.birth_date}T12:00:00Z`, locale, 'UTC')],
              [st('gender'), st(`gender_${personal.gender}`)],
              [st('id_country'), regions.of(personal.country) ?? personal.country],
              ...(personal.national_id ? [[st('national_id'), <span dir="ltr">{personal.national_id}</span>] as [string, ReactNode]] : []),
            ]}
          />
        </Part>
      )}
      {address && (
        <Part id="address" title={st('steps.postal-address')}>
          <Facts
            rows={[
              [st('country'), regions.of(address.country) ?? address.country],
              [st('city'), address.city],
              [st('address'), address.address],
              [st('postal_code'), <span dir="ltr">{address.postal_code}</span>],
            ]}
          />
        </Part>
      )}
      {education && (
        <Part id="education" title={st('steps.education-resume')}>
          <ul className="flex flex-col gap-1">
            {education.degrees.map((degree, i) => (
              <li key={i} dir="auto">
                {t('application_degree', {
                  degree: st(`degree_${degree.degree}`),
                  field: degree.field,
                  university: degree.university,
                  from: year(degree.start_year),
                  to: year(degree.end_year),
                })}
              </li>
            ))}
          </ul>
        </Part>
      )}
      {oldTeacher && (
        <Part id="old-teacher" title={st('steps.old-teacher')}>
          <p dir="auto">{oldTeacher.taught_before ? `${st('yes')}: ${oldTeacher.old_profile ?? ''}` : st('no')}</p>
        </Part>
      )}
      {taught && (
        <Part id="courses" title={st('steps.teaching-courses')}>
          <ul className="flex flex-col gap-1">
            {taught.courses.map((course) => (
              <li key={course.course_id}>
                {review.names.courses[course.course_id]?.[locale] ?? course.course_id}: {list.format(course.levels.map((level) => st(`level_${level}`)))}
              </li>
            ))}
          </ul>
        </Part>
      )}
      {experiences && (
        <Part id="experiences" title={st('steps.teaching-experiences')}>
          {experiences.experiences.length === 0 ? (
            <p>{t('application_no_experience')}</p>
          ) : (
            <ul className="flex flex-col gap-1">
              {experiences.experiences.map((experience, i) => (
                <li key={i} dir="auto">
                  {t('application_experience', { place: experience.place, subject: experience.subject, years: experience.years })}
                </li>
              ))}
            </ul>
          )}
        </Part>
      )}
      {info && (
        <Part id="teaching-info" title={st('steps.teaching-info')}>
          <Facts
            rows={[
              [st('price_eur'), formatPrice(Math.round(info.price_eur * 100), locale)],
              [
                st('teaching_mode'),
                list.format([info.teaches_online ? st('teaches_online') : '', info.teaches_offline ? st('teaches_offline') : ''].filter(Boolean)),
              ],
              ...(info.offline_city_id
                ? [[st('offline_city'), review.names.cities[info.offline_city_id]?.[locale] ?? info.offline_city_id] as [string, ReactNode]]
                : []),
              [st('time_zone'), <bdi>{timeZoneName(String(info.time_zone), locale)}</bdi>],
              [
                st('availability'),
                <ul>
                  {inWeekOrder(info.availability, locale).map((slot, i) => (
                    <li key={i}>
                      {formatWeekday(slot.weekday, locale)} {formatWallClock(slot.start_minute, locale)}–{formatWallClock(slot.end_minute, locale)}
                    </li>
                  ))}
                </ul>,
              ],
            ]}
          />
          <p dir="auto" className="whitespace-pre-line">
            {info.bio}
          </p>
        </Part>
      )}
      {(picture || video || documents) && (
        <Part id="files" title={t('application_files')}>
          {file(picture?.upload_id) && (
            // eslint-disable-next-line @next/next/no-img-element -- a private file, not an optimisable public image
            <img src={file(picture?.upload_id)!.url} alt={st('current_photo')} width={160} height={160} className="size-40 rounded-lg object-cover" />
          )}
          {file(video?.upload_id) && (
            <video controls preload="metadata" src={file(video?.upload_id)!.url} aria-label={st('current_video')} className="w-full max-w-md rounded-lg" />
          )}
          {documents && documents.documents.length > 0 && (
            <ul className="flex flex-col gap-1">
              {documents.documents.map((document) => (
                <li key={document.upload_id}>
                  <a href={file(document.upload_id)?.url} className="text-brand-700 underline underline-offset-4" dir="auto">
                    {st(`kind_${document.kind}`)}: {file(document.upload_id)?.file_name ?? document.upload_id}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </Part>
      )}
      <Part id="agreement" title={st('steps.sign-agreement')}>
        <p>
          {review.agreement.signed_at && review.agreement.full_name
            ? st('signed_as', { date: formatDateTime(review.agreement.signed_at, locale, zone), name: review.agreement.full_name })
            : t('application_not_signed')}{' '}
          {st('agreement_version', { version: review.agreement.signed_version ?? '—' })}
        </p>
      </Part>
      <Part id="history" title={st('history_title')}>
        <ol className="flex flex-col gap-1">
          {review.history.map((event, i) => (
            <li key={i}>
              {st('history_entry', { state: st(`state_${event.state}`), date: formatDateTime(event.at, locale, zone) })}
              {event.note && (
                <>
                  {' '}
                  <q dir="auto">{event.note}</q>
                </>
              )}
            </li>
          ))}
        </ol>
      </Part>
      {decidable && (
        <WithMessages groups={['Operator.decision_form', 'FormKit']}>
          <ApplicationDecisionForm id={review.id!} inReview={review.state === 'in_review'} />
        </WithMessages>
      )}
    </article>
  );
}
