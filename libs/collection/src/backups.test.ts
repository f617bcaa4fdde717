import { COLLECTION_BACKUP_PREFIX, listBackups, putAside, removeBackup, salvageCollection, type BackupStorage } from './backups';
import { isSavableMissing } from './saved';

/** localStorage as far as backups use it, with an optional quota. */
function memoryStorage(quota = Infinity): BackupStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    get length() {
      return items.size;
    },
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      const used = [...items.values()].reduce((sum, v) => sum + v.length, 0);
      if (used + value.length > quota) throw new DOMException('full', 'QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key) => void items.delete(key),
  };
}

describe('lists put aside', () => {
  const at = new Date('2026-03-01T12:00:00.000Z');

  it('keeps the text exactly, under a key with the time it was put aside', () => {
    const storage = memoryStorage();
    expect(putAside(storage, '{"version":9', at)).toBe(`${COLLECTION_BACKUP_PREFIX}2026-03-01T12:00:00.000Z`);
    expect(listBackups(storage)).toEqual([
      { key: `${COLLECTION_BACKUP_PREFIX}2026-03-01T12:00:00.000Z`, movedAt: '2026-03-01T12:00:00.000Z', text: '{"version":9' },
    ]);
  });

  it('never writes over an earlier backup of the same moment, and lists the newest first', () => {
    const storage = memoryStorage();
    putAside(storage, 'first', at);
    putAside(storage, 'second', at);
    putAside(storage, 'later', new Date('2026-03-02T00:00:00.000Z'));
    storage.setItem('tcgp.theme', 'dark');
    expect(listBackups(storage).map((b) => b.text)).toEqual(['later', 'second', 'first']);
  });

  it('says so when the browser refuses the backup (full), so the original stays', () => {
    expect(putAside(memoryStorage(3), 'too long for the quota', at)).toBeNull();
  });

  it('removes only backup keys', () => {
    const storage = memoryStorage();
    const key = putAside(storage, 'x', at) as string;
    storage.setItem('tcgp.collection.v1', 'kept');
    expect(removeBackup(storage, 'tcgp.collection.v1')).toBe(false);
    expect(removeBackup(storage, key)).toBe(true);
    expect([...storage.items.keys()]).toEqual(['tcgp.collection.v1']);
  });

  it('lists nothing without a storage', () => {
    expect(listBackups(null)).toEqual([]);
  });
});

describe('what can be read of a damaged list', () => {
  it('takes the list of a document of a newer version', () => {
    expect(salvageCollection(JSON.stringify({ version: 9, missing: ['a1-001', 'a1-001', 'a2-010'], extra: true }))).toEqual({
      missing: ['a1-001', 'a1-001', 'a2-010'],
      dropped: 0,
    });
  });

  it('keeps two copies of a card, drops what is not a card id', () => {
    expect(salvageCollection(JSON.stringify({ version: 1, missing: ['a1-001', 'a1-001', 'a1-001', 'A1-9', 7, 'a2-010'] }))).toEqual({
      missing: ['a1-001', 'a1-001', 'a2-010'],
      dropped: 3,
    });
  });

  it('finds the quoted ids of a text cut short', () => {
    expect(salvageCollection('{"version":1,"missing":["a1-001","a2-010","a3-1')).toEqual({ missing: ['a1-001', 'a2-010'], dropped: 0 });
  });

  it('stops at 2,000 entries', () => {
    const ids = Array.from({ length: 1100 }, (_, i) => `a1-${String(i).padStart(3, '0')}`);
    const salvaged = salvageCollection(JSON.stringify({ missing: [...ids, ...ids] }));
    expect(salvaged.missing).toHaveLength(2000);
    expect(salvaged.dropped).toBe(200);
    expect(isSavableMissing(salvaged.missing)).toBe(true);
  });

  it('gives nothing from text with no card in it', () => {
    expect(salvageCollection('garbage')).toEqual({ missing: [], dropped: 0 });
  });
});
