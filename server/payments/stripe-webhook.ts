import { and, eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { gatewayEvents, paymentAttempts } from '@/server/db/schema';
import { applyVerdict } from './checkout';
import { stripeClient, verdictOf } from './gateways/stripe';
import { serverConfig } from '@/server/config';

const SETTLING = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
]);

/**
 * A Stripe webhook: believed only with a valid signature (the raw body, STRIPE_WEBHOOK_SECRET).
 * A session's outcome is applied like a callback's (exactly once); an event seen before does nothing.
 * Answers false when the signature is wrong.
 */
export async function handleStripeWebhook(db: Db, rawBody: string, signature: string | undefined): Promise<{ accepted: boolean; handled: boolean }> {
  const settings = serverConfig().payments.stripe;
  if (!settings || !signature) return { accepted: false, handled: false };
  let event: { id: string; type: string; data: { object: Record<string, unknown> } };
  try {
    event = stripeClient(settings).webhooks.constructEvent(rawBody, signature, settings.webhookSecret) as unknown as typeof event;
  } catch {
    return { accepted: false, handled: false };
  }
  const [seen] = await db.select({ id: gatewayEvents.id }).from(gatewayEvents).where(eq(gatewayEvents.id, event.id));
  if (seen || !SETTLING.has(event.type)) return { accepted: true, handled: false };
  const session = event.data.object as { id?: string; payment_status?: string; status?: string; amount_total?: number; currency?: string };
  const [attempt] = session.id
    ? await db
        .select()
        .from(paymentAttempts)
        .where(and(eq(paymentAttempts.gateway, 'stripe'), eq(paymentAttempts.reference, session.id)))
    : [];
  if (attempt) {
    const verdict = event.type === 'checkout.session.async_payment_failed' ? { status: 'declined' as const } : verdictOf(session);
    await applyVerdict(db, attempt.id, verdict);
  }
  await db.insert(gatewayEvents).values({ id: event.id, gateway: 'stripe', type: event.type }).onConflictDoNothing();
  return { accepted: true, handled: Boolean(attempt) };
}
