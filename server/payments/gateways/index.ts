import { serverConfig } from '@/server/config';
import { DomainError } from '@/server/shared/domain-error';
import type { PaymentGateway } from './gateway';
import { sandboxGateway } from './sandbox';
import { stripeGateway } from './stripe';

const GATEWAYS: Record<PaymentGateway['name'], PaymentGateway> = { sandbox: sandboxGateway, stripe: stripeGateway };

/** The gateway new payments go to (PAYMENT_GATEWAY, README "Payments"); none set: no card payments (409). */
export function activeGateway(): PaymentGateway {
  const name = serverConfig().payments.gateway;
  if (!name) throw new DomainError('conflict', 'card_payment_unavailable');
  return GATEWAYS[name];
}

/**
 * The gateway an earlier attempt went to (it is settled there even after a switch to Stripe). The
 * sandbox answers only while it is on: off, it has no secret, and nothing it signed is believed.
 */
export function gatewayNamed(name: string): PaymentGateway | null {
  if (name === 'sandbox') return serverConfig().payments.gateway === 'sandbox' ? sandboxGateway : null;
  return name === 'stripe' ? GATEWAYS[name] : null;
}
