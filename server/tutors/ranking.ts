import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { tutors } from '@/server/db/schema';

/** One place in four goes to a new tutor (positions 4, 8, ...). */
export const NEW_TUTOR_EVERY = 4;

/** Bayesian average: the prior (3.5 stars, weight of 10 reviews) pulls thinly-reviewed tutors to the middle. */
export const PRIOR_STARS = 3.5;
export const PRIOR_WEIGHT = 10;
export function ratingScore(stars: number, reviews: number): number {
  return (stars * reviews + PRIOR_STARS * PRIOR_WEIGHT) / (reviews + PRIOR_WEIGHT);
}

/** New tutors in an order that changes every day, so each gets its turn near the top. */
export function newTutorRotation(day: number, id: AnyPgColumn = tutors.id): SQL[] {
  return [sql`mod(${id} * 7919 + ${day % 10007} * 104729, 10007)`, sql`${id} asc`];
}

export interface BestListSlots {
  established: number;
  establishedOffset: number;
  fresh: number;
  freshOffset: number;
  merge: <T>(established: T[], fresh: T[]) => T[];
}

/**
 * How many established and new tutors page `page` shows, and from where in each stream.
 * When the new tutors run out, established tutors fill their places.
 */
export function bestListSlots(page: number, perPage: number, newTotal: number): BestListSlots {
  const perPageNew = Math.floor(perPage / NEW_TUTOR_EVERY);
  const freshOffset = Math.min(newTotal, (page - 1) * perPageNew);
  const fresh = Math.max(0, Math.min(perPageNew, newTotal - freshOffset));
  const establishedOffset = (page - 1) * perPage - freshOffset;
  return {
    established: perPage - fresh,
    establishedOffset,
    fresh,
    freshOffset,
    merge: (est, fr) => {
      const out: (typeof est)[number][] = [];
      let e = 0;
      let f = 0;
      while (out.length < perPage && (e < est.length || f < fr.length)) {
        const newSlot = (out.length + 1) % NEW_TUTOR_EVERY === 0;
        if ((newSlot && f < fr.length) || e >= est.length) out.push(fr[f++]!);
        else out.push(est[e++]!);
      }
      return out;
    },
  };
}
