import pg from 'pg';

/**
 * The PostgreSQL pass refuses a query sent to a client that is still running one: inside a
 * transaction the statements go one after another on one connection, and node-postgres only
 * queues the second (a deprecation since pg 8.19, an error in pg 9). A `Promise.all` of reads
 * given a transaction is the usual cause; each such call is recorded with its stack and fails
 * the test that made it.
 */
type Busy = { _activeQuery?: unknown; _queryQueue?: unknown[] };
const seen: Error[] = [];

export function refuseQueuedQueries(): void {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown; __guarded?: boolean };
  if (proto.__guarded) return;
  const query = proto.query;
  proto.query = function (this: Busy, ...args: unknown[]) {
    if (this._activeQuery || (this._queryQueue?.length ?? 0) > 0) {
      // drizzle's queries start from a microtask, so no frame of ours is on the stack: the two statements name the code.
      const running = (this._activeQuery ?? this._queryQueue?.[0]) as { text?: string } | undefined;
      const sent = args[0] as string | { text?: string };
      const error = new Error(
        `A query was sent to a PostgreSQL client still running another (run them one after another):\n  running: ${running?.text}\n  sent: ${typeof sent === 'string' ? sent : sent?.text}`,
      );
      seen.push(error);
    }
    return query.apply(this, args);
  };
  proto.__guarded = true;
}

/** The queued queries since the last call, cleared. */
export function takeQueuedQueries(): Error[] {
  return seen.splice(0);
}
