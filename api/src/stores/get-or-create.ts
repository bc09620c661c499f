/** The entry of `map` at `key`, created (and stored) by `create` when there is none yet. */
export function getOrCreate<K, V>(map: Map<K, V>, key: K, create: () => V): V {
  let entry = map.get(key);
  if (entry === undefined) {
    entry = create();
    map.set(key, entry);
  }
  return entry;
}
