import { and, eq, gte, inArray, isNotNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { WeeklyHourValue } from '@/lib/schemas/tutor-requests';
import { overlapMinutes } from '@/lib/tutor-requests/week-time';
import type { Db } from '@/server/db/client';
import { tutorAvailability, tutorCourses, tutorRequestOffers, tutors } from '@/server/db/schema';

/**
 * Who is asked to take a request (docs/decisions.md "Matching"). Hard filters: an active tutor
 * with an account (someone must answer), who teaches the course, online or in the student's city
 * as the request asks, not asked before for this request, and whose weekly hours overlap the
 * student's (compared in UTC). Then a score out of 100, highest first, ties by tutor id:
 *
 * | part | points |
 * | --- | --- |
 * | hours: share of the wanted weekly minutes the tutor's hours cover | 35 |
 * | price: inside the budget 20, falling to 0 at 50 % over the top | 20 |
 * | rating: Bayesian stars (weighted by reviews count), out of 5 | 20 |
 * | response rate: offers answered of the last 90 days' (0.8 with under 3) | 15 |
 * | fair share: new tutors (under 3 reviews) 10, and −3 per offer they still have open (at most −9) | 10 |
 */
export const MATCH_SIZE = 5;

export interface CandidateFacts {
  tutorId: number;
  priceCents: number;
  ratingScore: number;
  reviewsCount: number;
  overlapMinutes: number;
  /** sessions per week × session length. */
  wantedMinutes: number;
  offersReceived: number;
  offersAnswered: number;
  openOffers: number;
}

export interface Budget {
  minCents: number | null;
  maxCents: number | null;
}

export function scoreCandidate(f: CandidateFacts, budget: Budget): number {
  const hours = 35 * Math.min(1, f.wantedMinutes > 0 ? f.overlapMinutes / f.wantedMinutes : 1);
  let price = 20;
  if (budget.maxCents && f.priceCents > budget.maxCents) price = 20 * Math.max(0, 1 - (2 * (f.priceCents - budget.maxCents)) / budget.maxCents);
  const rating = 20 * Math.min(1, Math.max(0, f.ratingScore / 5));
  const rate = f.offersReceived < 3 ? 0.8 : f.offersAnswered / f.offersReceived;
  const response = 15 * rate;
  const fair = (f.reviewsCount < 3 ? 10 : 0) - Math.min(9, 3 * f.openOffers);
  return Math.round(hours + price + rating + response + fair);
}

export function rankCandidates(facts: readonly CandidateFacts[], budget: Budget): Array<CandidateFacts & { score: number }> {
  return facts
    .filter((f) => f.overlapMinutes > 0)
    .map((f) => ({ ...f, score: scoreCandidate(f, budget) }))
    .sort((a, b) => b.score - a.score || a.tutorId - b.tutorId);
}

export interface MatchRequest {
  courseId: number | null;
  teachingMode: 'online' | 'in_person' | null;
  cityId: number | null;
  timeZone: string;
  weeklyHours: readonly WeeklyHourValue[];
  wantedMinutes: number;
  budget: Budget;
  /** Tutors already asked for this request (never asked twice). */
  excludeTutorIds: readonly number[];
  /** The week the lessons begin: UTC comparison happens in that week. */
  reference: number;
}

const BATCH = 200;

/**
 * Ranks the candidate tutors for a request; the caller offers to the first few. Everything but the
 * hours is read for every candidate in one query (light columns and their offers of the last 90
 * days), which gives each tutor's score with full hours: at most what they can score. Hours are then
 * read a batch at a time in that order, and reading stops once the last place is won by more than
 * any tutor still unread could score, so the best few of 100,000 tutors are found without reading
 * every candidate's hours (docs/decisions.md "Matching at 100,000 tutors").
 */
export async function findCandidates(db: Db, request: MatchRequest, limit = MATCH_SIZE, batch = BATCH): Promise<Array<CandidateFacts & { score: number }>> {
  if (!request.courseId || request.weeklyHours.length === 0) return [];
  const unread = (await candidatesWithoutHours(db, request))
    .map((facts) => ({ facts, best: scoreCandidate({ ...facts, overlapMinutes: facts.wantedMinutes }, request.budget) }))
    .sort((a, b) => b.best - a.best || a.facts.tutorId - b.facts.tutorId);
  const read: CandidateFacts[] = [];
  for (let at = 0; at < unread.length; at += batch) {
    if (lastPlaceIsWon(rankCandidates(read, request.budget), unread[at]!, limit)) break;
    read.push(
      ...(await withHours(
        db,
        request,
        unread.slice(at, at + batch).map((u) => u.facts),
      )),
    );
  }
  return rankCandidates(read, request.budget).slice(0, limit);
}

/**
 * Nobody still unread can take a place: the next one (and so every later one) scores at most less
 * than the last place, or as much but loses the tie, which goes to the lower tutor id (unread tutors
 * of one bound come in rising id order).
 */
function lastPlaceIsWon(ranked: ReadonlyArray<CandidateFacts & { score: number }>, next: { facts: CandidateFacts; best: number }, limit: number): boolean {
  const last = ranked[limit - 1];
  if (!last) return false;
  return last.score > next.best || (last.score === next.best && last.tutorId < next.facts.tutorId);
}

/** Every candidate (the hard filters) with all the facts matching scores but their hours. */
async function candidatesWithoutHours(db: Db, request: MatchRequest): Promise<CandidateFacts[]> {
  const filters: SQL[] = [eq(tutors.isActive, true), isNotNull(tutors.userId)];
  if (request.teachingMode === 'in_person') {
    filters.push(eq(tutors.teachesOffline, true));
    if (request.cityId) filters.push(eq(tutors.cityId, request.cityId));
  } else filters.push(eq(tutors.teachesOnline, true));
  if (request.excludeTutorIds.length > 0) filters.push(notInArray(tutors.id, [...request.excludeTutorIds]));
  const history = db
    .select({
      tutorId: tutorRequestOffers.tutorId,
      received: sql<number>`count(*)::int`.as('received'),
      answered: sql<number>`count(*) filter (where ${tutorRequestOffers.state} in ('accepted','declined','released'))::int`.as('answered'),
      open: sql<number>`count(*) filter (where ${tutorRequestOffers.state} = 'offered')::int`.as('open'),
    })
    .from(tutorRequestOffers)
    .where(gte(tutorRequestOffers.createdAt, new Date(Date.now() - 90 * 86_400_000)))
    .groupBy(tutorRequestOffers.tutorId)
    .as('history');
  const rows = await db
    .select({
      id: tutors.id,
      priceCents: tutors.priceCents,
      ratingScore: tutors.ratingScore,
      reviewsCount: tutors.reviewsCount,
      received: history.received,
      answered: history.answered,
      open: history.open,
    })
    .from(tutors)
    .innerJoin(tutorCourses, and(eq(tutorCourses.tutorId, tutors.id), eq(tutorCourses.courseId, request.courseId!)))
    .leftJoin(history, eq(history.tutorId, tutors.id))
    .where(and(...filters));
  return rows.map((r) => ({
    tutorId: r.id,
    priceCents: r.priceCents,
    ratingScore: Number(r.ratingScore),
    reviewsCount: r.reviewsCount,
    overlapMinutes: 0,
    wantedMinutes: request.wantedMinutes,
    offersReceived: r.received ?? 0,
    offersAnswered: r.answered ?? 0,
    openOffers: r.open ?? 0,
  }));
}

/** A batch of candidates with their weekly hours measured against the student's. */
async function withHours(db: Db, request: MatchRequest, batch: readonly CandidateFacts[]): Promise<CandidateFacts[]> {
  const hours = await db
    .select({
      tutorId: tutorAvailability.tutorId,
      weekday: tutorAvailability.weekday,
      start_minute: tutorAvailability.startMinute,
      end_minute: tutorAvailability.endMinute,
      time_zone: tutorAvailability.timeZone,
    })
    .from(tutorAvailability)
    .where(
      inArray(
        tutorAvailability.tutorId,
        batch.map((f) => f.tutorId),
      ),
    );
  const hoursOf = new Map<number, typeof hours>();
  for (const h of hours) hoursOf.set(h.tutorId, [...(hoursOf.get(h.tutorId) ?? []), h]);
  return batch.map((f) => {
    const own = hoursOf.get(f.tutorId) ?? [];
    return { ...f, overlapMinutes: own.length ? overlapMinutes(request.weeklyHours, request.timeZone, own, own[0]!.time_zone, request.reference) : 0 };
  });
}
