import {
  addMissing,
  clearMissing,
  createAppStore,
  followChanged,
  removeMissing,
  replaceMissing,
  rootReducer,
  selectFollowedDecks,
  selectMissingIds,
  userChanged,
  type User,
} from 'shared-contracts';
import { COLLECTION_OWNER_KEY, COLLECTION_STORAGE_KEY, claimBrowserList, ownerUid, releaseBrowserList } from '@tcgp/collection';
import { startCollectionSync, syncBaseKey, DEFAULT_SYNC_TIMING, type SyncBaseStorage } from './collectionSync';
import { conflictAnswered, selectCollectionSync } from './collectionSyncSlice';
import { createMemoryCollectionStore, type MemoryCollectionStore } from './memoryCollectionStore';
import { memoryStorage } from '../../testing/memoryStorage';

const ash: User = { uid: 'u-ash', displayName: 'Ash', email: null, photoURL: null };
const misty: User = { uid: 'u-misty', displayName: 'Misty', email: null, photoURL: null };
const TIMING = { debounceMs: 100, retryDelaysMs: [1000, 4000], pollMs: 60_000 };
const NOW = () => new Date('2026-03-01T12:00:00Z');
const saved = (missing: string[], updatedAt = '2026-02-01T08:00:00.000Z') => ({ version: 1 as const, missing, updatedAt });

/** A page: its window (events), its document (visibility) and whether the browser is online. */
function fakePage() {
  const events = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const net = { online: true };
  return { events, doc, net };
}

interface SetupOptions {
  local?: string[];
  remote?: Record<string, string[]>;
  signedIn?: User | null;
  failFirst?: number;
  /** Another device's page on the same account store. */
  memory?: MemoryCollectionStore;
  storage?: SyncBaseStorage | null;
  now?: () => Date;
}

function setup(options: SetupOptions = {}) {
  const store = createAppStore(options.local ? { missingCards: { ids: options.local, lastChange: null } } : undefined);
  const memory: MemoryCollectionStore =
    options.memory ?? createMemoryCollectionStore(Object.fromEntries(Object.entries(options.remote ?? {}).map(([uid, m]) => [uid, saved(m)])));
  memory.failNext(options.failFirst ?? 0);
  const { events, doc, net } = fakePage();
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const stop = startCollectionSync(store, rootReducer, {
    collectionStore: () => memory,
    timing: TIMING,
    now: options.now ?? NOW,
    events: events as unknown as Window,
    page: doc as unknown as Document,
    isOnline: () => net.online,
    baseStorage: options.storage ?? null,
  });
  if (options.signedIn !== null) store.dispatch(userChanged(options.signedIn ?? ash));
  const status = () => selectCollectionSync(store.getState()).status;
  const ids = () => selectMissingIds(store.getState());
  const remote = (uid = ash.uid) => memory.docs.get(uid)?.missing;
  const loads = () => memory.calls.filter((c) => c.method === 'load').length;
  const saves = () => memory.calls.filter((c) => c.method === 'save').length;
  return { store, memory, events, doc, net, stop, status, ids, remote, loads, saves, warn };
}

const sorted = (list: readonly string[] | undefined) => [...(list ?? [])].sort();

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('collection sync on sign-in', () => {
  it('has sensible defaults: a short debounce, back-off up to a minute, a look at the account every 5 minutes', () => {
    expect(DEFAULT_SYNC_TIMING.debounceMs).toBeLessThanOrEqual(2000);
    expect(DEFAULT_SYNC_TIMING.retryDelaysMs).toEqual([2000, 5000, 15_000, 30_000, 60_000]);
    expect(DEFAULT_SYNC_TIMING.pollMs).toBeLessThanOrEqual(5 * 60_000);
  });

  it('is off while signed out, and reads nothing', async () => {
    const s = setup({ signedIn: null, local: ['a1-001'] });
    await jest.advanceTimersByTimeAsync(1000);
    expect(s.status()).toBe('off');
    expect(s.memory.calls).toEqual([]);
  });

  it('uploads this device list when nothing is saved yet', async () => {
    const s = setup({ local: ['a1-001', 'a1-001'] });
    await jest.advanceTimersByTimeAsync(0);
    expect(s.remote()).toEqual(['a1-001', 'a1-001']);
    expect(s.memory.docs.get(ash.uid)?.updatedAt).toBe('2026-03-01T12:00:00.000Z');
    expect(s.status()).toBe('synced');
  });

  it('takes the saved list on a device without one (a fresh browser), without saving it back', async () => {
    const s = setup({ local: [], remote: { [ash.uid]: ['a2-010', 'a2-010'] } });
    await jest.advanceTimersByTimeAsync(500);
    expect(s.ids()).toEqual(['a2-010', 'a2-010']);
    expect(s.store.getState().missingCards.lastChange).toBeNull();
    expect(s.status()).toBe('synced');
    expect(s.memory.calls.map((c) => c.method)).toEqual(['load']);
  });

  it('does nothing more when both lists hold the same cards', async () => {
    const s = setup({ local: ['a1-002', 'a1-001'], remote: { [ash.uid]: ['a1-001', 'a1-002'] } });
    await jest.advanceTimersByTimeAsync(500);
    expect(s.status()).toBe('synced');
    expect(s.memory.calls.map((c) => c.method)).toEqual(['load']);
  });

  it.each([
    // This device: a1-001, then a3-003 marked while the question is open; saved: a2-010 twice.
    ['device', ['a1-001', 'a3-003']],
    ['saved', ['a2-010', 'a2-010']],
    ['merge', ['a1-001', 'a3-003', 'a2-010', 'a2-010']],
  ] as const)('asks when both lists differ, overwrites nothing until the answer, then applies "%s"', async (choice, expected) => {
    const s = setup({ local: ['a1-001'], remote: { [ash.uid]: ['a2-010', 'a2-010'] } });
    await jest.advanceTimersByTimeAsync(0);
    expect(s.status()).toBe('conflict');
    expect(selectCollectionSync(s.store.getState()).conflict).toEqual({ kind: 'differ', saved: ['a2-010', 'a2-010'], updatedAt: '2026-02-01T08:00:00.000Z' });
    // Changes made meanwhile are not saved over the account's list.
    s.store.dispatch(addMissing('a3-003'));
    await jest.advanceTimersByTimeAsync(5000);
    expect(s.remote()).toEqual(['a2-010', 'a2-010']);
    s.store.dispatch(conflictAnswered(choice));
    await jest.advanceTimersByTimeAsync(0);
    expect(s.ids()).toEqual(expected);
    expect(s.remote()).toEqual(expected);
    expect(s.status()).toBe('synced');
    expect(selectCollectionSync(s.store.getState()).conflict).toBeNull();
    // Taking the saved list or merging replaced this device's list: Undo can bring it back.
    expect(s.store.getState().missingCards.lastChange?.kind).toBe(choice === 'device' ? 'add' : 'replace');
  });
});

describe('collection sync afterwards', () => {
  it('saves changes debounced: one save for a burst of marks', async () => {
    const s = setup({ local: [], remote: {} });
    await jest.advanceTimersByTimeAsync(0);
    const saves = () => s.memory.calls.filter((c) => c.method === 'save').length;
    const after = saves();
    s.store.dispatch(addMissing('a1-001'));
    await jest.advanceTimersByTimeAsync(50);
    s.store.dispatch(addMissing('a1-002'));
    await jest.advanceTimersByTimeAsync(50);
    expect(saves()).toBe(after);
    await jest.advanceTimersByTimeAsync(100);
    expect(saves()).toBe(after + 1);
    expect(s.remote()).toEqual(['a1-001', 'a1-002']);
  });

  it('keeps the local list when a save fails, says so, retries with back-off, and at once when back online', async () => {
    const s = setup({ local: [], remote: {} });
    await jest.advanceTimersByTimeAsync(0);
    s.memory.failNext(2);
    s.store.dispatch(addMissing('a1-001'));
    await jest.advanceTimersByTimeAsync(100);
    expect(s.status()).toBe('retrying');
    expect(s.ids()).toEqual(['a1-001']);
    expect(s.warn).toHaveBeenCalled();
    // First retry after 1 s fails too; the next waits 4 s.
    await jest.advanceTimersByTimeAsync(1000);
    expect(s.status()).toBe('retrying');
    await jest.advanceTimersByTimeAsync(3000);
    expect(s.remote()).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1000);
    expect(s.remote()).toEqual(['a1-001']);
    expect(s.status()).toBe('synced');

    s.memory.failNext(1);
    s.store.dispatch(addMissing('a1-002'));
    await jest.advanceTimersByTimeAsync(100);
    expect(s.status()).toBe('retrying');
    s.events.dispatchEvent(new Event('online'));
    await jest.advanceTimersByTimeAsync(0);
    expect(s.remote()).toEqual(['a1-001', 'a1-002']);
    expect(s.status()).toBe('synced');
  });

  it('retries a failed load the same way, and never uploads before it knows the saved list', async () => {
    const s = setup({ local: ['a1-001'], remote: { [ash.uid]: ['a2-010'] }, failFirst: 1 });
    await jest.advanceTimersByTimeAsync(0);
    expect(s.status()).toBe('retrying');
    expect(s.remote()).toEqual(['a2-010']);
    // The retry after 1 s reads the saved list: they differ, so the player is asked.
    await jest.advanceTimersByTimeAsync(1000);
    expect(s.status()).toBe('conflict');
    await jest.advanceTimersByTimeAsync(10_000);
    expect(s.remote()).toEqual(['a2-010']);
    expect(s.memory.calls.map((c) => c.method)).toEqual(['load', 'load']);
  });

  it('stops on sign-out (the list stays on the device) and starts again for the next user', async () => {
    const s = setup({ local: ['a1-001'], remote: {} });
    await jest.advanceTimersByTimeAsync(0);
    s.store.dispatch(userChanged(null));
    expect(s.status()).toBe('off');
    s.store.dispatch(addMissing('a1-002'));
    await jest.advanceTimersByTimeAsync(1000);
    expect(s.remote()).toEqual(['a1-001']);
    expect(s.ids()).toEqual(['a1-001', 'a1-002']);
    s.store.dispatch(userChanged(misty));
    await jest.advanceTimersByTimeAsync(0);
    expect(s.remote(misty.uid)).toEqual(['a1-001', 'a1-002']);
  });

  it('drops an answer that arrives after the user signed out', async () => {
    const s = setup({ local: [], remote: { [ash.uid]: ['a2-010'] } });
    s.store.dispatch(userChanged(null));
    await jest.advanceTimersByTimeAsync(0);
    expect(s.ids()).toEqual([]);
    expect(s.status()).toBe('off');
  });
});

describe('two devices, one list', () => {
  /** Two pages signed in as Ash on one account store, both synced on `[a1-001]`. */
  async function twoDevices() {
    const memory = createMemoryCollectionStore({ [ash.uid]: saved(['a1-001']) });
    const phone = setup({ local: ['a1-001'], memory });
    const laptop = setup({ local: ['a1-001'], memory });
    await jest.advanceTimersByTimeAsync(0);
    expect([phone.status(), laptop.status()]).toEqual(['synced', 'synced']);
    return { memory, phone, laptop };
  }

  it('two-device race loses nothing: both mark a card at once, both pages end with both cards', async () => {
    const { memory, phone, laptop } = await twoDevices();
    phone.store.dispatch(addMissing('a1-002'));
    laptop.store.dispatch(addMissing('a1-003'));
    await jest.advanceTimersByTimeAsync(100);
    // One save was refused (the other device saved first), merged and saved again: never last-writer-wins.
    expect(sorted(memory.docs.get(ash.uid)?.missing)).toEqual(['a1-001', 'a1-002', 'a1-003']);
    // The page that saved first learns of the other's card when it gets the focus.
    phone.events.dispatchEvent(new Event('focus'));
    laptop.events.dispatchEvent(new Event('focus'));
    await jest.advanceTimersByTimeAsync(0);
    expect(sorted(phone.ids())).toEqual(['a1-001', 'a1-002', 'a1-003']);
    expect(sorted(laptop.ids())).toEqual(['a1-001', 'a1-002', 'a1-003']);
    expect([phone.status(), laptop.status()]).toEqual(['synced', 'synced']);
    // Nobody's change was replaced (different cards): nothing to tell.
    expect([selectCollectionSync(phone.store.getState()).replaced, selectCollectionSync(laptop.store.getState()).replaced]).toEqual([[], []]);
  });

  it("takes the other device's change when the page becomes visible again, as a sync (not undoable, not saved back)", async () => {
    const { phone, laptop } = await twoDevices();
    laptop.store.dispatch(addMissing('a2-010'));
    await jest.advanceTimersByTimeAsync(100);
    const saves = phone.saves();
    phone.doc.visibilityState = 'hidden';
    phone.doc.dispatchEvent(new Event('visibilitychange'));
    await jest.advanceTimersByTimeAsync(0);
    expect(phone.ids()).toEqual(['a1-001']);
    phone.doc.visibilityState = 'visible';
    phone.doc.dispatchEvent(new Event('visibilitychange'));
    await jest.advanceTimersByTimeAsync(0);
    expect(phone.ids()).toEqual(['a1-001', 'a2-010']);
    expect(phone.store.getState().missingCards.lastChange).toBeNull();
    await jest.advanceTimersByTimeAsync(1000);
    expect(phone.saves()).toBe(saves);
    expect(phone.status()).toBe('synced');
  });

  it('asks the account every pollMs while the page is visible, and not while it is hidden', async () => {
    const { phone, laptop } = await twoDevices();
    laptop.store.dispatch(removeMissing('a1-001'));
    await jest.advanceTimersByTimeAsync(100);
    // Only the phone's reads count from here (both pages share the account store).
    laptop.stop();
    const loads = phone.loads();
    phone.doc.visibilityState = 'hidden';
    await jest.advanceTimersByTimeAsync(TIMING.pollMs);
    expect(phone.loads()).toBe(loads);
    phone.doc.visibilityState = 'visible';
    await jest.advanceTimersByTimeAsync(TIMING.pollMs);
    expect(phone.loads()).toBe(loads + 1);
    expect(phone.ids()).toEqual([]);
  });

  it('merges per card when both changed since the last sync: one-sided changes survive, the later change wins a card both changed', async () => {
    let clock = new Date('2026-03-01T12:00:00Z');
    const memory = createMemoryCollectionStore({ [ash.uid]: saved(['a1-001', 'a2-010']) });
    const phone = setup({ local: ['a1-001', 'a2-010'], memory, now: () => clock });
    await jest.advanceTimersByTimeAsync(0);
    // Offline for a while: the phone removes a1-001 and marks a3-003 (12:00).
    phone.memory.failNext(Number.POSITIVE_INFINITY);
    phone.net.online = false;
    phone.events.dispatchEvent(new Event('offline'));
    phone.store.dispatch(removeMissing('a1-001'));
    phone.store.dispatch(addMissing('a3-003'));
    await jest.advanceTimersByTimeAsync(100);
    expect(phone.status()).toBe('offline');
    // Meanwhile another device (12:05) marks a second copy of a1-001 and removes a2-010.
    memory.failNext(0);
    await memory.save(ash.uid, saved(['a1-001', 'a1-001'], '2026-03-01T12:05:00.000Z'), memory.versions.get(ash.uid) ?? null);
    clock = new Date('2026-03-01T12:10:00Z');
    phone.net.online = true;
    phone.events.dispatchEvent(new Event('online'));
    await jest.advanceTimersByTimeAsync(0);
    // a1-001: changed on both sides, the other device's change is later -> 2; a2-010: removed there; a3-003: marked here.
    expect(sorted(phone.ids())).toEqual(['a1-001', 'a1-001', 'a3-003']);
    expect(sorted(phone.remote())).toEqual(['a1-001', 'a1-001', 'a3-003']);
    expect(phone.status()).toBe('synced');
    // The phone's removal of a1-001 lost to the later change: the player is told, with its value (0) to re-apply.
    expect(selectCollectionSync(phone.store.getState()).replaced).toEqual([{ cardId: 'a1-001', copies: 0 }]);
  });

  it("saves this device's change when only it changed, over the version it read", async () => {
    const { memory, phone } = await twoDevices();
    const version = memory.versions.get(ash.uid);
    phone.store.dispatch(addMissing('a1-004'));
    expect(phone.status()).toBe('saving');
    await jest.advanceTimersByTimeAsync(100);
    expect(phone.remote()).toEqual(['a1-001', 'a1-004']);
    expect(memory.versions.get(ash.uid)).not.toBe(version);
    expect(phone.status()).toBe('synced');
  });
});

describe('a store that can be watched (Firestore: a snapshot listener)', () => {
  /** Two pages signed in as Ash on one watchable account store, both synced on `[a1-001]`. */
  async function twoWatchedDevices() {
    const memory = createMemoryCollectionStore({ [ash.uid]: saved(['a1-001']) }, { live: true });
    const phone = setup({ local: ['a1-001'], memory });
    const laptop = setup({ local: ['a1-001'], memory });
    await jest.advanceTimersByTimeAsync(0);
    expect([phone.status(), laptop.status()]).toEqual(['synced', 'synced']);
    return { memory, phone, laptop };
  }

  it("takes another device's save at once, without the focus and without waiting for the poll", async () => {
    const { memory, phone, laptop } = await twoWatchedDevices();
    expect(memory.watching(ash.uid)).toBe(2);
    laptop.store.dispatch(addMissing('a2-010'));
    // The laptop's save, then the phone's notice settles.
    await jest.advanceTimersByTimeAsync(2 * TIMING.debounceMs);
    expect(phone.ids()).toEqual(['a1-001', 'a2-010']);
    expect(phone.store.getState().missingCards.lastChange).toBeNull();
    expect(phone.status()).toBe('synced');

    // A burst of saves elsewhere gives one read (only the phone's reads count from here).
    laptop.stop();
    const loads = phone.loads();
    memory.plant(ash.uid, saved(['a1-001', 'a2-010', 'a3-003'], '2026-03-01T12:01:00.000Z'));
    await jest.advanceTimersByTimeAsync(TIMING.debounceMs / 2);
    memory.plant(ash.uid, saved(['a1-001', 'a2-010', 'a3-003', 'a4-004'], '2026-03-01T12:02:00.000Z'));
    await jest.advanceTimersByTimeAsync(TIMING.debounceMs);
    expect(phone.loads()).toBe(loads + 1);
    expect(phone.ids()).toEqual(['a1-001', 'a2-010', 'a3-003', 'a4-004']);
    // Taken, not saved back.
    expect(memory.calls.at(-1)?.method).toBe('load');
  });

  it('stops watching on sign-out and when the sync stops', async () => {
    const { memory, phone, laptop } = await twoWatchedDevices();
    phone.store.dispatch(userChanged(null));
    expect(memory.watching(ash.uid)).toBe(1);
    laptop.stop();
    expect(memory.watching(ash.uid)).toBe(0);
    const loads = phone.loads();
    memory.plant(ash.uid, saved(['a2-010'], '2026-03-01T12:01:00.000Z'));
    await jest.advanceTimersByTimeAsync(1000);
    expect(phone.loads()).toBe(loads);
    expect(phone.ids()).toEqual(['a1-001']);
  });

  it('falls back to the poll when the listener fails, without breaking the sync', async () => {
    const { memory, phone, laptop } = await twoWatchedDevices();
    laptop.stop();
    memory.failWatchers(Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' }));
    expect(phone.warn).toHaveBeenCalledWith(expect.stringContaining('live updates'), expect.any(Error));
    memory.plant(ash.uid, saved(['a2-010'], '2026-03-01T12:01:00.000Z'));
    await jest.advanceTimersByTimeAsync(1000);
    expect(phone.ids()).toEqual(['a1-001']);
    expect(phone.status()).toBe('synced');
    await jest.advanceTimersByTimeAsync(TIMING.pollMs);
    expect(phone.ids()).toEqual(['a2-010']);
    // Saving still works.
    phone.store.dispatch(addMissing('a3-003'));
    await jest.advanceTimersByTimeAsync(TIMING.debounceMs);
    expect(phone.remote()).toEqual(['a2-010', 'a3-003']);
    expect(phone.status()).toBe('synced');
  });
});

describe('a merge over the limit of a list', () => {
  it('asks the player instead of saving (never a retry loop), and the merge choice asks again', async () => {
    // Each side holds 1,000 cards twice (2,000 entries, the limit); together they would hold 4,000.
    const cards = (prefix: string) =>
      Array.from({ length: 1000 }, (_, i) => `${prefix}${i % 10}-${String(Math.floor(i / 10)).padStart(3, '0')}`).flatMap((id) => [id, id]);
    const memory = createMemoryCollectionStore({ [ash.uid]: saved([]) });
    const phone = setup({ local: [], memory });
    await jest.advanceTimersByTimeAsync(0);
    expect(phone.status()).toBe('synced');
    await memory.save(ash.uid, saved(cards('b'), '2026-03-01T12:05:00.000Z'), memory.versions.get(ash.uid) ?? null);
    phone.store.dispatch(addMissing(cards('a')));
    await jest.advanceTimersByTimeAsync(100);
    const sync = selectCollectionSync(phone.store.getState());
    expect(sync.conflict).toMatchObject({ kind: 'differ' });
    expect(phone.ids()).toHaveLength(2000);
    const saves = phone.saves();
    await jest.advanceTimersByTimeAsync(120_000);
    expect(phone.saves()).toBe(saves);
    phone.store.dispatch(conflictAnswered('merge'));
    await jest.advanceTimersByTimeAsync(100);
    expect(selectCollectionSync(phone.store.getState()).conflict).toMatchObject({ kind: 'differ' });
    phone.store.dispatch(conflictAnswered('device'));
    await jest.advanceTimersByTimeAsync(100);
    expect(sorted(phone.remote())).toEqual(sorted(cards('a')));
    expect(phone.status()).toBe('synced');
  });
});

describe('the status while the browser is offline', () => {
  it('says offline (not retrying) while offline, keeps the change, and saves it at once when back online', async () => {
    const s = setup({ local: [], remote: {} });
    await jest.advanceTimersByTimeAsync(0);
    s.net.online = false;
    s.events.dispatchEvent(new Event('offline'));
    expect(s.status()).toBe('offline');
    s.memory.failNext(Number.POSITIVE_INFINITY);
    s.store.dispatch(addMissing('a1-001'));
    await jest.advanceTimersByTimeAsync(5000);
    expect(s.status()).toBe('offline');
    expect(s.ids()).toEqual(['a1-001']);
    s.memory.failNext(0);
    s.net.online = true;
    s.events.dispatchEvent(new Event('online'));
    await jest.advanceTimersByTimeAsync(0);
    expect(s.remote()).toEqual(['a1-001']);
    expect(s.status()).toBe('synced');
  });
});

describe('nothing is sent while the browser is offline', () => {
  it('keeps changes made offline on the device without trying to save, and saves them once when back online', async () => {
    const s = setup({ local: ['a1-001'], remote: { [ash.uid]: ['a1-001'] } });
    await jest.advanceTimersByTimeAsync(0);
    expect(s.status()).toBe('synced');
    const [loads, saves] = [s.loads(), s.saves()];
    s.net.online = false;
    s.events.dispatchEvent(new Event('offline'));
    s.store.dispatch(addMissing('a2-010'));
    s.store.dispatch(removeMissing('a1-001'));
    // Long enough for the debounce, every retry and a poll.
    await jest.advanceTimersByTimeAsync(120_000);
    expect([s.loads(), s.saves()]).toEqual([loads, saves]);
    expect(s.status()).toBe('offline');
    expect(s.ids()).toEqual(['a2-010']);
    expect(s.remote()).toEqual(['a1-001']);
    s.net.online = true;
    s.events.dispatchEvent(new Event('online'));
    await jest.advanceTimersByTimeAsync(0);
    expect(s.remote()).toEqual(['a2-010']);
    expect(s.saves()).toBe(saves + 1);
    expect(s.status()).toBe('synced');
  });

  it('signed in while offline: the saved list is read once the browser is back online', async () => {
    const memory = createMemoryCollectionStore({ [ash.uid]: saved(['b1-100']) });
    const s = setup({ local: [], memory, signedIn: null });
    s.net.online = false;
    s.store.dispatch(userChanged(ash));
    await jest.advanceTimersByTimeAsync(10_000);
    expect(s.loads()).toBe(0);
    expect(s.status()).toBe('offline');
    s.net.online = true;
    s.events.dispatchEvent(new Event('online'));
    await jest.advanceTimersByTimeAsync(0);
    expect(s.ids()).toEqual(['b1-100']);
    expect(s.status()).toBe('synced');
  });
});

describe('a saved document this page cannot read', () => {
  const UNREADABLE = { version: 1, missing: ['a1-001'], updatedAt: '2026-02-31T00:00:00Z' };

  it('updatedAt 2026-02-31 is a conflict the player resolves, not a retry loop', async () => {
    const memory = createMemoryCollectionStore();
    memory.plant(ash.uid, UNREADABLE);
    const s = setup({ local: ['a2-010'], memory });
    await jest.advanceTimersByTimeAsync(0);
    expect(s.status()).toBe('conflict');
    const conflict = selectCollectionSync(s.store.getState()).conflict;
    expect(conflict).toEqual({ kind: 'unreadable', raw: JSON.stringify(UNREADABLE, null, 2), problem: 'updatedAt' });
    // No retries, and nothing is written over it while the player has not chosen.
    s.store.dispatch(addMissing('a3-003'));
    await jest.advanceTimersByTimeAsync(10 * TIMING.pollMs);
    expect(s.loads()).toBe(1);
    expect(s.saves()).toBe(0);
    expect(s.memory.docs.get(ash.uid)).toEqual(UNREADABLE);
    expect(s.warn).not.toHaveBeenCalled();
    // "Keep this device's list": saved over the unreadable copy's version.
    s.store.dispatch(conflictAnswered('device'));
    await jest.advanceTimersByTimeAsync(0);
    expect(s.remote()).toEqual(['a2-010', 'a3-003']);
    expect(s.status()).toBe('synced');
    expect(selectCollectionSync(s.store.getState()).conflict).toBeNull();
  });

  it('replaces it even with an empty list, and asks again when another device writes one later', async () => {
    const memory = createMemoryCollectionStore();
    memory.plant(ash.uid, UNREADABLE);
    const s = setup({ local: [], memory });
    await jest.advanceTimersByTimeAsync(0);
    s.store.dispatch(conflictAnswered('device'));
    await jest.advanceTimersByTimeAsync(0);
    expect(s.memory.docs.get(ash.uid)).toEqual(saved([], '2026-03-01T12:00:00.000Z'));
    memory.plant(ash.uid, { ...UNREADABLE, missing: ['A1-001'] });
    s.events.dispatchEvent(new Event('focus'));
    await jest.advanceTimersByTimeAsync(0);
    expect(selectCollectionSync(s.store.getState()).conflict).toMatchObject({ kind: 'unreadable', problem: 'cardId' });
  });
});

describe('the base, remembered across reloads', () => {
  it("takes the account's change on the next page load when this device did not change (no question)", async () => {
    const storage = memoryStorage();
    const memory = createMemoryCollectionStore({ [ash.uid]: saved(['a1-001']) });
    const first = setup({ local: ['a1-001'], memory, storage });
    await jest.advanceTimersByTimeAsync(0);
    first.stop();
    expect(JSON.parse(storage.data.get(syncBaseKey(ash.uid)) ?? 'null')).toMatchObject({ base: { missing: ['a1-001'] }, changedAt: null });
    await memory.save(ash.uid, saved(['a2-010'], '2026-03-01T13:00:00.000Z'), memory.versions.get(ash.uid) ?? null);
    const reload = setup({ local: ['a1-001'], memory, storage });
    await jest.advanceTimersByTimeAsync(0);
    expect(reload.status()).toBe('synced');
    expect(reload.ids()).toEqual(['a2-010']);
  });

  it('merges on the next page load when both changed (no question), and keeps a deliberate clear-all', async () => {
    const storage = memoryStorage();
    const memory = createMemoryCollectionStore({ [ash.uid]: saved(['a1-001', 'a2-010']) });
    const first = setup({ local: ['a1-001', 'a2-010'], memory, storage });
    await jest.advanceTimersByTimeAsync(0);
    // Changed offline, then the page is closed before it could save.
    first.memory.failNext(Number.POSITIVE_INFINITY);
    first.store.dispatch(removeMissing('a1-001'));
    await jest.advanceTimersByTimeAsync(100);
    first.stop();
    memory.failNext(0);
    await memory.save(ash.uid, saved(['a1-001', 'a2-010', 'a3-003'], '2026-03-01T11:00:00.000Z'), memory.versions.get(ash.uid) ?? null);
    const reload = setup({ local: ['a2-010'], memory, storage });
    await jest.advanceTimersByTimeAsync(0);
    expect(reload.status()).toBe('synced');
    expect(sorted(reload.ids())).toEqual(['a2-010', 'a3-003']);
    expect(sorted(reload.remote())).toEqual(['a2-010', 'a3-003']);

    // Cleared while the sync followed (the save failed): the reload does not take the saved list back.
    reload.memory.failNext(Number.POSITIVE_INFINITY);
    reload.store.dispatch(removeMissing('a2-010'));
    reload.store.dispatch(removeMissing('a3-003'));
    await jest.advanceTimersByTimeAsync(100);
    reload.stop();
    memory.failNext(0);
    const again = setup({ local: [], memory, storage });
    await jest.advanceTimersByTimeAsync(0);
    expect(again.ids()).toEqual([]);
    expect(again.remote()).toEqual([]);
  });

  it('still takes the saved list on an emptied browser it knows nothing pending of', async () => {
    const storage = memoryStorage();
    const memory = createMemoryCollectionStore({ [ash.uid]: saved(['a1-001']) });
    const first = setup({ local: ['a1-001'], memory, storage });
    await jest.advanceTimersByTimeAsync(0);
    first.stop();
    const reload = setup({ local: [], memory, storage });
    await jest.advanceTimersByTimeAsync(0);
    expect(reload.ids()).toEqual(['a1-001']);
    expect(reload.remote()).toEqual(['a1-001']);
  });
});

describe("a shared browser: a list that is not the account's is never taken for the owner's changes", () => {
  it("Bob's story: a stranger's signed-out edits are asked about; keeping the account's list leaves his two cards", async () => {
    const storage = memoryStorage();
    const memory = createMemoryCollectionStore();
    // Bob signs in on an empty browser, marks two cards, they are saved.
    const bob = setup({ local: [], memory, storage });
    await jest.advanceTimersByTimeAsync(0);
    expect(ownerUid(storage)).toBe(ash.uid);
    bob.store.dispatch(addMissing('a1-001'));
    bob.store.dispatch(addMissing('a2-010'));
    await jest.advanceTimersByTimeAsync(200);
    expect(sorted(bob.remote())).toEqual(['a1-001', 'a2-010']);
    // He signs out (the shell's clean-up); a stranger clears the list and marks one card.
    bob.store.dispatch(userChanged(null));
    releaseBrowserList(storage, bob.ids());
    bob.stop();
    expect([...storage.data.keys()]).toEqual([COLLECTION_STORAGE_KEY]);
    // Bob signs in again: asked, nothing saved meanwhile.
    const savesBefore = memory.calls.filter((c) => c.method === 'save').length;
    const again = setup({ local: ['a3-003'], memory, storage });
    const saves = () => again.saves() - savesBefore;
    await jest.advanceTimersByTimeAsync(1000);
    expect(selectCollectionSync(again.store.getState()).conflict).toEqual({ kind: 'signedOut', saved: ['a1-001', 'a2-010'], updatedAt: expect.any(String) });
    expect(saves()).toBe(0);
    expect(ownerUid(storage)).toBeNull();
    again.store.dispatch(conflictAnswered('saved'));
    await jest.advanceTimersByTimeAsync(1000);
    expect(again.ids()).toEqual(['a1-001', 'a2-010']);
    expect(sorted(again.remote())).toEqual(['a1-001', 'a2-010']);
    expect(saves()).toBe(0);
    expect(again.status()).toBe('synced');
    // The stranger's list is what sign-out gives back.
    expect(JSON.parse(storage.data.get(COLLECTION_OWNER_KEY) ?? 'null')).toMatchObject({ uid: ash.uid, signedOut: { missing: ['a3-003'] } });
  });

  it.each([
    ['merge', ['a3-003', 'a1-001']],
    ['device', ['a3-003']],
  ] as const)('"%s" at the sign-in question saves what the player chose', async (choice, expected) => {
    const storage = memoryStorage();
    const s = setup({ local: ['a3-003'], remote: { [ash.uid]: ['a1-001'] }, storage });
    await jest.advanceTimersByTimeAsync(0);
    s.store.dispatch(conflictAnswered(choice));
    await jest.advanceTimersByTimeAsync(200);
    expect(s.remote()).toEqual(expected);
    expect(ownerUid(storage)).toBe(ash.uid);
  });

  it('asks again after a reload before the answer (nothing is recorded until then)', async () => {
    const storage = memoryStorage();
    const memory = createMemoryCollectionStore({ [ash.uid]: saved(['a1-001']) });
    const first = setup({ local: ['a3-003'], memory, storage });
    await jest.advanceTimersByTimeAsync(0);
    first.stop();
    const reload = setup({ local: ['a3-003'], memory, storage });
    await jest.advanceTimersByTimeAsync(0);
    expect(selectCollectionSync(reload.store.getState()).conflict?.kind).toBe('signedOut');
    expect(memory.docs.get(ash.uid)?.missing).toEqual(['a1-001']);
  });

  it("asks before a new account takes the browser's list (it may be someone else's kept copy)", async () => {
    const storage = memoryStorage();
    const s = setup({ local: ['a3-003'], storage });
    await jest.advanceTimersByTimeAsync(0);
    expect(selectCollectionSync(s.store.getState()).conflict).toEqual({ kind: 'signedOut', saved: [], updatedAt: '' });
    expect(s.saves()).toBe(0);
    s.store.dispatch(conflictAnswered('saved'));
    await jest.advanceTimersByTimeAsync(200);
    expect(s.ids()).toEqual([]);
    expect(s.remote()).toBeUndefined();
  });

  it("takes the account's list silently on an empty browser, after recording the empty list to give back", async () => {
    const storage = memoryStorage();
    const s = setup({ local: [], remote: { [ash.uid]: ['a1-001'] }, storage });
    await jest.advanceTimersByTimeAsync(0);
    expect(s.ids()).toEqual(['a1-001']);
    expect(JSON.parse(storage.data.get(COLLECTION_OWNER_KEY) ?? 'null')).toMatchObject({ uid: ash.uid, signedOut: { missing: [] } });
  });

  it('ignores a base remembered without the owner record (a stale base never turns edits into changes)', async () => {
    const storage = memoryStorage();
    storage.setItem(syncBaseKey(ash.uid), JSON.stringify({ base: saved(['a1-001', 'a2-010']), version: '1', changedAt: null }));
    const s = setup({ local: ['a3-003'], remote: { [ash.uid]: ['a1-001', 'a2-010'] }, storage });
    await jest.advanceTimersByTimeAsync(1000);
    expect(selectCollectionSync(s.store.getState()).conflict?.kind).toBe('signedOut');
    expect(s.remote()).toEqual(['a1-001', 'a2-010']);
  });

  it("saves and applies nothing once another tab gave the browser back (the list is no longer this account's)", async () => {
    const storage = memoryStorage();
    const s = setup({ local: ['a1-001'], remote: { [ash.uid]: ['a1-001'] }, storage });
    await jest.advanceTimersByTimeAsync(0);
    expect(ownerUid(storage)).toBe(ash.uid);
    // Another tab signed out: the owner record is gone, and its list reaches this tab.
    releaseBrowserList(storage, ['a1-001']);
    s.store.dispatch(replaceMissing([], 'sync'));
    s.store.dispatch(addMissing('a3-003'));
    s.events.dispatchEvent(new Event('focus'));
    await jest.advanceTimersByTimeAsync(5000);
    expect(s.saves()).toBe(0);
    expect(s.remote()).toEqual(['a1-001']);
    expect(s.ids()).toEqual(['a3-003']);
    expect(storage.data.get(syncBaseKey(ash.uid))).toBeUndefined();
  });

  it("keeps the two-device behaviour for the owner: a clear-all while owned is the owner's change", async () => {
    const storage = memoryStorage();
    claimBrowserList(storage, ash.uid, []);
    const s = setup({ local: ['a1-001'], remote: { [ash.uid]: ['a1-001'] }, storage });
    await jest.advanceTimersByTimeAsync(0);
    s.store.dispatch(clearMissing());
    await jest.advanceTimersByTimeAsync(200);
    expect(s.remote()).toEqual([]);
  });
});

describe('followed decks travel with the list', () => {
  const follows = (s: ReturnType<typeof setup>) => selectFollowedDecks(s.store.getState());
  const remoteFollows = (memory: MemoryCollectionStore) => memory.docs.get(ash.uid)?.follows ?? [];

  it('a deck followed on one device is followed on a second device after its sign-in (a fresh browser)', async () => {
    const memory = createMemoryCollectionStore();
    const phone = setup({ local: [], memory, storage: memoryStorage() });
    await jest.advanceTimersByTimeAsync(0);
    phone.store.dispatch(followChanged('charizard-ex', true));
    await jest.advanceTimersByTimeAsync(100);
    expect(remoteFollows(memory)).toEqual(['charizard-ex']);
    const laptop = setup({ local: [], memory, storage: memoryStorage() });
    await jest.advanceTimersByTimeAsync(0);
    expect(follows(laptop)).toEqual(['charizard-ex']);
    expect(laptop.status()).toBe('synced');
  });

  it('merges the follows of two devices: a follow on one and an unfollow on the other both survive', async () => {
    const memory = createMemoryCollectionStore({ [ash.uid]: { ...saved(['a1-001']), follows: ['charizard-ex', 'pikachu-ex'] } });
    const phone = setup({ local: ['a1-001'], memory });
    const laptop = setup({ local: ['a1-001'], memory });
    await jest.advanceTimersByTimeAsync(0);
    expect(follows(phone)).toEqual(['charizard-ex', 'pikachu-ex']);
    phone.store.dispatch(followChanged('mewtwo-ex', true));
    laptop.store.dispatch(followChanged('pikachu-ex', false));
    await jest.advanceTimersByTimeAsync(100);
    expect(remoteFollows(memory)).toEqual(['charizard-ex', 'mewtwo-ex']);
    phone.events.dispatchEvent(new Event('focus'));
    laptop.events.dispatchEvent(new Event('focus'));
    await jest.advanceTimersByTimeAsync(0);
    expect(follows(phone)).toEqual(['charizard-ex', 'mewtwo-ex']);
    expect(sorted(follows(laptop))).toEqual(['charizard-ex', 'mewtwo-ex']);
    // The list itself was not touched by the follows.
    expect([phone.ids(), laptop.ids(), phone.remote()]).toEqual([['a1-001'], ['a1-001'], ['a1-001']]);
  });

  it.each([
    ['saved', ['charizard-ex']],
    ['merge', ['greninja', 'charizard-ex']],
  ] as const)("a signed-out browser's follows reach the account only with the player's choice (%s)", async (choice, expected) => {
    const memory = createMemoryCollectionStore({ [ash.uid]: { ...saved(['a1-001']), follows: ['charizard-ex'] } });
    const s = setup({ local: ['a3-003'], memory, storage: memoryStorage(), signedIn: null });
    s.store.dispatch(followChanged('greninja', true));
    s.store.dispatch(userChanged(ash));
    await jest.advanceTimersByTimeAsync(0);
    expect(selectCollectionSync(s.store.getState()).conflict?.kind).toBe('signedOut');
    expect(remoteFollows(memory)).toEqual(['charizard-ex']);
    s.store.dispatch(conflictAnswered(choice));
    await jest.advanceTimersByTimeAsync(200);
    expect(follows(s)).toEqual(expected);
    expect(remoteFollows(memory)).toEqual(expected);
  });

  it("takes the account's follows silently on an empty browser; the browser's own come back at sign-out", async () => {
    const storage = memoryStorage();
    const memory = createMemoryCollectionStore({ [ash.uid]: { ...saved(['a1-001']), follows: ['charizard-ex'] } });
    const s = setup({ local: [], memory, storage, signedIn: null });
    s.store.dispatch(followChanged('greninja', true));
    s.store.dispatch(userChanged(ash));
    await jest.advanceTimersByTimeAsync(0);
    expect(follows(s)).toEqual(['charizard-ex']);
    expect(remoteFollows(memory)).toEqual(['charizard-ex']);
    expect(releaseBrowserList(storage, s.ids(), NOW(), follows(s))).toEqual({ missing: [], follows: ['greninja'] });
  });

  it('saves a follow alone (the list unchanged) and takes an unfollow made elsewhere', async () => {
    const memory = createMemoryCollectionStore({ [ash.uid]: saved(['a1-001']) });
    const phone = setup({ local: ['a1-001'], memory });
    await jest.advanceTimersByTimeAsync(0);
    phone.store.dispatch(followChanged('charizard-ex', true));
    expect(phone.status()).toBe('saving');
    await jest.advanceTimersByTimeAsync(100);
    expect(remoteFollows(memory)).toEqual(['charizard-ex']);
    await memory.save(ash.uid, saved(['a1-001'], '2026-03-01T12:05:00.000Z'), memory.versions.get(ash.uid) ?? null);
    phone.events.dispatchEvent(new Event('focus'));
    await jest.advanceTimersByTimeAsync(0);
    expect(follows(phone)).toEqual([]);
    expect(phone.status()).toBe('synced');
  });
});
