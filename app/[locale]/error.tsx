'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { ErrorPage } from '@/components/error-page/error-page';
import { reloadAfterChunkError } from '@/components/pwa/chunk-reload-guard';
import { decodeApiErrorDigest } from '@/lib/api/api-error';

/** Application errors render the error page, for the API status that caused them when known. */
export default function LocaleError({ error }: { error: Error & { digest?: string } }) {
  const apiError = decodeApiErrorDigest(error.digest);
  useEffect(() => {
    if (reloadAfterChunkError(error)) return; // a chunk of an older build: reload once (spec §4)
    if (!apiError) console.error(error);
  }, [error, apiError]);
  const returnTo = usePathname();
  return <ErrorPage status={apiError?.status ?? 500} request={apiError} returnTo={returnTo} />;
}
