/**
 * The page cache renders a page by asking its own server for it with this header; only a request
 * carrying this process's secret is such a render (the proxy then sets no nonce and no cookies).
 * Kept on globalThis: the proxy is bundled apart from the server script but runs in its process.
 */
export const PAGE_RENDER_HEADER = 'x-tutorly-page-render';
const KEY = Symbol.for('tutorly.page-render-secret');
const shared = globalThis as unknown as Record<symbol, string | undefined>;

export function pageRenderSecret(): string {
  shared[KEY] ??= crypto.randomUUID();
  return shared[KEY];
}

export function isPageRender(value: string | null | undefined): boolean {
  const secret = shared[KEY];
  return Boolean(secret && value && value === secret);
}
