import { sitemapIndexXml, sitemapResponse } from '@/server/content/sitemap';
import { getDb } from '@/server/db/client';

// Built from the database on request (cached in process), never at build time.
export const dynamic = 'force-dynamic';

/** The sitemap index: files of pages (5,000 addresses each) and of tutors (server/content/sitemap.ts). */
export async function GET(): Promise<Response> {
  return sitemapResponse(await sitemapIndexXml(await getDb()));
}
