import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '@/tests/db';
import type { DbHandle } from './client';
import { together } from './together';

let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDb();
});
afterAll(() => handle.close());

/** Two reads that log when they start and end; the first takes a while. */
function reads(log: string[]) {
  const read = (name: string, ms: number, value: number) => async () => {
    log.push(`${name} starts`);
    await new Promise((resolve) => setTimeout(resolve, ms));
    log.push(`${name} ends`);
    return value;
  };
  return [read('first', 20, 1), read('second', 0, 2)] as const;
}

describe('reads together', () => {
  it('starts them at once on the pool, answering in order', async () => {
    const log: string[] = [];
    expect(await together(handle.db, reads(log))).toEqual([1, 2]);
    expect(log).toEqual(['first starts', 'second starts', 'second ends', 'first ends']);
  });

  it('runs them one after another inside a transaction, answering in order', async () => {
    const log: string[] = [];
    const answers = await handle.db.transaction(async (tx) => together(tx, reads(log)));
    expect(answers).toEqual([1, 2]);
    expect(log).toEqual(['first starts', 'first ends', 'second starts', 'second ends']);
  });
});
