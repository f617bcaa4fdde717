import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addMissing,
  createAppStore,
  followChanged,
  removeMissing,
  selectFollowedDecks,
  selectLastMissingChange,
  selectMissingIds,
  undoMissingChange,
} from 'shared-contracts';
import { renderInShell } from '../testing/helpers';
import { COLLECTION_BACKUP_PREFIX, listBackups } from '@tcgp/collection';
import { COLLECTION_STORAGE_KEY, keepCollection, keptCollectionNotice, restoreKeptCollection } from './keptCollection';
import { KeptCollectionNotice } from './KeptCollectionNotice';

const NOW = () => new Date('2026-03-01T12:00:00Z');
const saved = (missing: string[]) => JSON.stringify({ version: 1, missing, updatedAt: '2026-02-01T08:00:00.000Z' });

function storageEvent(key: string | null, newValue: string | null): StorageEvent {
  return new StorageEvent('storage', { key, newValue });
}

beforeEach(() => {
  window.localStorage.clear();
  keptCollectionNotice.dismiss();
});

describe('the missing cards kept in this browser', () => {
  it('uses a versioned key', () => {
    expect(COLLECTION_STORAGE_KEY).toBe('tcgp.collection.v1');
  });

  it('restores the kept list, copies and order as saved', () => {
    window.localStorage.setItem(COLLECTION_STORAGE_KEY, saved(['a1-001', 'a2-010', 'a1-001']));
    expect(restoreKeptCollection(window.localStorage)).toEqual({ missing: ['a1-001', 'a2-010', 'a1-001'], follows: [], unreadable: null });
  });

  it('starts empty without a kept list, or without a storage the browser allows', () => {
    expect(restoreKeptCollection(window.localStorage)).toEqual({ missing: [], follows: [], unreadable: null });
    expect(restoreKeptCollection(null)).toEqual({ missing: [], follows: [], unreadable: null });
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: jest.fn(),
      removeItem: jest.fn(),
      key: () => null,
      length: 0,
    };
    expect(restoreKeptCollection(refusing)).toEqual({ missing: [], follows: [], unreadable: null });
  });

  it.each([
    ['damaged stored text', '{not json'],
    ['a card id the format refuses', saved(['<img src=x>'])],
    ['a newer version', JSON.stringify({ version: 2, missing: [], updatedAt: '2026-02-01T08:00:00Z' })],
    ['a third copy of a card', saved(['a1-001', 'a1-001', 'a1-001'])],
    ['2,014 copies', saved(Array.from({ length: 1007 }, (_, i) => `a${i % 9}-${String(Math.floor(i / 9)).padStart(3, '0')}`).flatMap((id) => [id, id]))],
  ])('never deletes an unreadable kept list (%s): it is put aside under a dated backup key, exactly', (_, text) => {
    window.localStorage.setItem(COLLECTION_STORAGE_KEY, text);
    const restored = restoreKeptCollection(window.localStorage, new Date('2026-03-01T12:00:00.000Z'));
    expect(restored).toEqual({ missing: [], follows: [], unreadable: { backupKey: `${COLLECTION_BACKUP_PREFIX}2026-03-01T12:00:00.000Z` } });
    expect(window.localStorage.getItem(COLLECTION_STORAGE_KEY)).toBeNull();
    expect(listBackups(window.localStorage)).toEqual([
      { key: `${COLLECTION_BACKUP_PREFIX}2026-03-01T12:00:00.000Z`, movedAt: '2026-03-01T12:00:00.000Z', text },
    ]);
  });

  it('leaves an unreadable kept list where it is when the browser refuses the backup', () => {
    const items = new Map([[COLLECTION_STORAGE_KEY, '{damaged']]);
    const full = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: (key: string) => void items.delete(key),
      key: () => null,
      length: 1,
    };
    expect(restoreKeptCollection(full)).toEqual({ missing: [], follows: [], unreadable: { backupKey: null } });
    expect(items.get(COLLECTION_STORAGE_KEY)).toBe('{damaged');
  });

  it('never writes a list the saved format refuses (a reload would not read it)', () => {
    const store = createAppStore();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stop = keepCollection(store, window.localStorage, window, NOW);
    store.dispatch(addMissing(['a1-001', 'a1-001']));
    store.dispatch(addMissing('a1-001'));
    expect(JSON.parse(window.localStorage.getItem(COLLECTION_STORAGE_KEY) ?? 'null').missing).toEqual(['a1-001', 'a1-001']);
    expect(warn).toHaveBeenCalled();
    stop();
    warn.mockRestore();
  });

  it('saves every change as the saved collection, and nothing before the first change', () => {
    const store = createAppStore();
    const stop = keepCollection(store, window.localStorage, window, NOW);
    expect(window.localStorage.getItem(COLLECTION_STORAGE_KEY)).toBeNull();
    store.dispatch(addMissing(['a1-001', 'a1-001']));
    expect(JSON.parse(window.localStorage.getItem(COLLECTION_STORAGE_KEY) ?? 'null')).toEqual({
      version: 1,
      missing: ['a1-001', 'a1-001'],
      updatedAt: '2026-03-01T12:00:00.000Z',
    });
    store.dispatch(removeMissing('a1-001'));
    expect(JSON.parse(window.localStorage.getItem(COLLECTION_STORAGE_KEY) ?? 'null').missing).toEqual([]);
    stop();
    store.dispatch(addMissing('a1-002'));
    expect(JSON.parse(window.localStorage.getItem(COLLECTION_STORAGE_KEY) ?? 'null').missing).toEqual([]);
  });

  it('keeps the followed decks in the same saved text as the list, and restores them', () => {
    const store = createAppStore();
    const stop = keepCollection(store, window.localStorage, window, NOW);
    store.dispatch(addMissing('a1-001'));
    store.dispatch(followChanged('charizard-ex', true));
    expect(JSON.parse(window.localStorage.getItem(COLLECTION_STORAGE_KEY) ?? 'null')).toEqual({
      version: 1,
      missing: ['a1-001'],
      updatedAt: '2026-03-01T12:00:00.000Z',
      follows: ['charizard-ex'],
    });
    expect(restoreKeptCollection(window.localStorage)).toEqual({ missing: ['a1-001'], follows: ['charizard-ex'], unreadable: null });
    store.dispatch(followChanged('charizard-ex', false));
    expect(JSON.parse(window.localStorage.getItem(COLLECTION_STORAGE_KEY) ?? 'null')).not.toHaveProperty('follows');
    stop();
  });

  it("takes another tab's followed decks", () => {
    const store = createAppStore();
    const stop = keepCollection(store, window.localStorage, window, NOW);
    window.dispatchEvent(
      storageEvent(COLLECTION_STORAGE_KEY, JSON.stringify({ version: 1, missing: [], updatedAt: '2026-02-01T08:00:00.000Z', follows: ['mewtwo-ex'] })),
    );
    expect(selectFollowedDecks(store.getState())).toEqual(['mewtwo-ex']);
    stop();
  });

  it('keeps the page working when the browser refuses to save', () => {
    const store = createAppStore();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
      key: () => null,
      length: 0,
    };
    keepCollection(store, full, window, NOW);
    expect(() => store.dispatch(addMissing('a1-001'))).not.toThrow();
    expect(selectMissingIds(store.getState())).toEqual(['a1-001']);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('follows another tab: takes its list without undo and without writing it back', () => {
    const store = createAppStore();
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    const stop = keepCollection(store, window.localStorage, window, NOW);
    store.dispatch(addMissing('a1-001'));
    setItem.mockClear();
    window.dispatchEvent(storageEvent(COLLECTION_STORAGE_KEY, saved(['a1-001', 'a3-003'])));
    expect(selectMissingIds(store.getState())).toEqual(['a1-001', 'a3-003']);
    expect(selectLastMissingChange(store.getState())).toBeNull();
    expect(setItem).not.toHaveBeenCalled();
    // The same list again, a damaged one, another key: nothing changes.
    window.dispatchEvent(storageEvent(COLLECTION_STORAGE_KEY, saved(['a3-003', 'a1-001'])));
    window.dispatchEvent(storageEvent(COLLECTION_STORAGE_KEY, '{'));
    window.dispatchEvent(storageEvent('other', saved([])));
    expect(selectMissingIds(store.getState())).toEqual(['a1-001', 'a3-003']);
    // Storage cleared in another tab: the list is empty here too.
    window.dispatchEvent(storageEvent(null, null));
    expect(selectMissingIds(store.getState())).toEqual([]);
    // This tab's own changes are saved again afterwards.
    store.dispatch(addMissing('a4-004'));
    store.dispatch(undoMissingChange());
    store.dispatch(addMissing('a4-005'));
    expect(JSON.parse(window.localStorage.getItem(COLLECTION_STORAGE_KEY) ?? 'null').missing).toEqual(['a4-005']);
    stop();
    setItem.mockRestore();
  });
});

describe('KeptCollectionNotice', () => {
  it('shows nothing until the kept list was put aside, then says so, with the way to the collection, until dismissed', async () => {
    const user = userEvent.setup();
    await renderInShell(<KeptCollectionNotice />);
    expect(screen.queryByRole('status')).toBeNull();
    act(() => keptCollectionNotice.show());
    expect(screen.getByRole('status')).toHaveTextContent('The missing cards kept in this browser could not be read. They were put aside, not deleted');
    expect(screen.getByRole('link', { name: 'Open the collection' })).toHaveAttribute('href', '/collection');
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('speaks the page language', async () => {
    await renderInShell(<KeptCollectionNotice />, { lang: 'de' });
    act(() => keptCollectionNotice.show());
    expect(screen.getByRole('status')).toHaveTextContent(
      'Die in diesem Browser gespeicherten fehlenden Karten waren nicht lesbar. Sie wurden beiseitegelegt, nicht gelöscht',
    );
    expect(screen.getByRole('link', { name: 'Zur Sammlung' })).toBeInTheDocument();
  });
});
