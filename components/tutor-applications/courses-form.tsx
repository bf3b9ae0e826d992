'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApiForm } from '@/lib/forms/use-api-form';
import { LEVELS, teachingCoursesBody } from '@/lib/schemas/tutor-applications';
import { StepFormFrame, useSaveStep } from '@/components/forms/step-form';

export interface CourseTreeGroup {
  id: number;
  name: string;
  courses: { id: number; name: string }[];
}

type Chosen = { course_id: number; levels: (typeof LEVELS)[number][] }[];

/** The course tree by group: tick a course, then its levels. */
export function TeachingCoursesForm({ initial, tree }: { initial?: { courses: Chosen }; tree: CourseTreeGroup[] }) {
  const t = useTranslations('StartTeaching');
  const save = useSaveStep('teaching-courses');
  const { form, onSubmit } = useApiForm({
    schema: teachingCoursesBody,
    defaultValues: { courses: initial?.courses ?? [] },
    submit: save,
  });
  const [chosen, setChosen] = useState<Chosen>(initial?.courses ?? []);
  const update = (next: Chosen) => {
    setChosen(next);
    form.setValue('courses', next, { shouldValidate: form.formState.isSubmitted });
  };
  const toggleCourse = (id: number) =>
    update(chosen.some((c) => c.course_id === id) ? chosen.filter((c) => c.course_id !== id) : [...chosen, { course_id: id, levels: ['HIGH_SCHOOL'] }]);
  const toggleLevel = (id: number, level: (typeof LEVELS)[number]) =>
    update(
      chosen.map((c) => (c.course_id !== id ? c : { ...c, levels: c.levels.includes(level) ? c.levels.filter((l) => l !== level) : [...c.levels, level] })),
    );
  const error = form.formState.errors.courses;
  const message = error?.message ?? (Array.isArray(error) ? error.find(Boolean)?.levels?.message : undefined);
  return (
    <StepFormFrame onSubmit={onSubmit} submitting={form.formState.isSubmitting} rootError={form.formState.errors.root?.server?.message}>
      <p>{t('courses_hint')}</p>
      {tree.map((group) => (
        <fieldset key={group.id} className="flex flex-col gap-2 rounded-xl border border-gray-200 p-4">
          <legend className="px-1 font-bold">{group.name}</legend>
          {group.courses.map((course) => {
            const picked = chosen.find((c) => c.course_id === course.id);
            return (
              <div key={course.id} className="flex flex-col gap-1">
                <label className="flex min-h-10 items-center gap-2">
                  <input type="checkbox" className="size-5" checked={Boolean(picked)} onChange={() => toggleCourse(course.id)} />
                  {course.name}
                </label>
                {picked && (
                  <fieldset className="ms-7 flex flex-wrap gap-x-4">
                    <legend className="sr-only">{t('levels_for', { course: course.name })}</legend>
                    {LEVELS.map((level) => (
                      <label key={level} className="flex min-h-10 items-center gap-2 text-sm">
                        <input type="checkbox" className="size-4" checked={picked.levels.includes(level)} onChange={() => toggleLevel(course.id, level)} />
                        {t(`level_${level}`)}
                      </label>
                    ))}
                  </fieldset>
                )}
              </div>
            );
          })}
        </fieldset>
      ))}
      {message && (
        <p role="alert" className="text-red-700">
          {message}
        </p>
      )}
    </StepFormFrame>
  );
}
