import { Hono } from 'hono';
import { publicCacheControl } from '@/lib/cache-lifetimes';
import { linkParametersQuerySchema, tutorIdParam, tutorListQuerySchema, type TutorListParams, usernameParam } from '@/lib/schemas/tutors';
import { defineRoute } from '@/server/api/define-route';
import { linkParameters } from './link-parameters';
import { bestTutors, listTutors } from './list-service';
import { priceNumbers, pricePage } from './price-service';
import { tutorCoursesOf, tutorProfile } from './profile-service';
import { topTeachers } from './top-teachers';

const lists = publicCacheControl('tutorLists');
const prices = publicCacheControl('priceNumbers');

/** `/www/v2/tutor/*`: lists, prices, link parameters and profiles. */
export const tutorRoutes = new Hono()
  .get(
    '/list/fetch',
    defineRoute({ access: 'public', query: tutorListQuerySchema, cacheControl: lists }, ({ db, query, locale }) => listTutors(db, query, locale)),
  )
  .get(
    '/list/best-list',
    defineRoute({ access: 'public', query: tutorListQuerySchema, cacheControl: lists }, ({ db, query, locale }) => bestTutors(db, query, locale)),
  )
  // Spec §7: the price calls take the list query too. Its narrowing (type, course, place, …) shapes the
  // numbers; per_page and page pick the price page's cheapest list; sort has nothing to order there.
  .get(
    '/list/price-numbers',
    defineRoute({ access: 'public', query: tutorListQuerySchema, cacheControl: prices }, ({ db, query }) => priceNumbers(db, narrowing(query))),
  )
  .get(
    '/list/price-page',
    defineRoute({ access: 'public', query: tutorListQuerySchema, cacheControl: prices }, ({ db, query, locale }) =>
      pricePage(db, narrowing(query), locale, { per_page: query.per_page, page: query.page }),
    ),
  )
  .get(
    '/list/link-parameters',
    defineRoute({ access: 'public', query: linkParametersQuerySchema, cacheControl: publicCacheControl('navigation') }, ({ db, query, locale, t }) =>
      linkParameters(db, query, locale, t),
    ),
  )
  .get(
    '/profile/courses/:id',
    defineRoute({ access: 'public', params: tutorIdParam, cacheControl: lists }, ({ db, params, locale, t }) => tutorCoursesOf(db, params.id, locale, t)),
  )
  .get(
    '/profile/:username',
    defineRoute({ access: 'public', params: usernameParam, cacheControl: lists }, ({ db, params, locale, t }) => tutorProfile(db, params.username, locale, t)),
  );

/** The list query without its paging and order: what a price aggregate is computed over. */
function narrowing({ per_page: _perPage, page: _page, sort: _sort, ...filters }: TutorListParams) {
  return filters;
}

/** `/www/v1/home/top-teachers`. */
export const topTeacherRoutes = new Hono().get(
  '/top-teachers',
  defineRoute({ access: 'public', cacheControl: publicCacheControl('topTeachers') }, ({ db, locale }) => topTeachers(db, locale)),
);
