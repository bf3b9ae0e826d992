import 'server-only';
import type { Metadata } from 'next';
import { getServerApiClient, onServer } from '@/lib/api-client.server';
import { contentPageQuery } from '@/lib/api/content';
import type { Locale } from '@/lib/i18n/routing';
import { fetchOnServer } from '@/lib/query-client.server';
import type { ContentPageSlug } from '@/lib/schemas/content';
import { alternatesFor, SITE_URL } from '@/lib/seo.server';

/** A content page through the API (shared by the page and its metadata within one request). */
export function loadContentPage(locale: Locale, slug: ContentPageSlug) {
  return onServer(fetchOnServer(contentPageQuery(getServerApiClient, locale, slug)));
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
