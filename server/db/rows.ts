import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from './client';

/** The rows of a raw `db.execute`: node-postgres answers {rows}, PGlite answers {rows} too, but typed apart. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/**
 * Several one-value subqueries answered by one statement (`select (q1) as a, (q2) as b`): one round
 * trip where a page would otherwise make one per figure. Each subquery selects one column of one row.
 */
export async function selectEach<T extends object>(db: Db, subqueries: { [K in keyof T]: SQLWrapper }): Promise<Partial<T>> {
  const columns = sql.join(
    Object.entries(subqueries).map(([name, query]) => sql`(${query}) as ${sql.identifier(name)}`),
    sql`, `,
  );
  const [row] = rowsOf<T>(await db.execute(sql`select ${columns}`));
  return row ?? {};
}
