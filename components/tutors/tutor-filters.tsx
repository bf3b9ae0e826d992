'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useState, useTransition } from 'react';
import { loadApiClient } from '@/lib/api-client';
import { offlineCitiesQuery, tutoringCoursesQuery } from '@/lib/api/search-box';
import { useRouter } from '@/lib/i18n/router';
import type { LinkParameters } from '@/lib/schemas/tutor-answers';
import { listHref, pathFilters, type TutorFilterLabels, type UrlFilters } from '@/lib/tutors/list-url';
import { STAR_FILTERS, TUTOR_SORTS } from '@/lib/tutors/options';
import { useLazyQuery } from '@/lib/use-lazy-query';

/**
 * The list's filters. With JavaScript every change navigates in place (the server renders the
 * new results, the URL keeps the state, back restores it); without, it is a plain GET form.
 * Labels with numbers come formatted from the server (`tutorFilterLabels`).
 */
export function TutorFilters({ kind, links, filters, labels }: { kind: string; links: LinkParameters; filters: UrlFilters; labels: TutorFilterLabels }) {
  const t = useTranslations('TutorFilters');
  const locale = useLocale();
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  // The option lists load when the user reaches for the filters, not during the page's first load.
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);
  const courses = useLazyQuery({ ...tutoringCoursesQuery(loadApiClient, locale), enabled: wanted }).data;
  const cities = useLazyQuery({ ...offlineCitiesQuery(loadApiClient, locale), enabled: wanted }).data;
  const { course, place } = pathFilters(links, filters);

  const apply = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const value = (name: string) => String(data.get(name) ?? '');
    const path = [value('course'), value('place')].filter(Boolean).join('/');
    const next: UrlFilters = {
      sort: value('sort'),
      price_min: value('price_min'),
      price_max: value('price_max'),
      stars: value('stars'),
      gender: value('gender'),
    };
    if (next.sort === 'relevance') delete next.sort;
    startTransition(() => router.push(listHref(`/${kind}`, path, next), { scroll: false }));
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(event.currentTarget);
  };
  const field = 'w-full rounded-lg border border-gray-300 bg-white px-3 py-2';

  return (
    // On a phone the filters fold behind one button (the first tutors stay on the first screen);
    // from `sm` they are always open (app/globals.css). A details element: no script needed.
    <details className="filters-sheet rounded-xl bg-gray-50">
      <summary className="flex min-h-12 cursor-pointer items-center px-4 font-bold text-brand-800" data-testid="filters-toggle">
        {labels.summary}
      </summary>
      <form
        method="get"
        onSubmit={onSubmit}
        onFocus={want}
        onPointerEnter={want}
        onTouchStart={want}
        onChange={(e) => (e.target as HTMLElement).tagName === 'SELECT' && apply(e.currentTarget)}
        aria-busy={pending}
        className="grid gap-3 p-4 pt-0 sm:grid-cols-2 sm:pt-4 lg:grid-cols-4"
        data-testid="tutor-filters"
      >
        <label className="flex flex-col gap-1 text-sm font-bold">
          {t('course')}
          <select key={courses ? 'all' : 'current'} name="course" defaultValue={course} className={field}>
            <option value="">{t('all_courses')}</option>
            {course && !courses?.some((c) => c.slug === course) && <option value={course}>{links.course?.name ?? links.course_group?.name}</option>}
            {courses?.map((c) => (
              <option key={c.id} value={c.slug}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-bold">
          {t('place')}
          <select key={cities ? 'all' : 'current'} name="place" defaultValue={place} className={field}>
            <option value="">{t('everywhere')}</option>
            <option value="online">{t('online')}</option>
            <option value="in-person">{t('in_person')}</option>
            {links.city && !cities?.some((c) => c.slug === links.city!.slug) && <option value={links.city.slug}>{links.city.name}</option>}
            {cities?.map((c) => (
              <option key={c.id} value={c.slug}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        {kind === 'tutor-list' && (
          <label className="flex flex-col gap-1 text-sm font-bold">
            {t('sort')}
            <select name="sort" defaultValue={filters.sort ?? 'relevance'} className={field}>
              {TUTOR_SORTS.map((s) => (
                <option key={s} value={s}>
                  {t(`sort_${s}`)}
                </option>
              ))}
            </select>
          </label>
        )}
        <label className="flex flex-col gap-1 text-sm font-bold">
          {t('stars')}
          <select name="stars" defaultValue={filters.stars ?? ''} className={field}>
            <option value="">{t('any_stars')}</option>
            {STAR_FILTERS.map((s) => (
              <option key={s} value={s}>
                {labels.stars[s]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-bold">
          {t('gender')}
          <select name="gender" defaultValue={filters.gender ?? ''} className={field}>
            <option value="">{t('any_gender')}</option>
            <option value="female">{t('female')}</option>
            <option value="male">{t('male')}</option>
          </select>
        </label>
        <fieldset className="flex flex-col gap-1 text-sm sm:col-span-2">
          <legend className="mb-1 font-bold">{t('price_range')}</legend>
          <div className="flex items-center gap-2">
            <input
              type="text"
              name="price_min"
              inputMode="numeric"
              defaultValue={filters.price_min}
              aria-label={t('price_min')}
              placeholder={t('price_min')}
              className={field}
            />
            <input
              type="text"
              name="price_max"
              inputMode="numeric"
              defaultValue={filters.price_max}
              aria-label={t('price_max')}
              placeholder={t('price_max')}
              className={field}
            />
            <button type="submit" className="rounded-lg bg-brand-700 px-4 py-2 font-bold text-white hover:bg-brand-800">
              {t('apply')}
            </button>
          </div>
        </fieldset>
      </form>
    </details>
  );
}
