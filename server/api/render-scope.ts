import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * One server render calls the in-process API several times (the layout's `me`, the header's
 * badges, the page's data), each with the same session. Calls made inside one render scope share
 * what does not change within it: who the caller is. Outside a scope (a browser's request, a
 * job), nothing is shared.
 */
type Memo = Map<string, Promise<unknown>>;
// On globalThis: Next bundles each route with its own copy of this module, and the API a page calls
// in-process may have been made by another route's copy.
const state = globalThis as unknown as { __renderScope?: AsyncLocalStorage<Memo>; __renderMemos?: Map<string, { memo: Memo; expires: number }> };
const scope = (state.__renderScope ??= new AsyncLocalStorage<Memo>());

/** A render's memo: made once per render (lib/api-client.server.ts), handed to each of its calls. */
export function newRenderMemo(): Memo {
  return new Map();
}

/**
 * The memo of the page request `key` names (its nonce, fresh for each page request and made by the
 * proxy, never by the caller): Next renders a page's layout, page and metadata apart, each with its
 * own API client, and they should still read the caller once. Kept for a few seconds, then dropped.
 */
const RENDER_MEMO_MS = 15_000;
const MAX_RENDER_MEMOS = 1_000;
const byRequest = (state.__renderMemos ??= new Map());

export function renderMemoFor(key: string, now = Date.now()): Memo {
  const found = byRequest.get(key);
  if (found && found.expires > now) return found.memo;
  if (found) byRequest.delete(key);
  dropExpired(now);
  if (byRequest.size >= MAX_RENDER_MEMOS) byRequest.delete(byRequest.keys().next().value as string);
  const memo = newRenderMemo();
  byRequest.set(key, { memo, expires: now + RENDER_MEMO_MS });
  return memo;
}

/**
 * Every memo lives as long, so the map's order (oldest first) is the order they expire in: stop at
 * the first one still alive (reading all of them on every page made a busy server scan a thousand).
 */
function dropExpired(now: number) {
  for (const [old, entry] of byRequest) {
    if (entry.expires > now) return;
    byRequest.delete(old);
  }
}

export function inRenderScope<T>(memo: Memo, run: () => Promise<T>): Promise<T> {
  return scope.run(memo, run);
}

/** `make()` once per render scope and key; a fresh call outside one. */
export function sharedInRender<T>(key: string, make: () => Promise<T>): Promise<T> {
  const memo = scope.getStore();
  if (!memo) return make();
  let shared = memo.get(key) as Promise<T> | undefined;
  if (!shared) {
    shared = make();
    memo.set(key, shared);
  }
  return shared;
}
