import { Hono } from 'hono';
import {
  classIdParam,
  myClassesQuerySchema,
  proposeRescheduleBody,
  rescheduleAnswerParams,
  resolveDisputeBody,
  sessionActionBody,
  sessionActionParams,
  sessionIdParam,
  tutorSessionsQuerySchema,
  type SessionAction,
} from '@/lib/schemas/classes';
import { defineRoute } from '@/server/api/define-route';
import { actorOf, audited } from '@/server/audit';
import { proposeReschedule, answerReschedule, rescheduleWindow } from './reschedule';
import { joinSession } from './room';
import type { SessionTransitionName } from './rules';
import { actOnSession, cancelSession, resolveDispute } from './sessions';
import { classDetail, myClasses, operatorClassReport, tutorSessions } from './views';

const ACTION_TRANSITIONS: Record<Exclude<SessionAction, 'cancel'>, SessionTransitionName> = {
  held: 'mark_held',
  'student-absent': 'mark_student_absent',
  confirm: 'confirm',
  dispute: 'dispute',
  'tutor-absent': 'report_tutor_absent',
};

/**
 * `/www/v1/classes/*` (issue 30): a class's two parties only (anyone else's class, session or
 * proposal is a 404; a transition not allowed now is a 409).
 */
export const classRoutes = new Hono()
  .get(
    '/',
    defineRoute({ access: 'user', query: myClassesQuerySchema }, ({ db, user, locale, query }) => myClasses(db, user.id, locale, query.page)),
  )
  .get(
    '/:id',
    defineRoute({ access: 'user', params: classIdParam }, ({ db, user, params, locale }) => classDetail(db, user.id, params.id, locale)),
  )
  .get(
    '/sessions/:id/room',
    defineRoute({ access: 'user', params: sessionIdParam }, ({ db, user, params }) => joinSession(db, user.id, params.id)),
  )
  .get(
    '/sessions/:id/reschedule',
    defineRoute({ access: 'user', params: sessionIdParam }, ({ db, user, params }) => rescheduleWindow(db, user.id, params.id)),
  )
  .post(
    '/sessions/:id/reschedule',
    defineRoute({ access: 'user', params: sessionIdParam, body: proposeRescheduleBody }, ({ db, user, params, body, c }) => {
      c.status(201);
      return proposeReschedule(db, user.id, params.id, new Date(body.starts_at), body.time_zone);
    }),
  )
  .post(
    '/sessions/:id/:action',
    defineRoute({ access: 'user', params: sessionActionParams, body: sessionActionBody }, ({ db, user, params, body }) =>
      params.action === 'cancel'
        ? cancelSession(db, user.id, params.id, body.reason)
        : actOnSession(db, user.id, params.id, ACTION_TRANSITIONS[params.action], body.reason),
    ),
  )
  .post(
    '/reschedules/:id/:answer',
    defineRoute({ access: 'user', params: rescheduleAnswerParams }, ({ db, user, params }) => answerReschedule(db, user.id, params.id, params.answer)),
  );

/** `/www/v1/teacher/sessions`: the tutor's sessions across their classes (the dashboard's day and week). */
export const teacherSessionRoutes = new Hono().get(
  '/',
  defineRoute({ access: 'teacher', query: tutorSessionsQuerySchema }, ({ db, user, query }) => {
    const from = new Date(query.from);
    return tutorSessions(db, user.id, from, new Date(from.getTime() + query.days * 86_400_000));
  }),
);

/** `/www/v1/operator/classes/*`: disputes to settle and tutors' absences. */
export const operatorClassRoutes = new Hono()
  .get(
    '/',
    defineRoute({ access: 'operator' }, ({ db }) => operatorClassReport(db)),
  )
  .post(
    '/sessions/:id/resolve',
    defineRoute({ access: 'operator', params: sessionIdParam, body: resolveDisputeBody }, ({ c, db, user, params, body }) =>
      audited(db, { ...actorOf(c, user), action: 'dispute.decide', recordType: 'class_session', recordId: params.id, reason: body.reason }, (tx) =>
        resolveDispute(tx, user.id, params.id, body.outcome, body.reason),
      ),
    ),
  );
