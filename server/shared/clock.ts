/**
 * The server's clock: services that decide on time (class sessions, issue 30) read `now()` here.
 * In production it is the system clock. The e2e server (TEST_ROUTES=1) may set a fixed instant or
 * an offset through the test-only route `POST /api/test/clock`, so a browser test with
 * Playwright's `page.clock` and the server agree on what time it is.
 */
const state = globalThis as unknown as { __clock?: { fixed?: number; offsetMs?: number } };

export function now(): Date {
  const clock = state.__clock;
  if (clock?.fixed !== undefined) return new Date(clock.fixed);
  return new Date(Date.now() + (clock?.offsetMs ?? 0));
}

/** Test routes only: a fixed instant (`at`) or the real clock again (undefined). */
export function setTestClock(at: number | undefined): void {
  state.__clock = at === undefined ? undefined : { fixed: at };
}
