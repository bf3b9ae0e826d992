import { queryOptions } from '@tanstack/react-query';
import { cacheMs } from '@/lib/cache-lifetimes';
import type { GroupCourses, ImportantCourseGroups } from '@/lib/schemas/navigation';
import { apiGet, type ClientSource } from './calls';

export function importantCourseGroupsQuery(client: ClientSource, locale: string) {
  return queryOptions({
    queryKey: ['navigation', 'important-course-groups', locale],
    // The header goes on without its course menu rather than becoming a 500 page (spec §8 ignore500).
    queryFn: async () => apiGet<ImportantCourseGroups>(await client(), '/www/v2/header-navigation/important-course-groups', undefined, { ignore500: true }),
    staleTime: cacheMs('navigation'),
  });
}

export function groupCoursesQuery(client: ClientSource, locale: string, courseGroupId: number) {
  return queryOptions({
    queryKey: ['navigation', 'all-courses', locale, courseGroupId],
    queryFn: async () => apiGet<GroupCourses>(await client(), '/www/v2/header-navigation/all-courses', { course_group_id: courseGroupId }),
    staleTime: cacheMs('navigation'),
  });
}
