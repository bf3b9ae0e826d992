'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useRef } from 'react';
import { loadApiClient } from '@/lib/api-client';
import { importantCourseGroupsQuery } from '@/lib/api/navigation';
import type { ImportantCourseGroups } from '@/lib/schemas/navigation';
import { useHydrated } from '@/lib/use-hydrated';
import { useLazyQuery } from '@/lib/use-lazy-query';
import { useCourseStore } from '@/stores/stores-provider';
import { GroupCourses } from './group-courses';

/**
 * Header navigation: course groups, then the chosen group's courses (spec §7 header calls). The
 * server hands over the groups; only if its call failed does the browser ask for them.
 */
export function CourseNav({ initial }: { initial: ImportantCourseGroups | null }) {
  const t = useTranslations('Header');
  const tn = useTranslations('Nav');
  const locale = useLocale();
  const panelId = useId();
  const hydrated = useHydrated();
  const rootRef = useRef<HTMLDivElement>(null);
  const fetched = useLazyQuery(initial ? null : importantCourseGroupsQuery(loadApiClient, locale)).data;
  const data = initial ?? fetched;
  const open = useCourseStore((s) => s.showCategory);
  const setOpen = useCourseStore((s) => s.setShowCategory);
  const storedGroups = useCourseStore((s) => s.course_groups);
  const setGroups = useCourseStore((s) => s.setGroups);
  const selectGroup = useCourseStore((s) => s.selectGroup);
  // Until the store holds them, the groups come straight from the answer, so the first render
  // already lists them (the server's HTML matches and nothing is added after hydration).
  const groups = storedGroups.length > 0 ? storedGroups : (data?.course_groups ?? []).map((g) => ({ ...g, is_selected: false }));
  const selected = groups.find((g) => g.is_selected) ?? null;

  useEffect(() => {
    if (data) setGroups(data.course_groups, data.important_course);
  }, [data, setGroups]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const onClick = (event: MouseEvent) => !rootRef.current?.contains(event.target as Node) && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open, setOpen]);

  return (
    // On a phone the panel spans the sticky header (its containing block) instead of hanging from the
    // button, so it never sticks out past the screen; from `sm` it opens under the button.
    <div ref={rootRef} className="sm:relative">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        disabled={!hydrated}
        onClick={() => setOpen(!open)}
        className="whitespace-nowrap rounded-lg px-3 py-2 font-bold text-brand-800 hover:bg-brand-50"
      >
        {t('courses')}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-2 top-full z-40 mt-2 max-h-[75vh] overflow-y-auto rounded-xl border border-gray-200 bg-white p-4 shadow-lg sm:inset-x-auto sm:start-0 sm:w-[min(92vw,44rem)]"
      >
        <div className="flex flex-col gap-4 sm:flex-row">
          <ul aria-label={tn('course_groups')} className="flex shrink-0 flex-col gap-1 sm:w-48">
            {groups.map((group) => (
              <li key={group.course_group_id}>
                <button
                  type="button"
                  aria-pressed={group.is_selected}
                  onClick={() => selectGroup(group.course_group_id)}
                  className="w-full rounded-md px-3 py-2 text-start hover:bg-brand-50 aria-pressed:bg-brand-100 aria-pressed:font-bold"
                >
                  {group.name}
                </button>
              </li>
            ))}
          </ul>
          {selected && <GroupCourses group={selected} />}
        </div>
      </div>
    </div>
  );
}
