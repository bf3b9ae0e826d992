import { describe, expect, it } from 'vitest';
import { bucketsFor } from './price-service';
import { bestListSlots, ratingScore } from './ranking';

describe('ratingScore', () => {
  it('trusts many reviews more than few', () => {
    expect(ratingScore(4.8, 300)).toBeGreaterThan(ratingScore(5, 2));
    expect(ratingScore(0, 0)).toBe(3.5);
    expect(ratingScore(5, 1_000_000)).toBeCloseTo(5, 3);
  });
});

describe('bestListSlots', () => {
  it('gives places 4 and 8 of a page of 8 to new tutors', () => {
    const slots = bestListSlots(1, 8, 100);
    expect(slots).toMatchObject({ established: 6, establishedOffset: 0, fresh: 2, freshOffset: 0 });
    expect(slots.merge(['a', 'b', 'c', 'd', 'e', 'f'], ['N1', 'N2'])).toEqual(['a', 'b', 'c', 'N1', 'd', 'e', 'f', 'N2']);
  });

  it('continues both streams on later pages', () => {
    expect(bestListSlots(3, 8, 100)).toMatchObject({ establishedOffset: 12, freshOffset: 4, fresh: 2, established: 6 });
  });

  it('fills with established tutors once the new ones run out, without skipping any', () => {
    // 3 new tutors: page 1 shows 2, page 2 shows 1, page 3 none.
    expect(bestListSlots(2, 8, 3)).toMatchObject({ fresh: 1, freshOffset: 2, established: 7, establishedOffset: 6 });
    expect(bestListSlots(3, 8, 3)).toMatchObject({ fresh: 0, freshOffset: 3, established: 8, establishedOffset: 13 });
    const merged = bestListSlots(2, 8, 3).merge(['a', 'b', 'c', 'd', 'e', 'f', 'g'], ['N3']);
    expect(merged).toEqual(['a', 'b', 'c', 'N3', 'd', 'e', 'f', 'g']);
  });

  it('ends short on the last page', () => {
    expect(bestListSlots(1, 8, 1).merge(['a', 'b'], ['N'])).toEqual(['a', 'b', 'N']);
  });
});

describe('bucketsFor', () => {
  it('splits min..max into equal bands', () => {
    const buckets = bucketsFor(
      1000,
      2000,
      new Map([
        [1, 3],
        [10, 2],
      ]),
      10,
    );
    expect(buckets).toHaveLength(10);
    expect(buckets[0]).toEqual({ from: 1000, to: 1100, count: 3 });
    expect(buckets[9]).toEqual({ from: 1900, to: 2000, count: 2 });
  });

  it('makes one band when every price is the same', () => {
    expect(bucketsFor(1500, 1500, new Map([[1, 4]]))).toEqual([{ from: 1500, to: 1500, count: 4 }]);
  });
});
