import { serverConfig } from '@/server/config';
import type { PaymentGateway } from './gateway';
import { sandboxGateway } from './sandbox';
import { stripeGateway } from './stripe';

const GATEWAYS: Record<PaymentGateway['name'], PaymentGateway> = { sandbox: sandboxGateway, stripe: stripeGateway };

/** The gateway new payments go to (PAYMENT_GATEWAY, README "Payments"). */
export function activeGateway(): PaymentGateway {
  return GATEWAYS[serverConfig().payments.gateway];
}

/** The gateway an earlier attempt went to (it is settled there even after a switch). */
export function gatewayNamed(name: string): PaymentGateway | null {
  return name === 'sandbox' || name === 'stripe' ? GATEWAYS[name] : null;
}
