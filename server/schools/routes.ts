import { Hono } from 'hono';
import { publicCacheControl } from '@/lib/cache-lifetimes';
import { schoolListQuerySchema, schoolRequestBody } from '@/lib/schemas/schools';
import { defineRoute } from '@/server/api/define-route';
import { listSchools, saveSchoolRequest } from './service';

export const schoolRoutes = new Hono()
  .get(
    '/',
    defineRoute({ access: 'public', query: schoolListQuerySchema, cacheControl: publicCacheControl('content') }, ({ db, locale, query, t }) =>
      listSchools(db, locale, query, t),
    ),
  )
  .post(
    '/consultation-requests',
    defineRoute({ access: 'public', body: schoolRequestBody }, ({ db, locale, body, t, c }) => {
      c.status(201);
      return saveSchoolRequest(db, locale, body, t);
    }),
  );
