import { Hono } from 'hono';
import { publicCacheControl } from '@/lib/cache-lifetimes';
import { abroadCountryParams, abroadRequestBody } from '@/lib/schemas/abroad';
import { defineRoute } from '@/server/api/define-route';
import { getAbroadCountry, listAbroadCountries, saveAbroadRequest } from './service';

const cacheControl = publicCacheControl('content');

export const abroadRoutes = new Hono()
  .get(
    '/countries',
    defineRoute({ access: 'public', cacheControl }, async ({ db, locale }) => ({ countries: await listAbroadCountries(db, locale) })),
  )
  .get(
    '/countries/:slug',
    defineRoute({ access: 'public', params: abroadCountryParams, cacheControl }, ({ db, locale, params, t }) => getAbroadCountry(db, locale, params.slug, t)),
  )
  .post(
    '/consultation-requests',
    defineRoute({ access: 'public', body: abroadRequestBody }, ({ db, locale, body, t, c }) => {
      c.status(201);
      return saveAbroadRequest(db, locale, body, t);
    }),
  );
