import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '@/tests/db';
import type { DbHandle } from './client';
import { afterCommit, withAfterCommit } from './after-commit';
import { sql } from 'drizzle-orm';
import { rowsOf } from './rows';

let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDb();
  await handle.db.execute(sql`create table after_commit_probe (n int)`);
});
afterAll(() => handle.close());

/** What a second connection would read now: the committed rows only on PostgreSQL, here the same database. */
async function committedCount(): Promise<number> {
  return rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from after_commit_probe`))[0]!.n;
}

describe('work after a transaction commits', () => {
  it('runs queued work once the transaction has committed, with the change visible to it', async () => {
    const seen: number[] = [];
    await withAfterCommit(handle.db, async (tx) => {
      await tx.execute(sql`insert into after_commit_probe values (1)`);
      await afterCommit(tx, async () => {
        seen.push(await committedCount());
      });
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual([1]);
  });

  it('never runs it when the transaction rolls back', async () => {
    const seen: string[] = [];
    await expect(
      withAfterCommit(handle.db, async (tx) => {
        await afterCommit(tx, async () => {
          seen.push('ran');
        });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(seen).toEqual([]);
  });

  it('runs it at once outside such a transaction', async () => {
    const seen: string[] = [];
    await afterCommit(handle.db, async () => {
      seen.push('ran');
    });
    expect(seen).toEqual(['ran']);
  });
});
