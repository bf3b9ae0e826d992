import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from './client';

/** The rows of a raw `db.execute`: node-postgres answers {rows}, PGlite answers {rows} too, but typed apart. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/**
 * One figure a feature knows how to read (a wallet's balance, a club standing): its one-value
 * subquery and how to read the value. A feature exports the figure; whoever shows several reads
 * them together with `readFigures`, one round trip for all.
 */
export interface Figure<T> {
  query: SQLWrapper;
  read: (value: unknown) => T;
}

export function figure<T>(query: SQLWrapper, read: (value: unknown) => T): Figure<T> {
  return { query, read };
}

type FigureValues<F> = { [K in keyof F]: F[K] extends Figure<infer T> ? T : never };

/**
 * Several features' figures in one statement (`select (q1) as a, (q2) as b`), each read as its
 * feature reads it: one round trip where a page would otherwise make one per figure.
 */
export async function readFigures<F extends Record<string, Figure<unknown>>>(db: Db, figures: F): Promise<FigureValues<F>> {
  const names = Object.keys(figures);
  const columns = sql.join(
    names.map((name) => sql`(${figures[name]!.query}) as ${sql.identifier(name)}`),
    sql`, `,
  );
  const [row = {}] = rowsOf<Record<string, unknown>>(await db.execute(sql`select ${columns}`));
  return Object.fromEntries(names.map((name) => [name, figures[name]!.read(row[name] ?? null)])) as FigureValues<F>;
}

/** A figure's value as a number: counts and sums arrive as numbers, or as text from a bigint. */
export const readNumber = (value: unknown): number => Number(value ?? 0);
