import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * One server render calls the in-process API several times (the layout's `me`, the header's
 * badges, the page's data), each with the same session. Calls made inside one render scope share
 * what does not change within it: who the caller is. Outside a scope (a browser's request, a
 * job), nothing is shared.
 */
type Memo = Map<string, Promise<unknown>>;
const scope = new AsyncLocalStorage<Memo>();

/** A render's memo: made once per render (lib/api-client.server.ts), handed to each of its calls. */
export function newRenderMemo(): Memo {
  return new Map();
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
