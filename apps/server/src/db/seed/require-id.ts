/** Looks a key up and fails loudly: a typo in demo data should stop the seed, not insert a null. */
export function requireId<K>(ids: ReadonlyMap<K, number>, key: K): number {
  const id = ids.get(key);
  if (id === undefined) throw new Error(`seed data refers to unknown key ${String(key)}`);
  return id;
}
