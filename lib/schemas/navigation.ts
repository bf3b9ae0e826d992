import { z } from '@/lib/schemas/zod';
import { queryRecordId } from './query-values';

export const allCoursesQuerySchema = z.strictObject({
  course_group_id: queryRecordId(),
});

/** Answers of the header-navigation calls, shared by the API and its client. */
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
