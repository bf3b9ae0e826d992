import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { cacheMs } from '@/lib/cache-lifetimes';
import type { Locale } from '@/lib/i18n/routing';
import type { FormReceipt } from '@/lib/schemas/contact';
import type { School, SchoolLevel, SchoolList, schoolRequestBody } from '@/lib/schemas/schools';
import { HttpError, validationError } from '@/server/api/errors';
import type { ApiTranslator } from '@/server/api/locale';
import type { Db } from '@/server/db/client';
import { cities, schoolRequests, schools } from '@/server/db/schema';
import { createTtlCache } from '@/server/shared/ttl-cache';

const cache = createTtlCache<SchoolList | null>(cacheMs('content'));

/** The schools of one city (by slug), optionally of one level. */
export async function listSchools(db: Db, locale: Locale, query: { city: string; level?: SchoolLevel }, t: ApiTranslator): Promise<SchoolList> {
  const list = await cache.get(`${locale}:${query.city}:${query.level ?? ''}`, async () => {
    const [city] = await db.select().from(cities).where(eq(cities.slug, query.city));
    if (!city) return null;
    const where = query.level ? and(eq(schools.cityId, city.id), eq(schools.level, query.level)) : eq(schools.cityId, city.id);
    const rows = await db.select().from(schools).where(where).orderBy(asc(schools.sortOrder), asc(schools.id));
    const fa = locale === 'fa';
    return {
      city: { slug: city.slug, name: fa ? city.nameFa : city.nameEn },
      schools: rows.map((row): School => ({
        id: row.id,
        slug: row.slug,
        name: fa ? row.nameFa : row.nameEn,
        district: fa ? row.districtFa : row.districtEn,
        level: row.level as School['level'],
        gender: row.gender as School['gender'],
        kind: row.kind as School['kind'],
      })),
    };
  });
  if (!list) throw new HttpError(404, t('city_not_found'));
  return list;
}

export async function saveSchoolRequest(db: Db, locale: Locale, input: z.output<typeof schoolRequestBody>, t: ApiTranslator): Promise<FormReceipt> {
  if (input.school_id !== undefined) {
    const [school] = await db.select({ id: schools.id }).from(schools).where(eq(schools.id, input.school_id));
    if (!school) throw validationError(t('validation_failed'), [{ field: 'school_id', message: t('school_not_found') }]);
  }
  const [row] = await db
    .insert(schoolRequests)
    .values({
      schoolId: input.school_id ?? null,
      fullName: input.full_name,
      mobile: input.mobile,
      grade: input.grade,
      message: input.message,
      locale,
    })
    .returning({ id: schoolRequests.id, createdAt: schoolRequests.createdAt });
  return { id: row!.id, created_at: row!.createdAt.toISOString() };
}
