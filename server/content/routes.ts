import { Hono } from 'hono';
import { publicCacheControl } from '@/lib/cache-lifetimes';
import { contentPageParams } from '@/lib/schemas/content';
import { defineRoute } from '@/server/api/define-route';
import { getAppSettings, getContentPage, listFaq, listInternalLinks, listTestimonials } from './service';

const cacheControl = publicCacheControl('content');

export const contentRoutes = new Hono()
  .get(
    '/pages/:slug',
    defineRoute({ access: 'public', params: contentPageParams, cacheControl }, ({ db, locale, params, t }) => getContentPage(db, locale, params.slug, t)),
  )
  .get(
    '/faq',
    defineRoute({ access: 'public', cacheControl }, async ({ db, locale }) => ({ faq: await listFaq(db, locale) })),
  )
  .get(
    '/testimonials',
    defineRoute({ access: 'public', cacheControl }, ({ db, locale }) => listTestimonials(db, locale)),
  )
  .get(
    '/internal-links',
    defineRoute({ access: 'public', cacheControl }, async ({ db, locale }) => ({ internal_links: await listInternalLinks(db, locale) })),
  )
  .get(
    '/settings',
    defineRoute({ access: 'public', cacheControl }, ({ db }) => getAppSettings(db)),
  );
