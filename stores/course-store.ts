import { createStore } from 'zustand/vanilla';
import type { NavCourse, NavCourseGroup } from '@/lib/schemas/navigation';

/** Spec §3 "Course state": the header navigation's selection. */
export interface CourseState {
  important_course: NavCourse[];
  course_groups: (NavCourseGroup & { is_selected: boolean })[];
  selected_group_courses: NavCourse[];
  selected_group_list: number[];
  showCategory: boolean;
}

export interface CourseActions {
  setGroups: (groups: NavCourseGroup[], important: NavCourse[]) => void;
  selectGroup: (courseGroupId: number | null) => void;
  setSelectedGroupCourses: (courses: NavCourse[]) => void;
  setShowCategory: (show: boolean) => void;
}

export type CourseStore = CourseState & CourseActions;

export function createCourseStore(initial: Partial<CourseState> = {}) {
  return createStore<CourseStore>()((set) => ({
    important_course: [],
    course_groups: [],
    selected_group_courses: [],
    selected_group_list: [],
    showCategory: false,
    ...initial,
    setGroups: (groups, important) =>
      set((state) => ({
        important_course: important,
        course_groups: groups.map((g) => ({
          ...g,
          is_selected: state.selected_group_list.includes(g.course_group_id),
        })),
      })),
    selectGroup: (courseGroupId) =>
      set((state) => ({
        selected_group_list: courseGroupId === null ? [] : [courseGroupId],
        course_groups: state.course_groups.map((g) => ({ ...g, is_selected: g.course_group_id === courseGroupId })),
        selected_group_courses: courseGroupId === null ? [] : state.selected_group_courses,
      })),
    setSelectedGroupCourses: (courses) => set({ selected_group_courses: courses }),
    setShowCategory: (showCategory) => set({ showCategory }),
  }));
}
