import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/server/db/client';
import { abroadCountries, contentPages, internalLinks, schools } from '@/server/db/schema';
import { ABROAD_COUNTRIES } from './data/abroad';
import { CONTENT_PAGES, INTERNAL_LINKS } from './data/pages';
import { SCHOOLS } from './data/schools';
import { idOf } from './seed-reference';

/** Overwrite the text columns on conflict, so edits to the seed's wording reach existing databases. */
function keepInSync<T extends PgTable>(table: T, keys: (keyof T['_']['columns'] & string)[]) {
  const columns = getTableColumns(table);
  return Object.fromEntries(keys.map((key) => [key, sql.raw(`excluded.${columns[key]!.name}`)]));
}

const TEXTS = ['summaryFa', 'summaryEn', 'sectionsFa', 'sectionsEn'] as const;

/** Content pages, study-abroad countries, schools and home internal links. */
export async function seedSiteContent(db: Db, refs: { cityIds: Map<string, number>; courseIds: Map<string, number> }): Promise<void> {
  await db
    .insert(contentPages)
    .values([...CONTENT_PAGES])
    .onConflictDoUpdate({ target: contentPages.slug, set: keepInSync(contentPages, ['titleFa', 'titleEn', ...TEXTS]) });
  await db
    .insert(abroadCountries)
    .values([...ABROAD_COUNTRIES])
    .onConflictDoUpdate({
      target: abroadCountries.slug,
      set: keepInSync(abroadCountries, ['nameFa', 'nameEn', ...TEXTS, 'sortOrder']),
    });
  const schoolRows = SCHOOLS.map(({ citySlug, ...school }) => ({ ...school, cityId: idOf(refs.cityIds, citySlug) }));
  await db
    .insert(schools)
    .values(schoolRows)
    .onConflictDoUpdate({ target: schools.slug, set: keepInSync(schools, ['nameFa', 'nameEn', 'districtFa', 'districtEn']) });
  const linkRows = INTERNAL_LINKS.map(([course, city], i) => ({
    id: i + 1,
    courseId: idOf(refs.courseIds, course),
    cityId: city ? idOf(refs.cityIds, city) : null,
    sortOrder: (i + 1) * 10,
  }));
  await db.insert(internalLinks).values(linkRows).onConflictDoNothing({ target: internalLinks.id });
  await db.execute(sql`select setval(pg_get_serial_sequence('internal_links', 'id'), (select max(id) from internal_links))`);
}
