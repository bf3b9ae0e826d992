import type { MiddlewareHandler } from 'hono';
import { apiTranslator, callerTranslator } from './locale';

/**
 * What the server script answers when Node's HTTP parser refuses a request (a URL or headers over
 * 16 KB, bytes that are not HTTP): the error shape, in the language the raw request asked for.
 */
export function clientErrorAnswer(code: string | undefined, rawPacket: Buffer | undefined): string {
  const tooLarge = code === 'HPE_HEADER_OVERFLOW';
  const raw = rawPacket?.toString('latin1') ?? '';
  const headers = new Headers();
  for (const name of ['accept-language', 'x-locale']) {
    const value = new RegExp(`\\r\\n${name}:[ \\t]*([^\\r\\n]{1,200})`, 'i').exec(raw)?.[1];
    if (value) headers.set(name, value.trim());
  }
  const key = tooLarge ? 'request_too_large' : 'bad_request';
  // The parser may stop before the headers: then the language is unknown, and both are written.
  const known = headers.has('accept-language') || headers.has('x-locale');
  const message = known ? callerTranslator(headers)(key) : `${apiTranslator('fa')(key)} (${apiTranslator('en-US')(key)})`;
  const body = JSON.stringify({ status: 'ERROR', message });
  const status = tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
  return `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`;
}

/**
 * Requests whose shape is the caller's fault, answered before any route runs (issue 16).
 * docs/decisions.md "Sign-in and request hardening (issue 16)".
 */

/**
 * A path whose percent-escapes are not valid UTF-8 (`/%ff`, `/%e2%82`, a lone `%`), also once
 * decoded (`/%25ff` is `/%ff`, which Next decodes again for route parameters and answered 500).
 */
export function hasMalformedPath(url: string): boolean {
  let path = pathOf(url);
  for (let round = 0; round < 3 && path.includes('%'); round += 1) {
    try {
      path = decodeURIComponent(path);
    } catch {
      return true;
    }
  }
  return false;
}

/** Escapes decoded byte-wise, undecodable bytes as U+FFFD. */
function lenientDecode(path: string): string {
  return path.replace(/(?:%[0-9a-fA-F]{2})+/g, (run) =>
    new TextDecoder('utf-8', { fatal: false }).decode(Uint8Array.from(run.slice(1).split('%'), (hex) => Number.parseInt(hex, 16))),
  );
}

/**
 * The same path with whatever cannot be decoded written as U+FFFD (and no `%` left to decode),
 * re-escaped segment by segment, so a page request reaches the router and gets the 404 page.
 */
export function repairMalformedPath(url: string): string {
  const path = pathOf(url);
  let decoded = path;
  for (let round = 0; round < 3 && /%[0-9a-fA-F]{2}/.test(decoded); round += 1) decoded = lenientDecode(decoded);
  const repaired = decoded
    .replaceAll('%', '\uFFFD')
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/');
  return repaired + url.slice(path.length);
}

/**
 * Page addresses longer than this are answered as not found: the proxy echoes the path in the
 * answer's headers (alternate links, a sign-in redirect), and a 6,000-character path made them
 * larger than a client or an nginx in front (4–8 KB buffers) accepts (issue 16, the real-server fuzz).
 */
export const MAX_PAGE_URL = 2048;

/** Where an over-long page address goes instead: an address no page has, in the same language. */
export function shortenedPageUrl(url: string): string | null {
  if (url.length <= MAX_PAGE_URL) return null;
  return `${/^\/en-US(\/|$)/.test(url) ? '/en-US' : ''}/address-too-long`;
}

function pathOf(url: string): string {
  return url.split(/[?#]/)[0] ?? '';
}

export function badPathBody(headers: Headers) {
  return { status: 'ERROR', message: callerTranslator(headers)('bad_request_path') } as const;
}

/** 400 in the error shape for a malformed path (PATH_INFO never reaches a route or a 500). */
export const refuseMalformedPath: MiddlewareHandler = async (c, next) => {
  const raw = c.req.url.slice(c.req.url.indexOf('/', c.req.url.indexOf('//') + 2));
  if (hasMalformedPath(raw)) return c.json(badPathBody(c.req.raw.headers), 400);
  await next();
};

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `application/json` or `application/<something>+json`, with any parameters. */
export function isJsonContentType(value: string | undefined | null): boolean {
  const type = value?.split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}

/**
 * A write that carries a body must say it is JSON: 415 otherwise, so a form post or a
 * `text/plain` "simple request" from another site is never read as JSON. Bodiless writes pass.
 */
export const requireJsonWrites: MiddlewareHandler = async (c, next) => {
  if (WRITES.has(c.req.method)) {
    const hasBody = c.req.raw.body !== null && c.req.header('content-length') !== '0';
    if (hasBody && !isJsonContentType(c.req.header('content-type'))) {
      return c.json({ status: 'ERROR', message: callerTranslator(c.req.raw.headers)('unsupported_media_type') }, 415);
    }
  }
  await next();
};
