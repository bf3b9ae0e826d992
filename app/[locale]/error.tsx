'use client';

import dynamic from 'next/dynamic';
import { useEffect } from 'react';
import { reloadAfterChunkError } from '@/components/pwa/chunk-reload-guard';
import { decodeApiErrorDigest } from '@/lib/api/api-error';
import { LOGIN_PATH } from '@/lib/api/error-catalogue';
import { currentSitePath } from '@/lib/api/notifier';
import { usePathname, useRouter } from '@/lib/i18n/navigation';

// Every page carries this boundary and few ever show it: the error page arrives when it shows (the
// chunk the error gate loads too; the service worker precaches it for offline use).
const ErrorPage = dynamic(() => import('@/components/error-page/error-page').then((m) => m.ErrorPage));

/** Application errors render the error page, for the API status that caused them when known. */
export default function LocaleError({ error }: { error: Error & { digest?: string } }) {
  const apiError = decodeApiErrorDigest(error.digest);
  const router = useRouter();
  const unauthorized = apiError?.status === 401;
  useEffect(() => {
    if (reloadAfterChunkError(error)) return; // a chunk of an older build: reload once (spec §4)
    // Spec §6/§8: a 401 goes to login with redirect_url. The server client redirects before render
    // (lib/api-client.server.ts); this catches a 401 that reached the boundary some other way.
    if (unauthorized) router.replace(`${LOGIN_PATH}?redirect_url=${encodeURIComponent(currentSitePath(window.location))}`);
    else if (!apiError) console.error(error);
  }, [error, apiError, unauthorized, router]);
  // next-intl's pathname is locale-free: the 401 page's login link must not carry /en-US into redirect_url.
  const returnTo = usePathname();
  return <ErrorPage status={apiError?.status ?? 500} request={apiError} returnTo={returnTo} />;
}
