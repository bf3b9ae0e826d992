'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { TextAreaField } from '@/components/forms/form-field';
import { AvailabilityFields } from '@/components/forms/availability-fields';
import type { CourseTreeGroup } from '@/components/tutor-applications/courses-form';
import { Checkbox, field, Select, StepFormFrame } from '@/components/forms/step-form';
import { cropSquare, Uploader } from '@/components/uploads/uploader';
import { TextField } from '@/components/ui/text-field';
import { loadApiClient } from '@/lib/api-client';
import { teacherProfileApi } from '@/lib/api/tutor-applications';
import { useApiForm } from '@/lib/forms/use-api-form';
import { teacherProfileBody, type TeacherProfileForm } from '@/lib/schemas/teacher';

/** The tutor's own edits to the live profile: price, bio, courses, hours, photo and video (through tus). */
export function TeacherProfileEditor({
  profile,
  tree,
  cities,
  zones,
}: {
  profile: TeacherProfileForm;
  tree: CourseTreeGroup[];
  cities: { id: number; name: string }[];
  zones: { value: string; label: string }[];
}) {
  const t = useTranslations('StartTeaching');
  const tp = useTranslations('TeacherProfile');
  const [saved, setSaved] = useState(false);
  const { avatar_url: _a, intro_video_url: _v, media_in_review: inReview, city_id, ...values } = profile;
  const { form, onSubmit } = useApiForm({
    schema: teacherProfileBody,
    defaultValues: { ...values, city_id: city_id ?? '' },
    submit: async (body) => {
      setSaved(false);
      await teacherProfileApi.save(loadApiClient, body);
      setSaved(true);
    },
  });
  const courses = form.watch('course_ids') as number[];
  const toggle = (id: number) => form.setValue('course_ids', courses.includes(id) ? courses.filter((c) => c !== id) : [...courses, id], { shouldDirty: true });
  return (
    <StepFormFrame
      onSubmit={onSubmit}
      submitting={form.formState.isSubmitting}
      rootError={form.formState.errors.root?.server?.message}
      submitLabel={tp('save')}
    >
      {saved && (
        <p role="status" className="rounded-lg bg-green-50 p-3 font-bold text-green-900" data-testid="profile-saved">
          {tp('saved')}
        </p>
      )}
      <TextField {...field(form, 'username')} label={tp('username')} hint={tp('username_hint')} dir="ltr" />
      <TextField {...field(form, 'price_eur')} label={t('price_eur')} hint={t('price_hint')} inputMode="decimal" dir="ltr" />
      <TextAreaField form={form} name="bio" label={t('bio')} hint={t('bio_hint')} />
      <fieldset className="flex flex-col gap-1">
        <legend className="mb-1 font-medium">{t('teaching_mode')}</legend>
        <Checkbox form={form} name="teaches_online" label={t('teaches_online')} />
        <Checkbox form={form} name="teaches_offline" label={t('teaches_offline')} />
      </fieldset>
      {form.watch('teaches_offline') && (
        <Select
          form={form}
          name="city_id"
          label={t('offline_city')}
          placeholder={t('choose')}
          valueAsNumber
          options={cities.map((c) => ({ value: c.id, label: c.name }))}
        />
      )}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-medium">{tp('courses')}</legend>
        {tree.map((group) => (
          <details key={group.id} open={group.courses.some((c) => courses.includes(c.id))}>
            <summary className="cursor-pointer">{group.name}</summary>
            {group.courses.map((course) => (
              <label key={course.id} className="ms-4 flex min-h-10 items-center gap-2">
                <input type="checkbox" className="size-5" checked={courses.includes(course.id)} onChange={() => toggle(course.id)} />
                {course.name}
              </label>
            ))}
          </details>
        ))}
      </fieldset>
      <Select form={form} name="time_zone" label={t('time_zone')} options={zones} />
      <AvailabilityFields form={form} />
      {inReview && (
        <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm" data-testid="media-in-review">
          {tp('media_in_review')}
        </p>
      )}
      <Uploader purpose="picture" label={tp('replace_photo')} prepare={cropSquare} onUploaded={(f) => form.setValue('avatar_upload_id', f.id)} />
      <Uploader purpose="video" label={tp('replace_video')} onUploaded={(f) => form.setValue('video_upload_id', f.id)} />
    </StepFormFrame>
  );
}
