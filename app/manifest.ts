import type { MetadataRoute } from 'next';
import { loadMessages } from '@/lib/i18n/messages';
import { defaultLocale, localeDirection } from '@/lib/i18n/routing';
import { THEME_COLOR, BACKGROUND_COLOR } from '@/lib/pwa/theme';

/** The web app manifest (spec §1 installable): the default locale's name, RTL, scope `/`. */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const { Meta } = await loadMessages(defaultLocale);
  return {
    id: '/',
    name: Meta.site_name,
    short_name: Meta.site_name,
    description: Meta.home_description,
    lang: defaultLocale,
    dir: localeDirection(defaultLocale),
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['education'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
