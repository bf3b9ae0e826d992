import { describe, expect, it } from 'vitest';
import { type CandidateFacts, rankCandidates, scoreCandidate } from './matching';

const base: CandidateFacts = {
  tutorId: 1,
  priceCents: 2000,
  ratingScore: 4.5,
  reviewsCount: 40,
  overlapMinutes: 180,
  wantedMinutes: 180,
  offersReceived: 10,
  offersAnswered: 10,
  openOffers: 0,
};
const budget = { minCents: 1000, maxCents: 3000 };

describe('the matching score', () => {
  it.each([
    ['a full match, inside the budget, answers every offer', {}, 35 + 20 + 18 + 15],
    ['half the wanted hours', { overlapMinutes: 90 }, 17.5 + 20 + 18 + 15],
    ['25 % over the budget', { priceCents: 3750 }, 35 + 10 + 18 + 15],
    ['50 % or more over the budget', { priceCents: 4500 }, 35 + 0 + 18 + 15],
    ['cheaper than the budget still counts as inside it', { priceCents: 500 }, 35 + 20 + 18 + 15],
    ['answers half of the offers', { offersAnswered: 5 }, 35 + 20 + 18 + 7.5],
    ['too few offers to judge: 0.8', { offersReceived: 2, offersAnswered: 0 }, 35 + 20 + 18 + 12],
    ['a new tutor (under 3 reviews) gets the fair-share 10', { reviewsCount: 1, ratingScore: 3.5 }, 35 + 20 + 14 + 15 + 10],
    ['open offers cost 3 each', { openOffers: 2 }, 35 + 20 + 18 + 15 - 6],
    ['at most 9', { openOffers: 7 }, 35 + 20 + 18 + 15 - 9],
  ] as const)('%s', (_name, change, expected) => {
    expect(scoreCandidate({ ...base, ...change }, budget)).toBe(Math.round(expected));
  });

  it("ranks by score (a new tutor's fair share can lift them first), ties by tutor id, and leaves out tutors whose hours never meet the student's", () => {
    const ranked = rankCandidates(
      [
        { ...base, tutorId: 5 },
        { ...base, tutorId: 3 },
        { ...base, tutorId: 9, priceCents: 4500 },
        { ...base, tutorId: 2, overlapMinutes: 0 },
        { ...base, tutorId: 7, reviewsCount: 0, ratingScore: 3.5 },
      ],
      budget,
    );
    expect(ranked.map((c) => c.tutorId)).toEqual([7, 3, 5, 9]);
  });
});
