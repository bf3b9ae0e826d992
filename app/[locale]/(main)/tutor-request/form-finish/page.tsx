import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ActionForm } from '@/components/tutor-requests/action-form';
import { SubmitButton } from '@/components/tutor-requests/fields';
import { StepShell } from '@/components/tutor-requests/step-shell';
import { WeeklyHoursList } from '@/components/tutor-requests/weekly-hours-list';
import { formatDate, formatPrice } from '@/lib/format';
import { timeZoneName } from '@/lib/i18n/time-zone';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { readFlash } from '@/lib/forms/form-post.server';
import { visibleSteps } from '@/lib/tutor-requests/form-steps';
import { draftForForm } from '@/lib/tutor-requests/pages.server';

export const metadata: Metadata = { robots: { index: false, follow: false } };

/** The review: every answer with a link to change it, then send. */
export default async function FormFinishPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ teacher_request_id?: string }>;
}) {
  const { locale } = await params;
  const request = await draftForForm((await searchParams).teacher_request_id);
  const [t, flash] = await Promise.all([getTranslations('TutorRequest'), readFlash('/tutor-request/form-finish')]);
  const inPerson = request.class_info?.teaching_mode === 'in_person';
  const query = `?teacher_request_id=${request.id}`;
  const c = request.class_info;
  const s = request.student_info;
  const sections = {
    'class-info': c && [
      request.course?.name,
      c.level,
      t(`mode_${c.teaching_mode}`),
      t('offer_sessions', { count: c.sessions_per_week, minutes: c.session_minutes }),
      formatDate(`${c.start_date}T00:00:00Z`, locale, 'UTC'),
      t(`group_${c.group_kind}`),
    ],
    'student-info': s && [t(`learner_${s.learner}`), s.learner_name, s.age_or_grade, s.goals, s.tried_before],
    calendar: request.calendar && [timeZoneName(request.calendar.time_zone, locale)],
    'address-details': request.address && [request.address.area, request.address.directions],
    'teaching-price': request.budget && [
      t('budget_range', { min: formatPrice(request.budget.min_cents, locale), max: formatPrice(request.budget.max_cents, locale) }),
    ],
    supplementary: request.supplementary && [
      t(`gender_${request.supplementary.gender_preference}`),
      t(`contact_${request.supplementary.contact_method}`),
      request.supplementary.notes,
    ],
  } as const;
  return (
    <StepShell step="finish" requestId={request.id} inPerson={inPerson} locale={locale} message={flash?.message}>
      <p>{t('finish_intro')}</p>
      <dl className="flex flex-col gap-3">
        {visibleSteps(inPerson).map((step) => (
          <div key={step} className="rounded-xl border border-gray-200 p-3" data-testid={`review-${step}`}>
            <div className="flex items-baseline justify-between gap-2">
              <dt className="font-bold">{t(`steps.${step}`)}</dt>
              <Link
                href={`/tutor-request/form/${step}${query}`}
                className="text-sm text-brand-700 underline underline-offset-4"
                aria-label={`${t('edit')}: ${t(`steps.${step}`)}`}
              >
                {t('edit')}
              </Link>
            </div>
            <dd className="mt-1 text-sm">
              {sections[step] ? (
                (sections[step] as (string | null | undefined)[]).filter(Boolean).join(' · ')
              ) : (
                <span className="text-red-700">{t('missing')}</span>
              )}
              {step === 'calendar' && request.calendar && <WeeklyHoursList hours={request.calendar.weekly_hours} locale={locale} />}
            </dd>
          </div>
        ))}
      </dl>
      <ActionForm locale={locale} action="submit" id={request.id}>
        <SubmitButton>{t('submit')}</SubmitButton>
      </ActionForm>
    </StepShell>
  );
}
