import type { MetadataRoute } from 'next';
import { getDb } from '@/server/db/client';
import { sitemapEntries } from '@/server/content/sitemap';

// Built from the database on request (cached in process), never at build time.
export const dynamic = 'force-dynamic';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  return sitemapEntries(await getDb());
}
