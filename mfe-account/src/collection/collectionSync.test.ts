import { addMissing, createAppStore, rootReducer, selectMissingIds, userChanged, type User } from 'shared-contracts';
import { startCollectionSync, DEFAULT_SYNC_TIMING } from './collectionSync';
import { conflictAnswered, selectCollectionSync } from './collectionSyncSlice';
import { createMemoryCollectionStore, type MemoryCollectionStore } from './memoryCollectionStore';

const ash: User = { uid: 'u-ash', displayName: 'Ash', email: null, photoURL: null };
const misty: User = { uid: 'u-misty', displayName: 'Misty', email: null, photoURL: null };
const TIMING = { debounceMs: 100, retryDelaysMs: [1000, 4000] };
const NOW = () => new Date('2026-03-01T12:00:00Z');
const saved = (missing: string[]) => ({ version: 1 as const, missing, updatedAt: '2026-02-01T08:00:00.000Z' });

function setup(options: { local?: string[]; remote?: Record<string, string[]>; signedIn?: User | null; failFirst?: number } = {}) {
  const store = createAppStore(options.local ? { missingCards: { ids: options.local, lastChange: null } } : undefined);
  const memory: MemoryCollectionStore = createMemoryCollectionStore(Object.fromEntries(Object.entries(options.remote ?? {}).map(([uid, m]) => [uid, saved(m)])));
  memory.failNext(options.failFirst ?? 0);
  const events = new EventTarget();
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const stop = startCollectionSync(store, rootReducer, { collectionStore: () => memory, timing: TIMING, now: NOW, events: events as unknown as Window });
  if (options.signedIn !== null) store.dispatch(userChanged(options.signedIn ?? ash));
  const status = () => selectCollectionSync(store.getState()).status;
  const ids = () => selectMissingIds(store.getState());
  const remote = (uid = ash.uid) => memory.docs.get(uid)?.missing;
  return { store, memory, events, stop, status, ids, remote, warn };
}

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('collection sync on sign-in', () => {
  it('has sensible defaults: a short debounce and back-off up to a minute', () => {
    expect(DEFAULT_SYNC_TIMING.debounceMs).toBeLessThanOrEqual(2000);
    expect(DEFAULT_SYNC_TIMING.retryDelaysMs).toEqual([2000, 5000, 15_000, 30_000, 60_000]);
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
    expect(selectCollectionSync(s.store.getState()).conflict).toEqual({ saved: ['a2-010', 'a2-010'], updatedAt: '2026-02-01T08:00:00.000Z' });
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
