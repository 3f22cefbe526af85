/**
 * A lookup table keyed by words people or pages write. A plain object also answers for the words its
 * prototype defines ("constructor", "toString"): a description opening "Constructor is an automated
 * tool…" read a function as the customer's segment and the reading failed. This table has no
 * prototype, so it holds only its own words.
 */
export function wordTable<T>(entries: Readonly<Record<string, T>>): Readonly<Record<string, T>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));
}
