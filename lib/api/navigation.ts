import { queryOptions } from '@tanstack/react-query';
import type { AxiosInstance } from 'axios';
import { cacheMs } from '@/lib/cache-lifetimes';
import { apiGet } from './create-client';

export interface NavCourse {
  id: number;
  course_group_id: number;
  name: string;
  slug: string;
}

export interface NavCourseGroup {
  course_group_id: number;
  name: string;
  slug: string;
}

export interface ImportantCourseGroups {
  course_groups: NavCourseGroup[];
  important_course: NavCourse[];
}

export interface GroupCourses {
  course_group_id: number;
  courses: NavCourse[];
}

export function importantCourseGroupsQuery(client: AxiosInstance, locale: string) {
  return queryOptions({
    queryKey: ['navigation', 'important-course-groups', locale],
    queryFn: () => apiGet<ImportantCourseGroups>(client, '/www/v2/header-navigation/important-course-groups'),
    staleTime: cacheMs('navigation'),
  });
}

export function groupCoursesQuery(client: AxiosInstance, locale: string, courseGroupId: number) {
  return queryOptions({
    queryKey: ['navigation', 'all-courses', locale, courseGroupId],
    queryFn: () =>
      apiGet<GroupCourses>(client, '/www/v2/header-navigation/all-courses', { course_group_id: courseGroupId }),
    staleTime: cacheMs('navigation'),
  });
}
