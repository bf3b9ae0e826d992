import { describe, expect, it } from 'vitest';
import { createCourseStore } from './course-store';

const groups = [
  { course_group_id: 1, name: 'School', slug: 'school' },
  { course_group_id: 2, name: 'Music', slug: 'music' },
];

describe('course store (header navigation selection)', () => {
  it('marks exactly the chosen group as selected', () => {
    const store = createCourseStore();
    store.getState().setGroups(groups, []);
    store.getState().selectGroup(2);
    expect(store.getState().course_groups.map((g) => g.is_selected)).toEqual([false, true]);
    expect(store.getState().selected_group_list).toEqual([2]);
  });

  it('keeps the selection when the groups reload, and clears courses when deselected', () => {
    const store = createCourseStore();
    store.getState().setGroups(groups, []);
    store.getState().selectGroup(1);
    store.getState().setSelectedGroupCourses([{ id: 9, course_group_id: 1, name: 'Math', slug: 'math' }]);
    store.getState().setGroups(groups, []);
    expect(store.getState().course_groups[0]?.is_selected).toBe(true);
    store.getState().selectGroup(null);
    expect(store.getState().selected_group_courses).toEqual([]);
    expect(store.getState().course_groups.every((g) => !g.is_selected)).toBe(true);
  });

  it('gives every tab its own store', () => {
    const a = createCourseStore();
    const b = createCourseStore();
    a.getState().setShowCategory(true);
    expect(b.getState().showCategory).toBe(false);
  });
});
