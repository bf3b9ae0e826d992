import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '@/tests/db';
import type { DbHandle } from './client';
import { figure, readFigures, readNumber, rowsOf } from './rows';

let handle: DbHandle;
beforeAll(async () => {
  handle = await openTestDb();
  await handle.db.execute(sql`create table figure_probe (owner int, amount int, at timestamptz)`);
  await handle.db.execute(sql`insert into figure_probe values (1, 10, '2026-01-01T00:00:00Z'), (1, 5, '2026-06-01T00:00:00Z'), (2, 7, '2026-06-01T00:00:00Z')`);
});
afterAll(() => handle.close());

const total = (owner: number) =>
  figure('probe.total', { owner }, (v) => sql`select coalesce(sum(amount), 0)::int from figure_probe where owner = ${v.owner}`, readNumber);
const since = (owner: number, from: Date) =>
  figure('probe.since', { owner, from }, (v) => sql`select count(*)::int from figure_probe where owner = ${v.owner} and at >= ${v.from}`, readNumber);

describe('figures read together', () => {
  it('answers each read with its own values, though the statement is built once', async () => {
    expect(await readFigures(handle.db, { a: total(1), b: total(2) })).toEqual({ a: 15, b: 7 });
    expect(await readFigures(handle.db, { a: total(2), b: total(1) })).toEqual({ a: 7, b: 15 });
    expect(await readFigures(handle.db, { a: total(3), b: total(3) })).toEqual({ a: 0, b: 0 });
  });

  it('passes dates as values and tells figures of one shape apart by their names', async () => {
    const march = new Date('2026-03-01T00:00:00Z');
    expect(await readFigures(handle.db, { all: since(1, new Date(0)), later: since(1, march), other: total(2) })).toEqual({ all: 2, later: 1, other: 7 });
    expect(await readFigures(handle.db, { all: since(2, new Date(0)), later: since(2, march), other: total(1) })).toEqual({ all: 1, later: 1, other: 15 });
  });

  it('reads inside a transaction as outside it', async () => {
    await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into figure_probe values (2, 100, now())`);
        expect(await readFigures(tx, { b: total(2) })).toEqual({ b: 107 });
        tx.rollback();
      })
      .catch(() => undefined);
    expect(rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from figure_probe where owner = 2`))[0]!.n).toBe(1);
  });

  it('refuses, under the tests, a key that names two statements', async () => {
    const byColumn = (column: 'owner' | 'amount') =>
      figure('probe.by-column', { n: 1 }, (v) => sql`select count(*)::int from figure_probe where ${sql.identifier(column)} = ${v.n}`, readNumber);
    await readFigures(handle.db, { n: byColumn('owner') });
    await expect(readFigures(handle.db, { n: byColumn('amount') })).rejects.toThrow(/one key built two statements/);
  });
});
