import { Hono } from 'hono';
import { z } from 'zod';
import { defineRoute } from '@/server/api/define-route';
import { discountCodes } from '@/server/db/schema';
import { createInvoice } from '@/server/payments/invoices';
import { definePurpose } from '@/server/payments/purposes';

/**
 * Test-only (TEST_ROUTES=1): an invoice the wallet may pay, as the classes and packages issues will
 * make, and a discount code of one's own, so a browser test pays without features not built yet.
 */
definePurpose('test_order', { credits: 'sales', payableByWallet: true });

export const paymentTestRoutes = new Hono()
  .post(
    '/payments/invoice',
    defineRoute({ access: 'user', body: z.strictObject({ amount_cents: z.number().int().min(1).max(1_000_000) }) }, async ({ db, body, user }) => {
      const invoice = await createInvoice(db, { userId: user.id, purpose: 'test_order', lines: [{ label: 'wallet_top_up', unitCents: body.amount_cents }] });
      return { invoice: invoice.publicId };
    }),
  )
  .post(
    '/payments/discount-code',
    defineRoute({ access: 'user', body: z.strictObject({ code: z.string().min(2).max(40), percent: z.number().int().min(1).max(100) }) }, async ({ db, body, user }) => {
      await db.insert(discountCodes).values({ code: body.code, kind: 'percent', value: body.percent, userId: user.id }).onConflictDoNothing();
      return { code: body.code };
    }),
  );
