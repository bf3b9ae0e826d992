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
