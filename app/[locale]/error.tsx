'use client';

import { lazy, Suspense, useEffect } from 'react';
import { reloadAfterChunkError } from '@/components/pwa/chunk-reload-guard';

// Every page carries this boundary and few ever show it: its page (and the API's error catalogue)
// arrives when it shows; the service worker precaches the chunk for offline use.
const BoundaryError = lazy(() => import('@/components/error-page/boundary-error').then((m) => ({ default: m.BoundaryError })));

/** Application errors render the error page, for the API status that caused them when known. */
export default function LocaleError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    reloadAfterChunkError(error); // a chunk of an older build: reload once (spec §4)
  }, [error]);
  return (
    <Suspense fallback={null}>
      <BoundaryError error={error} />
    </Suspense>
  );
}
