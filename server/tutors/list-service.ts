import { and, gte, lt, type SQL, sql } from 'drizzle-orm';
import { cacheMs } from '@/lib/cache-lifetimes';
import type { Locale } from '@/lib/i18n/routing';
import type { Pagination, TutorListAnswer } from '@/lib/schemas/tutor-answers';
import type { TutorFilters, TutorListParams } from '@/lib/schemas/tutors';
import type { Db } from '@/server/db/client';
import { together } from '@/server/db/together';
import { createTtlCache } from '@/server/shared/ttl-cache';
import { cardColumns, NEW_TUTOR_MAX_REVIEWS, toCards } from './cards';
import { filterKey, selectTutors, tutorConditions, tutorKeys, tutorOrder, tutorRows } from './filters';
import { bestListSlots, newTutorRotation } from './ranking';
import { registerTutorCache } from '@/server/tutors/freshness';

const listCache = createTtlCache<TutorListAnswer>(cacheMs('tutorLists'), 2000);
registerTutorCache(listCache);
const countCache = createTtlCache<number>(cacheMs('tutorLists'), 2000);
registerTutorCache(countCache);

function paginate(page: number, perPage: number, total: number): Pagination {
  return { page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) };
}

/** Totals of broad filters would read most of the table, so they are kept for the list lifetime. */
function countTutors(db: Db, filters: TutorFilters, where: SQL, key: string): Promise<number> {
  return countCache.get(key, async () => {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(tutorRows(filters))
      .where(where);
    return row?.n ?? 0;
  });
}

/** One page of tutors for the filters and sort (`/tutor/list/fetch`). */
export function listTutors(db: Db, params: TutorListParams, locale: Locale): Promise<TutorListAnswer> {
  return listCache.get(`list:${locale}:${filterKey(params)}`, async () => {
    const { page, per_page: perPage, sort, ...filters } = params;
    const where = tutorConditions(filters);
    const [total, rows] = await together(db, [
      () => countTutors(db, filters, where, `all:${filterKey(filters)}`),
      () =>
        selectTutors(db, cardColumns, filters)
          .where(where)
          .orderBy(...tutorOrder(sort, filters))
          .limit(perPage)
          .offset((page - 1) * perPage),
    ]);
    return { tutors: await toCards(db, rows, locale), pagination: paginate(page, perPage, total) };
  });
}

/**
 * The best tutors (`/tutor/list/best-list`): established tutors by Bayesian rating, with every
 * fourth place given to a new tutor from a daily rotation (docs/decisions.md "Tutor ranking").
 */
export function bestTutors(db: Db, params: TutorListParams, locale: Locale, now = Date.now()): Promise<TutorListAnswer> {
  const day = Math.floor(now / 86_400_000);
  return listCache.get(`best:${day}:${locale}:${filterKey(params)}`, async () => {
    const { page, per_page: perPage, sort: _sort, ...filters } = params;
    const base = tutorConditions(filters);
    const keys = tutorKeys(filters);
    const established = and(base, gte(keys.reviewsCount, NEW_TUTOR_MAX_REVIEWS))!;
    const fresh = and(base, lt(keys.reviewsCount, NEW_TUTOR_MAX_REVIEWS))!;
    const [estTotal, newTotal] = await together(db, [
      () => countTutors(db, filters, established, `est:${filterKey(filters)}`),
      () => countTutors(db, filters, fresh, `new:${filterKey(filters)}`),
    ]);
    const slots = bestListSlots(page, perPage, newTotal);
    const [estRows, newRows] = await together(db, [
      () =>
        selectTutors(db, cardColumns, filters)
          .where(established)
          .orderBy(...tutorOrder('relevance', filters))
          .limit(slots.established)
          .offset(slots.establishedOffset),
      () =>
        slots.fresh === 0
          ? Promise.resolve([])
          : selectTutors(db, cardColumns, filters)
              .where(fresh)
              .orderBy(...newTutorRotation(day, keys.id))
              .limit(slots.fresh)
              .offset(slots.freshOffset),
    ]);
    const rows = slots.merge(estRows, newRows);
    return { tutors: await toCards(db, rows, locale), pagination: paginate(page, perPage, estTotal + newTotal) };
  });
}
