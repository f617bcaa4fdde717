import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { createAppStore, rootReducer, selectViewMissingIds } from './store';
import {
  addMissing,
  clearMissing,
  removeMissing,
  replaceMissing,
  selectLastMissingChange,
  selectMissingIds,
  selectShownMissingIds,
  setCopies,
  sharedViewLeft,
  sharedViewOpened,
  undoMissingChange,
} from './missingCards';
import { filtersReplaced, resetFilters, selectFilters, setDeckAmount, setEnergy, setIncludeEx, setSortBy } from './filters';
import { authErrorDismissed, authFailed, selectAuth, userChanged, type User } from './auth';
import { premiumCheckFailed, premiumCheckRequested, premiumResolved, selectEntitlements, selectPremium } from './entitlements';
import { DECK_AMOUNT_OPTIONS, DEFAULT_DECK_FILTERS } from '@tcgp/domain';
import { closeModal, fullMetaShown, openModal, selectFullMeta, selectModal } from './ui';

const ash: User = { uid: 'u-ash', displayName: 'Ash', email: 'ash@example.com', photoURL: null };
const misty: User = { uid: 'u-misty', displayName: 'Misty', email: null, photoURL: null };

describe('missingCards slice', () => {
  it('starts empty', () => {
    expect(selectMissingIds(createAppStore().getState())).toEqual([]);
  });

  it('appends on add: the same card twice is two entries (two copies missing)', () => {
    const store = createAppStore();
    store.dispatch(addMissing('A1-001'));
    store.dispatch(addMissing('A1-002'));
    store.dispatch(addMissing('A1-001'));
    expect(selectMissingIds(store.getState())).toEqual(['A1-001', 'A1-002', 'A1-001']);
  });

  it('adds many at once, keeping duplicates and order', () => {
    const store = createAppStore();
    store.dispatch(addMissing('A1-003'));
    store.dispatch(addMissing(['A1-001', 'A1-001', 'A1-002']));
    expect(selectMissingIds(store.getState())).toEqual(['A1-003', 'A1-001', 'A1-001', 'A1-002']);
  });

  it('removes every copy of one card and leaves the others', () => {
    const store = createAppStore();
    store.dispatch(addMissing(['A1-001', 'A1-002', 'A1-001']));
    store.dispatch(removeMissing('A1-001'));
    expect(selectMissingIds(store.getState())).toEqual(['A1-002']);
    store.dispatch(removeMissing('not-there'));
    expect(selectMissingIds(store.getState())).toEqual(['A1-002']);
  });

  it('clears all missing cards', () => {
    const store = createAppStore();
    store.dispatch(addMissing(['A1-001', 'A1-002']));
    store.dispatch(clearMissing());
    expect(selectMissingIds(store.getState())).toEqual([]);
  });
});

describe('missingCards slice: setting copies, replacing, undo of the last change', () => {
  it('sets the copies of a card in place; 0 removes it; a new card goes to the end', () => {
    const store = createAppStore();
    store.dispatch(addMissing(['a1-001', 'a1-002', 'a1-001', 'a1-003']));
    store.dispatch(setCopies('a1-001', 1));
    expect(selectMissingIds(store.getState())).toEqual(['a1-001', 'a1-002', 'a1-003']);
    store.dispatch(setCopies('a1-002', 2));
    expect(selectMissingIds(store.getState())).toEqual(['a1-001', 'a1-002', 'a1-002', 'a1-003']);
    store.dispatch(setCopies('a1-009', 2));
    expect(selectMissingIds(store.getState())).toEqual(['a1-001', 'a1-002', 'a1-002', 'a1-003', 'a1-009', 'a1-009']);
    store.dispatch(setCopies('a1-002', 0));
    expect(selectMissingIds(store.getState())).toEqual(['a1-001', 'a1-003', 'a1-009', 'a1-009']);
  });

  it('takes negative and fractional copies as 0 and whole copies, and ignores a change to the same count', () => {
    const store = createAppStore();
    store.dispatch(addMissing('a1-001'));
    store.dispatch(setCopies('a1-001', 1.7));
    expect(selectLastMissingChange(store.getState())?.kind).toBe('add');
    store.dispatch(setCopies('a1-001', -3));
    expect(selectMissingIds(store.getState())).toEqual([]);
    store.dispatch(setCopies('a1-001', Number.NaN));
    expect(selectMissingIds(store.getState())).toEqual([]);
  });

  it('undoes the last mark once: add, remove, set and clear each put the list back as it was', () => {
    const store = createAppStore();
    expect(selectLastMissingChange(store.getState())).toBeNull();
    store.dispatch(addMissing('a1-001'));
    store.dispatch(addMissing(['a1-002', 'a1-002']));
    expect(selectLastMissingChange(store.getState())).toEqual({ kind: 'add', cardId: 'a1-002', previous: ['a1-001'] });
    store.dispatch(undoMissingChange());
    expect(selectMissingIds(store.getState())).toEqual(['a1-001']);
    expect(selectLastMissingChange(store.getState())).toBeNull();
    store.dispatch(undoMissingChange());
    expect(selectMissingIds(store.getState())).toEqual(['a1-001']);

    store.dispatch(removeMissing('a1-001'));
    store.dispatch(undoMissingChange());
    expect(selectMissingIds(store.getState())).toEqual(['a1-001']);
    store.dispatch(setCopies('a1-001', 2));
    expect(selectLastMissingChange(store.getState())?.kind).toBe('set');
    store.dispatch(undoMissingChange());
    expect(selectMissingIds(store.getState())).toEqual(['a1-001']);
    store.dispatch(clearMissing());
    expect(selectLastMissingChange(store.getState())).toEqual({ kind: 'clear', cardId: null, previous: ['a1-001'] });
    store.dispatch(undoMissingChange());
    expect(selectMissingIds(store.getState())).toEqual(['a1-001']);
  });

  it('records nothing for changes that change nothing', () => {
    const store = createAppStore();
    store.dispatch(clearMissing());
    store.dispatch(removeMissing('a1-001'));
    store.dispatch(addMissing([]));
    expect(selectLastMissingChange(store.getState())).toBeNull();
  });

  it('replaces the whole list: undoable when the player did it, the undo kept by a cleanup, nothing to undo after a sync', () => {
    const store = createAppStore();
    store.dispatch(addMissing('a1-001'));
    store.dispatch(replaceMissing(['a2-010', 'a2-010'], 'user'));
    expect(selectMissingIds(store.getState())).toEqual(['a2-010', 'a2-010']);
    expect(selectLastMissingChange(store.getState())).toEqual({ kind: 'replace', cardId: null, previous: ['a1-001'] });
    store.dispatch(replaceMissing(['a2-010', 'zz-999'], 'user'));
    store.dispatch(replaceMissing(['a2-010'], 'cleanup'));
    expect(selectMissingIds(store.getState())).toEqual(['a2-010']);
    expect(selectLastMissingChange(store.getState())).toEqual({ kind: 'replace', cardId: null, previous: ['a2-010', 'a2-010'] });
    store.dispatch(replaceMissing(['a3-003']));
    expect(selectMissingIds(store.getState())).toEqual(['a3-003']);
    expect(selectLastMissingChange(store.getState())).toBeNull();
  });
});

describe('filters slice (docs/product-rules.md)', () => {
  it("starts with exactly the product rules' defaults: 30 decks, by score, every energy, EX included", () => {
    expect(selectFilters(createAppStore().getState())).toEqual({ energy: null, includeEx: true, deckAmount: 30, sortBy: 'score' });
  });

  it.each([...DECK_AMOUNT_OPTIONS])('accepts the deck amount %i', (n) => {
    const store = createAppStore();
    store.dispatch(setDeckAmount(n));
    expect(selectFilters(store.getState()).deckAmount).toBe(n);
  });

  it.each([0, 5, 9, 15, 25, 99, 101, 110, -10, 30.5, Number.NaN, Number.POSITIVE_INFINITY])('ignores the deck amount %p', (n) => {
    const store = createAppStore();
    store.dispatch(setDeckAmount(50));
    store.dispatch(setDeckAmount(n));
    expect(selectFilters(store.getState()).deckAmount).toBe(50);
  });

  it('changes each filter on its own and resets to the defaults', () => {
    const store = createAppStore();
    store.dispatch(setEnergy('Fire'));
    store.dispatch(setIncludeEx(false));
    store.dispatch(setSortBy('popularity'));
    expect(selectFilters(store.getState())).toEqual({ energy: 'Fire', includeEx: false, deckAmount: 30, sortBy: 'popularity' });
    store.dispatch(resetFilters());
    expect(selectFilters(store.getState())).toEqual(DEFAULT_DECK_FILTERS);
  });

  it('replaces all filters at once, keeping the default deck amount for an invalid one', () => {
    const store = createAppStore();
    store.dispatch(filtersReplaced({ energy: 'Water', includeEx: false, deckAmount: 70, sortBy: 'winRate' }));
    expect(selectFilters(store.getState())).toEqual({ energy: 'Water', includeEx: false, deckAmount: 70, sortBy: 'winRate' });
    store.dispatch(filtersReplaced({ energy: null, includeEx: true, deckAmount: 35, sortBy: 'score' }));
    expect(selectFilters(store.getState()).deckAmount).toBe(30);
  });
});

describe('auth slice (docs/product-rules.md: loading, then signed in or signed out)', () => {
  it('starts loading, then follows the user', () => {
    const store = createAppStore();
    expect(selectAuth(store.getState())).toEqual({ status: 'loading', user: null, errorKey: null });
    store.dispatch(userChanged(ash));
    expect(selectAuth(store.getState())).toMatchObject({ status: 'signedIn', user: ash });
    store.dispatch(userChanged(null));
    expect(selectAuth(store.getState())).toMatchObject({ status: 'signedOut', user: null });
  });

  it('keeps a failure until dismissed or until a user signs in', () => {
    const store = createAppStore();
    store.dispatch(authFailed('signInFailed'));
    expect(store.getState().auth.errorKey).toBe('signInFailed');
    store.dispatch(authErrorDismissed());
    expect(store.getState().auth.errorKey).toBeNull();
    store.dispatch(authFailed('signInFailed'));
    store.dispatch(userChanged(ash));
    expect(store.getState().auth.errorKey).toBeNull();
  });
});

describe('entitlements slice (docs/product-rules.md: premium state, resolved in the store)', () => {
  it('is unknown (null) until someone answers', () => {
    const state = createAppStore().getState();
    expect(selectPremium(state)).toBeNull();
    expect(selectEntitlements(state).status).toBe('unknown');
  });

  it('is known and false when signed out', () => {
    const store = createAppStore();
    store.dispatch(userChanged(null));
    expect(selectPremium(store.getState())).toBe(false);
    expect(selectEntitlements(store.getState()).status).toBe('known');
  });

  it('is being checked while a signed-in user waits for the answer, then takes it', () => {
    const store = createAppStore();
    store.dispatch(userChanged(ash));
    expect(selectEntitlements(store.getState())).toEqual({ status: 'checking', premium: null, overdue: false });
    expect(selectPremium(store.getState())).toBeNull();
    store.dispatch(premiumResolved(true));
    expect(selectPremium(store.getState())).toBe(true);
    store.dispatch(premiumResolved(false));
    expect(selectPremium(store.getState())).toBe(false);
  });

  it('a failed check gives the free features (false) and a state to retry from, never an endless check', () => {
    const store = createAppStore();
    store.dispatch(userChanged(ash));
    store.dispatch(premiumCheckFailed());
    expect(selectEntitlements(store.getState()).status).toBe('failed');
    expect(selectPremium(store.getState())).toBe(false);
    store.dispatch(premiumCheckRequested());
    expect(selectEntitlements(store.getState()).status).toBe('checking');
    store.dispatch(premiumResolved(true));
    expect(selectPremium(store.getState())).toBe(true);
  });

  it('keeps a known value in force while it is checked again (after checkout)', () => {
    const store = createAppStore();
    store.dispatch(userChanged(ash));
    store.dispatch(premiumResolved(false));
    store.dispatch(premiumCheckRequested());
    expect(selectEntitlements(store.getState())).toEqual({ status: 'checking', premium: false, overdue: false });
    expect(selectPremium(store.getState())).toBe(false);
  });

  it('is checked again when another user signs in, and false when they sign out', () => {
    const store = createAppStore();
    store.dispatch(userChanged(ash));
    store.dispatch(premiumResolved(true));
    store.dispatch(userChanged(misty));
    expect(selectPremium(store.getState())).toBeNull();
    store.dispatch(premiumResolved(true));
    store.dispatch(userChanged(null));
    expect(selectPremium(store.getState())).toBe(false);
  });
});

describe('ui slice (global modals)', () => {
  it('opens and closes a modal', () => {
    const store = createAppStore();
    expect(selectModal(store.getState())).toBeNull();
    store.dispatch(openModal('premium'));
    expect(selectModal(store.getState())).toBe('premium');
    store.dispatch(openModal('contact'));
    expect(selectModal(store.getState())).toBe('contact');
    store.dispatch(closeModal());
    expect(selectModal(store.getState())).toBeNull();
  });
});

describe('ui slice: "Show the full meta" (docs/product-rules.md, personal views)', () => {
  it('starts with the personal view; the full meta computes with no missing card and leaves the lists alone', () => {
    const store = createAppStore({ missingCards: { ids: ['a1-036', 'a1-036', 'a1-001'] } });
    expect(selectFullMeta(store.getState())).toBe(false);
    expect(selectViewMissingIds(store.getState())).toEqual(['a1-036', 'a1-036', 'a1-001']);
    store.dispatch(fullMetaShown(true));
    expect(selectFullMeta(store.getState())).toBe(true);
    expect(selectViewMissingIds(store.getState())).toEqual([]);
    expect(selectMissingIds(store.getState())).toEqual(['a1-036', 'a1-036', 'a1-001']);
    expect(selectShownMissingIds(store.getState())).toEqual(['a1-036', 'a1-036', 'a1-001']);
    store.dispatch(fullMetaShown(false));
    expect(selectViewMissingIds(store.getState())).toEqual(['a1-036', 'a1-036', 'a1-001']);
  });

  it('reads a preloaded ui state without the field as the personal view', () => {
    const store = createAppStore({ ui: { modal: null }, missingCards: { ids: ['a1-001'] } });
    expect(selectFullMeta(store.getState())).toBe(false);
    expect(selectViewMissingIds(store.getState())).toEqual(['a1-001']);
  });

  it('goes back to the personal view on every change the player makes to the list, never on a sync', () => {
    const store = createAppStore({ missingCards: { ids: ['a1-001'] } });
    const showFull = () => {
      store.dispatch(fullMetaShown(true));
      expect(selectFullMeta(store.getState())).toBe(true);
    };
    showFull();
    store.dispatch(replaceMissing(['a1-001', 'a1-004'], 'sync'));
    expect(selectFullMeta(store.getState())).toBe(true);
    store.dispatch(replaceMissing(['a1-001'], 'cleanup'));
    expect(selectFullMeta(store.getState())).toBe(true);
    const edits = [
      addMissing('a1-036'),
      addMissing([]),
      removeMissing('a1-036'),
      setCopies('a1-004', 2),
      undoMissingChange(),
      clearMissing(),
      replaceMissing(['a1-096'], 'user'),
      sharedViewOpened({ ids: ['a1-129'], filtersBefore: DEFAULT_DECK_FILTERS }),
      sharedViewLeft(),
    ];
    for (const edit of edits) {
      showFull();
      store.dispatch(edit);
      expect([edit.type, selectFullMeta(store.getState())]).toEqual([edit.type, false]);
    }
  });
});

describe('createAppStore and rootReducer', () => {
  it('holds the shared slices', () => {
    const state = createAppStore().getState();
    expect(Object.keys(state)).toEqual(expect.arrayContaining(['missingCards', 'filters', 'auth', 'entitlements', 'ui']));
  });

  it('accepts preloaded state', () => {
    const store = createAppStore({ missingCards: { ids: ['A1-009'] } });
    expect(selectMissingIds(store.getState())).toEqual(['A1-009']);
    expect(selectFilters(store.getState())).toEqual(DEFAULT_DECK_FILTERS);
  });

  it('lets a remote inject a lazy slice into a running store', () => {
    const lazyCounter = createSlice({
      name: 'lazyCounterForTest',
      initialState: { count: 0 },
      reducers: {
        added(state, action: PayloadAction<number>) {
          state.count += action.payload;
        },
      },
    });
    const store = createAppStore();
    store.dispatch(addMissing('A1-001'));
    expect(store.getState()).not.toHaveProperty('lazyCounterForTest');

    rootReducer.inject(lazyCounter);
    store.dispatch(lazyCounter.actions.added(2));
    store.dispatch(lazyCounter.actions.added(3));

    expect(Object.entries(store.getState()).find(([key]) => key === 'lazyCounterForTest')?.[1]).toEqual({ count: 5 });
    // The shared slices keep their state.
    expect(selectMissingIds(store.getState())).toEqual(['A1-001']);
  });
});
