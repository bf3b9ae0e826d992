import { headers } from 'next/headers';
import Script from 'next/script';
import { NONCE_HEADER } from '@/lib/security/headers';

/** Google Tag Manager when NEXT_PUBLIC_GTM_ID is set; without it nothing loads from outside. */
export async function TagManager() {
  const id = process.env.NEXT_PUBLIC_GTM_ID;
  if (!id || !/^GTM-[A-Z0-9]+$/.test(id)) return null;
  // The page's Content-Security-Policy runs only scripts that carry its nonce (proxy.ts).
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  return (
    <Script id="gtm" strategy="afterInteractive" nonce={nonce}>
      {`(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${id}');`}
    </Script>
  );
}
