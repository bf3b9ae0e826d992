import { Hono } from 'hono';
import { z } from 'zod';
import { sessionTokenOf } from '@/server/auth/http';
import { submittedRequest, tutorAccount, mostTaughtCourseId } from '@/server/tutor-requests/test-helpers';
import { callApi, postApi } from '@/server/testing/call-api';
import { defineRoute } from '@/server/api/define-route';
import { discountCodes } from '@/server/db/schema';
import { createInvoice } from '@/server/payments/invoices';
import { payByWallet } from '@/server/payments/checkout';
import { postTransaction } from '@/server/payments/ledger';
import type { Db } from '@/server/db/client';
import { definePurpose } from '@/server/payments/purposes';

/**
 * Test-only (TEST_ROUTES=1): an invoice the wallet may pay, as the classes and packages issues will
 * make, and a discount code of one's own, so a browser test pays without features not built yet.
 */
// Its bill links back to the wallet page, as a real purpose links back to what it pays for.
definePurpose('test_order', { credits: 'sales', payableByWallet: true, returnPath: () => '/profile/dashboard/wallet' });

export const paymentTestRoutes = new Hono()
  .post(
    '/payments/invoice',
    defineRoute({ access: 'user', body: z.strictObject({ amount_cents: z.number().int().min(1).max(1_000_000) }) }, async ({ db, body, user }) => {
      const invoice = await createInvoice(db, { userId: user.id, purpose: 'test_order', lines: [{ label: 'wallet_top_up', unitCents: body.amount_cents }] });
      return { invoice: invoice.publicId };
    }),
  )
  .post(
    '/payments/paid-invoice',
    // An invoice of the caller's, paid from money put in their wallet: the console's invoice and person pages have something to show.
    defineRoute({ access: 'user' }, async ({ db, user }) => {
      const invoice = await createInvoice(db, { userId: user.id, purpose: 'test_order', lines: [{ label: 'wallet_top_up', unitCents: 1_200 }] });
      await db.transaction((tx) =>
        postTransaction(tx as unknown as Db, {
          kind: 'bonus',
          idempotencyKey: `test-paid-invoice:${invoice.id}`,
          userId: user.id,
          legs: [
            { account: { system: 'sales' }, amountCents: -1_200 },
            { account: { wallet: user.id }, amountCents: 1_200 },
          ],
        }),
      );
      await payByWallet(db, invoice.publicId, user.id);
      return { invoice: invoice.publicId, user_id: user.id };
    }),
  )
  .post(
    '/payments/discount-code',
    defineRoute(
      { access: 'user', body: z.strictObject({ code: z.string().min(2).max(40), percent: z.number().int().min(1).max(100) }) },
      async ({ db, body, user }) => {
        await db.insert(discountCodes).values({ code: body.code, kind: 'percent', value: body.percent, userId: user.id }).onConflictDoNothing();
        return { code: body.code };
      },
    ),
  )
  .post(
    '/payments/awaiting-prepayment',
    // The caller's request whose freshly made tutor (20 EUR an hour) said yes and was chosen: what
    // issue 17's journey reaches, without repeating it in every payment test.
    defineRoute({ access: 'user' }, async ({ db, c }) => {
      const token = sessionTokenOf(c)!;
      const courseId = await mostTaughtCourseId(db);
      const tutor = await tutorAccount(db, courseId, { priceCents: 2000 });
      const id = await submittedRequest(token, courseId, { tutor: tutor.username });
      const offers = await callApi('/www/v1/teacher/offers', { token: tutor.token });
      const offer = (offers.body.data.offers as { request_id: number; offer_id: number }[]).find((o) => o.request_id === id)!;
      await postApi(`/www/v1/teacher/offers/${offer.offer_id}/accept`, {}, { token: tutor.token });
      await postApi(`/www/v1/tutor-request/${id}/choose`, { offer_id: offer.offer_id }, { token });
      return { id };
    }),
  );
