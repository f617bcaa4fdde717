import type { SyncBaseStorage } from '../features/collection-sync/syncOptions';

/** localStorage in memory, with its entries to look at. */
export function memoryStorage(): SyncBaseStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get length() {
      return data.size;
    },
    key: (i) => [...data.keys()][i] ?? null,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}
