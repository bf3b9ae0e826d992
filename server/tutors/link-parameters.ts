import { eq, inArray } from 'drizzle-orm';
import { cacheMs } from '@/lib/cache-lifetimes';
import type { Locale } from '@/lib/i18n/routing';
import type { LinkParameters } from '@/lib/schemas/tutor-answers';
import type { TeachingType } from '@/lib/schemas/tutors';
import { PROVINCE_SUFFIX, TYPE_SLUG } from '@/lib/tutors/slugs';
import { HttpError } from '@/server/api/errors';
import type { ApiTranslator } from '@/server/api/locale';
import type { Db } from '@/server/db/client';
import { together } from '@/server/db/together';
import { cities, courseGroups, courses, provinces } from '@/server/db/schema';
import { createTtlCache } from '@/server/shared/ttl-cache';

const TYPE_SLUGS: Record<TeachingType, string> = TYPE_SLUG;

export interface LinkInput {
  course_id?: number;
  course_group_id?: number;
  zn_city_id?: number;
  province_id?: number;
  type?: TeachingType;
  slugs?: string;
}

type Row = { id: number; slug: string; nameFa: string; nameEn: string };
const named = (row: Row, locale: Locale) => ({ id: row.id, slug: row.slug, name: locale === 'fa' ? row.nameFa : row.nameEn });

const cache = createTtlCache<LinkParameters | null>(cacheMs('navigation'), 2000);

/**
 * Resolves list parameters given as ids or as up to five path slugs into names and the
 * canonical path, in a fixed order: group, course, province, city, teaching type.
 * Unknown ids or slugs, or two slugs of one kind, answer 404.
 */
export async function linkParameters(db: Db, input: LinkInput, locale: Locale, t: ApiTranslator): Promise<LinkParameters> {
  const key = `${locale}:${JSON.stringify(input)}`;
  const answer = await cache.get(key, () => resolve(db, input, locale));
  if (!answer) throw new HttpError(404, t('list_parameters_not_found'));
  return answer;
}

async function resolve(db: Db, input: LinkInput, locale: Locale): Promise<LinkParameters | null> {
  const ids = { ...input };
  if (input.slugs) {
    const found = await idsFromSlugs(db, input.slugs.split('/'));
    if (!found) return null;
    Object.assign(ids, found);
  }
  const [course] = ids.course_id ? await db.select().from(courses).where(eq(courses.id, ids.course_id)) : [];
  const groupId = ids.course_group_id ?? course?.courseGroupId;
  const [group] = groupId ? await db.select().from(courseGroups).where(eq(courseGroups.id, groupId)) : [];
  const [city] = ids.zn_city_id ? await db.select().from(cities).where(eq(cities.id, ids.zn_city_id)) : [];
  const provinceId = ids.province_id ?? city?.provinceId;
  const [province] = provinceId ? await db.select().from(provinces).where(eq(provinces.id, provinceId)) : [];
  if ((ids.course_id && !course) || (ids.course_group_id && !group) || (ids.zn_city_id && !city) || (ids.province_id && !province)) return null;
  if (course && ids.course_group_id && course.courseGroupId !== ids.course_group_id) return null;
  if (city && ids.province_id && city.provinceId !== ids.province_id) return null;
  const type = ids.type ?? null;
  const path = [
    course ? course.slug : group?.slug,
    city ? city.slug : province ? province.slug + PROVINCE_SUFFIX : undefined,
    type ? TYPE_SLUGS[type] : undefined,
  ].filter(Boolean);
  return {
    course: course ? { ...named(course, locale), course_group_id: course.courseGroupId } : null,
    course_group: group ? named(group, locale) : null,
    city: city ? { ...named(city, locale), province_id: city.provinceId } : null,
    province: province ? named(province, locale) : null,
    type,
    path: path.join('/'),
  };
}

/** Each slug must name exactly one thing, and each kind may appear once. */
async function idsFromSlugs(db: Db, slugs: string[]): Promise<LinkInput | null> {
  if (new Set(slugs).size !== slugs.length) return null;
  const plain = slugs.map((s) => (s.endsWith(PROVINCE_SUFFIX) ? s.slice(0, -PROVINCE_SUFFIX.length) : s));
  const [groupRows, courseRows, provinceRows, cityRows] = await together(db, [
    () => db.select({ id: courseGroups.id, slug: courseGroups.slug }).from(courseGroups).where(inArray(courseGroups.slug, slugs)),
    () => db.select({ id: courses.id, slug: courses.slug }).from(courses).where(inArray(courses.slug, slugs)),
    () => db.select({ id: provinces.id, slug: provinces.slug }).from(provinces).where(inArray(provinces.slug, plain)),
    () => db.select({ id: cities.id, slug: cities.slug }).from(cities).where(inArray(cities.slug, slugs)),
  ]);
  const out: LinkInput = {};
  for (const slug of slugs) {
    const type = (Object.keys(TYPE_SLUGS) as TeachingType[]).find((k) => TYPE_SLUGS[k] === slug);
    const isProvince = slug.endsWith(PROVINCE_SUFFIX);
    const province = isProvince ? provinceRows.find((r) => r.slug + PROVINCE_SUFFIX === slug) : undefined;
    const hit: [keyof LinkInput, number | TeachingType] | undefined = type
      ? ['type', type]
      : province
        ? ['province_id', province.id]
        : (pick(groupRows, slug, 'course_group_id') ?? pick(courseRows, slug, 'course_id') ?? pick(cityRows, slug, 'zn_city_id'));
    if (!hit || out[hit[0]] !== undefined) return null;
    (out as Record<string, unknown>)[hit[0]] = hit[1];
  }
  if (out.course_id !== undefined && out.course_group_id !== undefined) return null;
  if (out.zn_city_id !== undefined && out.province_id !== undefined) return null;
  return out;
}

function pick(rows: { id: number; slug: string }[], slug: string, kind: keyof LinkInput): [keyof LinkInput, number] | undefined {
  const row = rows.find((r) => r.slug === slug);
  return row ? [kind, row.id] : undefined;
}
