import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { pageRuleFor } from '@/lib/auth/page-access';
import { cacheMs } from '@/lib/cache-lifetimes';
import { defaultLocale, locales } from '@/lib/i18n/routing';
import { CONTENT_PATHS, localizedPath, SITE_URL } from '@/lib/seo.server';
import type { Db } from '@/server/db/client';
import { abroadCountries, cities, courseGroups, courses, tutorCourses, tutors } from '@/server/db/schema';
import { createTtlCache } from '@/server/shared/ttl-cache';
import { landingPath } from './landing-pages';
import { registerTutorCache } from '@/server/tutors';
import { publishedPackageIds } from '@/server/video-packages';

export interface SitemapEntry {
  url: string;
  alternates: { languages: Record<string, string> };
}

const cache = createTtlCache<SitemapEntry[]>(cacheMs('tutorLists'), 1);
registerTutorCache(cache);

/** Every page once per locale, each naming its hreflang alternates; cached, so crawls stay cheap. */
export function sitemapEntries(db: Db): Promise<SitemapEntry[]> {
  return cache.get('all', async () => (await sitemapPaths(db)).flatMap(entriesFor));
}

function entriesFor(path: string): SitemapEntry[] {
  const urls = Object.fromEntries(locales.map((locale) => [locale, SITE_URL + localizedPath(locale, path)]));
  const languages = { ...urls, 'x-default': urls[defaultLocale]! };
  return locales.map((locale) => ({ url: urls[locale]!, alternates: { languages } }));
}

async function sitemapPaths(db: Db): Promise<string[]> {
  const [tutorRows, groupRows, courseRows, pairRows, countryRows, packageRows] = await Promise.all([
    db.select({ username: tutors.username }).from(tutors).where(eq(tutors.isActive, true)).orderBy(asc(tutors.id)),
    db.select({ slug: courseGroups.slug }).from(courseGroups).orderBy(asc(courseGroups.sortOrder)),
    db.select({ slug: courses.slug }).from(courses).orderBy(asc(courses.courseGroupId), asc(courses.sortOrder)),
    // Course-in-city landing pages only where at least one tutor teaches that course there.
    db
      .selectDistinct({ course: courses.slug, city: cities.slug })
      .from(tutorCourses)
      .innerJoin(tutors, eq(tutors.id, tutorCourses.tutorId))
      .innerJoin(courses, eq(courses.id, tutorCourses.courseId))
      .innerJoin(cities, eq(cities.id, tutors.cityId))
      .where(and(eq(tutors.isActive, true), eq(tutors.teachesOffline, true), isNotNull(tutors.cityId)))
      .orderBy(asc(courses.slug), asc(cities.slug)),
    db.select({ slug: abroadCountries.slug }).from(abroadCountries).orderBy(asc(abroadCountries.sortOrder)),
    publishedPackageIds(db),
  ]);
  const paths = [
    ...CONTENT_PATHS,
    ...countryRows.map((row) => `/abroad/${row.slug}`),
    ...groupRows.map((group) => landingPath('tutor-list', group)),
    ...courseRows.flatMap((course) => [landingPath('tutor-list', course), landingPath('best-tutor-list', course), landingPath('tutor-price', course)]),
    ...pairRows.map((pair) => landingPath('tutor-list', { slug: pair.course }, { slug: pair.city })),
    ...tutorRows.map((tutor) => `/tutor/${encodeURIComponent(tutor.username)}`),
    // Tutors' video packages (issue 33): the catalogue and each published package.
    ...(packageRows.length ? ['/tutor-package', ...packageRows.map((row) => `/tutor-package/${row.id}`)] : []),
  ];
  // A private page (lib/auth/page-access.ts) is never offered to crawlers, whatever lists it.
  return paths.filter((path) => !pageRuleFor(path).private);
}

export function clearSitemapCache(): void {
  cache.clear();
}
