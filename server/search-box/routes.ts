import { Hono } from 'hono';
import { publicCacheControl } from '@/lib/cache-lifetimes';
import { citiesQuerySchema, searchBoxQuerySchema } from '@/lib/schemas/tutors';
import { defineRoute } from '@/server/api/define-route';
import { listCountries } from '@/server/countries';
import { packageCourses } from '@/server/video-packages';
import { packageSearchQuerySchema } from '@/lib/schemas/video-packages';
import { listCities, listProvinces, searchBox, tutoringCourses } from './service';

const geo = publicCacheControl('provincesAndCities');
const nav = publicCacheControl('navigation');

/** `/www/v1/search-box/*`: what the home search box offers and suggests. */
export const searchBoxRoutes = new Hono()
  .get(
    '/search',
    defineRoute({ access: 'public', query: searchBoxQuerySchema, cacheControl: publicCacheControl('tutorLists') }, ({ db, locale, query }) =>
      searchBox(db, locale, query.q),
    ),
  )
  .get(
    '/provinces',
    defineRoute({ access: 'public', cacheControl: geo }, async ({ db, locale }) => ({ provinces: await listProvinces(db, locale) })),
  )
  .get(
    '/cities',
    defineRoute({ access: 'public', query: citiesQuerySchema, cacheControl: geo }, async ({ db, locale, query }) => ({
      cities: await listCities(db, locale, { offline: query.teaching_type === 'OFFLINE', provinceId: query.province_id }),
    })),
  )
  .get(
    '/tutoring-courses',
    defineRoute({ access: 'public', cacheControl: nav }, async ({ db, locale }) => ({ courses: await tutoringCourses(db, locale) })),
  )
  // The courses tutors' video packages are published in, each with its packages (issue 33).
  .get(
    '/tutoring-package-courses',
    defineRoute({ access: 'public', query: packageSearchQuerySchema, cacheControl: publicCacheControl('tutorLists') }, async ({ db, locale, query }) => ({
      courses: await packageCourses(db, locale, query.q),
    })),
  );

/** `/www/v2/search-box/countries`. */
export const searchBoxV2Routes = new Hono().get(
  '/countries',
  defineRoute({ access: 'public', cacheControl: publicCacheControl('countries') }, async ({ db, locale }) => ({ countries: await listCountries(db, locale) })),
);
