import { DEFAULT_DECK_FILTERS, type DeckFilters } from '@tcgp/domain';
import { createAppStore } from './store';
import {
  addMissing,
  clearMissing,
  removeMissing,
  replaceMissing,
  selectLastMissingChange,
  selectMissingIds,
  selectSharedView,
  selectShownMissingIds,
  setCopies,
  sharedViewKept,
  sharedViewLeft,
  sharedViewOpened,
  undoMissingChange,
} from './missingCards';
import { paymentOverdueResolved, premiumCheckFailed, premiumResolved, selectPaymentOverdue } from './entitlements';
import { userChanged } from './auth';

const before: DeckFilters = { ...DEFAULT_DECK_FILTERS, energy: 'Fire' };
const own = ['A1-001', 'A1-002'];
const theirs = ['B1-100', 'B1-100', 'B1-101'];

function viewing() {
  const store = createAppStore({ missingCards: { ids: [...own] } });
  store.dispatch(sharedViewOpened({ ids: theirs, filtersBefore: before }));
  return store;
}

describe('a shared list shown without being saved (missingCards.view)', () => {
  it('shows the shared list to the pages and leaves the own list as it was', () => {
    const store = viewing();
    expect(selectShownMissingIds(store.getState())).toEqual(theirs);
    expect(selectMissingIds(store.getState())).toEqual(own);
    expect(selectSharedView(store.getState())).toEqual({ ids: theirs, filtersBefore: before });
  });

  it('without a shared list the pages show the own list', () => {
    const store = createAppStore({ missingCards: { ids: [...own] } });
    expect(selectSharedView(store.getState())).toBeNull();
    expect(selectShownMissingIds(store.getState())).toEqual(own);
  });

  it('edits while it is shown change the shared list, never the own one', () => {
    const store = viewing();
    store.dispatch(addMissing('C1-001'));
    store.dispatch(removeMissing('B1-101'));
    store.dispatch(setCopies('B1-100', 1));
    expect(selectShownMissingIds(store.getState())).toEqual(['B1-100', 'C1-001']);
    store.dispatch(undoMissingChange());
    expect(selectShownMissingIds(store.getState())).toEqual(['B1-100', 'B1-100', 'C1-001']);
    store.dispatch(clearMissing());
    expect(selectShownMissingIds(store.getState())).toEqual([]);
    expect(selectMissingIds(store.getState())).toEqual(own);
  });

  it('"Keep this list" makes it the own list (what the player sees, edits included); Undo brings the own list back', () => {
    const store = viewing();
    store.dispatch(addMissing('C1-001'));
    store.dispatch(sharedViewKept());
    expect(selectSharedView(store.getState())).toBeNull();
    expect(selectMissingIds(store.getState())).toEqual([...theirs, 'C1-001']);
    expect(selectLastMissingChange(store.getState())).toEqual({ kind: 'replace', cardId: null, previous: own });
    store.dispatch(undoMissingChange());
    expect(selectMissingIds(store.getState())).toEqual(own);
  });

  it('"Back to my list" drops the shared list and its undo; the own list was never touched', () => {
    const store = viewing();
    store.dispatch(addMissing('C1-001'));
    store.dispatch(sharedViewLeft());
    expect(selectSharedView(store.getState())).toBeNull();
    expect(selectShownMissingIds(store.getState())).toEqual(own);
    expect(selectLastMissingChange(store.getState())).toBeNull();
  });

  it('keep and back do nothing when no shared list is shown', () => {
    const store = createAppStore({ missingCards: { ids: [...own] } });
    store.dispatch(addMissing('C1-001'));
    const state = store.getState();
    store.dispatch(sharedViewKept());
    store.dispatch(sharedViewLeft());
    expect(store.getState().missingCards).toEqual(state.missingCards);
  });

  it('a sync changes the own list under the shared one, which stays shown', () => {
    const store = viewing();
    store.dispatch(replaceMissing(['D1-001'], 'sync'));
    expect(selectMissingIds(store.getState())).toEqual(['D1-001']);
    expect(selectShownMissingIds(store.getState())).toEqual(theirs);
  });

  it('an import by the player ends the shared list (they chose a list) and is undoable', () => {
    const store = viewing();
    store.dispatch(replaceMissing(['D1-001'], 'user'));
    expect(selectSharedView(store.getState())).toBeNull();
    expect(selectShownMissingIds(store.getState())).toEqual(['D1-001']);
    store.dispatch(undoMissingChange());
    expect(selectMissingIds(store.getState())).toEqual(own);
  });

  it('a second link replaces the first and keeps the filters from before the first', () => {
    const store = viewing();
    store.dispatch(sharedViewOpened({ ids: ['E1-001'], filtersBefore: DEFAULT_DECK_FILTERS }));
    expect(selectSharedView(store.getState())).toEqual({ ids: ['E1-001'], filtersBefore: before });
  });

  it('a state made before the shared view existed (no `view`) shows the own list', () => {
    const store = createAppStore({ missingCards: { ids: [...own], lastChange: null } });
    expect(selectShownMissingIds(store.getState())).toEqual(own);
    expect(selectSharedView(store.getState())).toBeNull();
  });
});

describe('an overdue payment in the shared entitlements', () => {
  it('is said by the plan check and offered as "Manage subscription" while not Premium', () => {
    const store = createAppStore();
    store.dispatch(userChanged({ uid: 'u1', displayName: null, email: null, photoURL: null }));
    expect(selectPaymentOverdue(store.getState())).toBe(false);
    store.dispatch(paymentOverdueResolved(true));
    store.dispatch(premiumResolved(false));
    expect(selectPaymentOverdue(store.getState())).toBe(true);
    // A failed check later keeps it: no checkout is offered to a player known to owe a payment.
    store.dispatch(premiumCheckFailed());
    expect(selectPaymentOverdue(store.getState())).toBe(true);
    // Premium again (paid): nothing overdue to manage.
    store.dispatch(premiumResolved(true));
    expect(selectPaymentOverdue(store.getState())).toBe(false);
  });

  it('belongs to the signed-in player: another user or a sign-out clears it', () => {
    const store = createAppStore();
    store.dispatch(userChanged({ uid: 'u1', displayName: null, email: null, photoURL: null }));
    store.dispatch(paymentOverdueResolved(true));
    store.dispatch(premiumResolved(false));
    store.dispatch(userChanged({ uid: 'u2', displayName: null, email: null, photoURL: null }));
    expect(selectPaymentOverdue(store.getState())).toBe(false);
    store.dispatch(paymentOverdueResolved(true));
    store.dispatch(userChanged(null));
    expect(selectPaymentOverdue(store.getState())).toBe(false);
  });
});
