'use client';

import type { FetchQueryOptions, QueryKey, UseQueryOptions } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

type Settled<T> = { key: string; data?: T; failed: boolean };

/**
 * The one way a browser component reads a query: through the browser's TanStack Query client
 * (same keys, lifetimes and de-duplication as the server's), which is loaded the first time a
 * component asks, so public pages start without the library. `null` or `enabled: false` asks for
 * nothing. While a new key loads, `data` is undefined, as with `useQuery`.
 */
export function useLazyQuery<TData, TKey extends QueryKey>(options: UseQueryOptions<TData, Error, TData, TKey> | null) {
  const active = options !== null && options.enabled !== false;
  const key = active ? JSON.stringify(options.queryKey) : null;
  const [settled, setSettled] = useState<Settled<TData> | null>(null);

  useEffect(() => {
    if (!active || key === null) return;
    let live = true;
    import('@/lib/query-client')
      .then(({ getQueryClient }) => getQueryClient().fetchQuery(options as FetchQueryOptions<TData, Error, TData, TKey>))
      .then(
        (data) => live && setSettled({ key, data, failed: false }),
        () => live && setSettled({ key, failed: true }),
      );
    return () => {
      live = false;
    };
    // The key names the query: a new options object with the same key is the same query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const current = settled !== null && settled.key === key ? settled : null;
  return { data: current?.data, isPending: active && current === null, isError: current?.failed ?? false };
}
