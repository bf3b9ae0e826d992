import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client';

type Reads = readonly (() => PromiseLike<unknown>)[];
type Answers<R extends Reads> = { -readonly [K in keyof R]: Awaited<ReturnType<R[K]>> };

/**
 * Reads that do not depend on each other: at once on the pool (each on its own connection), one
 * after another inside a transaction, whose one connection runs one statement at a time
 * (node-postgres only queues the rest, a deprecation since pg 8.19 and an error in pg 9; the
 * PostgreSQL test pass refuses it, tests/one-query-per-client.ts). Each read is a function, so
 * none starts before its turn.
 */
export async function together<const R extends Reads>(db: Db, reads: R): Promise<Answers<R>> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Answers<R>;
  const answers: unknown[] = [];
  for (const read of reads) answers.push(await read());
  return answers as Answers<R>;
}
