import { headers } from 'next/headers';
import { GTM_ID } from '@/lib/config/public';
import { NONCE_HEADER } from '@/lib/security/headers';
import { tagManagerSnippet } from './tag-manager-snippet';

/** Google Tag Manager when NEXT_PUBLIC_GTM_ID is set; without it nothing loads from outside. */
export async function TagManager() {
  const snippet = tagManagerSnippet(GTM_ID);
  if (!snippet) return null;
  // The page's Content-Security-Policy runs only scripts that carry its nonce (proxy.ts); scripts
  // a nonced script adds are trusted too ('strict-dynamic').
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  return <script id="gtm" nonce={nonce} dangerouslySetInnerHTML={{ __html: snippet }} />;
}
