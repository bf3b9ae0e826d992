import { parseFormattedNumber } from './format';
import { CURRENCY } from '@/lib/currency';

/** Spec §7: tag-manager events go to window.dataLayer (whether or not a tag manager loaded). */
declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[];
  }
}

export function pushDataLayer(event: Record<string, unknown>): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}

export interface AnalyticsTutor {
  id: number;
  full_name: string;
  teaching_price_formatted: string;
  stars: number;
}

export interface AnalyticsProduct {
  name: string;
  id: number;
  price: number;
  brand: number;
  list: string;
  position: number;
}

/** A tutor as an analytics product: brand is the stars, price the parsed formatted price. */
export function productOf(tutor: AnalyticsTutor, list: string, position: number): AnalyticsProduct {
  return { name: tutor.full_name, id: tutor.id, price: parseFormattedNumber(tutor.teaching_price_formatted), brand: tutor.stars, list, position };
}

export function trackImpressions(tutors: AnalyticsTutor[], list: string, firstPosition = 1): void {
  if (tutors.length === 0) return;
  pushDataLayer({
    event: 'productImpression',
    ecommerce: { currencyCode: CURRENCY, impressions: tutors.map((t, i) => productOf(t, list, firstPosition + i)) },
  });
}

export function trackClick(tutor: AnalyticsTutor, list: string, position: number): void {
  pushDataLayer({
    event: 'productClick',
    ecommerce: { currencyCode: CURRENCY, click: { actionField: { list }, products: [productOf(tutor, list, position)] } },
  });
}

export function trackDetail(tutor: AnalyticsTutor): void {
  pushDataLayer({
    event: 'productDetail',
    ecommerce: { currencyCode: CURRENCY, detail: { products: [productOf(tutor, 'profile', 1)] } },
  });
}

export type TutorEvent = 'teacherListTeacherRequestSubmit' | 'teacherProfileTeacherRequestSubmit' | 'teacherListSuggestTeacherSubmit';

/**
 * A tutor request or suggestion really submitted (spec §7). The submit that calls this belongs to
 * the tutor request issue: following a request link submits nothing, so it pushes nothing. With a
 * tutor, the event carries the tutor as a product like the other events.
 */
export function trackTutorEvent(event: TutorEvent, tutor?: AnalyticsTutor, list = 'tutor-request', position = 1): void {
  pushDataLayer({ event, ...(tutor ? { ecommerce: { currencyCode: CURRENCY, products: [productOf(tutor, list, position)] } } : {}) });
}

/**
 * A tutor's video package bought (spec §7 `TeacherVideoPackagePurchased`): pushed once, by the page
 * the paid invoice leads to, with the package as the product (price in EUR).
 */
export function trackPackagePurchased(pkg: { id: number; title: string; price_cents: number; tutor: string }): void {
  pushDataLayer({
    event: 'TeacherVideoPackagePurchased',
    ecommerce: {
      currencyCode: CURRENCY,
      purchase: {
        products: [{ name: pkg.title, id: pkg.id, price: pkg.price_cents / 100, brand: pkg.tutor, list: 'tutor-package', position: 1, quantity: 1 }],
      },
    },
  });
}
