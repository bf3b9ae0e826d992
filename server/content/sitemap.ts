import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { pageRuleFor } from '@/lib/auth/page-access';
import { cacheMs } from '@/lib/cache-lifetimes';
import { defaultLocale, locales } from '@/lib/i18n/routing';
import { CONTENT_PATHS, localizedPath, SITE_URL } from '@/lib/seo.server';
import type { Db } from '@/server/db/client';
import { abroadCountries, cities, courseGroups, courses, tutorCourses, tutors } from '@/server/db/schema';
import { createTtlCache } from '@/server/shared/ttl-cache';
import { escapeXml } from '@/server/shared/xml';
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
  xmlCache.clear();
}

/** The protocol's limit per file (sitemaps.org): 100,000 tutors in two languages need several. */
export const SITEMAP_FILE_URLS = 50_000;

const xmlCache = createTtlCache<string>(cacheMs('tutorLists'), 64);
registerTutorCache(xmlCache);

/** Where the n-th sitemap file is served (app/sitemaps/[file]/route.ts). */
export const sitemapFileUrl = (n: number) => `${SITE_URL}/sitemaps/${n}.xml`;

/** `/sitemap.xml`: the index of the sitemap files, each of at most `perFile` addresses; cached. */
export function sitemapIndexXml(db: Db, perFile = SITEMAP_FILE_URLS): Promise<string> {
  return xmlCache.get(`index:${perFile}`, async () => {
    const files = Math.max(1, Math.ceil((await sitemapEntries(db)).length / perFile));
    const items = Array.from({ length: files }, (_, n) => `<sitemap><loc>${escapeXml(sitemapFileUrl(n))}</loc></sitemap>`);
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
  });
}

/** The n-th sitemap file with each page's hreflang alternates, or null past the last one; cached. */
export async function sitemapFileXml(db: Db, n: number, perFile = SITEMAP_FILE_URLS): Promise<string | null> {
  const entries = await sitemapEntries(db);
  if (!Number.isSafeInteger(n) || n < 0 || (n > 0 && n * perFile >= entries.length)) return null;
  return xmlCache.get(`file:${perFile}:${n}`, async () => {
    const urls = entries.slice(n * perFile, (n + 1) * perFile).map((entry) => {
      const alternates = Object.entries(entry.alternates.languages).map(
        ([language, href]) => `<xhtml:link rel="alternate" hreflang="${escapeXml(language)}" href="${escapeXml(href)}"/>`,
      );
      return `<url><loc>${escapeXml(entry.url)}</loc>${alternates.join('')}</url>`;
    });
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
  });
}

/** A sitemap document as served: XML, cacheable for as long as the server keeps it. */
export function sitemapResponse(xml: string | null): Response {
  if (xml === null) return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': `public, max-age=${Math.round(cacheMs('tutorLists') / 1000)}` },
  });
}
