import Stripe from 'stripe';
import { serverConfig } from '@/server/config';
import { type GatewayVerdict, GatewayError, type PaymentGateway } from './gateway';

type StripeSettings = { secretKey: string; webhookSecret: string; apiUrl?: string };

function settings(): StripeSettings {
  const stripe = serverConfig().payments.stripe;
  if (!stripe) throw new GatewayError('stripe: PAYMENT_GATEWAY=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET');
  return stripe;
}

/**
 * The official client; STRIPE_API_URL points it elsewhere (tests: a local recording server). Also
 * the Stripe Connect payout rail's (server/earnings/payout-rails.ts), with the same key.
 */
export function stripeClient(config: Pick<StripeSettings, 'secretKey' | 'apiUrl'> = settings()): Stripe {
  const api = config.apiUrl ? new URL(config.apiUrl) : null;
  return new Stripe(config.secretKey, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(api
      ? { host: api.hostname, port: api.port || (api.protocol === 'https:' ? 443 : 80), protocol: api.protocol.replace(':', '') as 'http' | 'https' }
      : {}),
  });
}

const SESSION_ID = /^cs_[A-Za-z0-9_]{1,250}$/;

/**
 * Stripe Checkout (EUR): a hosted session per attempt, verified on return by reading the session
 * back from Stripe; its webhook (./stripe-webhook.ts) settles the same way when the payer never returns.
 */
export const stripeGateway: PaymentGateway = {
  name: 'stripe',

  async start(_db, input) {
    const back = (extra: string) => `${input.returnUrl}${input.returnUrl.includes('?') ? '&' : '?'}session_id={CHECKOUT_SESSION_ID}${extra}`;
    const session = await stripeClient().checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: String(input.attemptId),
        line_items: [
          { quantity: 1, price_data: { currency: input.currency.toLowerCase(), unit_amount: input.amountCents, product_data: { name: input.description } } },
        ],
        success_url: back(''),
        cancel_url: back('&cancelled=1'),
        metadata: { attempt_id: String(input.attemptId), invoice: input.invoicePublicId },
      },
      // One session per attempt, also when our call is retried.
      { idempotencyKey: `attempt-${input.attemptId}` },
    );
    if (!session.url) throw new GatewayError('stripe: session without a url');
    return { reference: session.id, redirectUrl: session.url };
  },

  readReturn(query) {
    const reference = query.get('session_id') ?? '';
    if (!SESSION_ID.test(reference)) return null;
    return { reference, hint: query.get('cancelled') === '1' ? 'cancelled' : undefined };
  },

  async verify(_db, reference, hint) {
    const session = await stripeClient().checkout.sessions.retrieve(reference);
    return verdictOf(session, hint);
  },

  async refund(_db, reference, amountCents, key) {
    const client = stripeClient();
    const session = await client.checkout.sessions.retrieve(reference);
    const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
    if (!intent) throw new GatewayError('stripe: session has no payment to refund');
    await client.refunds.create({ payment_intent: intent, amount: amountCents }, { idempotencyKey: key });
  },
};

export function verdictOf(
  session: { payment_status?: string | null; status?: string | null; amount_total?: number | null; currency?: string | null },
  hint?: 'cancelled',
): GatewayVerdict {
  const amount = { amountCents: session.amount_total ?? undefined, currency: session.currency?.toUpperCase() };
  if (session.payment_status === 'paid' || session.payment_status === 'no_payment_required') return { status: 'paid', ...amount };
  if (session.status === 'expired') return { status: 'cancelled', ...amount };
  // An open session the payer left by the cancel link has charged nothing.
  if (session.status === 'open' && hint === 'cancelled') return { status: 'cancelled', ...amount };
  return { status: 'pending', ...amount };
}
