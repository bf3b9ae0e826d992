import { asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { cacheMs } from '@/lib/cache-lifetimes';
import type { Locale } from '@/lib/i18n/routing';
import type { AbroadCountry, AbroadCountrySummary, abroadRequestBody } from '@/lib/schemas/abroad';
import type { FormReceipt } from '@/lib/schemas/contact';
import { HttpError, validationError } from '@/server/api/errors';
import type { ApiTranslator } from '@/server/api/locale';
import type { Db } from '@/server/db/client';
import { abroadCountries, abroadRequests } from '@/server/db/schema';
import { createTtlCache } from '@/server/shared/ttl-cache';

type Row = typeof abroadCountries.$inferSelect;

const cache = createTtlCache<AbroadCountry[]>(cacheMs('content'));

const view = (row: Row, locale: Locale): AbroadCountry =>
  locale === 'fa'
    ? { slug: row.slug, iso2: row.iso2, name: row.nameFa, summary: row.summaryFa, sections: row.sectionsFa }
    : { slug: row.slug, iso2: row.iso2, name: row.nameEn, summary: row.summaryEn, sections: row.sectionsEn };

function allCountries(db: Db, locale: Locale): Promise<AbroadCountry[]> {
  return cache.get(locale, async () => {
    const rows = await db.select().from(abroadCountries).orderBy(asc(abroadCountries.sortOrder), asc(abroadCountries.id));
    return rows.map((row) => view(row, locale));
  });
}

export async function listAbroadCountries(db: Db, locale: Locale): Promise<AbroadCountrySummary[]> {
  return (await allCountries(db, locale)).map(({ slug, iso2, name, summary }) => ({ slug, iso2, name, summary }));
}

export async function getAbroadCountry(db: Db, locale: Locale, slug: string, t: ApiTranslator): Promise<AbroadCountry> {
  const country = (await allCountries(db, locale)).find((c) => c.slug === slug);
  if (!country) throw new HttpError(404, t('abroad_country_not_found'));
  return country;
}

export async function saveAbroadRequest(db: Db, locale: Locale, input: z.output<typeof abroadRequestBody>, t: ApiTranslator): Promise<FormReceipt> {
  const [country] = await db.select({ id: abroadCountries.id }).from(abroadCountries).where(eq(abroadCountries.slug, input.country));
  if (!country) throw validationError(t('validation_failed'), [{ field: 'country', message: t('abroad_country_not_found') }]);
  const [row] = await db
    .insert(abroadRequests)
    .values({
      countryId: country.id,
      fullName: input.full_name,
      mobile: input.mobile,
      email: input.email ?? null,
      degree: input.degree,
      message: input.message,
      locale,
    })
    .returning({ id: abroadRequests.id, createdAt: abroadRequests.createdAt });
  return { id: row!.id, created_at: row!.createdAt.toISOString() };
}
