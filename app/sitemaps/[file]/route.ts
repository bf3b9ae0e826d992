import { sitemapFileXml, sitemapResponse } from '@/server/content/sitemap';
import { getDb } from '@/server/db/client';

export const dynamic = 'force-dynamic';

/** `/sitemaps/<n>.xml`: one file of the sitemap index; anything else is a 404. */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }): Promise<Response> {
  const match = /^(0|[1-9]\d{0,5})\.xml$/.exec((await params).file);
  return sitemapResponse(match ? await sitemapFileXml(await getDb(), Number(match[1])) : null);
}
