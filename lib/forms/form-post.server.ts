import 'server-only';
import { cookies } from 'next/headers';
import { CSRF_COOKIE, CSRF_HEADER } from '@/lib/auth/cookies';
import { getPathname } from '@/lib/i18n/paths';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { api } from '@/server/app/api';
import { type Flash, FLASH_COOKIE } from './flash';

/**
 * The one pattern for forms that work without JavaScript (the tutor request pages, the content
 * forms): the browser posts the form to a route of ours, which checks it comes from our own pages,
 * makes one call to our own API in-process and answers a 303: to the next page on success, back
 * with the messages in a short-lived flash cookie (`readFlash`) on a refusal. Nothing the person
 * typed goes into an address.
 */
export interface ApiAnswer {
  status: number;
  body: { status?: string; data?: Record<string, unknown>; message?: string; errors?: Array<{ field?: string; message: string }> };
}

/**
 * One call to our API. `token`: the session, as a bearer token. A visitor's form post has none: it
 * is `from` the browser's post (already checked by `sameOrigin`), whose address the API counts,
 * and the call carries a one-off anti-forgery pair in place of the page's (a cached page has none).
 */
export async function callApi(
  method: 'GET' | 'POST',
  path: string,
  token: string | undefined,
  locale: Locale,
  body?: unknown,
  from?: Request,
): Promise<ApiAnswer> {
  const headers = new Headers({ accept: 'application/json', 'accept-language': locale });
  if (token) headers.set('authorization', `Bearer ${token}`);
  if (body !== undefined) headers.set('content-type', 'application/json');
  const address = from?.headers.get('x-client-ip');
  if (address) headers.set('x-client-ip', address);
  if (!token && method !== 'GET' && from) {
    const pair = crypto.randomUUID();
    headers.set('cookie', `${CSRF_COOKIE}=${pair}`);
    headers.set(CSRF_HEADER, pair);
  }
  const response = await api.fetch(
    new Request(`http://in-process.local/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }),
  );
  const text = await response.text();
  let parsed: ApiAnswer['body'] = {};
  try {
    parsed = JSON.parse(text);
  } catch {
    // a non-JSON answer carries no message
  }
  return { status: response.status, body: parsed };
}

/** A post from one of our own pages (its Origin is ours; a browser without Origin is not cross-site). */
/**
 * The start of every no-JS form post: the page's locale, the same-origin check and the form's fields;
 * a refused or unreadable post is answered at once (403 / 400).
 */
export async function readFormPost(request: Request, localeParam: string): Promise<{ locale: Locale; form: FormData } | Response> {
  const locale: Locale = isLocale(localeParam) ? localeParam : 'fa';
  if (!sameOrigin(request)) return new Response('Forbidden', { status: 403 });
  try {
    return { locale, form: await request.formData() };
  } catch {
    return new Response('Bad Request', { status: 400 });
  }
}

export function sameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return request.headers.get('sec-fetch-site') !== 'cross-site';
  try {
    return new URL(origin).host === (request.headers.get('x-forwarded-host') ?? request.headers.get('host'));
  } catch {
    return false;
  }
}

export function seeOther(path: string, locale: Locale): Response {
  return new Response(null, { status: 303, headers: { location: getPathname({ href: path, locale }) } });
}

export async function withFlash(response: Response, flash: Flash | null): Promise<Response> {
  const store = await cookies();
  if (flash) {
    let value = JSON.stringify(flash);
    if (value.length > 3000) value = JSON.stringify({ ...flash, values: undefined });
    store.set(FLASH_COOKIE, value, { path: '/', maxAge: 60, httpOnly: true, sameSite: 'lax' });
  } else store.delete(FLASH_COOKIE);
  return response;
}

/** A refusal for the page at `path`: the API's message, its field errors and (but for `_` fields and hour cells) what was typed. */
export function flashOf(path: string, answer: ApiAnswer, form?: FormData): Flash {
  const errors: Record<string, string> = {};
  for (const e of Array.isArray(answer.body.errors) ? answer.body.errors : []) if (e.field && !errors[e.field]) errors[e.field.split('.')[0]!] = e.message;
  const values: Record<string, string> = {};
  if (form)
    for (const [name, value] of form.entries()) if (typeof value === 'string' && !name.startsWith('_') && name !== 'cell') values[name] = value.slice(0, 300);
  return { path, message: answer.body.message, errors, values };
}

/** This page's flash (set by the last post answered back to it), if any. */
export async function readFlash(path: string): Promise<Flash | null> {
  const raw = (await cookies()).get(FLASH_COOKIE)?.value;
  if (!raw) return null;
  try {
    const flash = JSON.parse(raw) as Flash;
    return flash.path === path ? flash : null;
  } catch {
    return null;
  }
}
