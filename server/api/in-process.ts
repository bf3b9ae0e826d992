import type { Hono } from 'hono';

const state = globalThis as unknown as { __api?: Hono; __loadApi?: () => Promise<unknown> };

/** The API this process serves (server/app/api.ts provides it), for callers that run inside it. */
export function provideInProcessApi<T extends Hono>(create: () => T): T {
  return (state.__api ??= create()) as T;
}

/**
 * How to create the API on first use where nothing has yet (tests/setup.ts: a test file that only
 * calls helpers), without this shared layer importing the top floor.
 */
export function provideInProcessApiLoader(load: () => Promise<unknown>): void {
  state.__loadApi = load;
}

export async function inProcessApi(): Promise<Hono> {
  if (!state.__api && state.__loadApi) await state.__loadApi();
  if (!state.__api) throw new Error('api: not created in this process (import @/server/app/api)');
  return state.__api;
}
