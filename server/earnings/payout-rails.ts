/**
 * How a batched payout reaches the tutor (issue 31), behind one small interface: the bank file
 * (the operator uploads the batch's pain.001 or CSV and records each answer, the default) or a
 * Stripe Connect transfer to the tutor's connected account. PAYOUT_RAIL picks (server/config.ts).
 */
import Stripe from 'stripe';
import type { PayoutsConfig } from '@/server/config';
import { stripeClient } from '@/server/payments';

/** One batched payout, as a rail is asked to send it. */
export interface PayoutOrder {
  payoutId: number;
  batchId: string;
  amountCents: number;
  currency: string;
  /** The tutor's Stripe connected account (`acct_…`); null where they have none. */
  connectedAccountId: string | null;
}

/**
 * What a rail says of a payout: still with the bank (its answer is recorded by the operator),
 * paid (with the rail's reference), or failed with a reason the tutor may read.
 */
export type PayoutOutcome = { status: 'awaiting_bank' } | { status: 'paid'; reference: string } | { status: 'failed'; reason: string };

export interface PayoutRail {
  name: PayoutsConfig['rail'];
  send(order: PayoutOrder): Promise<PayoutOutcome>;
}

/** Nothing leaves from here: the batch's file goes to the bank by the operator's hand, and the bank's answer comes back through settlePayout. */
export const bankFileRail: PayoutRail = {
  name: 'bank_file',
  send: async () => ({ status: 'awaiting_bank' }),
};

// Stripe refused this transfer for good (bad or closed destination, not enough balance, not allowed).
// A lost connection, our own key refused (401), a rate limit or Stripe's 5xx is thrown instead: the
// money may have moved or may move on a retry, which the idempotency key makes the same transfer.
const REFUSED = new Set([400, 402, 403, 404]);

/** A transfer from the platform's Stripe balance to the tutor's connected account, once per payout whatever retries. */
export function stripeConnectRail(client: () => Stripe): PayoutRail {
  return {
    name: 'stripe_connect',
    async send(order) {
      if (!order.connectedAccountId) return { status: 'failed', reason: 'No Stripe account is connected for this payout.' };
      if (order.currency !== 'EUR') return { status: 'failed', reason: `Payouts are made in EUR, not ${order.currency}.` };
      try {
        const transfer = await client().transfers.create(
          {
            amount: order.amountCents,
            currency: 'eur',
            destination: order.connectedAccountId,
            transfer_group: order.batchId,
            metadata: { payout_id: String(order.payoutId) },
          },
          { idempotencyKey: `payout:${order.payoutId}:transfer` },
        );
        return { status: 'paid', reference: transfer.id };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError && REFUSED.has(error.statusCode ?? 0)) return { status: 'failed', reason: `Stripe: ${error.message}` };
        throw error;
      }
    },
  };
}

/** The rail the settings choose: Stripe Connect only with PAYOUT_RAIL=stripe_connect (and its key), else the bank file. */
export function payoutRailFor(settings: PayoutsConfig): PayoutRail {
  const stripe = settings.rail === 'stripe_connect' ? settings.stripe : null;
  return stripe ? stripeConnectRail(() => stripeClient(stripe)) : bankFileRail;
}
