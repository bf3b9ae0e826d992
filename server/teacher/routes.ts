import { Hono } from 'hono';
import { defineRoute } from '@/server/api/define-route';
import { teacherOverview } from './service';

/** `/www/v1/teacher/*`: the teacher dashboard's calls (accounts with the teacher role). */
export const teacherRoutes = new Hono().get(
  '/overview',
  defineRoute({ access: 'teacher' }, ({ db, user }) => teacherOverview(db, user.id)),
);
