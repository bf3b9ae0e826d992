import { Hono } from 'hono';
import { z } from '@/lib/schemas/zod';
import { payoutFileQuerySchema, payoutListQuerySchema, payoutMethodBody, settlePayoutBody, statementQuerySchema } from '@/lib/schemas/earnings';
import { recordId } from '@/lib/schemas/ids';
import { defineRawRoute, defineRoute } from '@/server/api/define-route';
import { actorOf, audited } from '@/server/audit';
import { HttpError } from '@/server/api/errors';
import { parseOrThrow } from '@/server/api/validation';
import { operatorPayouts } from './operator-view';
import { batchFile, batchPayouts, requestPayout, savePayoutMethod, settlePayout } from './payouts';
import { earningsOf, payoutView, statementOf } from './view';

/** `/www/v1/teacher/earnings`: the caller's own earnings as a tutor, where payouts go, and asking for one (issue 31). */
export const earningsRoutes = new Hono()
  .get(
    '/',
    defineRoute({ access: 'teacher' }, ({ db, user, locale }) => earningsOf(db, user.id, locale)),
  )
  .get(
    '/statement',
    defineRoute({ access: 'teacher', query: statementQuerySchema }, ({ db, user, query, locale }) => statementOf(db, user.id, query.month, locale)),
  )
  .post(
    '/payout-method',
    defineRoute({ access: 'teacher', body: payoutMethodBody }, ({ db, user, body }) => savePayoutMethod(db, user.id, body)),
  )
  .post(
    '/payouts',
    defineRoute({ access: 'teacher' }, async ({ db, user }) => payoutView(await requestPayout(db, user.id))),
  );

const BATCH_ID = /^B-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}$/;

/** `/www/v1/operator/payouts`: the queue, a batch for the bank, and the bank's answer per payout (issue 31). */
export const operatorPayoutRoutes = new Hono()
  .get(
    '/',
    defineRoute({ access: 'operator', query: payoutListQuerySchema }, ({ db, query }) => operatorPayouts(db, query.state)),
  )
  .post(
    '/batch',
    defineRoute({ access: 'operator' }, ({ c, db, user }) =>
      audited<Awaited<ReturnType<typeof batchPayouts>>>(
        db,
        {
          ...actorOf(c, user),
          action: 'payout.batch',
          recordType: 'payout_batch',
          recordId: (result) => result.batch_id ?? '',
          unchanged: (result) => !result.batch_id,
        },
        (tx) => batchPayouts(tx, user.id),
      ),
    ),
  )
  .get(
    '/batches/:batch',
    defineRawRoute({ access: 'operator' }, async ({ c, db, t, locale }) => {
      const batch = c.req.param('batch') ?? '';
      // A batch id in another shape names no batch (and never reaches a file name).
      if (!BATCH_ID.test(batch)) throw new HttpError(404, t('domain.payout_batch_not_found'));
      // `?format=pain001`: the SEPA credit transfer file; none or `csv`: the CSV. Anything else is a 422.
      const { format } = parseOrThrow(payoutFileQuerySchema, Object.fromEntries(new URL(c.req.url).searchParams), locale, t, 'query');
      const file = await batchFile(db, batch, format);
      return new Response(file.body, {
        headers: { 'content-type': file.contentType, 'content-disposition': `attachment; filename="${batch}.${file.extension}"`, 'cache-control': 'no-store' },
      });
    }),
  )
  .post(
    '/:id/settle',
    defineRoute({ access: 'operator', params: z.strictObject({ id: recordId }), body: settlePayoutBody }, async ({ c, db, user, params, body }) =>
      audited(
        db,
        { ...actorOf(c, user), action: 'payout.settle', recordType: 'payout', recordId: params.id, reason: body.outcome === 'paid' ? 'paid' : body.reason },
        async (tx) => payoutView(await settlePayout(tx, user.id, params.id, body.outcome === 'paid' ? { paid: true } : { paid: false, reason: body.reason })),
      ),
    ),
  );
