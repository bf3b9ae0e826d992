import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { DayField } from '@/components/forms/day-field';
import { ActionForm } from '@/components/tutor-requests/action-form';
import { ChoiceField, InputField, SelectField, SubmitButton, TextAreaField } from '@/components/tutor-requests/fields';
import { StepShell } from '@/components/tutor-requests/step-shell';
import { WeekGrid } from '@/components/tutor-requests/week-grid';
import { tutorRequestApi } from '@/lib/api/tutor-requests';
import { getServerApiClient } from '@/lib/api-client.server';
import { formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import { TIME_ZONE_COOKIE, resolveTimeZone, timeZoneChoices } from '@/lib/i18n/time-zone';
import {
  CONTACT_METHODS,
  FORM_STEPS,
  type FormStep,
  GENDER_PREFERENCES,
  GROUP_KINDS,
  LEARNERS,
  SESSION_LENGTHS,
  TEACHING_MODES,
} from '@/lib/schemas/tutor-requests';
import { readFlash } from '@/lib/forms/form-post.server';
import { earliestStartDate, latestStartDate } from '@/lib/schemas/dates';
import { draftForForm } from '@/lib/tutor-requests/pages.server';
import { numberFormat } from '@/lib/intl-cache';

export const stepMetadata: Metadata = { robots: { index: false, follow: false } };

export interface StepPageProps {
  params: Promise<{ locale: Locale }>;
  searchParams: Promise<{ teacher_request_id?: string }>;
}

/** One step of the request form (spec §2): saved on the server by its own post; reload resumes it. */
export async function RequestStepPage({ step, params, searchParams }: StepPageProps & { step: FormStep }) {
  const { locale } = await params;
  if (!FORM_STEPS.includes(step)) notFound();
  const request = await draftForForm((await searchParams).teacher_request_id);
  const [t, flash, client] = await Promise.all([getTranslations('TutorRequest'), readFlash(`/tutor-request/form/${step}`), getServerApiClient()]);
  const errors = flash?.errors ?? {};
  const saved = (name: string, stored: unknown) => flash?.values?.[name] ?? (stored == null ? undefined : String(stored));
  const inPerson = request.class_info?.teaching_mode === 'in_person';
  const message = flash && Object.keys(errors).length ? t('fix_errors') : flash?.message;

  let body: React.ReactNode = null;
  switch (step) {
    case 'class-info': {
      const courses = await tutorRequestApi.courses(client);
      const info = request.class_info;
      body = (
        <>
          <SelectField
            name="course_id"
            label={t('course')}
            placeholder={t('course_placeholder')}
            value={saved('course_id', info?.course_id ?? request.course?.id)}
            error={errors.course_id}
            options={courses.map((c) => ({ value: String(c.id), label: c.name, group: c.group_name }))}
            required
          />
          <InputField name="level" label={t('level')} hint={t('level_hint')} value={saved('level', info?.level)} error={errors.level} required />
          <ChoiceField
            name="teaching_mode"
            label={t('teaching_mode')}
            value={saved('teaching_mode', info?.teaching_mode)}
            error={errors.teaching_mode}
            options={TEACHING_MODES.map((m) => ({ value: m, label: t(`mode_${m}`) }))}
          />
          <SelectField
            name="sessions_per_week"
            label={t('sessions_per_week')}
            value={saved('sessions_per_week', info?.sessions_per_week ?? 2)}
            error={errors.sessions_per_week}
            options={[1, 2, 3, 4, 5, 6, 7].map((n) => ({ value: String(n), label: numberFormat(locale === 'fa' ? 'fa-IR' : 'en-US').format(n) }))}
          />
          <SelectField
            name="session_minutes"
            label={t('session_minutes')}
            value={saved('session_minutes', info?.session_minutes ?? 60)}
            error={errors.session_minutes}
            options={SESSION_LENGTHS.map((m) => ({ value: String(m), label: t('minutes', { count: m }) }))}
          />
          <DayField
            name="start_date"
            label={t('start_date')}
            locale={locale}
            value={saved('start_date', info?.start_date)}
            min={earliestStartDate(new Date())}
            max={latestStartDate(new Date())}
            error={errors.start_date}
            required
          />
          <ChoiceField
            name="group_kind"
            label={t('group_kind')}
            value={saved('group_kind', info?.group_kind)}
            error={errors.group_kind}
            options={GROUP_KINDS.map((g) => ({ value: g, label: t(`group_${g}`) }))}
          />
        </>
      );
      break;
    }
    case 'student-info': {
      const info = request.student_info;
      body = (
        <>
          <ChoiceField
            name="learner"
            label={t('learner')}
            value={saved('learner', info?.learner)}
            error={errors.learner}
            options={LEARNERS.map((l) => ({ value: l, label: t(`learner_${l}`) }))}
          />
          <p className="text-sm text-muted">{t('account_holder')}</p>
          <InputField name="learner_name" label={t('learner_name')} value={saved('learner_name', info?.learner_name)} error={errors.learner_name} />
          <InputField name="age_or_grade" label={t('age_or_grade')} value={saved('age_or_grade', info?.age_or_grade)} error={errors.age_or_grade} required />
          <TextAreaField name="goals" label={t('goals')} hint={t('goals_hint')} value={saved('goals', info?.goals)} error={errors.goals} required />
          <TextAreaField name="tried_before" label={t('tried_before')} value={saved('tried_before', info?.tried_before)} error={errors.tried_before} />
        </>
      );
      break;
    }
    case 'calendar': {
      const detected = resolveTimeZone((await cookies()).get(TIME_ZONE_COOKIE)?.value, locale);
      const zone = saved('time_zone', request.calendar?.time_zone) ?? detected;
      body = (
        <>
          <SelectField
            name="time_zone"
            label={t('time_zone')}
            hint={t('time_zone_hint')}
            value={zone}
            error={errors.time_zone}
            options={timeZoneChoices(locale)}
          />
          <WeekGrid locale={locale} startDate={request.class_info?.start_date ?? null} hours={request.calendar?.weekly_hours ?? []} />
          {errors.weekly_hours && (
            <p className="text-sm text-red-700" data-testid="field-weekly_hours-error">
              {errors.weekly_hours}
            </p>
          )}
        </>
      );
      break;
    }
    case 'address-details': {
      const [cities, provinces] = await Promise.all([tutorRequestApi.cities(client), tutorRequestApi.provinces(client)]);
      const provinceName = new Map(provinces.map((p) => [p.id, p.name]));
      const address = request.address;
      body = (
        <>
          <p className="text-sm text-muted">{t('address_private')}</p>
          <SelectField
            name="city"
            label={t('city')}
            placeholder={t('city_placeholder')}
            value={saved('city', address ? `${address.province_id}:${address.city_id}` : undefined)}
            error={errors.city_id ?? errors.province_id}
            options={cities.map((c) => ({ value: `${c.province_id}:${c.id}`, label: c.name, group: provinceName.get(c.province_id) ?? '' }))}
            required
          />
          <InputField name="area" label={t('area')} value={saved('area', address?.area)} error={errors.area} required />
          <TextAreaField name="directions" label={t('directions')} value={saved('directions', address?.directions)} error={errors.directions} required />
        </>
      );
      break;
    }
    case 'teaching-price': {
      const market = request.course ? await tutorRequestApi.marketPrices(client, request.course.id, inPerson ? request.address?.city_id : null) : null;
      const euros = (cents: number | undefined) => (cents == null ? undefined : String(cents / 100));
      body = (
        <>
          <section aria-labelledby="market-title" className="rounded-xl border border-gray-200 p-4" data-testid="market-prices">
            <h2 id="market-title" className="font-bold">
              {t('market_title')}
            </h2>
            <p>
              {market && market.count > 0 && market.min_cents != null && market.median_cents != null && market.max_cents != null
                ? t('market_values', {
                    min: formatPrice(market.min_cents, locale),
                    median: formatPrice(market.median_cents, locale),
                    max: formatPrice(market.max_cents, locale),
                    count: market.count,
                  })
                : t('market_none')}
            </p>
          </section>
          <p className="text-sm text-muted">{t('budget_intro')}</p>
          <InputField
            name="budget_min_cents"
            inputMode="decimal"
            label={t('budget_min')}
            value={saved('budget_min_cents', euros(request.budget?.min_cents))}
            error={errors.budget_min_cents}
            required
          />
          <InputField
            name="budget_max_cents"
            inputMode="decimal"
            label={t('budget_max')}
            value={saved('budget_max_cents', euros(request.budget?.max_cents))}
            error={errors.budget_max_cents}
            required
          />
        </>
      );
      break;
    }
    case 'supplementary': {
      const s = request.supplementary;
      body = (
        <>
          <ChoiceField
            name="gender_preference"
            label={t('gender_preference')}
            value={saved('gender_preference', s?.gender_preference)}
            error={errors.gender_preference}
            options={GENDER_PREFERENCES.map((g) => ({ value: g, label: t(`gender_${g}`) }))}
          />
          <ChoiceField
            name="contact_method"
            label={t('contact_method')}
            value={saved('contact_method', s?.contact_method)}
            error={errors.contact_method}
            options={CONTACT_METHODS.map((c) => ({ value: c, label: t(`contact_${c}`) }))}
          />
          <TextAreaField name="notes" label={t('notes')} value={saved('notes', s?.notes)} error={errors.notes} />
        </>
      );
      break;
    }
  }

  return (
    <StepShell step={step} requestId={request.id} inPerson={inPerson} locale={locale} message={message}>
      <ActionForm locale={locale} action="save" id={request.id} fields={{ _step: step }} className="flex flex-col gap-4" label={t(`steps.${step}`)}>
        {body}
        <div>
          <SubmitButton>{t('next')}</SubmitButton>
        </div>
      </ActionForm>
    </StepShell>
  );
}
