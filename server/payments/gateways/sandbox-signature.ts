import { createHmac, timingSafeEqual } from 'node:crypto';
import { serverConfig } from '@/server/config';
import { GatewayError } from './gateway';

/** HMAC-SHA256 over the parts, hex: how the sandbox gateway signs what it returns. */
export function sandboxSign(...parts: (string | number)[]): string {
  const secret = serverConfig().payments.sandboxSecret;
  // Off (no PAYMENT_GATEWAY=sandbox), there is no secret and nothing is signed or believed.
  if (!secret) throw new GatewayError('sandbox: the sandbox gateway is off');
  return createHmac('sha256', secret).update(parts.join('|')).digest('hex');
}

export function sandboxSignatureValid(signature: string | null | undefined, ...parts: (string | number)[]): boolean {
  if (!signature || !/^[0-9a-f]{64}$/.test(signature) || !serverConfig().payments.sandboxSecret) return false;
  return timingSafeEqual(Buffer.from(signature, 'hex'), Buffer.from(sandboxSign(...parts), 'hex'));
}
