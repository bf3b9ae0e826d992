import 'server-only';
import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { cache } from 'react';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { contentPageQuery } from '@/lib/api/content';
import type { Locale } from '@/lib/i18n/routing';
import { makeQueryClient } from '@/lib/query-client';
import type { ContentPageSlug } from '@/lib/schemas/content';
import { alternatesFor, SITE_URL } from '@/lib/seo';

/**
 * Content is rendered on the server only, so its queries live in their own per-request client:
 * the header dehydrates the shared one into the page, and content must not ride along (size, and
 * a pending query that later fails would be logged as a redacted error).
 */
// A wrapper of its own: React's cache() keys by function, and cache(makeQueryClient) is the shared client.
const renderOnlyQueryClient = cache(() => makeQueryClient());

export function fetchForRender<T, K extends QueryKey>(query: FetchQueryOptions<T, Error, T, K>): Promise<T> {
  return renderOnlyQueryClient().fetchQuery(query);
}

/** A content page through the API (shared by the page and its metadata within one request). */
export function loadContentPage(locale: Locale, slug: ContentPageSlug) {
  return onServer(fetchForRender(contentPageQuery(getServerApiClient, locale, slug)));
}

/** Title and description from the database, canonical URL and hreflang alternates. */
export async function contentMetadata(locale: Locale, slug: ContentPageSlug, path: string): Promise<Metadata> {
  const page = await loadContentPage(locale, slug);
  return {
    metadataBase: new URL(SITE_URL),
    title: page.title,
    description: page.summary,
    alternates: alternatesFor(locale, path),
    openGraph: { title: page.title, description: page.summary, type: 'website' },
  };
}
