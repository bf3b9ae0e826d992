import { dialableNumber } from '@/lib/format';
import type { AppSettings } from '@/lib/schemas/content';
import { SITE_URL } from '@/lib/seo.server';

/** schema.org Organization with its support contact, for the about and contact pages. */
export function organizationJsonLd(name: string, settings: AppSettings) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name,
    url: SITE_URL,
    logo: `${SITE_URL}/images/logo.svg`,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      telephone: dialableNumber(settings.app_number),
      email: settings.support_email,
      availableLanguage: ['fa', 'en'],
    },
  };
}
