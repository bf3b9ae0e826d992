import type { IncomingMessage } from 'node:http';
import { randomUUID } from 'node:crypto';
import { isAcceptableRequestId } from '@/server/api/request-id';
import { serverConfig } from '@/server/config';
import { isLoopbackAddress } from '@/server/security/client-ip';

/** Our proxy's id (nginx `$request_id`) when there is one, else a new one. */
export function requestIdFor(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return isAcceptableRequestId(given) ? given : randomUUID();
}

/**
 * The caller's address. Behind our own proxy (TRUST_PROXY=1) it is the last X-Forwarded-For
 * entry, the one that proxy appended; earlier entries are whatever the caller claimed.
 */
export function clientAddressOf(req: IncomingMessage, trustProxy = serverConfig().trustProxy): string {
  const forwarded = req.headers['x-forwarded-for'];
  if (trustProxy && typeof forwarded === 'string') {
    const last = forwarded.split(',').at(-1)?.trim();
    if (last) return last;
  }
  return req.socket.remoteAddress ?? 'unknown';
}

/**
 * Whether the caller reached us over https: only our own proxy can say so (TRUST_PROXY=1, the last
 * `X-Forwarded-Proto` entry); this server itself speaks plain http.
 */
export function arrivedOverHttps(req: IncomingMessage, trustProxy = serverConfig().trustProxy): boolean {
  const forwarded = req.headers['x-forwarded-proto'];
  if (!trustProxy || typeof forwarded !== 'string') return false;
  return forwarded.split(',').at(-1)?.trim().toLowerCase() === 'https';
}

/**
 * A caller on this machine: a loopback socket whose request no proxy forwarded (a proxy on this
 * machine relaying someone else's request adds X-Forwarded-For or Forwarded). Next adds its own
 * X-Forwarded-* headers later, so this is decided here, before it (the dev outbox, issue 16).
 */
export function isLocalCaller(req: IncomingMessage): boolean {
  const forwarded = req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined;
  return !forwarded && isLoopbackAddress(req.socket.remoteAddress);
}
