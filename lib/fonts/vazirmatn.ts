import localFont from 'next/font/local';

/**
 * Self-hosted Vazirmatn, the package's Non-Latin variable cut (48 KB instead of 111 KB: Latin
 * letters come from the system font), copied because the "[wght]" file name made the preload and
 * the stylesheet ask for two different URLs, so browsers downloaded it twice.
 * `optional`: a first visit on a slow line keeps the system font instead of re-laying out the
 * page when the font arrives late (better LCP/CLS); later visits use the cached font.
 */
export const vazirmatn = localFont({
  src: './vazirmatn-nl-wght.woff2',
  variable: '--font-vazirmatn',
  weight: '100 900',
  display: 'optional',
  preload: true,
});
