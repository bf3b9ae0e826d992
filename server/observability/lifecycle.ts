/**
 * Process lifecycle shared by the server script (scripts/serve.ts) and the app bundle, which
 * load this module separately: the state lives on globalThis so both see the same flags.
 */
type Hook = () => Promise<void> | void;
const state = globalThis as unknown as { __lifecycle?: { shuttingDown: boolean; hooks: Hook[] } };
const lifecycle = (state.__lifecycle ??= { shuttingDown: false, hooks: [] });

export function isShuttingDown(): boolean {
  return lifecycle.shuttingDown;
}

/** Readiness turns false at once, so the load balancer stops sending new requests here. */
export function beginShutdown(): void {
  lifecycle.shuttingDown = true;
}

/** Resources (database pool, Redis) register how to close once requests in flight are done. */
export function onShutdown(hook: Hook): void {
  lifecycle.hooks.push(hook);
}

export async function runShutdownHooks(): Promise<void> {
  const hooks = lifecycle.hooks.splice(0);
  await Promise.allSettled(hooks.map((hook) => hook()));
}
