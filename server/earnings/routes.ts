import { Hono } from 'hono';
import { defineRoute } from '@/server/api/define-route';
import { earningsOf } from './view';

/** `/www/v1/teacher/earnings`: the caller's own earnings as a tutor (issue 31). */
export const earningsRoutes = new Hono().get(
  '/',
  defineRoute({ access: 'teacher' }, ({ db, user, locale }) => earningsOf(db, user.id, locale)),
);
