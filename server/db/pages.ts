/**
 * One page of a list read `size` rows at a time: `read` gets the window (one row more than a page,
 * which says whether another page follows) and the page's rows come back with `has_more`.
 */
export async function readPage<T>(
  page: number,
  size: number,
  read: (limit: number, offset: number) => PromiseLike<T[]>,
): Promise<{ rows: T[]; has_more: boolean }> {
  const rows = await read(size + 1, (page - 1) * size);
  return { rows: rows.slice(0, size), has_more: rows.length > size };
}
