import { Hono } from 'hono';
import { publicCacheControl } from '@/lib/cache-lifetimes';
import { allCoursesQuerySchema } from '@/lib/schemas/navigation';
import { defineRoute } from '@/server/api/define-route';
import { allCoursesOfGroup, importantCourseGroups } from './service';

const cacheControl = publicCacheControl('navigation');

export const navigationRoutes = new Hono()
  .get(
    '/important-course-groups',
    defineRoute({ access: 'public', cacheControl }, ({ db, locale }) => importantCourseGroups(db, locale)),
  )
  .get(
    '/all-courses',
    defineRoute({ access: 'public', query: allCoursesQuerySchema, cacheControl }, ({ db, locale, query, t }) =>
      allCoursesOfGroup(db, locale, query.course_group_id, t),
    ),
  );
