import localFont from 'next/font/local';

/**
 * Self-hosted Vazirmatn, the package's Non-Latin variable cut (Latin letters come from the system
 * font), cut down by scripts/subset-font.sh to the letters Persian uses and the weights 400–800
 * (23 KB instead of 48, and 111 for the full font). Copied because the "[wght]" file name made the
 * preload and the stylesheet ask for two different URLs, so browsers downloaded it twice.
 * `optional`: a first visit on a slow line keeps the system font instead of re-laying out the
 * page when the font arrives late (better LCP/CLS); later visits use the cached font.
 * Not preloaded: a preload competed with the page and its scripts for a phone's bandwidth and
 * made the first paint later (Lighthouse LCP 2.5–3.0 s with it, about 2.0 s without).
 */
export const vazirmatn = localFont({
  src: './vazirmatn-nl-wght.woff2',
  variable: '--font-vazirmatn',
  // The shipped file carries only 400–800, the weights the site uses (scripts/subset-font.sh).
  weight: '400 800',
  display: 'optional',
  preload: false,
});
