import { claimBrowserList, releaseBrowserList } from './browserOwner';
import { COLLECTION_OWNER_KEY, LAST_SEEN_KEY, isNewerDataSet, readLastSeen, writeLastSeen } from './lastSeen';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    get length() {
      return items.size;
    },
    key: (i: number) => [...items.keys()][i] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the data set the player last saw', () => {
  it('is nothing on a first visit, then the date written', () => {
    const storage = memoryStorage();
    expect(readLastSeen(storage)).toBeNull();
    writeLastSeen(storage, '2026-06-22');
    expect(readLastSeen(storage)).toBe('2026-06-22');
    expect(JSON.parse(storage.getItem(LAST_SEEN_KEY) ?? 'null')).toEqual({ visitor: '2026-06-22' });
  });

  it("is the account's own while an account owns the browser's list, and goes with it at sign-out (no uid kept)", () => {
    const storage = memoryStorage();
    writeLastSeen(storage, '2026-06-01');
    claimBrowserList(storage, 'u-ash', []);
    expect(readLastSeen(storage)).toBeNull();
    writeLastSeen(storage, '2026-06-29');
    expect(readLastSeen(storage)).toBe('2026-06-29');
    expect(storage.getItem(LAST_SEEN_KEY)).not.toContain('u-ash');
    releaseBrowserList(storage, []);
    expect(storage.getItem(COLLECTION_OWNER_KEY)).toBeNull();
    expect(readLastSeen(storage)).toBe('2026-06-01');
    expect(JSON.parse(storage.getItem(LAST_SEEN_KEY) ?? 'null')).toEqual({ visitor: '2026-06-01' });
  });

  it('counts an unreadable value as nothing seen, and replaces it on the next write', () => {
    const storage = memoryStorage();
    storage.setItem(LAST_SEEN_KEY, '{"visitor":');
    expect(readLastSeen(storage)).toBeNull();
    storage.setItem(LAST_SEEN_KEY, JSON.stringify({ visitor: 'yesterday' }));
    expect(readLastSeen(storage)).toBeNull();
    writeLastSeen(storage, '2026-06-29');
    expect(readLastSeen(storage)).toBe('2026-06-29');
  });

  it('tells a newer data set: a later date only, never on a first visit', () => {
    expect(isNewerDataSet('2026-06-22', '2026-06-29')).toBe(true);
    expect(isNewerDataSet('2026-06-29', '2026-06-29')).toBe(false);
    expect(isNewerDataSet('2026-06-30', '2026-06-29')).toBe(false);
    expect(isNewerDataSet(null, '2026-06-29')).toBe(false);
  });
});
