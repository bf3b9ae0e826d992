import { afterEach, describe, expect, it, vi } from 'vitest';
import { productOf, trackImpressions } from './analytics';

const tutor = { id: 7, full_name: 'Sara Ahmadi', teaching_price_formatted: '1,250.50', stars: 4.8 };

describe('analytics', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('turns a tutor into a product with a numeric price and stars as brand', () => {
    expect(productOf(tutor, 'tutor-list', 3)).toEqual({ name: 'Sara Ahmadi', id: 7, price: 1250.5, brand: 4.8, list: 'tutor-list', position: 3 });
  });

  it('pushes impressions in EUR with positions from the first shown', () => {
    const win = {} as Window;
    vi.stubGlobal('window', win);
    trackImpressions([tutor, { ...tutor, id: 8 }], 'best', 9);
    expect(win.dataLayer).toEqual([
      {
        event: 'productImpression',
        ecommerce: { currencyCode: 'EUR', impressions: [productOf(tutor, 'best', 9), productOf({ ...tutor, id: 8 }, 'best', 10)] },
      },
    ]);
  });
});
