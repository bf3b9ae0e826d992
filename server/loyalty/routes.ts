import { Hono } from 'hono';
import { clubQuerySchema, redeemBody } from '@/lib/schemas/loyalty';
import { defineRoute } from '@/server/api/define-route';
import { redeemPoints } from './redeem';
import { clubView } from './view';

/** `/www/v1/loyalty-club`: the caller's club page, and points into a discount code (issue 31). */
export const loyaltyRoutes = new Hono()
  .get(
    '/',
    defineRoute({ access: 'user', query: clubQuerySchema }, ({ db, user, query }) => clubView(db, user.id, query.page)),
  )
  .post(
    '/redeem',
    defineRoute({ access: 'user', body: redeemBody }, ({ db, user, body }) => redeemPoints(db, user.id, body)),
  );
