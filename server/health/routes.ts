import { Hono } from 'hono';
import { defineRoute } from '@/server/api/define-route';
import { checkHealth } from './service';

export const healthRoutes = new Hono().get(
  '/health',
  defineRoute({}, ({ db }) => checkHealth(db)),
);
