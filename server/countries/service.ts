import { asc } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/routing';
import { cacheMs } from '@/lib/cache-lifetimes';
import type { Db } from '@/server/db/client';
import { countries } from '@/server/db/schema';
import { createTtlCache } from '@/server/shared/ttl-cache';

export interface Country {
  id: number;
  iso2: string;
  name: string;
  dial_code: string;
}

const cache = createTtlCache<Country[]>(cacheMs('countries'));

/** Countries for the phone picker: Iran first, then common diaspora countries, then by name. */
export function listCountries(db: Db, locale: Locale): Promise<Country[]> {
  return cache.get(locale, async () => {
    const rows = await db.select().from(countries).orderBy(asc(countries.sortOrder));
    const collator = new Intl.Collator(locale);
    return rows
      .map((row) => ({
        id: row.id,
        iso2: row.iso2,
        name: locale === 'fa' ? row.nameFa : row.nameEn,
        dial_code: row.dialCode,
        sortOrder: row.sortOrder,
      }))
      .sort((a, b) => a.sortOrder - b.sortOrder || collator.compare(a.name, b.name))
      .map(({ sortOrder: _sortOrder, ...country }) => country);
  });
}
