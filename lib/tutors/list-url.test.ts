import { describe, expect, it } from 'vitest';
import { listHref, readUrlFilters } from './list-url';

describe('readUrlFilters', () => {
  it('keeps valid filters and drops bad or default ones', () => {
    expect(readUrlFilters({ sort: 'price_asc', stars: '4.5', gender: 'female', page: '3', price_min: '10', price_max: '40' })).toEqual({
      sort: 'price_asc',
      stars: '4.5',
      gender: 'female',
      page: '3',
      price_min: '10',
      price_max: '40',
    });
    expect(readUrlFilters({ sort: 'random', stars: '7', gender: 'x', page: '0', price_min: '-1', type: 'hybrid' })).toEqual({});
    expect(readUrlFilters({ sort: 'relevance', page: '1' })).toEqual({});
    expect(readUrlFilters({ price_min: '50', price_max: '10' })).toEqual({ price_min: '50' });
    expect(readUrlFilters({ sort: ['stars', 'price_asc'] })).toEqual({ sort: 'stars' });
  });

  it('reads prices typed in Persian or Arabic-Indic digits as the same filter', () => {
    expect(readUrlFilters({ price_min: '۱۰', price_max: ' ٤٠ ' })).toEqual({ price_min: '10', price_max: '40' });
  });
});

describe('listHref', () => {
  it('puts slugs in the path and filters in a stable query order', () => {
    expect(listHref('/tutor-list', 'ielts/tehran', { stars: '4', sort: 'price_asc' })).toBe('/tutor-list/ielts/tehran?sort=price_asc&stars=4');
    expect(listHref('/tutor-list', '', {})).toBe('/tutor-list');
  });
});
