'use client';

import { useLocale, useTranslations } from 'next-intl';
import { jalaliYearsBetween } from '@/components/forms/day-selects';
import { jalaliOf } from '@/lib/i18n/jalali';
import { useFieldArray } from 'react-hook-form';
import { TextField } from '@/components/ui/text-field';
import { TextAreaField } from '@/components/forms/form-field';
import { useApiForm } from '@/lib/forms/use-api-form';
import { useBrowserTimeZone } from '@/lib/forms/use-browser-time-zone';
import type { Country } from '@/lib/api/countries';
import {
  DEGREES,
  educationResumeBody,
  GENDERS,
  oldTeacherBody,
  personalInfoBody,
  postalAddressBody,
  teachingExperiencesBody,
  teachingInfoBody,
} from '@/lib/schemas/tutor-applications';
import { Checkbox, field, JalaliDayField, ListItem, Select, StepFormFrame, useSaveStep } from '@/components/forms/step-form';
import { AvailabilityFields } from '@/components/forms/availability-fields';

type Saved<T> = { initial?: Partial<T> };
const rootError = (form: { formState: { errors: { root?: Record<string, { message?: string }> } } }) => form.formState.errors.root?.server?.message;

/** Birth years a tutor may have (18 to 100 years old, as the schema checks), in the Jalali calendar. */
const BIRTH_YEARS = (() => {
  const today = new Date().toISOString().slice(0, 10);
  const yearsAgo = (n: number) => jalaliOf(`${Number(today.slice(0, 4)) - n}${today.slice(4)}`).year;
  return jalaliYearsBetween(yearsAgo(100), yearsAgo(18)).reverse();
})();

export function PersonalInfoForm({ initial, countries }: Saved<Record<string, string>> & { countries: Country[] }) {
  const t = useTranslations('StartTeaching');
  const locale = useLocale();
  const save = useSaveStep('personal-info');
  const { form, onSubmit } = useApiForm({
    schema: personalInfoBody,
    defaultValues: { first_name: '', last_name: '', birth_date: '', gender: 'FEMALE', country: 'IR', national_id: '', ...initial },
    submit: save,
  });
  return (
    <StepFormFrame onSubmit={onSubmit} submitting={form.formState.isSubmitting} rootError={rootError(form)}>
      <TextField {...field(form, 'first_name')} label={t('first_name')} autoComplete="given-name" dir="auto" />
      <TextField {...field(form, 'last_name')} label={t('last_name')} autoComplete="family-name" dir="auto" />
      {locale === 'fa' ? (
        <JalaliDayField form={form} name="birth_date" label={t('birth_date')} years={BIRTH_YEARS} />
      ) : (
        <TextField {...field(form, 'birth_date')} label={t('birth_date')} hint={t('birth_date_hint')} type="date" dir="ltr" />
      )}
      <Select form={form} name="gender" label={t('gender')} options={GENDERS.map((g) => ({ value: g, label: t(`gender_${g}`) }))} />
      <Select form={form} name="country" label={t('id_country')} options={countries.map((c) => ({ value: c.iso2, label: c.name }))} />
      <TextField {...field(form, 'national_id')} label={t('national_id')} hint={t('national_id_hint')} inputMode="numeric" dir="ltr" />
    </StepFormFrame>
  );
}

export function PostalAddressForm({ initial, countries }: Saved<Record<string, string>> & { countries: Country[] }) {
  const t = useTranslations('StartTeaching');
  const save = useSaveStep('postal-address');
  const { form, onSubmit } = useApiForm({
    schema: postalAddressBody,
    defaultValues: { country: 'IR', city: '', address: '', postal_code: '', ...initial },
    submit: save,
  });
  return (
    <StepFormFrame onSubmit={onSubmit} submitting={form.formState.isSubmitting} rootError={rootError(form)}>
      <Select form={form} name="country" label={t('country')} options={countries.map((c) => ({ value: c.iso2, label: c.name }))} />
      <TextField {...field(form, 'city')} label={t('city')} autoComplete="address-level2" dir="auto" />
      <TextField {...field(form, 'address')} label={t('address')} autoComplete="street-address" dir="auto" />
      <TextField {...field(form, 'postal_code')} label={t('postal_code')} autoComplete="postal-code" inputMode="numeric" dir="ltr" />
    </StepFormFrame>
  );
}

const EMPTY_DEGREE = { degree: 'BACHELOR' as const, field: '', university: '', start_year: '' as unknown as number, end_year: '' as const };

export function EducationResumeForm({ initial }: Saved<{ degrees: unknown[] }>) {
  const t = useTranslations('StartTeaching');
  const save = useSaveStep('education-resume');
  const { form, onSubmit } = useApiForm({
    schema: educationResumeBody,
    defaultValues: { degrees: (initial?.degrees as never) ?? [EMPTY_DEGREE] },
    submit: save,
  });
  const degrees = useFieldArray({ control: form.control, name: 'degrees' });
  return (
    <StepFormFrame onSubmit={onSubmit} submitting={form.formState.isSubmitting} rootError={rootError(form)}>
      {degrees.fields.map((item, i) => (
        <ListItem
          key={item.id}
          legend={t('degree_n', { n: i + 1 })}
          removeLabel={t('remove')}
          onRemove={degrees.fields.length > 1 ? () => degrees.remove(i) : undefined}
        >
          <Select form={form} name={`degrees.${i}.degree`} label={t('degree')} options={DEGREES.map((d) => ({ value: d, label: t(`degree_${d}`) }))} />
          <TextField {...field(form, `degrees.${i}.field`)} label={t('field')} dir="auto" />
          <TextField {...field(form, `degrees.${i}.university`)} label={t('university')} dir="auto" />
          <TextField {...field(form, `degrees.${i}.start_year`)} label={t('start_year')} inputMode="numeric" dir="ltr" />
          <TextField {...field(form, `degrees.${i}.end_year`)} label={t('end_year')} inputMode="numeric" dir="ltr" />
        </ListItem>
      ))}
      {degrees.fields.length < 8 && (
        <button type="button" className="self-start text-brand-700 underline underline-offset-4" onClick={() => degrees.append(EMPTY_DEGREE)}>
          {t('add_degree')}
        </button>
      )}
    </StepFormFrame>
  );
}

export function OldTeacherForm({ initial }: Saved<{ taught_before: boolean; old_profile: string }>) {
  const t = useTranslations('StartTeaching');
  const save = useSaveStep('old-teacher');
  const { form, onSubmit } = useApiForm({
    schema: oldTeacherBody,
    defaultValues: { taught_before: false, old_profile: '', ...initial },
    submit: save,
  });
  const taught = form.watch('taught_before');
  return (
    <StepFormFrame onSubmit={onSubmit} submitting={form.formState.isSubmitting} rootError={rootError(form)}>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-medium">{t('taught_before')}</legend>
        {[true, false].map((value) => (
          <label key={String(value)} className="flex min-h-10 items-center gap-2">
            <input type="radio" name="taught_before" className="size-5" checked={taught === value} onChange={() => form.setValue('taught_before', value)} />
            {value ? t('yes') : t('no')}
          </label>
        ))}
      </fieldset>
      {taught && <TextField {...field(form, 'old_profile')} label={t('old_profile')} dir="ltr" />}
    </StepFormFrame>
  );
}

export function TeachingExperiencesForm({ initial }: Saved<{ experiences: unknown[] }>) {
  const t = useTranslations('StartTeaching');
  const save = useSaveStep('teaching-experiences');
  const { form, onSubmit } = useApiForm({
    schema: teachingExperiencesBody,
    defaultValues: { experiences: (initial?.experiences as never) ?? [] },
    submit: save,
  });
  const list = useFieldArray({ control: form.control, name: 'experiences' });
  return (
    <StepFormFrame onSubmit={onSubmit} submitting={form.formState.isSubmitting} rootError={rootError(form)}>
      {list.fields.length === 0 && <p className="text-muted">{t('no_experience')}</p>}
      {list.fields.map((item, i) => (
        <ListItem key={item.id} legend={t('experience_n', { n: i + 1 })} removeLabel={t('remove')} onRemove={() => list.remove(i)}>
          <TextField {...field(form, `experiences.${i}.place`)} label={t('place')} dir="auto" />
          <TextField {...field(form, `experiences.${i}.subject`)} label={t('subject')} dir="auto" />
          <TextField {...field(form, `experiences.${i}.years`)} label={t('years')} inputMode="numeric" dir="ltr" />
        </ListItem>
      ))}
      {list.fields.length < 10 && (
        <button
          type="button"
          className="self-start text-brand-700 underline underline-offset-4"
          onClick={() => list.append({ place: '', subject: '', years: '' as unknown as number })}
        >
          {t('add_experience')}
        </button>
      )}
    </StepFormFrame>
  );
}

export function TeachingInfoForm({
  initial,
  cities,
  zones,
  defaultZone,
}: Saved<Record<string, unknown>> & { cities: { id: number; name: string }[]; zones: { value: string; label: string }[]; defaultZone: string }) {
  const t = useTranslations('StartTeaching');
  const save = useSaveStep('teaching-info');
  const { form, onSubmit } = useApiForm({
    schema: teachingInfoBody,
    defaultValues: {
      price_eur: '' as unknown as number,
      teaches_online: true,
      teaches_offline: false,
      offline_city_id: '',
      time_zone: defaultZone,
      availability: [{ weekday: 6, start_minute: 17 * 60, end_minute: 20 * 60 }],
      bio: '',
      ...(initial as object),
    },
    submit: save,
  });
  useBrowserTimeZone(form, 'time_zone', !(initial as { time_zone?: string } | undefined)?.time_zone);
  const offline = form.watch('teaches_offline');
  return (
    <StepFormFrame onSubmit={onSubmit} submitting={form.formState.isSubmitting} rootError={rootError(form)}>
      <TextField {...field(form, 'price_eur')} label={t('price_eur')} hint={t('price_hint')} inputMode="decimal" dir="ltr" />
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 font-medium">{t('teaching_mode')}</legend>
        <Checkbox form={form} name="teaches_online" label={t('teaches_online')} />
        <Checkbox form={form} name="teaches_offline" label={t('teaches_offline')} />
        {form.formState.errors.teaches_online?.message && (
          <p role="alert" className="text-sm text-red-700">
            {form.formState.errors.teaches_online.message}
          </p>
        )}
      </fieldset>
      {offline && (
        <Select
          form={form}
          name="offline_city_id"
          label={t('offline_city')}
          placeholder={t('choose')}
          valueAsNumber
          options={cities.map((c) => ({ value: c.id, label: c.name }))}
        />
      )}
      <Select form={form} name="time_zone" label={t('time_zone')} options={zones} />
      <AvailabilityFields form={form} />
      <TextAreaField form={form} name="bio" label={t('bio')} hint={t('bio_hint')} />
      <section aria-labelledby="video-tips" className="rounded-xl bg-brand-50 p-4">
        <h2 id="video-tips" className="mb-2 font-bold">
          {t('video_tips_title')}
        </h2>
        <ul className="list-disc ps-5">
          <li>{t('video_tip_1')}</li>
          <li>{t('video_tip_2')}</li>
          <li>{t('video_tip_3')}</li>
        </ul>
      </section>
    </StepFormFrame>
  );
}
