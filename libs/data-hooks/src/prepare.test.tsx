import { renderHook } from '@testing-library/react';
import { premiumResolved, setDeckAmount } from 'shared-contracts';
import { dataApi } from 'shared-contracts/data-api';
import { createTestHost, snapshotFiles } from '@tcgp/dev-kit/testing';
import { DATA_FILES } from '@tcgp/schemas';
import { useDerivedDecks } from './hooks';
import { deckDataApi } from './endpoints';
import { DataPrepareError, describeDataError, loadQuery, prepareDeckData, selectDerivedDecks, selectEffectiveFilters } from './prepare';

describe('prepareDeckData', () => {
  it('makes the first render of the deck views the ready one', async () => {
    const host = await createTestHost({ files: snapshotFiles() });
    const loaded = await prepareDeckData(host.store);
    expect(loaded.archetypes.length).toBeGreaterThan(30);
    expect(host.requests.map((url) => url.split('/').pop()).sort()).toEqual(['best-decks.json', 'cards.json', 'matchup-summary.json', 'meta.json']);
    const renders: string[] = [];
    const { result, unmount } = renderHook(
      () => {
        const view = useDerivedDecks();
        renders.push(view.status);
        return view;
      },
      { wrapper: host.Wrapper },
    );
    expect(renders[0]).toBe('ready');
    expect(result.current.result?.decks).toHaveLength(30);
    // The same tier list outside React.
    const snapshot = selectDerivedDecks(host.store.getState());
    expect(snapshot?.result.decks.map((d) => d.id)).toEqual(result.current.result?.decks.map((d) => d.id));
    expect(snapshot?.tiers.map((row) => row.items.length)).toEqual(result.current.tiers?.map((row) => row.items.length));
    unmount();
    host.store.dispatch(dataApi.util.resetApiState());
  });

  it('rejects with the file and the reason when one fails', async () => {
    const host = await createTestHost({ files: { ...snapshotFiles(), [DATA_FILES.matchupSummary]: { status: 404 } } });
    const failure = prepareDeckData(host.store);
    await expect(failure).rejects.toBeInstanceOf(DataPrepareError);
    await expect(failure).rejects.toThrow('Could not load matchup-summary.json: HTTP 404');
    host.store.dispatch(dataApi.util.resetApiState());
  });

  it('names what is wrong with a malformed file', async () => {
    const host = await createTestHost({ files: { [DATA_FILES.meta]: { lastUpdated: 42 } } });
    await expect(loadQuery(host.store.dispatch(deckDataApi.endpoints.getMeta.initiate()), DATA_FILES.meta)).rejects.toThrow(
      /^Could not load meta\.json: the file is malformed \(/,
    );
    host.store.dispatch(dataApi.util.resetApiState());
  });
});

describe('describeDataError', () => {
  it.each([
    [{ status: 500, data: '' }, 'HTTP 500'],
    [{ status: 'PARSING_ERROR', originalStatus: 404, data: 'Not found', error: 'SyntaxError' }, 'not JSON (HTTP 404)'],
    [{ status: 'FETCH_ERROR', error: 'TypeError: fetch failed' }, 'FETCH_ERROR: TypeError: fetch failed'],
  ])('%j -> %s', (error, text) => {
    expect(describeDataError(error)).toBe(text);
  });
});

describe('selectEffectiveFilters', () => {
  it('gives visitors the free defaults and premium users their filters', async () => {
    const host = await createTestHost();
    host.store.dispatch(setDeckAmount(100));
    expect(selectEffectiveFilters(host.store.getState()).deckAmount).toBe(30);
    host.store.dispatch(premiumResolved(true));
    expect(selectEffectiveFilters(host.store.getState()).deckAmount).toBe(100);
  });
});

describe('loadQuery', () => {
  it('refuses a request RTK Query skipped (no data): a page is never prepared with a file missing', async () => {
    const unsubscribe = jest.fn();
    const skipped = { unwrap: () => Promise.resolve(undefined), unsubscribe };
    await expect(loadQuery(skipped, 'cards.json')).rejects.toThrow(DataPrepareError);
    await expect(loadQuery(skipped, 'cards.json')).rejects.toThrow(/cards\.json.*skipped/);
    expect(unsubscribe).toHaveBeenCalledTimes(2);
  });

  it('gives the data of a loaded request and lets it go', async () => {
    const unsubscribe = jest.fn();
    await expect(loadQuery({ unwrap: () => Promise.resolve([1]), unsubscribe }, 'meta.json')).resolves.toEqual([1]);
    expect(unsubscribe).toHaveBeenCalledTimes(1);
  });
});
