import { Hono } from 'hono';
import { deskListQuerySchema, newTicketBody, ticketAnswerBody, ticketIdParam, ticketListQuerySchema, ticketReplyBody } from '@/lib/schemas/tickets';
import { defineRoute } from '@/server/api/define-route';
import { actorOf, audited } from '@/server/audit';
import { answerTicket, closeTicketForTeam, deskThread, deskTickets } from './desk';
import { closeTicket, openTicket, replyToTicket, ticketsOf, ticketThread } from './service';

/** `/www/v1/tickets/*`: a signed-in person's own tickets; anyone else's answers 404. */
export const ticketRoutes = new Hono()
  .get(
    '/',
    defineRoute({ access: 'user', query: ticketListQuerySchema }, ({ db, user, query }) => ticketsOf(db, user.id, query.topic, query.page)),
  )
  .post(
    '/',
    defineRoute({ access: 'user', body: newTicketBody }, ({ db, user, body, c }) => {
      c.status(201);
      return openTicket(db, user.id, body);
    }),
  )
  .get(
    '/:id',
    defineRoute({ access: 'user', params: ticketIdParam }, ({ db, user, params }) => ticketThread(db, user.id, params.id)),
  )
  .post(
    '/:id/messages',
    defineRoute({ access: 'user', params: ticketIdParam, body: ticketReplyBody }, ({ db, user, params, body }) => replyToTicket(db, user.id, params.id, body)),
  )
  .post(
    '/:id/close',
    defineRoute({ access: 'user', params: ticketIdParam }, ({ db, user, params }) => closeTicket(db, user.id, params.id)),
  );

/** `/www/v1/operator/tickets/*`: the team's support desk (operators and admins): every person's tickets. */
export const ticketDeskRoutes = new Hono()
  .get(
    '/',
    defineRoute({ access: 'operator', query: deskListQuerySchema }, ({ db, query }) => deskTickets(db, query.filter, query.topic, query.page)),
  )
  .get(
    '/:id',
    defineRoute({ access: 'operator', params: ticketIdParam }, ({ db, params }) => deskThread(db, params.id)),
  )
  .post(
    '/:id/answers',
    defineRoute({ access: 'operator', params: ticketIdParam, body: ticketAnswerBody }, ({ c, db, user, params, body }) =>
      audited(db, { ...actorOf(c, user), action: 'ticket.answer', recordType: 'ticket', recordId: params.id, reason: body.message }, (tx) =>
        answerTicket(tx, user.id, params.id, body.message),
      ),
    ),
  )
  .post(
    '/:id/close',
    defineRoute({ access: 'operator', params: ticketIdParam }, ({ c, db, user, params }) =>
      audited(db, { ...actorOf(c, user), action: 'ticket.close', recordType: 'ticket', recordId: params.id }, (tx) => closeTicketForTeam(tx, params.id)),
    ),
  );
