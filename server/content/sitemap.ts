import { and, asc, eq, gte, lt, max, sql } from 'drizzle-orm';
import { pageRuleFor } from '@/lib/auth/page-access';
import { cacheMs } from '@/lib/cache-lifetimes';
import { defaultLocale, locales } from '@/lib/i18n/routing';
import { CONTENT_PATHS, localizedPath, SITE_URL } from '@/lib/seo.server';
import type { Db } from '@/server/db/client';
import { together } from '@/server/db/together';
import { rowsOf } from '@/server/db/rows';
import { abroadCountries, cities, courseGroups, courses, tutorMatchFacts, tutors } from '@/server/db/schema';
import { createTtlCache } from '@/server/shared/ttl-cache';
import { escapeXml } from '@/server/shared/xml';
import { landingPath } from './landing-pages';
import { registerTutorCache } from '@/server/tutors';
import { publishedPackageIds } from '@/server/video-packages';

export interface SitemapEntry {
  url: string;
  alternates: { languages: Record<string, string> };
}

/** The protocol's limit per file (sitemaps.org). */
export const SITEMAP_FILE_URLS = 50_000;

/**
 * Addresses per file of pages: far under the protocol's limit, so that one answer (building the XML
 * and compressing it, about 10 µs an address) costs the same whatever the catalogue. The course-in-city
 * landing pages are most of them and follow the tutors up to courses × cities (7,294 addresses at
 * 10,000 tutors, 16,910 at 100,000): in one file its first answer grew 2.3× with them, cut at 5,000
 * each file is a fixed size and there are more files (docs/decisions.md "At 100,000 tutors").
 */
export const SITEMAP_PAGE_URLS = 5_000;

/**
 * Tutor ids per file: a file of tutors is one range of ids (`[k × size, (k + 1) × size)`), read
 * by primary key, so building it costs the same at 10,000 tutors as at 1,000,000; 10,000 tutors in
 * two languages are 20,000 addresses, well inside the limit.
 */
export const SITEMAP_TUTOR_IDS = 10_000;

export interface SitemapSizes {
  /** Addresses per file of pages. */
  perFile: number;
  /** Tutor ids per file of tutors. */
  tutorIds: number;
}

const SIZES: SitemapSizes = { perFile: SITEMAP_PAGE_URLS, tutorIds: SITEMAP_TUTOR_IDS };

/** Which files there are: the pages' (content, landing pages, packages; 5,000 addresses a file), then one per range of tutor ids holding an active tutor. */
interface Layout {
  pageFiles: number;
  tutorRanges: number[];
}

const cache = createTtlCache<SitemapEntry[]>(cacheMs('tutorLists'), 1);
const layoutCache = createTtlCache<Layout>(cacheMs('tutorLists'), 4);
const xmlCache = createTtlCache<string>(cacheMs('tutorLists'), 64);
for (const c of [cache, layoutCache, xmlCache]) registerTutorCache(c);

export function clearSitemapCache(): void {
  cache.clear();
  layoutCache.clear();
  xmlCache.clear();
}

function entriesFor(path: string): SitemapEntry[] {
  const urls = Object.fromEntries(locales.map((locale) => [locale, SITE_URL + localizedPath(locale, path)]));
  const languages = { ...urls, 'x-default': urls[defaultLocale]! };
  return locales.map((locale) => ({ url: urls[locale]!, alternates: { languages } }));
}

/** A private page (lib/auth/page-access.ts) is never offered to crawlers, whatever lists it. */
const entriesOf = (paths: readonly string[]) => paths.filter((path) => !pageRuleFor(path).private).flatMap(entriesFor);

/**
 * Every page but the tutors' once per locale, each naming its hreflang alternates; cached. Its size
 * follows the courses, cities and packages, not the tutors: a course-in-city landing page is probed
 * pair by pair through an index.
 */
function pageEntries(db: Db): Promise<SitemapEntry[]> {
  return cache.get('pages', async () => {
    const [groupRows, courseRows, pairRows, countryRows, packageRows] = await together(db, [
      () => db.select({ slug: courseGroups.slug }).from(courseGroups).orderBy(asc(courseGroups.sortOrder)),
      () => db.select({ slug: courses.slug }).from(courses).orderBy(asc(courses.courseGroupId), asc(courses.sortOrder)),
      () =>
        // Course-in-city landing pages only where at least one active tutor teaches that course there
        // in person: one probe of tutor_match_facts_in_person_idx per course and city (a LIMIT 1
        // each, which the planner cannot turn into a read of every in-person tutor, as it does `exists`).
        db
          .select({ course: courses.slug, city: cities.slug })
          .from(courses)
          .crossJoin(cities)
          .crossJoinLateral(
            db
              .select({ one: sql`1`.as('one') })
              .from(tutorMatchFacts)
              .where(
                and(
                  eq(tutorMatchFacts.courseId, courses.id),
                  eq(tutorMatchFacts.cityId, cities.id),
                  sql`${tutorMatchFacts.isActive} and ${tutorMatchFacts.teachesOffline}`,
                ),
              )
              .limit(1)
              .as('teaching'),
          )
          .orderBy(asc(courses.slug), asc(cities.slug)),
      () => db.select({ slug: abroadCountries.slug }).from(abroadCountries).orderBy(asc(abroadCountries.sortOrder)),
      () => publishedPackageIds(db),
    ]);
    return entriesOf([
      ...CONTENT_PATHS,
      ...countryRows.map((row) => `/abroad/${row.slug}`),
      ...groupRows.map((group) => landingPath('tutor-list', group)),
      ...courseRows.flatMap((course) => [landingPath('tutor-list', course), landingPath('best-tutor-list', course), landingPath('tutor-price', course)]),
      ...pairRows.map((pair) => landingPath('tutor-list', { slug: pair.course }, { slug: pair.city })),
      // Tutors' video packages (issue 33): the catalogue and each published package.
      ...(packageRows.length ? ['/tutor-package', ...packageRows.map((row) => `/tutor-package/${row.id}`)] : []),
    ]);
  });
}

/** The files: the pages' split by the limit, and the ranges of tutor ids holding an active tutor (the largest id, then one probe a range). */
function layout(db: Db, sizes: SitemapSizes): Promise<Layout> {
  return layoutCache.get(`${sizes.perFile}:${sizes.tutorIds}`, async () => {
    const [pages, [last]] = await together(db, [() => pageEntries(db), () => db.select({ id: max(tutors.id) }).from(tutors)]);
    const ranges = last?.id ? Math.floor(last.id / sizes.tutorIds) + 1 : 0;
    const held = ranges
      ? rowsOf<{ k: number }>(
          await db.execute(sql`
            select k from generate_series(0, ${ranges - 1}::int) as k
            where exists (select 1 from ${tutors} t where t.id >= k * ${sizes.tutorIds}::int and t.id < (k + 1) * ${sizes.tutorIds}::int and t.is_active)
            order by k`),
        ).map((row) => Number(row.k))
      : [];
    return { pageFiles: Math.max(1, Math.ceil(pages.length / sizes.perFile)), tutorRanges: held };
  });
}

/** Where the n-th sitemap file is served (app/sitemaps/[file]/route.ts). */
export const sitemapFileUrl = (n: number) => `${SITE_URL}/sitemaps/${n}.xml`;

/** `/sitemap.xml`: the index of the sitemap files; cached. Costs a probe per range of tutor ids, not a read of the tutors. */
export function sitemapIndexXml(db: Db, sizes: SitemapSizes = SIZES): Promise<string> {
  return xmlCache.get(`index:${sizes.perFile}:${sizes.tutorIds}`, async () => {
    const { pageFiles, tutorRanges } = await layout(db, sizes);
    const items = Array.from({ length: pageFiles + tutorRanges.length }, (_, n) => `<sitemap><loc>${escapeXml(sitemapFileUrl(n))}</loc></sitemap>`);
    return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
  });
}

/**
 * The n-th sitemap file with each page's hreflang alternates, or null past the last one; cached.
 * Files of pages first, then one per range of tutor ids, built from that range alone.
 */
export async function sitemapFileXml(db: Db, n: number, sizes: SitemapSizes = SIZES): Promise<string | null> {
  if (!Number.isSafeInteger(n) || n < 0) return null;
  const { pageFiles, tutorRanges } = await layout(db, sizes);
  if (n >= pageFiles + tutorRanges.length) return null;
  return xmlCache.get(`file:${sizes.perFile}:${sizes.tutorIds}:${n}`, async () => {
    const entries =
      n < pageFiles
        ? (await pageEntries(db)).slice(n * sizes.perFile, (n + 1) * sizes.perFile)
        : await tutorEntries(db, tutorRanges[n - pageFiles]!, sizes.tutorIds);
    const urls = entries.map((entry) => {
      const alternates = Object.entries(entry.alternates.languages).map(
        ([language, href]) => `<xhtml:link rel="alternate" hreflang="${escapeXml(language)}" href="${escapeXml(href)}"/>`,
      );
      return `<url><loc>${escapeXml(entry.url)}</loc>${alternates.join('')}</url>`;
    });
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
  });
}

/** The active tutors of one range of ids, by primary key. */
async function tutorEntries(db: Db, range: number, size: number): Promise<SitemapEntry[]> {
  const rows = await db
    .select({ username: tutors.username })
    .from(tutors)
    .where(and(gte(tutors.id, range * size), lt(tutors.id, (range + 1) * size), eq(tutors.isActive, true)))
    .orderBy(asc(tutors.id));
  return entriesOf(rows.map((tutor) => `/tutor/${encodeURIComponent(tutor.username)}`));
}

/** A sitemap document as served: XML, cacheable for as long as the server keeps it. */
export function sitemapResponse(xml: string | null): Response {
  if (xml === null) return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': `public, max-age=${Math.round(cacheMs('tutorLists') / 1000)}` },
  });
}
