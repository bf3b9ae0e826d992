import { describe, expect, it } from 'vitest';
import { aspectAverages, lessonOpeningRound, overallStars, REVIEW_EVERY, surveyRoundAfter, withoutReview, withReview } from './rating';

describe('survey invitations: after the first held lesson, then every REVIEW_EVERY', () => {
  it('opens nothing before the first lesson', () => {
    expect(surveyRoundAfter(0)).toBeNull();
    expect(surveyRoundAfter(-1)).toBeNull();
    expect(surveyRoundAfter(1.5)).toBeNull();
  });

  it('opens round 0 after lesson 1 and keeps it until lesson 1 + REVIEW_EVERY', () => {
    expect(REVIEW_EVERY).toBe(8);
    expect([1, 2, 8].map(surveyRoundAfter)).toEqual([0, 0, 0]);
    expect([9, 16].map(surveyRoundAfter)).toEqual([1, 1]);
    expect(surveyRoundAfter(17)).toBe(2);
  });

  it('names the lesson each round opens after', () => {
    for (let round = 0; round < 5; round += 1) {
      const lesson = lessonOpeningRound(round);
      expect(surveyRoundAfter(lesson)).toBe(round);
      expect(surveyRoundAfter(lesson - 1)).toBe(round === 0 ? null : round - 1);
    }
  });
});

describe('rating aggregation', () => {
  it('rounds a survey to whole stars within 1–5', () => {
    expect(overallStars({ explains_clearly: 5, prepared: 5, punctual: 4, patient: 4 })).toBe(5);
    expect(overallStars({ explains_clearly: 1, prepared: 1, punctual: 1, patient: 2 })).toBe(1);
    expect(overallStars({ explains_clearly: 3, prepared: 4, punctual: 3, patient: 3 })).toBe(3);
  });

  it("counts a review in by its weight against the seed's history", () => {
    expect(withReview({ stars: 0, count: 0 }, 4)).toEqual({ stars: 4, count: 1 });
    expect(withReview({ stars: 4.5, count: 120 }, 1)).toEqual({ stars: 4.5, count: 121 });
    expect(withReview({ stars: 3, count: 1 }, 5)).toEqual({ stars: 4, count: 2 });
  });

  it('takes a hidden review out again, back to where it was', () => {
    expect(withoutReview({ stars: 4, count: 2 }, 5)).toEqual({ stars: 3, count: 1 });
    expect(withoutReview({ stars: 4, count: 1 }, 4)).toEqual({ stars: 0, count: 0 });
    expect(withoutReview({ stars: 0, count: 0 }, 4)).toEqual({ stars: 0, count: 0 });
    for (const [stars, count, added] of [
      [4.2, 37, 1],
      [3.9, 12, 5],
      [5, 3, 2],
    ] as const) {
      const after = withReview({ stars, count }, added);
      const back = withoutReview(after, added);
      expect(back.count).toBe(count);
      expect(Math.abs(back.stars - stars)).toBeLessThanOrEqual(0.1);
    }
  });

  it('averages each aspect over the surveys, ignoring reviews without aspects', () => {
    expect(aspectAverages([])).toBeNull();
    expect(aspectAverages([null])).toBeNull();
    expect(
      aspectAverages([{ explains_clearly: 5, prepared: 4, punctual: 3, patient: 5 }, null, { explains_clearly: 4, prepared: 4, punctual: 4, patient: 4 }]),
    ).toEqual({ explains_clearly: 4.5, prepared: 4, punctual: 3.5, patient: 4.5 });
  });
});
