import type { TutorProfile } from '@/lib/schemas/tutor-answers';
import { CURRENCY } from '@/lib/currency';

/** schema.org data for a profile: the tutor's classes as a service with rating and a price in EUR. */
export function profileJsonLd(tutor: TutorProfile, url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: tutor.full_name,
    url,
    description: tutor.bio.slice(0, 300),
    category: tutor.courses.map((c) => c.name).join(', '),
    brand: { '@type': 'Person', name: tutor.full_name },
    ...(tutor.reviews_count > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: tutor.stars, reviewCount: tutor.reviews_count, bestRating: 5, worstRating: 1 } }
      : {}),
    offers: {
      '@type': 'Offer',
      price: (tutor.teaching_price / 100).toFixed(2),
      priceCurrency: CURRENCY,
      availability: 'https://schema.org/InStock',
      url,
    },
  };
}
