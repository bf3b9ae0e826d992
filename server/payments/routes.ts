import { Hono } from 'hono';
import { isLocale } from '@/lib/i18n/routing';
import { isPublicUuid } from '@/lib/schemas/ids';
import {
  discountBody,
  invoiceParamSchema,
  invoiceSubjectParamSchema,
  onlinePaymentQuerySchema,
  operatorInvoicesQuerySchema,
  refundBody,
  refundKeySchema,
  topUpBody,
  transactionsQuerySchema,
} from '@/lib/schemas/payments';
import { callerTimeZone } from '@/server/api/locale';
import { defineRawRoute, defineRoute } from '@/server/api/define-route';
import { actorOf, audited } from '@/server/audit';
import { HttpError } from '@/server/api/errors';
import { parseOrThrow } from '@/server/api/validation';
import { handleCallback, payByWallet, startOnlinePayment } from './checkout';
import { applyDiscount, userDiscounts } from './discounts';
import { transactionPage, transactionsCsv, walletView } from './history';
import { refundInvoice } from './refunds';
import { handleStripeWebhook } from './stripe-webhook';
import { createTopUp } from './top-up';
import { invoiceView } from './view';
import { operatorInvoice, searchInvoices } from './operator-view';
import { invoiceForSubject } from './invoices';
import { billPath } from '@/lib/payments/paths';

/** Our own page in the payer's language: a path we built, never one read from the request. */
function ownPage(path: string, locale: string): string {
  if (!path.startsWith('/') || path.startsWith('//')) throw new Error('payments: refusing to redirect off our origin');
  return locale === 'en-US' ? `/en-US${path}` : path;
}

function invoiceIdOf(param: string | undefined, notFound: string): string {
  if (!param || !isPublicUuid(param)) throw new HttpError(404, notFound);
  return param;
}

/** `/www/v1/invoice/*` (spec §7): the bill, paying it online, by wallet or both, its discount code, refunds. */
export const invoiceRoutes = new Hono()
  .post(
    '/for/:purpose/:subject',
    defineRoute({ access: 'user', params: invoiceSubjectParamSchema }, async ({ db, params, user }) => {
      const invoice = await invoiceForSubject(db, user.id, params.purpose, params.subject);
      return invoiceView(db, invoice.publicId, user.id);
    }),
  )
  .get(
    '/:uuid',
    defineRoute({ access: 'user', params: invoiceParamSchema }, ({ db, params, user }) => invoiceView(db, params.uuid, user.id)),
  )
  .get(
    '/:uuid/online-payment',
    // A browser navigation: answers a redirect to the gateway (or to our own bill page).
    defineRawRoute({ access: 'user' }, async ({ c, db, user, t }) => {
      const uuid = invoiceIdOf(c.req.param('uuid'), t('domain.invoice_not_found'));
      const parsed = onlinePaymentQuerySchema.safeParse({ wallet: c.req.query('wallet') ?? undefined, lang: c.req.query('lang') ?? undefined });
      const query = parsed.success ? parsed.data : { wallet: '0' as const, lang: 'fa' as const };
      const target = await startOnlinePayment(db, uuid, user.id, { withWallet: query.wallet === '1', locale: query.lang });
      c.header('Cache-Control', 'no-store');
      return c.redirect(target.external ? target.location : ownPage(target.location, query.lang), 303);
    }),
  )
  .get(
    '/:uuid/callback',
    // The gateway sends the payer here; anyone may arrive (the payment is verified with the gateway, not the caller).
    defineRawRoute({ access: 'public' }, async ({ c, db, t }) => {
      const uuid = invoiceIdOf(c.req.param('uuid'), t('domain.invoice_not_found'));
      const query = new URL(c.req.url).searchParams;
      const lang = query.get('lang');
      const path = await handleCallback(db, uuid, query);
      c.header('Cache-Control', 'no-store');
      return c.redirect(ownPage(path, isLocale(lang) ? lang : 'fa'), 303);
    }),
  )
  .post(
    '/:uuid/pay-by-wallet',
    defineRoute({ access: 'user', params: invoiceParamSchema }, async ({ db, params, user }) => {
      const invoice = await payByWallet(db, params.uuid, user.id);
      return { state: invoice.state, paid_path: (await invoiceView(db, params.uuid, user.id)).paid_path };
    }),
  )
  .post(
    '/:uuid/discount',
    defineRoute({ access: 'user', params: invoiceParamSchema, body: discountBody }, async ({ db, params, body, user }) => {
      await applyDiscount(db, params.uuid, user.id, body.code);
      return invoiceView(db, params.uuid, user.id);
    }),
  )
  .post(
    '/:uuid/refund',
    defineRoute({ access: 'operator', params: invoiceParamSchema, body: refundBody }, ({ c, db, params, body, user, locale, t }) => {
      const { idempotency_key: key } = parseOrThrow(refundKeySchema, { idempotency_key: c.req.header('idempotency-key') }, locale, t);
      return audited(db, { ...actorOf(c, user), action: 'invoice.refund', recordType: 'invoice', recordId: params.uuid, reason: body.reason ?? null }, (tx) =>
        refundInvoice(tx, params.uuid, { amountCents: body.amount_cents, to: body.to, reason: body.reason, key }, user.id),
      );
    }),
  );

/** `/www/v1/wallet/*`: the wallet, its top-ups and every movement (also as CSV). */
export const walletRoutes = new Hono()
  .get(
    '/',
    defineRoute({ access: 'user' }, ({ db, user }) => walletView(db, user.id)),
  )
  .post(
    '/top-up',
    defineRoute({ access: 'user', body: topUpBody }, async ({ db, body, user }) => {
      const invoice = await createTopUp(db, user.id, body.amount_cents);
      return { invoice: invoice.publicId, bill_path: billPath(invoice.publicId) };
    }),
  )
  .get(
    '/transactions',
    defineRoute({ access: 'user', query: transactionsQuerySchema }, ({ c, db, query, user, locale }) =>
      transactionPage(db, user.id, { type: query.type, from: query.from, to: query.to, timeZone: callerTimeZone(c.req.raw.headers, locale) }, query.page),
    ),
  )
  .get(
    '/transactions.csv',
    defineRawRoute({ access: 'user' }, async ({ c, db, user, t, locale }) => {
      // The same query as the list's, refused the same way (422 with each field's message).
      const query = parseOrThrow(transactionsQuerySchema, Object.fromEntries(new URL(c.req.url).searchParams), locale, t, 'query');
      const timeZone = callerTimeZone(c.req.raw.headers, locale);
      const csv = await transactionsCsv(db, user.id, { type: query.type, from: query.from, to: query.to, timeZone });
      return new Response(csv, {
        headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="transactions.csv"', 'cache-control': 'no-store' },
      });
    }),
  );

/** `/www/v1/discounts`: the caller's discount codes, used and unused. */
export const discountRoutes = new Hono().get(
  '/',
  defineRoute({ access: 'user' }, async ({ db, user }) => ({ codes: await userDiscounts(db, user.id) })),
);

/** `/www/v1/payments/stripe-webhook`: mounted before the anti-forgery check (Stripe signs its body instead). */
export const paymentWebhookRoutes = new Hono().post(
  '/stripe-webhook',
  defineRawRoute({ access: 'public' }, async ({ c, db, t }) => {
    const result = await handleStripeWebhook(db, await c.req.text(), c.req.header('stripe-signature'));
    if (!result.accepted) throw new HttpError(400, t('webhook_signature'));
    return c.json({ status: 'SUCCESS', data: { received: true } });
  }),
);

/** `/www/v1/operator/invoices/*`: the console's money section (operators and admins); refunds go through `/invoice/:uuid/refund`. */
export const operatorInvoiceRoutes = new Hono()
  .get(
    '/',
    defineRoute({ access: 'operator', query: operatorInvoicesQuerySchema }, ({ db, query }) => searchInvoices(db, query)),
  )
  .get(
    '/:uuid',
    defineRoute({ access: 'operator', params: invoiceParamSchema }, ({ db, params }) => operatorInvoice(db, params.uuid)),
  );
