import { createHash, randomBytes, randomInt } from 'node:crypto';
import { serverConfig } from '@/server/config';

/** Session tokens, allow codes and link ids: 256 random bits, URL-safe. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A numeric one-time code of `length` digits (leading zeros allowed). */
export function randomCode(length: number): string {
  return Array.from({ length }, () => randomInt(10)).join('');
}

/**
 * Codes are short, so their hash is bound to the number and peppered with AUTH_SECRET; they also
 * expire in two minutes and lock the number after five wrong tries.
 */
export function codeHash(mobile: string, code: string): string {
  return sha256(`${serverConfig().authSecret}:${mobile}:${code}`);
}
