'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, type KeyboardEvent, useDeferredValue, useId, useState } from 'react';
import { loadApiClient } from '@/lib/api-client';
import { offlineCitiesQuery } from '@/lib/api/search-box';
import { searchSuggestionsQuery } from '@/lib/api/tutors';
import { useRouter } from '@/lib/i18n/router';
import { useLazyQuery } from '@/lib/use-lazy-query';

type Choice = { slug: string; name: string };

/**
 * Course first (suggested as you type by the search-box call), then a city or online; lands on
 * /tutor-list/{course}/{city|online}. Without JavaScript the form still reaches the list.
 */
export function SearchBox() {
  const t = useTranslations('SearchBox');
  const locale = useLocale();
  const router = useRouter();
  const listId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [course, setCourse] = useState<Choice | null>(null);
  const query = useDeferredValue(text.trim());
  const { data } = useLazyQuery(searchSuggestionsQuery(loadApiClient, locale, query));
  const cities = useLazyQuery({ ...offlineCitiesQuery(loadApiClient, locale), enabled: course !== null || text.length > 0 }).data;
  const options: Choice[] = [...(data?.courses ?? []), ...(data?.course_groups ?? [])].slice(0, 8);

  const choose = (choice: Choice) => {
    setCourse(choice);
    setText(choice.name);
    setOpen(false);
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') setActive((i) => Math.min(options.length - 1, i + 1));
    else if (event.key === 'ArrowUp') setActive((i) => Math.max(0, i - 1));
    else if (event.key === 'Escape') setOpen(false);
    else if (event.key === 'Enter' && open && options[active]) {
      event.preventDefault();
      choose(options[active]);
      return;
    } else return;
    setOpen(true);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const slug = course?.slug ?? options[0]?.slug;
    const place = String(new FormData(event.currentTarget).get('place') ?? '');
    router.push(
      `/tutor-list${[slug, place]
        .filter(Boolean)
        .map((s) => `/${s}`)
        .join('')}`,
    );
  };

  return (
    <form
      role="search"
      action="/tutor-list"
      method="get"
      onSubmit={onSubmit}
      className="mx-auto mt-8 flex max-w-3xl flex-col gap-3 rounded-2xl bg-white p-4 text-start shadow-md sm:flex-row sm:items-end"
      data-testid="search-box"
    >
      <div className="relative flex flex-1 flex-col gap-1">
        <label htmlFor={`${listId}-course`} className="text-sm font-bold">
          {t('course')}
        </label>
        <input
          id={`${listId}-course`}
          type="text"
          role="combobox"
          aria-expanded={open && options.length > 0}
          aria-controls={`${listId}-list`}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? `${listId}-opt-${active}` : undefined}
          autoComplete="off"
          placeholder={t('course_placeholder')}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setCourse(null);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKey}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          className="w-full rounded-lg border border-gray-300 px-3 py-2"
        />
        <input type="hidden" name="course" value={course?.slug ?? ''} />
        <ul
          id={`${listId}-list`}
          role="listbox"
          aria-label={t('suggestions')}
          hidden={!open || options.length === 0}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-auto rounded-lg border border-gray-200 bg-white shadow-lg"
        >
          {options.map((option, i) => (
            <li
              key={option.slug}
              id={`${listId}-opt-${i}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => {
                e.preventDefault();
                choose(option);
              }}
              className="cursor-pointer px-3 py-2 hover:bg-brand-50 aria-selected:bg-brand-100"
            >
              {option.name}
            </li>
          ))}
        </ul>
      </div>
      <div className="flex flex-col gap-1 sm:w-56">
        <label htmlFor={`${listId}-place`} className="text-sm font-bold">
          {t('place')}
        </label>
        <select id={`${listId}-place`} name="place" defaultValue="" className="w-full rounded-lg border border-gray-300 bg-white px-3 py-2">
          <option value="">{t('anywhere')}</option>
          <option value="online">{t('online')}</option>
          {cities?.map((city) => (
            <option key={city.id} value={city.slug}>
              {city.name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="rounded-lg bg-brand-700 px-6 py-2 font-bold text-white hover:bg-brand-800">
        {t('submit')}
      </button>
    </form>
  );
}
