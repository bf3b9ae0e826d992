'use client';

import { useEffect } from 'react';
import { decodeApiErrorDigest } from '@/lib/api/api-error';
import { LOGIN_PATH } from '@/lib/api/error-catalogue';
import { currentSitePath } from '@/lib/api/notifier';
import { usePathname, useRouter } from '@/lib/i18n/router';
import { ErrorPage } from './error-page';

/**
 * What app/[locale]/error.tsx shows: the error page for the API status that caused the error when
 * known. Loaded only when an error reaches the boundary (the API's error catalogue comes with it).
 */
export function BoundaryError({ error }: { error: Error & { digest?: string } }) {
  const apiError = decodeApiErrorDigest(error.digest);
  const router = useRouter();
  const unauthorized = apiError?.status === 401;
  useEffect(() => {
    // Spec §6/§8: a 401 goes to login with redirect_url. The server client redirects before render
    // (lib/api-client.server.ts); this catches a 401 that reached the boundary some other way.
    if (unauthorized) router.replace(`${LOGIN_PATH}?redirect_url=${encodeURIComponent(currentSitePath(window.location))}`);
    else if (!apiError) console.error(error);
  }, [error, apiError, unauthorized, router]);
  // next-intl's pathname is locale-free: the 401 page's login link must not carry /en-US into redirect_url.
  const returnTo = usePathname();
  return <ErrorPage status={apiError?.status ?? 500} request={apiError} returnTo={returnTo} />;
}
