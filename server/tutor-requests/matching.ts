import { and, asc, eq, gt, gte, inArray, lt, notInArray, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { WeeklyHourValue } from '@/lib/schemas/tutor-requests';
import { overlapMinutes } from '@/lib/tutor-requests/week-time';
import type { Db } from '@/server/db/client';
import { tutorAvailability, tutorMatchFacts, tutorRequestOffers } from '@/server/db/schema';

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

interface Unread {
  facts: CandidateFacts;
  /** The most this tutor can score: the score with full hours. */
  best: number;
}

/** Where reading a course's candidates, best possible score first, has got to (`tutor_match_facts`' index order). */
interface Position {
  bestScore: number;
  tutorId: number;
}

/** How much one matching read (tests and benchmarks count it): candidates listed, and tutors whose hours were read. */
export interface MatchReading {
  listed: number;
  hoursOf: number;
}

/**
 * Ranks the candidate tutors for a request; the caller offers to the first few. Candidates come out
 * of `tutor_match_facts` (one row per tutor and course, kept by the database) best possible score
 * first through an index, a batch at a time with a LIMIT (batches growing from a few times the
 * places to `batch`); each batch's offers of the last 90 days give every one of them their score with
 * full hours (at most what they can score), and hours are read, a batch at a time, for those who
 * could still take a place, best first (ties by id, so a tier of one best possible score is listed
 * only as far as the tutors whose hours come next). Reading stops once the last place
 * is won by more than any tutor still unread could score, so the best few of 100,000 tutors are found
 * without reading every candidate (docs/decisions.md "Matching at 100,000 tutors").
 */
export async function findCandidates(
  db: Db,
  request: MatchRequest,
  limit = MATCH_SIZE,
  batch = BATCH,
  seen: MatchReading = { listed: 0, hoursOf: 0 },
): Promise<Array<CandidateFacts & { score: number }>> {
  if (!request.courseId || request.weeklyHours.length === 0) return [];
  const read: CandidateFacts[] = [];
  let unread: Unread[] = [];
  let after: Position | null = null;
  let exhausted = false;
  let listedCount = 0;
  // Ranked again only when hours were read (listing more candidates does not change it).
  let ranked = rankCandidates(read, request.budget);
  for (;;) {
    // Nobody not yet listed scores more than the last listed tutor's best possible score; of that
    // score, they come later in tutor id order.
    const unlistedWon = exhausted || (after !== null && lastPlaceIsWon(ranked, { facts: { tutorId: after.tutorId }, best: after.bestScore }, limit, true));
    const next = unread[0];
    const unreadWon = !next || lastPlaceIsWon(ranked, next, limit);
    if (unlistedWon && unreadWon) break;
    if (!unlistedWon && (unreadWon || after === null || mayListBefore(after, next!))) {
      const size = growing(listedCount, limit, batch);
      const listed = await nextCandidates(db, request, after, size);
      listedCount += listed.length;
      seen.listed += listed.length;
      if (listed.length < size) exhausted = true;
      if (listed.length > 0) after = listed.at(-1)!;
      unread = [
        ...unread,
        ...(await withOffers(db, request, listed)).map((facts) => ({
          facts,
          best: scoreCandidate({ ...facts, overlapMinutes: facts.wantedMinutes }, request.budget),
        })),
      ].sort((a, b) => b.best - a.best || a.facts.tutorId - b.facts.tutorId);
    } else {
      // Only those who could still take a place: the unread are in the order of their best, so
      // once one cannot, nobody after them can (and their hours are never needed).
      const size = growing(read.length, limit, batch);
      let take = 1;
      while (take < size && take < unread.length && !lastPlaceIsWon(ranked, unread[take]!, limit)) take++;
      seen.hoursOf += take;
      read.push(
        ...(await withHours(
          db,
          request,
          unread.splice(0, take).map((u) => u.facts),
        )),
      );
      ranked = rankCandidates(read, request.budget);
    }
  }
  return ranked.slice(0, limit);
}

/**
 * How many to read next: a few times the places at first (the best few are usually among the first
 * tutors listed), then as many again as already read, up to `batch`.
 */
const growing = (done: number, limit: number, batch: number) => Math.max(1, Math.min(batch, Math.max(4 * limit, done)));

/**
 * A tutor not yet listed (after `after` in the index's order: a lower `best_score`, or the same and
 * a higher id) could come before `next`, the first unread, in the order hours are read (best
 * possible score first, ties by id): only if `after`'s score is above `next`'s best, or the same
 * with a lower id. Comparing the scores alone would list a whole tier of equal `best_score` (843
 * tutors of one course at 100,000) before reading anybody's hours, and a tier grows with the tutors.
 */
const mayListBefore = (after: Position, next: Unread) => after.bestScore > next.best || (after.bestScore === next.best && after.tutorId < next.facts.tutorId);

/**
 * Nobody unread can take a place: the next one (and so every later one) scores at most less than
 * the last place, or as much but loses the tie, which goes to the lower tutor id (unread tutors of
 * one bound come in rising id order). `orLater`: the next one's own id may be taken too (they are
 * after it).
 */
function lastPlaceIsWon(
  ranked: ReadonlyArray<CandidateFacts & { score: number }>,
  next: { facts: Pick<CandidateFacts, 'tutorId'>; best: number },
  limit: number,
  orLater = false,
): boolean {
  const last = ranked[limit - 1];
  if (!last) return false;
  return last.score > next.best || (last.score === next.best && (last.tutorId < next.facts.tutorId || (orLater && last.tutorId === next.facts.tutorId)));
}

type Listed = Position & Omit<CandidateFacts, 'overlapMinutes' | 'wantedMinutes' | 'offersReceived' | 'offersAnswered' | 'openOffers'> & { hasOffers: boolean };

/**
 * The next candidates (the hard filters) after `after`, best possible score first, ties by tutor id:
 * one range of `tutor_match_facts_online_idx` or `…_in_person_idx`. After a position, the rest of its
 * score (a higher id) and the lower scores are each a range of the index, read with the LIMIT and
 * merged; one condition `score < s or (score = s and id > t)` bounds only the course (the
 * directions differ, so no row comparison fits), and each batch would fetch and drop every row
 * before it again.
 */
async function nextCandidates(db: Db, request: MatchRequest, after: Position | null, count: number): Promise<Listed[]> {
  const f = tutorMatchFacts;
  const filters: SQL[] = [eq(f.courseId, request.courseId!)];
  if (request.teachingMode === 'in_person') {
    filters.push(sql`${f.isActive} and ${f.teachesOffline} and ${f.hasAccount}`);
    if (request.cityId) filters.push(eq(f.cityId, request.cityId));
  } else filters.push(sql`${f.isActive} and ${f.hasAccount} and ${f.teachesOnline}`);
  if (request.excludeTutorIds.length > 0) filters.push(notInArray(f.tutorId, [...request.excludeTutorIds]));
  const range = (...bounds: SQL[]) =>
    db
      .select({
        tutorId: f.tutorId,
        bestScore: f.bestScore,
        priceCents: f.priceCents,
        ratingScore: f.ratingScore,
        reviewsCount: f.reviewsCount,
        hasOffers: f.hasOffers,
      })
      .from(f)
      .where(and(...filters, ...bounds))
      .orderBy(sql`${f.bestScore} desc nulls last`, asc(f.tutorId))
      .limit(count);
  if (!after) return range();
  return unionAll(range(eq(f.bestScore, after.bestScore), gt(f.tutorId, after.tutorId)), range(lt(f.bestScore, after.bestScore)))
    .orderBy(sql`best_score desc nulls last`, sql`tutor_id`)
    .limit(count);
}

/** Listed candidates with their offers of the last 90 days: every fact matching scores but their hours. */
async function withOffers(db: Db, request: MatchRequest, listed: readonly Listed[]): Promise<CandidateFacts[]> {
  const offered = listed.filter((l) => l.hasOffers).map((l) => l.tutorId);
  const history = offered.length
    ? await db
        .select({
          tutorId: tutorRequestOffers.tutorId,
          received: sql<number>`count(*)::int`,
          answered: sql<number>`count(*) filter (where ${tutorRequestOffers.state} in ('accepted','declined','released'))::int`,
          open: sql<number>`count(*) filter (where ${tutorRequestOffers.state} = 'offered')::int`,
        })
        .from(tutorRequestOffers)
        .where(and(inArray(tutorRequestOffers.tutorId, offered), gte(tutorRequestOffers.createdAt, new Date(Date.now() - 90 * 86_400_000))))
        .groupBy(tutorRequestOffers.tutorId)
    : [];
  const historyOf = new Map(history.map((h) => [h.tutorId, h]));
  return listed.map((l) => {
    const h = historyOf.get(l.tutorId);
    return {
      tutorId: l.tutorId,
      priceCents: l.priceCents,
      ratingScore: Number(l.ratingScore),
      reviewsCount: l.reviewsCount,
      overlapMinutes: 0,
      wantedMinutes: request.wantedMinutes,
      offersReceived: h?.received ?? 0,
      offersAnswered: h?.answered ?? 0,
      openOffers: h?.open ?? 0,
    };
  });
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
