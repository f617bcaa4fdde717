import { COLLECTION_BACKUP_PREFIX, COLLECTION_STORAGE_KEY, listBackups } from './backups';
import { COLLECTION_OWNER_KEY } from './lastSeen';
import { claimBrowserList, ownerUid, readOwner, releaseBrowserList, setKeepCopy, syncBaseKey, type OwnerStorage } from './browserOwner';

const at = new Date('2026-03-01T12:00:00.000Z');

function memoryStorage(): OwnerStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    get length() {
      return items.size;
    },
    key: (i) => [...items.keys()][i] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const kept = (storage: OwnerStorage) => (JSON.parse(storage.getItem(COLLECTION_STORAGE_KEY) ?? 'null') as { missing: string[] } | null)?.missing;
/** Every stored text, to look for a uid or a card in any key or value. */
const everything = (storage: { items: Map<string, string> }) => [...storage.items].flat().join('\n');

describe('the owner of the browser list', () => {
  it('is nobody until an account claims the list, then that account, with the signed-out list to give back', () => {
    const storage = memoryStorage();
    expect(readOwner(storage)).toBeNull();
    expect(claimBrowserList(storage, 'u-bob', ['a1-001'], at)).toBe(true);
    expect(readOwner(storage)).toEqual({ uid: 'u-bob', signedOut: ['a1-001'], signedOutFollows: [], keepCopy: false });
    expect(ownerUid(storage)).toBe('u-bob');
  });

  it('forgets every older sync base when an account claims the list (a base is valid only with its owner)', () => {
    const storage = memoryStorage();
    storage.setItem(syncBaseKey('u-bob'), '{}');
    storage.setItem(syncBaseKey('u-alice'), '{}');
    storage.setItem('tcgp.theme', 'dark');
    claimBrowserList(storage, 'u-bob', [], at);
    expect([...storage.items.keys()].sort()).toEqual([COLLECTION_OWNER_KEY, 'tcgp.theme']);
  });

  it('counts an unreadable record as owned by nobody that can be named', () => {
    const storage = memoryStorage();
    storage.setItem(COLLECTION_OWNER_KEY, '{"uid":');
    expect(ownerUid(storage)).toBeNull();
    expect(readOwner(storage)).toEqual({ uid: null, text: '{"uid":' });
  });
});

describe('sign-out clean-up', () => {
  it("gives back the decks the browser followed before the sign-in, and none of the account's", () => {
    const storage = memoryStorage();
    claimBrowserList(storage, 'u-alice', [], at, ['charizard-ex']);
    expect(releaseBrowserList(storage, ['a3-033'], at, ['mewtwo-ex'])).toEqual({ missing: [], follows: ['charizard-ex'] });
    expect(everything(storage)).not.toContain('mewtwo-ex');
    expect(everything(storage)).toContain('charizard-ex');
  });

  it("gives back the list the browser had before the sign-in: no key keeps the account's uid or cards", () => {
    const storage = memoryStorage();
    storage.setItem(COLLECTION_STORAGE_KEY, JSON.stringify({ version: 1, missing: ['a1-001'], updatedAt: at.toISOString() }));
    claimBrowserList(storage, 'u-alice', ['a1-001'], at);
    storage.setItem(COLLECTION_STORAGE_KEY, JSON.stringify({ version: 1, missing: ['a3-033', 'a3-033'], updatedAt: at.toISOString() }));
    storage.setItem(syncBaseKey('u-alice'), JSON.stringify({ base: { missing: ['a3-033'] } }));
    expect(releaseBrowserList(storage, ['a3-033', 'a3-033'], at)).toEqual({ missing: ['a1-001'], follows: [] });
    expect(kept(storage)).toEqual(['a1-001']);
    expect(everything(storage)).not.toContain('u-alice');
    expect(everything(storage)).not.toContain('a3-033');
    expect(readOwner(storage)).toBeNull();
  });

  it('leaves an empty list when the browser had none before', () => {
    const storage = memoryStorage();
    claimBrowserList(storage, 'u-alice', [], at);
    expect(releaseBrowserList(storage, ['a3-033'], at)).toEqual({ missing: [], follows: [] });
    expect(kept(storage)).toEqual([]);
  });

  it("keeps the account's list when the player chose to keep a copy; the signed-out list is put aside, not deleted", () => {
    const storage = memoryStorage();
    claimBrowserList(storage, 'u-alice', ['a1-001'], at);
    setKeepCopy(storage, true);
    expect(readOwner(storage)).toMatchObject({ keepCopy: true });
    expect(releaseBrowserList(storage, ['a3-033'], at)).toEqual({ missing: ['a3-033'], follows: [] });
    expect(kept(storage)).toEqual(['a3-033']);
    expect(listBackups(storage).map((b) => JSON.parse(b.text) as unknown)).toEqual([{ version: 1, missing: ['a1-001'], updatedAt: at.toISOString() }]);
    expect(everything(storage)).not.toContain('u-alice');
  });

  it('changes nothing but stale sync bases when no account owns the list', () => {
    const storage = memoryStorage();
    storage.setItem(COLLECTION_STORAGE_KEY, JSON.stringify({ version: 1, missing: ['a1-001'], updatedAt: at.toISOString() }));
    storage.setItem(syncBaseKey('u-bob'), '{}');
    expect(releaseBrowserList(storage, ['a1-001'], at)).toBeNull();
    expect(kept(storage)).toEqual(['a1-001']);
    expect(storage.getItem(syncBaseKey('u-bob'))).toBeNull();
  });

  it('puts an unreadable record aside and empties the list (nobody can tell whose it is)', () => {
    const storage = memoryStorage();
    storage.setItem(COLLECTION_OWNER_KEY, '{"uid":"u-x","signedOut":{"version":7}}');
    expect(releaseBrowserList(storage, ['a3-033'], at)).toEqual({ missing: [], follows: [] });
    expect(storage.getItem(COLLECTION_OWNER_KEY)).toBeNull();
    expect(storage.getItem(`${COLLECTION_BACKUP_PREFIX}${at.toISOString()}`)).toBe('{"uid":"u-x","signedOut":{"version":7}}');
  });
});
