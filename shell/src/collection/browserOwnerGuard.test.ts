import { addMissing, createAppStore, selectFollowedDecks, selectMissingIds, type AuthClient, type User } from 'shared-contracts';
import { COLLECTION_OWNER_KEY, COLLECTION_STORAGE_KEY, claimBrowserList, syncBaseKey, writeLastSeen } from '@tcgp/collection';
import { startAuthBridge } from '../auth/authBridge';
import { keepCollection, restoreKeptCollection } from './keptCollection';
import { releaseUnlessOwner } from './browserOwnerGuard';

const alice: User = { uid: 'u-alice', displayName: 'Alice', email: null, photoURL: null };
const bob: User = { uid: 'u-bob', displayName: 'Bob', email: null, photoURL: null };
const saved = (missing: string[]) => JSON.stringify({ version: 1, missing, updatedAt: '2026-02-01T08:00:00.000Z' });

/** An auth client whose user the test sets (a sign-out, or a switch to another uid without one). */
function switchableAuth(initial: User | null) {
  let current = initial;
  const listeners = new Set<(user: User | null) => void>();
  const auth: AuthClient = {
    signInWithGoogle: () => Promise.resolve(),
    signOut: () => Promise.resolve(),
    onChange(callback) {
      listeners.add(callback);
      callback(current);
      return () => listeners.delete(callback);
    },
    getIdToken: () => Promise.resolve(null),
  };
  return {
    auth,
    become(user: User | null) {
      current = user;
      listeners.forEach((l) => l(current));
    },
  };
}

/** The shell's start: the kept list, kept on every change, and the bridge with the clean-up. */
function start(initial: User | null) {
  const storage = window.localStorage;
  const kept = restoreKeptCollection(storage);
  const store = createAppStore({ missingCards: { ids: kept.missing, lastChange: null }, follows: { ids: kept.follows } });
  keepCollection(store, storage, window);
  const { auth, become } = switchableAuth(initial);
  startAuthBridge(auth, store.dispatch, null, undefined, undefined, (user) => releaseUnlessOwner(store, storage, user));
  return { store, become, ids: () => selectMissingIds(store.getState()) };
}

/** Every key and value in localStorage, to look for a uid or a card anywhere. */
function everything(): string {
  const parts: string[] = [];
  for (let i = 0; i < window.localStorage.length; i += 1) {
    const key = window.localStorage.key(i) ?? '';
    parts.push(key, window.localStorage.getItem(key) ?? '');
  }
  return parts.join('\n');
}

/** Alice's list owns the browser: the signed-out list was `before`, hers is `hers`. */
function aliceOwns(before: string[], hers: string[]): void {
  claimBrowserList(window.localStorage, alice.uid, before);
  window.localStorage.setItem(COLLECTION_STORAGE_KEY, saved(hers));
  window.localStorage.setItem(syncBaseKey(alice.uid), JSON.stringify({ base: { version: 1, missing: hers, updatedAt: '2026-02-01T08:00:00.000Z' } }));
}

beforeEach(() => window.localStorage.clear());

describe('the shell releases an account list that is not the signed-in user’s', () => {
  it("at sign-out: the browser shows what it had before, and no key holds Alice's uid or cards", () => {
    aliceOwns(['a1-001'], ['a3-033']);
    const page = start(alice);
    expect(page.ids()).toEqual(['a3-033']);
    page.store.dispatch(addMissing('a3-044'));
    page.become(null);
    expect(page.ids()).toEqual(['a1-001']);
    expect(everything()).not.toMatch(/u-alice|a3-033|a3-044/);
  });

  it("at sign-out: the browser follows the decks it followed before, not Alice's, and forgets her date last seen", () => {
    claimBrowserList(window.localStorage, alice.uid, [], new Date('2026-02-01T08:00:00.000Z'), ['greninja']);
    window.localStorage.setItem(COLLECTION_STORAGE_KEY, JSON.stringify({ ...JSON.parse(saved([])), follows: ['mewtwo-ex'] }));
    writeLastSeen(window.localStorage, '2026-06-29');
    const page = start(alice);
    expect(selectFollowedDecks(page.store.getState())).toEqual(['mewtwo-ex']);
    page.become(null);
    expect(selectFollowedDecks(page.store.getState())).toEqual(['greninja']);
    expect(everything()).not.toMatch(/mewtwo-ex|2026-06-29/);
  });

  it('at start-up, when the session ended while no page was open (auth resolves signed out)', () => {
    aliceOwns([], ['a3-033']);
    const page = start(null);
    expect(page.ids()).toEqual([]);
    expect(everything()).not.toMatch(/u-alice|a3-033/);
  });

  it("when the uid changes without a sign-out: Bob never gets Alice's list, nor her base", () => {
    aliceOwns([], ['a3-033']);
    const page = start(alice);
    page.become(bob);
    expect(page.ids()).toEqual([]);
    expect(window.localStorage.getItem(COLLECTION_OWNER_KEY)).toBeNull();
    expect(everything()).not.toMatch(/u-alice|a3-033/);
  });

  it('leaves the owner signed in (a reload) and a visitor without an owner untouched', () => {
    aliceOwns([], ['a3-033']);
    const owner = start(alice);
    expect(owner.ids()).toEqual(['a3-033']);
    expect(window.localStorage.getItem(syncBaseKey(alice.uid))).not.toBeNull();
    window.localStorage.clear();
    window.localStorage.setItem(COLLECTION_STORAGE_KEY, saved(['a1-001']));
    const visitor = start(null);
    expect(visitor.ids()).toEqual(['a1-001']);
  });
});
