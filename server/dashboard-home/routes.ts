import { Hono } from 'hono';
import { defineRoute } from '@/server/api/define-route';
import { dashboardHome } from './service';

/** `/www/v1/dashboard/home`: the caller's dashboard home, never anyone else's. */
export const dashboardHomeRoutes = new Hono().get(
  '/home',
  defineRoute({ access: 'user' }, ({ db, user }) => dashboardHome(db, user.id)),
);
