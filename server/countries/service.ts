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
    // Sorted here, not in SQL: names sort by the caller's language rules (Intl.Collator).
    const rows = await db.select().from(countries);
    const name = (row: (typeof rows)[number]) => (locale === 'fa' ? row.nameFa : row.nameEn);
    const collator = new Intl.Collator(locale);
    return rows
      .sort((a, b) => a.sortOrder - b.sortOrder || collator.compare(name(a), name(b)))
      .map((row) => ({ id: row.id, iso2: row.iso2, name: name(row), dial_code: row.dialCode }));
  });
}
