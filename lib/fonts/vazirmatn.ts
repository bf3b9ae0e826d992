import localFont from 'next/font/local';

/** Self-hosted Vazirmatn from npm: no font is fetched from the network. */
export const vazirmatn = localFont({
  src: '../../node_modules/vazirmatn/fonts/webfonts/Vazirmatn[wght].woff2',
  variable: '--font-vazirmatn',
  weight: '100 900',
  display: 'swap',
  preload: true,
});
