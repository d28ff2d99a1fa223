/**
 * A small map that forgets its least recently used entry past a limit: the renderer's caches, and the share
 * pages kept rendered.
 */
export function lruMap<Value>(limit: number) {
  const entries = new Map<string, Value>();
  return {
    get(key: string): Value | undefined {
      const value = entries.get(key);
      if (value !== undefined) {
        entries.delete(key);
        entries.set(key, value);
      }
      return value;
    },
    set(key: string, value: Value): void {
      entries.delete(key);
      entries.set(key, value);
      if (entries.size > limit) entries.delete(entries.keys().next().value!);
    },
    delete(key: string): void {
      entries.delete(key);
    },
  };
}
