import { Hono } from 'hono';
import { publicCacheControl } from '@/lib/cache-lifetimes';
import { defineRoute } from '@/server/api/define-route';
import { listCountries } from './service';

export const countryRoutes = new Hono().get(
  '/get-countries',
  defineRoute({ access: 'public', cacheControl: publicCacheControl('countries') }, async ({ db, locale }) => ({
    countries: await listCountries(db, locale),
  })),
);
