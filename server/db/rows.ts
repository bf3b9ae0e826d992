import { type Placeholder, type Query, sql, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { runningUnderVitest } from '@/server/config';
import type { Db } from './client';

/** The rows of a raw `db.execute`: node-postgres answers {rows}, PGlite answers {rows} too, but typed apart. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/**
 * One figure a feature knows how to read (a wallet's balance, a club standing): its one-value
 * subquery and how to read the value. A feature exports the figure; whoever shows several reads
 * them together with `readFigures`, one round trip for all.
 *
 * The subquery is built from placeholders, never from the values: `key` names its SQL (the same key
 * always builds the same SQL), so a page's statement is built and turned into SQL text once per
 * process, and each render only fills in its values. Building it was about a twentieth of a
 * signed-in page's server time (issue 35). A figure whose SQL depends on an argument (a side, a
 * state) puts that argument in its key.
 */
export interface Figure<T> {
  key: string;
  values: Record<string, unknown>;
  build: (values: Record<string, Placeholder>) => SQLWrapper;
  read: (value: unknown) => T;
}

type Placeholders<V> = { [K in keyof V]: Placeholder<string, V[K]> };

export function figure<V extends Record<string, unknown>, T>(
  key: string,
  values: V,
  build: (values: Placeholders<V>) => SQLWrapper,
  read: (value: unknown) => T,
): Figure<T> {
  return { key, values, build: build as Figure<T>['build'], read };
}

type FigureValues<F> = { [K in keyof F]: F[K] extends Figure<infer T> ? T : never };

// Our databases use drizzle's default dialect (no casing option): the SQL is the same for every handle.
const dialect = new PgDialect();
const statements = new Map<string, Query>();
// Under the tests each read builds its statement again and checks it against the kept one, so a key
// that does not name all its SQL (an argument left out of it) fails the feature's tests.
const checkKeys = runningUnderVitest();

function buildStatement(figures: Record<string, Figure<unknown>>, names: string[]): Query {
  const columns = names.map((name) => {
    const placeholders = Object.fromEntries(Object.keys(figures[name]!.values).map((value) => [value, sql.placeholder(`${name}.${value}`)]));
    return sql`(${figures[name]!.build(placeholders)}) as ${sql.identifier(name)}`;
  });
  return dialect.sqlToQuery(sql`select ${sql.join(columns, sql`, `)}`);
}

function statementFor(figures: Record<string, Figure<unknown>>, names: string[]): Query {
  const shape = names.map((name) => `${name}=${figures[name]!.key}`).join('&');
  const kept = statements.get(shape);
  if (kept && !checkKeys) return kept;
  const built = buildStatement(figures, names);
  if (kept && kept.sql !== built.sql) throw new Error(`figures ${shape}: one key built two statements; put what changes the SQL in the key`);
  if (!kept) statements.set(shape, built);
  return kept ?? built;
}

/**
 * Several features' figures in one statement (`select (q1) as a, (q2) as b`), each read as its
 * feature reads it: one round trip where a page would otherwise make one per figure.
 */
export async function readFigures<F extends Record<string, Figure<unknown>>>(db: Db, figures: F): Promise<FigureValues<F>> {
  const names = Object.keys(figures);
  const values: Record<string, unknown> = {};
  for (const name of names) for (const [value, given] of Object.entries(figures[name]!.values)) values[`${name}.${value}`] = given;
  const prepared = db._.session.prepareQuery(statementFor(figures, names), undefined, undefined, false);
  const [row = {}] = rowsOf<Record<string, unknown>>(await prepared.execute(values));
  return Object.fromEntries(names.map((name) => [name, figures[name]!.read(row[name] ?? null)])) as FigureValues<F>;
}

/** A figure's value as a number: counts and sums arrive as numbers, or as text from a bigint. */
export const readNumber = (value: unknown): number => Number(value ?? 0);
