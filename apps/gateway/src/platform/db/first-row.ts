/**
 * The one row a lookup finds, or undefined: runs the query with `LIMIT 1`. Every "find by
 * key" query ends this way, so it is written once.
 */
export async function firstRow<Row>(query: {
  limit(count: number): PromiseLike<Row[]>;
}): Promise<Row | undefined> {
  const [row] = await query.limit(1);
  return row;
}
