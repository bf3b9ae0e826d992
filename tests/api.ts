import { api } from '@/server/api/app';

/** Calls the real API in-process, as a browser would over HTTP. */
export async function callApi(path: string, init: RequestInit & { locale?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.locale) headers.set('accept-language', init.locale);
  if (init.body && !headers.has('content-type')) headers.set('content-type', 'application/json');
  const response = await api.fetch(new Request(`http://localhost/api${path}`, { ...init, headers }));
  const text = await response.text();
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.status, headers: response.headers, body };
}
