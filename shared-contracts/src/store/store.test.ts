import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { createAppStore, rootReducer } from './store';
import { addMissing, clearMissing, removeMissing, selectMissingIds } from './missingCards';
import {
  INITIAL_FILTERS,
  resetFilters,
  selectFilters,
  setDeckAmount,
  setEnergy,
  setExpansion,
  setIncludeEx,
  setSortBy,
} from './filters';
import { authErrorDismissed, authFailed, selectAuth, userChanged, type User } from './auth';
import { premiumResolved, premiumUnknown, selectPremium } from './entitlements';
import { closeModal, openModal, selectModal } from './ui';

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

describe('filters slice (SPEC section 9 defaults)', () => {
  it('starts with exactly the SPEC defaults', () => {
    const expected = { energy: null, includeEx: true, deckAmount: 30, sortBy: 'score', expansion: null };
    expect(INITIAL_FILTERS).toEqual(expected);
    expect(selectFilters(createAppStore().getState())).toEqual(expected);
  });

  it.each([10, 20, 30, 40, 50, 60, 70, 80, 90, 100])('accepts the deck amount %i', (n) => {
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
    store.dispatch(setExpansion('A2'));
    expect(selectFilters(store.getState())).toEqual({ energy: 'Fire', includeEx: false, deckAmount: 30, sortBy: 'popularity', expansion: 'A2' });
    store.dispatch(resetFilters());
    expect(selectFilters(store.getState())).toEqual(INITIAL_FILTERS);
  });
});

describe('auth slice (SPEC section 4: loading, then signed in or signed out)', () => {
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

describe('entitlements slice (SPEC section 4: premium state)', () => {
  it('is unknown (null) until checked', () => {
    expect(selectPremium(createAppStore().getState())).toBeNull();
  });

  it('is false when signed out', () => {
    const store = createAppStore();
    store.dispatch(userChanged(null));
    expect(selectPremium(store.getState())).toBe(false);
  });

  it('takes the resolved value', () => {
    const store = createAppStore();
    store.dispatch(userChanged(ash));
    store.dispatch(premiumResolved(true));
    expect(selectPremium(store.getState())).toBe(true);
    store.dispatch(premiumResolved(false));
    expect(selectPremium(store.getState())).toBe(false);
    store.dispatch(premiumUnknown());
    expect(selectPremium(store.getState())).toBeNull();
  });

  it('becomes unknown again when another user signs in, and false when they sign out', () => {
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

describe('createAppStore and rootReducer', () => {
  it('holds the shared slices', () => {
    const state = createAppStore().getState();
    expect(Object.keys(state)).toEqual(expect.arrayContaining(['missingCards', 'filters', 'auth', 'entitlements', 'ui']));
  });

  it('accepts preloaded state', () => {
    const store = createAppStore({ missingCards: { ids: ['A1-009'] } });
    expect(selectMissingIds(store.getState())).toEqual(['A1-009']);
    expect(selectFilters(store.getState())).toEqual(INITIAL_FILTERS);
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

    const injected = rootReducer.inject(lazyCounter);
    store.dispatch(lazyCounter.actions.added(2));
    store.dispatch(lazyCounter.actions.added(3));

    const state = store.getState() as ReturnType<typeof injected>;
    expect(state.lazyCounterForTest).toEqual({ count: 5 });
    // The shared slices keep their state.
    expect(selectMissingIds(store.getState())).toEqual(['A1-001']);
  });
});
