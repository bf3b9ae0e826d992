import { and, gte } from 'drizzle-orm';
import { cacheMs } from '@/lib/cache-lifetimes';
import type { Locale } from '@/lib/i18n/routing';
import type { TutorCard } from '@/lib/schemas/tutor-answers';
import type { Db } from '@/server/db/client';
import { tutors } from '@/server/db/schema';
import { createTtlCache } from '@/server/shared/ttl-cache';
import { cardColumns, toCards } from './cards';
import { tutorConditions, tutorOrder } from './filters';
import { registerTutorCache } from '@/server/tutors/freshness';

const TOP_COUNT = 8;
const TOP_MIN_REVIEWS = 20;
const cache = createTtlCache<TutorCard[]>(cacheMs('topTeachers'));
registerTutorCache(cache);

/** The home page's top teachers: the best Bayesian ratings among well-reviewed tutors. */
export function topTeachers(db: Db, locale: Locale): Promise<{ tutors: TutorCard[] }> {
  return cache
    .get(locale, async () => {
      const rows = await db
        .select(cardColumns)
        .from(tutors)
        .where(and(tutorConditions({}), gte(tutors.reviewsCount, TOP_MIN_REVIEWS)))
        .orderBy(...tutorOrder('relevance'))
        .limit(TOP_COUNT);
      return toCards(db, rows, locale);
    })
    .then((list) => ({ tutors: list }));
}
