import type { Db } from "./client.ts";

/**
 * A query built once per database and prepared by name. Building a drizzle query costs far more
 * CPU than running a simple one, so the queries on every request's path are built only once.
 */
export function preparedQuery<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const cache = new WeakMap<Db, Query>();
  return (db) => {
    let query = cache.get(db);
    if (!query) {
      query = build(db);
      cache.set(db, query);
    }
    return query;
  };
}
