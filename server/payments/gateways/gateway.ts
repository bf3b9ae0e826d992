import type { Db } from '@/server/db/client';

/** What the gateway says of a payment when we ask it server-to-server (never the browser's word). */
export interface GatewayVerdict {
  status: 'paid' | 'declined' | 'cancelled' | 'pending';
  amountCents?: number;
  currency?: string;
}

export interface StartInput {
  attemptId: number;
  invoicePublicId: string;
  amountCents: number;
  currency: string;
  /** What the payer sees on the gateway's page. */
  description: string;
  /** Our callback (absolute): where the gateway sends the payer back. */
  returnUrl: string;
}

/**
 * A payment gateway: the built-in sandbox (default) or Stripe Checkout. The callback reads the
 * return with `readReturn` (refusing a forged or tampered one), then asks `verify`.
 */
export interface PaymentGateway {
  name: 'sandbox' | 'stripe';
  start(db: Db, input: StartInput): Promise<{ reference: string; redirectUrl: string }>;
  /** The gateway's reference from the return's query, or null when the answer is forged or malformed. */
  readReturn(query: URLSearchParams): { reference: string; hint?: 'cancelled' } | null;
  verify(db: Db, reference: string, hint?: 'cancelled'): Promise<GatewayVerdict>;
  /** Money back to the card; `key` makes a retry the same refund. */
  refund(db: Db, reference: string, amountCents: number, key: string): Promise<void>;
}

/** The gateway could not be asked or answered something we cannot trust: settle later. */
export class GatewayError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'GatewayError';
  }
}
