import { Hono } from 'hono';
import { isRecordId } from '@/lib/schemas/ids';
import {
  conversationClassParam,
  conversationIdParam,
  conversationListQuerySchema,
  conversationMessageBody,
  conversationMessageParam,
  conversationReadBody,
  conversationReportBody,
  conversationWithParam,
  newConversationBody,
  reportIdParam,
  reportListQuerySchema,
} from '@/lib/schemas/conversations';
import { defineRawRoute, defineRoute } from '@/server/api/define-route';
import { actorOf, audited } from '@/server/audit';
import { HttpError } from '@/server/api/errors';
import type { ApiTranslator } from '@/server/api/locale';
import { serverConfig } from '@/server/config';
import { consumeRateLimit, type RateLimit } from '@/server/security/rate-limit';
import { messageStream } from './live';
import { ownConversation } from './model';
import { closeConversationReport, conversationReport, conversationReportsFor, reportMessage } from './reports';
import {
  blockConversation,
  conversationForClass,
  conversationsOf,
  conversationThread,
  conversationWith,
  markRead,
  sendMessage,
  startConversation,
  unblockConversation,
  unreadCounts,
} from './service';

/** Per sender, across every thread and server (docs/decisions.md "Conversations: safety"). */
const messagesPerSender = (): RateLimit => ({ name: 'conversation-messages', points: serverConfig().conversations.messagesPerMinute, durationSeconds: 60 });
const limitSender = (userId: number, t: ApiTranslator) =>
  consumeRateLimit(messagesPerSender(), String(userId), (seconds) => t('too_many_requests', { seconds }));

/** The id after which a stream starts: the browser's Last-Event-ID on a reconnect, else `?after=`. */
function resumeAfter(header: string | undefined, query: string | undefined, t: ApiTranslator): number {
  for (const value of [header, query]) {
    if (value === undefined || value === '') continue;
    if (!isRecordId(value))
      throw new HttpError(422, t('validation_failed'), [{ field: header === value ? 'last-event-id' : 'after', message: t('validation_failed') }]);
  }
  return Math.max(Number(header || 0), Number(query || 0));
}

/** `/www/v1/conversations/*`: the caller's threads, on either side; anyone else's answers 404. */
export const conversationRoutes = new Hono()
  .get(
    '/',
    defineRoute({ access: 'user', query: conversationListQuerySchema }, ({ db, user, locale, query }) =>
      conversationsOf(db, user.id, locale, query.side, query.page),
    ),
  )
  .get(
    '/unread',
    defineRoute({ access: 'user' }, ({ db, user }) => unreadCounts(db, user.id)),
  )
  .post(
    '/',
    defineRoute({ access: 'user', body: newConversationBody }, async ({ db, user, body, locale, t, c }) => {
      await limitSender(user.id, t);
      c.status(201);
      return startConversation(db, user.id, body, locale);
    }),
  )
  .get(
    '/with/:username',
    defineRoute({ access: 'user', params: conversationWithParam }, ({ db, user, params }) => conversationWith(db, user.id, params.username)),
  )
  .get(
    '/class/:classId',
    defineRoute({ access: 'user', params: conversationClassParam }, ({ db, user, params }) => conversationForClass(db, user.id, params.classId)),
  )
  .get(
    '/:id',
    defineRoute({ access: 'user', params: conversationIdParam }, ({ db, user, params, locale }) => conversationThread(db, user.id, params.id, locale)),
  )
  .get(
    '/:id/stream',
    defineRawRoute({ access: 'user' }, async ({ c, db, t, user }) => {
      const id = c.req.param('id') ?? '';
      if (!isRecordId(id)) throw new HttpError(422, t('validation_failed'), [{ field: 'id', message: t('validation_failed') }]);
      const unknown = Object.keys(c.req.queries()).find((name) => name !== 'after');
      if (unknown) throw new HttpError(422, t('validation_failed'), [{ field: unknown, message: t('validation_failed') }]);
      const after = resumeAfter(c.req.header('last-event-id'), c.req.query('after'), t);
      const owned = await ownConversation(db, user.id, Number(id));
      return messageStream(db, owned.row.id, owned.side, after, c.req.raw.signal);
    }),
  )
  .post(
    '/:id/messages',
    defineRoute({ access: 'user', params: conversationIdParam, body: conversationMessageBody }, async ({ db, user, params, body, t, c }) => {
      await limitSender(user.id, t);
      c.status(201);
      return sendMessage(db, user.id, params.id, body);
    }),
  )
  .post(
    '/:id/read',
    defineRoute({ access: 'user', params: conversationIdParam, body: conversationReadBody }, ({ db, user, params, body }) =>
      markRead(db, user.id, params.id, body.up_to),
    ),
  )
  .post(
    '/:id/block',
    defineRoute({ access: 'user', params: conversationIdParam }, ({ db, user, params, locale }) => blockConversation(db, user.id, params.id, locale)),
  )
  .post(
    '/:id/unblock',
    defineRoute({ access: 'user', params: conversationIdParam }, ({ db, user, params, locale }) => unblockConversation(db, user.id, params.id, locale)),
  )
  .post(
    '/:id/messages/:messageId/report',
    defineRoute({ access: 'user', params: conversationMessageParam, body: conversationReportBody }, ({ db, user, params, body }) =>
      reportMessage(db, user.id, params.id, params.messageId, body),
    ),
  );

/** `/www/v1/operator/conversation-reports/*`: reported messages, for the team (operators and admins). */
export const conversationReportRoutes = new Hono()
  .get(
    '/',
    defineRoute({ access: 'operator', query: reportListQuerySchema }, ({ db, query }) => conversationReportsFor(db, query.state, query.page)),
  )
  .get(
    '/:id',
    defineRoute({ access: 'operator', params: reportIdParam }, ({ db, params }) => conversationReport(db, params.id)),
  )
  .post(
    '/:id/close',
    defineRoute({ access: 'operator', params: reportIdParam }, ({ c, db, user, params }) =>
      audited(db, { ...actorOf(c, user), action: 'conversation_report.close', recordType: 'conversation_report', recordId: params.id }, (tx) =>
        closeConversationReport(tx, params.id),
      ),
    ),
  );
