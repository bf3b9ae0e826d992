import { useTranslations } from 'next-intl';
import type { NavCourse, NavCourseGroup } from '@/lib/schemas/navigation';
import { PageLink } from '@/components/ui/page-link';

export function HomeCourseGroups({ groups, importantCourses }: { groups: NavCourseGroup[]; importantCourses: NavCourse[] }) {
  const t = useTranslations('Home');
  return (
    <section className="mx-auto max-w-6xl px-4 py-10" aria-labelledby="home-groups">
      <h2 id="home-groups" className="mb-6 text-2xl font-bold">
        {t('groups_title')}
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="home-course-groups">
        {groups.map((group) => (
          <li key={group.course_group_id}>
            <PageLink
              href={`/tutor-list/${group.slug}`}
              className="block rounded-xl border border-gray-200 p-4 font-bold hover:border-brand-600 hover:bg-brand-50"
              aria-label={t('browse_group', { group: group.name })}
            >
              {group.name}
            </PageLink>
          </li>
        ))}
      </ul>
      {importantCourses.length > 0 && (
        <>
          <h2 className="mb-4 mt-10 text-xl font-bold">{t('important_courses_title')}</h2>
          <ul className="flex flex-wrap gap-2">
            {importantCourses.map((course) => (
              <li key={course.id}>
                <PageLink href={`/tutor-list/${course.slug}`} className="inline-block rounded-full bg-brand-50 px-4 py-2 text-brand-800 hover:bg-brand-100">
                  {course.name}
                </PageLink>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
