import localFont from 'next/font/local';

/**
 * Self-hosted Vazirmatn, the package's Non-Latin variable cut (48 KB instead of 111 KB: Latin
 * letters come from the system font), copied because the "[wght]" file name made the preload and
 * the stylesheet ask for two different URLs, so browsers downloaded it twice.
 * `optional`: a first visit on a slow line keeps the system font instead of re-laying out the
 * page when the font arrives late (better LCP/CLS); later visits use the cached font.
 * Not preloaded: a preload competed with the page and its scripts for a phone's bandwidth and
 * made the first paint later (Lighthouse LCP 2.5–3.0 s with it, about 2.0 s without).
 */
export const vazirmatn = localFont({
  src: './vazirmatn-nl-wght.woff2',
  variable: '--font-vazirmatn',
  weight: '100 900',
  display: 'optional',
  preload: false,
});
