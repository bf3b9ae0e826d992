import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { cities, countries, courseGroups, courses, faqs, provinces, settings, testimonials } from '@/server/db/schema';
import { FAQS, SETTINGS, TESTIMONIALS } from './data/content';
import { buildCountries } from './data/countries';
import { COURSE_GROUPS } from './data/courses';
import { PROVINCES } from './data/provinces';

/** slug → id for every row of a table with a slug column. */
async function slugIds(db: Db, table: typeof provinces | typeof courseGroups | typeof cities | typeof courses) {
  const rows = await db.select({ id: table.id, slug: table.slug }).from(table);
  return new Map(rows.map((row) => [row.slug, row.id]));
}

export function idOf(ids: Map<string, number>, slug: string): number {
  const id = ids.get(slug);
  if (id === undefined) throw new Error(`seed: no row with slug '${slug}'`);
  return id;
}

export async function seedCountries(db: Db): Promise<void> {
  await db.insert(countries).values(buildCountries()).onConflictDoNothing({ target: countries.iso2 });
}

/** Provinces and their cities; returns city slug → id. */
export async function seedGeo(db: Db): Promise<Map<string, number>> {
  const provinceRows = PROVINCES.map(({ slug, nameFa, nameEn }) => ({ slug, nameFa, nameEn }));
  await db.insert(provinces).values(provinceRows).onConflictDoNothing({ target: provinces.slug });
  const provinceIds = await slugIds(db, provinces);
  const cityRows = PROVINCES.flatMap((province) => province.cities.map((city) => ({ ...city, provinceId: idOf(provinceIds, province.slug) })));
  await db.insert(cities).values(cityRows).onConflictDoNothing({ target: cities.slug });
  return slugIds(db, cities);
}

/** Course groups and courses; returns course slug → id. */
export async function seedCourses(db: Db): Promise<Map<string, number>> {
  const groupRows = COURSE_GROUPS.map(({ slug, nameFa, nameEn, isImportant, sortOrder }) => ({
    slug,
    nameFa,
    nameEn,
    isImportant,
    sortOrder,
  }));
  await db.insert(courseGroups).values(groupRows).onConflictDoNothing({ target: courseGroups.slug });
  const groupIds = await slugIds(db, courseGroups);
  const courseRows = COURSE_GROUPS.flatMap((group) =>
    group.courses.map((course, i) => ({
      ...course,
      courseGroupId: idOf(groupIds, group.slug),
      sortOrder: (i + 1) * 10,
    })),
  );
  await db.insert(courses).values(courseRows).onConflictDoNothing({ target: courses.slug });
  return slugIds(db, courses);
}

/** Testimonials and FAQs (fixed ids, then the serial sequences catch up) and settings. */
export async function seedContent(db: Db): Promise<void> {
  await db
    .insert(testimonials)
    .values([...TESTIMONIALS])
    .onConflictDoUpdate({
      target: testimonials.id,
      set: { authorNameEn: sql`excluded.author_name_en`, authorRoleEn: sql`excluded.author_role_en`, bodyEn: sql`excluded.body_en` },
    });
  await db.execute(sql`select setval(pg_get_serial_sequence('testimonials', 'id'), (select max(id) from testimonials))`);
  await db
    .insert(faqs)
    .values([...FAQS])
    .onConflictDoNothing({ target: faqs.id });
  await db.execute(sql`select setval(pg_get_serial_sequence('faqs', 'id'), (select max(id) from faqs))`);
  const settingRows = Object.entries(SETTINGS).map(([key, value]) => ({ key, value }));
  await db.insert(settings).values(settingRows).onConflictDoNothing({ target: settings.key });
}
