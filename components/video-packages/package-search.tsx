'use client';

import { useLocale, useTranslations } from 'next-intl';
import { type FormEvent, useState } from 'react';
import { loadApiClient } from '@/lib/api-client';
import { videoPackageApi } from '@/lib/api/video-packages';
import { formatPrice } from '@/lib/format';
import type { Locale } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import type { PackageSummary } from '@/lib/schemas/video-packages';

type CourseWithPackages = { id: number; name: string; packages: PackageSummary[] };

/**
 * The packages' search box (spec §7 `search-box/tutoring-package-courses`): a course, a tutor or a
 * title; the answer lists the matching packages by course.
 */
export function PackageSearch({ initial }: { initial: CourseWithPackages[] }) {
  const t = useTranslations('VideoPackages');
  const [query, setQuery] = useState('');
  const [courses, setCourses] = useState(initial);
  const locale = useLocale() as Locale;

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const answer = await videoPackageApi.search(await loadApiClient(), query.trim() || undefined);
    setCourses(answer.courses);
  };

  return (
    <div className="flex flex-col gap-4">
      <form role="search" onSubmit={search} className="flex flex-wrap items-end gap-2">
        <label className="flex grow flex-col gap-1">
          <span className="font-medium">{t('search_label')}</span>
          <input
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('search_placeholder')}
            maxLength={80}
            className="min-h-11 rounded-lg border border-gray-300 px-3"
            data-testid="package-search-input"
          />
        </label>
        <button type="submit" className="min-h-11 rounded-lg bg-brand-600 px-4 font-bold text-white hover:bg-brand-700">
          {t('search_button')}
        </button>
      </form>
      {courses.length === 0 ? (
        <p className="rounded-xl border border-gray-200 p-4" role="status">
          {t('no_results')}
        </p>
      ) : (
        <div className="flex flex-col gap-4" data-testid="package-results">
          {courses.map((course) => (
            <section key={course.id} aria-label={course.name} className="flex flex-col gap-2">
              <h2 className="text-lg font-bold">{course.name}</h2>
              <ul className="flex flex-col gap-2">
                {course.packages.map((pkg) => (
                  <li key={pkg.id}>
                    <Link href={pkg.path} className="flex flex-col gap-1 rounded-xl border border-gray-200 p-4 hover:bg-gray-50" data-testid="package-card">
                      <span className="font-bold" dir="auto">
                        {pkg.title}
                      </span>
                      <span className="text-sm text-muted">
                        {t('by_tutor', { tutor: pkg.tutor.full_name })} · {t('sessions_count', { count: pkg.sessions_count })} ·{' '}
                        {formatPrice(pkg.price_cents, locale)}
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
