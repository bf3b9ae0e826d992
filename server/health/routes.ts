import { Hono } from 'hono';
import { defineRoute } from '@/server/api/define-route';
import { checkLiveness, checkReadiness } from './service';

export const healthRoutes = new Hono()
  .get(
    '/health',
    defineRoute({}, () => checkLiveness()),
  )
  .get(
    '/ready',
    defineRoute({}, ({ db, t }) => checkReadiness(db, t)),
  );
