import { sitemapIndexXml, sitemapResponse } from '@/server/content/sitemap';
import { getDb } from '@/server/db/client';

// Built from the database on request (cached in process), never at build time.
export const dynamic = 'force-dynamic';

/** The sitemap index: one file per 50,000 addresses (server/content/sitemap.ts). */
export async function GET(): Promise<Response> {
  return sitemapResponse(await sitemapIndexXml(await getDb()));
}
