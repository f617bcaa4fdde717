import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_DECK_FILTERS, type DeckFilters } from '@tcgp/domain';
import {
  addMissing,
  createAppStore,
  filtersReplaced,
  selectFilters,
  selectMissingIds,
  selectSharedView,
  selectShownMissingIds,
  sharedViewOpened,
} from 'shared-contracts';
import SharedViewBar from './SharedViewBar';
import { renderInShell } from '../testing/helpers';

const FIRE: DeckFilters = { ...DEFAULT_DECK_FILTERS, energy: 'Fire' };
const WATER: DeckFilters = { ...DEFAULT_DECK_FILTERS, energy: 'Water' };

/** A reader with a list of their own (two entries) who opened a link of three cards and its filters. */
async function opened(own: string[] = ['a1-001', 'a1-001'], lang?: 'ja') {
  const store = createAppStore({ missingCards: { ids: own }, filters: FIRE });
  await renderInShell(<SharedViewBar />, { store, lang });
  act(() => {
    store.dispatch(sharedViewOpened({ ids: ['b1-100', 'b1-100', 'b1-101', 'b1-102'], filtersBefore: selectFilters(store.getState()) }));
    store.dispatch(filtersReplaced(WATER));
  });
  return store;
}

describe('SharedViewBar (a shared list is shown, nothing saved)', () => {
  it('says nothing while no shared list is shown', async () => {
    await renderInShell(<SharedViewBar />, { store: createAppStore() });
    expect(document.querySelector('[data-shared-view]')).toBeNull();
  });

  it('says a shared list is shown, that nothing is saved, and what keeping it replaces', async () => {
    await opened();
    expect(screen.getByRole('region')).toHaveTextContent(
      'You are looking at a shared list: 3 missing cards. Nothing is saved unless you keep it. Keeping it replaces your own list (2 entries); Undo brings yours back.',
    );
    expect(screen.getByRole('button', { name: 'Keep this list' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to my list' })).toBeInTheDocument();
  });

  it('says nothing about replacing when the reader has no list of their own', async () => {
    await opened([]);
    expect(screen.getByRole('region')).not.toHaveTextContent('replaces');
  });

  it('"Keep this list" makes it the reader own list, says so, and Undo brings the own list back', async () => {
    const user = userEvent.setup();
    const store = await opened();
    await user.click(screen.getByRole('button', { name: 'Keep this list' }));
    expect(selectSharedView(store.getState())).toBeNull();
    expect(selectMissingIds(store.getState())).toEqual(['b1-100', 'b1-100', 'b1-101', 'b1-102']);
    expect(selectFilters(store.getState())).toEqual(WATER);
    expect(screen.getByText('This list is now yours.')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(selectMissingIds(store.getState())).toEqual(['a1-001', 'a1-001']);
    expect(document.querySelector('[data-shared-view]')).toBeNull();
  });

  it('offers no Undo once a later edit is the last change, and goes away when dismissed', async () => {
    const user = userEvent.setup();
    const store = await opened();
    await user.click(screen.getByRole('button', { name: 'Keep this list' }));
    act(() => {
      store.dispatch(addMissing('c1-001'));
    });
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(document.querySelector('[data-shared-view]')).toBeNull();
  });

  it('"Back to my list" brings back the own list and the filters from before the link', async () => {
    const user = userEvent.setup();
    const store = await opened();
    await user.click(screen.getByRole('button', { name: 'Back to my list' }));
    expect(selectSharedView(store.getState())).toBeNull();
    expect(selectShownMissingIds(store.getState())).toEqual(['a1-001', 'a1-001']);
    expect(selectFilters(store.getState())).toEqual(FIRE);
    expect(document.querySelector('[data-shared-view]')).toBeNull();
  });

  it('speaks the page language', async () => {
    await opened(['a1-001'], 'ja');
    expect(screen.getByRole('button', { name: 'このリストを保存' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '自分のリストに戻る' })).toBeInTheDocument();
  });
});
