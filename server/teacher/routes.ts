import { Hono } from 'hono';
import { teacherProfileBody } from '@/lib/schemas/teacher';
import { defineRoute } from '@/server/api/define-route';
import { saveTeacherProfile, teacherOverview, teacherProfileForm } from './service';

/** `/www/v1/teacher/*`: the teacher dashboard's calls (accounts with the teacher role). */
export const teacherRoutes = new Hono()
  .get(
    '/overview',
    defineRoute({ access: 'teacher' }, ({ db, user }) => teacherOverview(db, user.id)),
  )
  .get(
    '/profile',
    defineRoute({ access: 'teacher' }, ({ db, user }) => teacherProfileForm(db, user.id)),
  )
  .post(
    '/profile',
    defineRoute({ access: 'teacher', body: teacherProfileBody }, ({ db, user, body }) => saveTeacherProfile(db, user.id, body)),
  );
