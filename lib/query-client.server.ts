import 'server-only';
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import { cache } from 'react';
import { makeQueryClient } from './query-client';

/**
 * The one query client of a server render, one per request (React's cache): the layout, the
 * header and the page share what they fetched. Nothing is dehydrated into the page: server
 * components pass their data down as props, and the browser reads through `useLazyQuery`.
 */
const getServerQueryClient = cache(makeQueryClient);

/** One query during a server render, on the request's client. */
export function fetchOnServer<T, K extends QueryKey>(query: FetchQueryOptions<T, Error, T, K>): Promise<T> {
  return getServerQueryClient().fetchQuery(query);
}
