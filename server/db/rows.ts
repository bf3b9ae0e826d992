/** The rows of a raw `db.execute`: node-postgres answers {rows}, PGlite answers {rows} too, but typed apart. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}
