import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { commissionPercent, splitLessonPrice } from './commission';

describe('the commission on a lesson', () => {
  it('falls as the tutor teaches more hours with us', () => {
    expect(commissionPercent(0)).toBe(25);
    expect(commissionPercent(20 * 60 - 1)).toBe(25);
    expect(commissionPercent(20 * 60)).toBe(22);
    expect(commissionPercent(100 * 60)).toBe(18);
    expect(commissionPercent(500 * 60)).toBe(15);
  });

  it('splits a price into exactly its two parts, never creating or losing a cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (price, minutes) => {
        const split = splitLessonPrice(price, minutes);
        expect(split.commissionCents + split.tutorCents).toBe(price);
        expect(split.tutorCents).toBeGreaterThanOrEqual(0);
      }),
    );
    expect(splitLessonPrice(3_000, 0)).toEqual({ percent: 25, commissionCents: 750, tutorCents: 2_250 });
  });
});
