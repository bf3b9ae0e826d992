import pg from 'pg';

/**
 * The PostgreSQL pass refuses a query sent to a client that is still running one: inside a
 * transaction the statements go one after another on one connection, and node-postgres only
 * queues the second (a deprecation since pg 8.19, an error in pg 9). A `Promise.all` of reads
 * given a transaction is the usual cause; each such call is recorded by its two statements (drizzle
 * starts a query from a microtask, so no frame of ours is on the stack) and fails the test that made it.
 */
type Busy = { _activeQuery?: unknown; _queryQueue?: unknown[] };
const seen: string[] = [];

export function refuseQueuedQueries(): void {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown; __guarded?: boolean };
  if (proto.__guarded) return;
  const query = proto.query;
  proto.query = function (this: Busy, ...args: unknown[]) {
    if (this._activeQuery || (this._queryQueue?.length ?? 0) > 0) {
      const running = (this._activeQuery ?? this._queryQueue?.[0]) as { text?: string } | undefined;
      const sent = args[0] as string | { text?: string };
      seen.push(`running: ${running?.text}\nsent: ${typeof sent === 'string' ? sent : sent?.text}`);
    }
    return query.apply(this, args);
  };
  proto.__guarded = true;
}

/** The queued queries since the last call (the statement running and the one sent), cleared. */
export function takeQueuedQueries(): string[] {
  return seen.splice(0);
}
