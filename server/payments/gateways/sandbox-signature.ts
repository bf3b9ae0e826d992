import { createHmac, timingSafeEqual } from 'node:crypto';
import { serverConfig } from '@/server/config';

/** HMAC-SHA256 over the parts, hex: how the sandbox gateway signs what it returns. */
export function sandboxSign(...parts: (string | number)[]): string {
  return createHmac('sha256', serverConfig().payments.sandboxSecret).update(parts.join('|')).digest('hex');
}

export function sandboxSignatureValid(signature: string | null | undefined, ...parts: (string | number)[]): boolean {
  if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signature, 'hex'), Buffer.from(sandboxSign(...parts), 'hex'));
}
