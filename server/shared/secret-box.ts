import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { serverConfig } from '@/server/config';

/** Secrets at rest (the operators' authenticator keys, issue 34): AES-256-GCM under a key derived from AUTH_SECRET, so a database dump alone opens nothing. */
function key(): Buffer {
  return createHash('sha256').update(`${serverConfig().authSecret}:operator-totp`).digest();
}

export function encryptSecret(base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  const body = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

export function decryptSecret(stored: string): string {
  const [iv, tag, body] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', key(), iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
}
