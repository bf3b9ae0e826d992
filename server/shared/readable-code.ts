import { randomBytes } from 'node:crypto';

/** Letters and digits nobody misreads (no 0/O, 1/I/L). */
const READABLE = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** A random code people type from a screen or a message: discount codes, referral codes. */
export function readableCode(length: number): string {
  return Array.from(randomBytes(length), (byte) => READABLE[byte % READABLE.length]).join('');
}
