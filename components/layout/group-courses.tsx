'use client';

import { useLocale, useTranslations } from 'next-intl';
import { loadApiClient } from '@/lib/api-client';
import { groupCoursesQuery } from '@/lib/api/navigation';
import type { NavCourseGroup } from '@/lib/schemas/navigation';
import { getPathname } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { useLazyQuery } from '@/lib/use-lazy-query';

/** The second level of the header navigation, fetched when a group is chosen. */
export function GroupCourses({ group }: { group: NavCourseGroup }) {
  const t = useTranslations('Nav');
  const tc = useTranslations('Common');
  const locale = useLocale() as Locale;
  const { data, isPending, isError } = useLazyQuery(groupCoursesQuery(loadApiClient, locale, group.course_group_id));

  return (
    <section aria-live="polite" className="flex-1">
      <h2 className="mb-2 font-bold">{t('courses_of_group', { group: group.name })}</h2>
      {isPending && <p className="text-muted">{tc('loading')}</p>}
      {isError && <p role="alert">{t('load_failed')}</p>}
      {data && data.courses.length === 0 && <p>{t('no_courses')}</p>}
      {data && (
        <ul className="grid grid-cols-2 gap-1 sm:grid-cols-3" data-testid="group-courses">
          {data.courses.map((course) => (
            <li key={course.id}>
              <a href={getPathname({ href: `/tutor-list/${course.slug}`, locale })} className="block rounded px-2 py-1 hover:bg-brand-50">
                {course.name}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
