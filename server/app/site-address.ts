import { serverConfig } from '@/server/config';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** What the address check reads of a request. */
export interface AskedAddress {
  method: string;
  /** The Host header. */
  host: string | undefined;
  /** The Sec-Fetch-Mode header: `navigate` for a page a browser opens. */
  fetchMode: string | undefined;
  /** Path and query. */
  path: string;
}

/**
 * A local run has one address: a page opened at another name of this machine (127.0.0.1 where
 * SITE_URL says localhost, or the other way round) moves to SITE_URL's, so the session cookie,
 * the links in messages and the payment gateway's return all meet at the same place (issue 29).
 * Only browser navigations (GET/HEAD with `Sec-Fetch-Mode: navigate`) on the same port move: API
 * calls and servers of a cluster talking to each other answer where they are asked. The server
 * front (scripts/serve.ts) answers 308 with this, before the page cache and Next see the request.
 */
export function siteAddressRedirect(asked: AskedAddress): string | null {
  if (asked.method !== 'GET' && asked.method !== 'HEAD') return null;
  if (asked.fetchMode !== 'navigate' || !asked.host) return null;
  const site = new URL(serverConfig().siteUrl);
  let here: URL;
  try {
    here = new URL(`http://${asked.host}`);
  } catch {
    return null;
  }
  if (here.host === site.host || here.port !== site.port) return null;
  if (!LOOPBACK.has(here.hostname) || !LOOPBACK.has(site.hostname)) return null;
  return new URL(asked.path, site.origin).href;
}
