import type { Db } from './client';

/**
 * Work that must wait until a transaction has committed: forgetting a cached page, which a reader
 * would otherwise fill again from the rows not yet committed (the old ones) and keep for minutes.
 * Inside `withAfterCommit` the work is queued and runs once the transaction has committed (never if
 * it rolled back); anywhere else (no transaction of this kind) it runs at once.
 */
type Work = () => Promise<void>;
const queues = new WeakMap<object, Work[]>();

export async function withAfterCommit<R>(db: Db, act: (tx: Db) => Promise<R>): Promise<R> {
  const queued: Work[] = [];
  const result = await db.transaction(async (raw) => {
    const tx = raw as unknown as Db;
    queues.set(tx, queued);
    return act(tx);
  });
  for (const work of queued) await work();
  return result;
}

export async function afterCommit(db: Db, work: Work): Promise<void> {
  const queue = queues.get(db);
  if (queue) queue.push(work);
  else await work();
}
