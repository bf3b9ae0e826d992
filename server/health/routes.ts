import { Hono } from 'hono';
import { defineRoute } from '@/server/api/define-route';
import { checkLiveness, checkReadiness } from './service';

export const healthRoutes = new Hono()
  .get(
    '/health',
    defineRoute({ access: 'public' }, () => checkLiveness()),
  )
  .get(
    '/ready',
    defineRoute({ access: 'public' }, ({ db, t }) => checkReadiness(db, t)),
  );
