import { inProcessApi } from '@/server/api/in-process';

type CallInit = RequestInit & { locale?: string; csrf?: boolean; token?: string };

/** Calls the real API in-process, as a browser would over HTTP (writes carry the anti-forgery pair). */
export async function callApi(path: string, init: CallInit = {}) {
  const headers = new Headers(init.headers);
  if (init.locale) headers.set('accept-language', init.locale);
  if (init.body && !headers.has('content-type')) headers.set('content-type', 'application/json');
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  const write = init.method && !['GET', 'HEAD'].includes(init.method.toUpperCase());
  if (write && init.csrf !== false) {
    const cookie = headers.get('cookie');
    headers.set('cookie', [cookie, 'XSRF-TOKEN=test-csrf'].filter(Boolean).join('; '));
    headers.set('x-xsrf-token', 'test-csrf');
  }
  const response = await (await inProcessApi()).fetch(new Request(`http://localhost/api${path}`, { ...init, headers }));
  const text = await response.text();
  let body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read any answer's fields
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.status, headers: response.headers, body, text };
}

/** POST a JSON body. */
export function postApi(path: string, body: unknown, init: CallInit = {}) {
  return callApi(path, { ...init, method: 'POST', body: JSON.stringify(body) });
}

/**
 * Every item of a list the API answers a page at a time (`?page=`, answered with `page` and
 * `has_more`), in the order served: each page must say its number and hold `size` items (the last, at most).
 */
export async function readAllPages<T>(path: string, key: string, size: number, init: CallInit = {}): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const answer = await callApi(`${path}${path.includes('?') ? '&' : '?'}page=${page}`, init);
    if (answer.status !== 200 || answer.body.data.page !== page) throw new Error(`${path} page ${page}: ${answer.status} ${answer.text.slice(0, 200)}`);
    const got = answer.body.data[key] as T[];
    const more = answer.body.data.has_more === true;
    if (got.length > size || (more && got.length !== size)) throw new Error(`${path} page ${page}: ${got.length} items, a page holds ${size}`);
    items.push(...got);
    if (!more) return items;
  }
}
