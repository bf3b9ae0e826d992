import { and, asc, gte, sql } from 'drizzle-orm';
import { cacheMs } from '@/lib/cache-lifetimes';
import type { Locale } from '@/lib/i18n/routing';
import type { PriceBucket, PriceNumbers, PricePage } from '@/lib/schemas/tutor-answers';
import { DEFAULT_PER_PAGE, type TutorFilters } from '@/lib/schemas/tutors';
import type { Db } from '@/server/db/client';
import { createTtlCache } from '@/server/shared/ttl-cache';
import { cardColumns, toCards } from './cards';
import { filterKey, selectTutors, tutorConditions, tutorKeys, tutorRows } from './filters';
import { registerTutorCache } from '@/server/tutors/freshness';
import { CURRENCY } from '@/lib/currency';

export const PRICE_BUCKETS = 10;
/** "Good" on the price page: at least this many stars from at least this many reviews. */
export const GOOD_STARS = 4.5;
export const GOOD_MIN_REVIEWS = 10;

const numbersCache = createTtlCache<PriceNumbers>(cacheMs('priceNumbers'), 1000);
registerTutorCache(numbersCache);
const pageCache = createTtlCache<PricePage>(cacheMs('priceNumbers'), 1000);
registerTutorCache(pageCache);

/** Min, median and max hourly price (cents) of the tutors matching the filters. */
export function priceNumbers(db: Db, filters: TutorFilters): Promise<PriceNumbers> {
  return numbersCache.get(filterKey(filters), async () => {
    const price = tutorKeys(filters).priceCents;
    const [row] = await db
      .select({
        count: sql<number>`count(*)::int`,
        min: sql<number | null>`min(${price})`,
        median: sql<number | null>`percentile_cont(0.5) within group (order by ${price})`,
        max: sql<number | null>`max(${price})`,
      })
      .from(tutorRows(filters))
      .where(tutorConditions(filters));
    return {
      count: row?.count ?? 0,
      min: Number(row?.min ?? 0),
      median: Math.round(Number(row?.median ?? 0)),
      max: Number(row?.max ?? 0),
      currency: CURRENCY,
    };
  });
}

/** Equal-width price bands from min to max, with how many tutors fall in each. */
export function bucketsFor(min: number, max: number, counts: Map<number, number>, n = PRICE_BUCKETS): PriceBucket[] {
  if (max <= min) return [{ from: min, to: max, count: counts.get(1) ?? 0 }];
  const width = (max - min) / n;
  return Array.from({ length: n }, (_, i) => ({
    from: Math.round(min + i * width),
    to: Math.round(min + (i + 1) * width),
    count: counts.get(i + 1) ?? 0,
  }));
}

/** Which page of the cheapest well-rated tutors the price page shows (the list query's paging). */
export interface PricePaging {
  per_page: number;
  page: number;
}

/**
 * The price distribution and the cheapest well-rated tutors (`/tutor/list/price-page`). The
 * distribution covers every tutor the filters narrow to; `paging` picks the page of the cheapest list.
 */
export function pricePage(db: Db, filters: TutorFilters, locale: Locale, paging: PricePaging = { per_page: DEFAULT_PER_PAGE, page: 1 }): Promise<PricePage> {
  return pageCache.get(`${locale}:${paging.per_page}:${paging.page}:${filterKey(filters)}`, async () => {
    const numbers = await priceNumbers(db, filters);
    const where = tutorConditions(filters);
    const keys = tutorKeys(filters);
    const bucket = sql<number>`least(width_bucket(${keys.priceCents}, ${numbers.min}, ${numbers.max}, ${PRICE_BUCKETS}), ${PRICE_BUCKETS})`;
    const bucketRows =
      numbers.max > numbers.min
        ? await db
            .select({ b: bucket, n: sql<number>`count(*)::int` })
            .from(tutorRows(filters))
            .where(where)
            .groupBy(sql`1`)
        : [{ b: 1, n: numbers.count }];
    const cheapest = await selectTutors(db, cardColumns, filters)
      .where(and(where, gte(keys.stars, GOOD_STARS), gte(keys.reviewsCount, GOOD_MIN_REVIEWS)))
      .orderBy(asc(keys.priceCents), asc(keys.id))
      .limit(paging.per_page)
      .offset((paging.page - 1) * paging.per_page);
    return {
      buckets: bucketsFor(numbers.min, numbers.max, new Map(bucketRows.map((r) => [Number(r.b), Number(r.n)]))),
      cheapest_good: await toCards(db, cheapest, locale),
    };
  });
}
