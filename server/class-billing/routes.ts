import { Hono } from 'hono';
import { classParamSchema, depositBody, packBody } from '@/lib/schemas/class-billing';
import { defineRoute } from '@/server/api/define-route';
import { classMoneyView, startBill, startDeposit, startPack } from './money';

/**
 * `/www/v1/class-billing/classes/:id/*` (issue 30): a class's money for its student (someone
 * else's class is a 404), and the bills that pay what it owes, a deposit of sessions ahead or a
 * discount pack. Each answers the bill to pay (payments' bill page: wallet, card or both).
 */
export const classBillingRoutes = new Hono()
  .get(
    '/classes/:id',
    defineRoute({ access: 'user', params: classParamSchema }, ({ db, params, user }) => classMoneyView(db, user.id, params.id)),
  )
  .post(
    '/classes/:id/bill',
    defineRoute({ access: 'user', params: classParamSchema }, ({ db, params, user }) => startBill(db, user.id, params.id)),
  )
  .post(
    '/classes/:id/deposit',
    defineRoute({ access: 'user', params: classParamSchema, body: depositBody }, ({ db, params, body, user }) =>
      startDeposit(db, user.id, params.id, body.sessions),
    ),
  )
  .post(
    '/classes/:id/pack',
    defineRoute({ access: 'user', params: classParamSchema, body: packBody }, ({ db, params, body, user }) => startPack(db, user.id, params.id, body.sessions)),
  );
