import type { MetadataRoute } from 'next';
import { SITE_URL } from '@/lib/seo';

// SITE_URL is read when the file is requested, not frozen at build time.
export const dynamic = 'force-dynamic';

const PRIVATE = ['/api', '/auth', '/profile', '/dashboard'];

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: [...PRIVATE, ...PRIVATE.slice(1).map((path) => `/en-US${path}`)] },
    sitemap: `${SITE_URL}/sitemap.xml`,
  };
}
