import { act, renderHook, waitFor } from '@testing-library/react';
import { setDeckAmount, setSortBy, premiumResolved, addMissing, userChanged } from 'shared-contracts';
import { createTestHost, snapshotFiles } from '@tcgp/dev-kit/testing';
import { useBestDeck, useDeferredQuery, useDerivedDecks, type QueryLike } from './hooks';

describe('useDerivedDecks on the real snapshot', () => {
  it('gives free users 30 decks by score in six tiers, whatever their filters say', async () => {
    const host = await createTestHost({ files: snapshotFiles(), premium: false });
    host.store.dispatch(setDeckAmount(100));
    host.store.dispatch(setSortBy('winRate'));
    const { result } = renderHook(() => useDerivedDecks(), { wrapper: host.Wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.result?.decks).toHaveLength(30);
    expect(result.current.filters.sortBy).toBe('score');
    expect(result.current.tiers?.map((t) => t.tier)).toEqual(['S', 'A', 'B', 'C', 'D', 'E']);
    expect(result.current.tiers?.reduce((n, t) => n + t.items.length, 0)).toBe(30);
    // The tier list never downloads matchup detail.
    expect(host.requests.some((u) => u.includes('matchup-data.json') || u.includes('/matchups/'))).toBe(false);
  });

  it('gives premium users their deck amount and sort, and recomputes on a missing card', async () => {
    const host = await createTestHost({ files: snapshotFiles(), premium: false });
    const { result } = renderHook(() => useDerivedDecks(), { wrapper: host.Wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => {
      host.store.dispatch(premiumResolved(true));
      host.store.dispatch(setDeckAmount(100));
    });
    expect(result.current.result?.decks).toHaveLength(86);
    const top = result.current.result?.decks[0];
    const topCard = top?.bestList.cards[0]?.split(':')[1] ?? '';
    act(() => {
      host.store.dispatch(addMissing([topCard, topCard]));
    });
    for (const deck of result.current.result?.decks ?? []) {
      expect(deck.lists.every((l) => !l.cards.some((c) => c.endsWith(`:${topCard}`)))).toBe(true);
    }
  });

  it('does not derive the tier list again when a visitor settles as free or a free user changes filters', async () => {
    const host = await createTestHost({ files: snapshotFiles(), premium: null });
    const { result } = renderHook(() => useDerivedDecks(), { wrapper: host.Wrapper });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const first = result.current.result;
    expect(first?.decks).toHaveLength(30);
    act(() => {
      host.store.dispatch(userChanged(null));
      host.store.dispatch(setDeckAmount(100));
    });
    expect(result.current.result).toBe(first);
    // A premium answer does change the list.
    act(() => {
      host.store.dispatch(premiumResolved(true));
    });
    expect(result.current.result).not.toBe(first);
    expect(result.current.result?.decks).toHaveLength(86);
  });
});

describe('useBestDeck', () => {
  it('finds the best deck at 100% relative strength with nothing missing', async () => {
    const host = await createTestHost({ files: snapshotFiles() });
    const { result } = renderHook(() => useBestDeck(), { wrapper: host.Wrapper });
    await waitFor(() => expect(result.current.finder?.status).toBe('found'));
    if (result.current.finder?.status !== 'found') throw new Error('unreachable');
    expect(result.current.finder.relativeStrength).toBe(100);
  });
});

describe('useDeferredQuery', () => {
  it('renders a newly loaded file in a second, background render; the first shows the view as it was', () => {
    const seen: unknown[] = [];
    const loading: QueryLike = { isLoading: true, isError: false, data: undefined, refetch: () => undefined };
    const { rerender, result } = renderHook(
      ({ query }: { query: QueryLike }) => {
        const deferred = useDeferredQuery(query);
        seen.push(deferred.data);
        return deferred;
      },
      { initialProps: { query: loading } },
    );
    act(() => rerender({ query: { ...loading, isLoading: false, data: 'file' } }));
    expect(seen).toEqual([undefined, undefined, 'file']);
    expect(result.current.data).toBe('file');
  });

  it('shows an error at once', () => {
    const loading: QueryLike = { isLoading: true, isError: false, data: undefined, refetch: () => undefined };
    const { rerender, result } = renderHook(({ query }: { query: QueryLike }) => useDeferredQuery(query), { initialProps: { query: loading } });
    rerender({ query: { ...loading, isLoading: false, isError: true, error: { status: 500 } } });
    expect(result.current.isError).toBe(true);
  });
});
