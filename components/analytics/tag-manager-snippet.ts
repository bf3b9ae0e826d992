const GTM_ID = /^GTM-[A-Z0-9]+$/;

/**
 * The inline script that starts Google Tag Manager once the page has loaded (what `next/script`'s
 * `afterInteractive` did, without shipping `next/script` to every page). Null for a missing or
 * malformed id: nothing loads from outside then.
 */
export function tagManagerSnippet(id: string | undefined): string | null {
  if (!id || !GTM_ID.test(id)) return null;
  return (
    `(function(w,d){w.dataLayer=w.dataLayer||[];w.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});` +
    `function load(){var s=d.createElement('script');s.async=true;s.src='https://www.googletagmanager.com/gtm.js?id=${id}';d.head.appendChild(s);}` +
    `if(d.readyState==='complete')load();else w.addEventListener('load',load,{once:true});})(window,document);`
  );
}
