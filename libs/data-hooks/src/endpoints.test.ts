import { renderHook, waitFor } from '@testing-library/react';
import { createTestHost } from '@tcgp/dev-kit/testing';
import { DATA_KEEP_UNUSED_SECONDS, DATA_MAX_BACKOFF_MS, DATA_MAX_RETRIES, DATA_STALE_SECONDS, dataApi, retryDelayMs } from 'shared-contracts/data-api';
import { isDataValidationError } from 'shared-contracts';
import { useGetBestDecksQuery, useGetDeckMatchupsQuery } from './api';
import { matchupFileName } from '@tcgp/schemas';

const archetype = { name: 'pikachu-ex-a1-096', lists: [{ cards: ['2:a1-096', '2:pa-005'], score: 0.5, strength: 0.6 }], popularity: 0.1, percentOfGames: 0.1 };

describe('data API settings (SPEC section 9)', () => {
  it('keeps data fresh for 5 minutes and unused data for 30 minutes, with 3 retries', () => {
    expect(DATA_STALE_SECONDS).toBe(300);
    expect(DATA_KEEP_UNUSED_SECONDS).toBe(1800);
    expect(DATA_MAX_RETRIES).toBe(3);
  });

  it('backs off exponentially and never waits more than 30 s', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelayMs(5)).toBe(16_000);
    expect(retryDelayMs(6)).toBe(DATA_MAX_BACKOFF_MS);
    expect(retryDelayMs(20)).toBe(30_000);
  });

  it('uses the configured base URL, with the endpoint settings of the spec', () => {
    expect(dataApi.reducerPath).toBe('dataApi');
  });
});

describe('validation at the boundary', () => {
  it('returns the decoded file when it has the expected shape', async () => {
    const host = await createTestHost({ files: { 'best-decks.json': [archetype] } });
    const { result } = renderHook(() => useGetBestDecksQuery(), { wrapper: host.Wrapper });
    await waitFor(() => expect(result.current.data).toEqual([archetype]));
    expect(host.requests).toEqual(['http://data.test/data/best-decks.json']);
  });

  it('turns a malformed file into a VALIDATION_ERROR naming the file, without retrying', async () => {
    const host = await createTestHost({ files: { 'best-decks.json': [{ name: 'x', lists: 'oops' }] } });
    const { result } = renderHook(() => useGetBestDecksQuery(), { wrapper: host.Wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(isDataValidationError(result.current.error)).toBe(true);
    if (!isDataValidationError(result.current.error)) throw new Error('unreachable');
    expect(result.current.error.data.file).toBe('best-decks.json');
    expect(result.current.error.data.problems.length).toBeGreaterThan(0);
    expect(host.requests).toHaveLength(1);
  });

  it('does not retry a 404', async () => {
    const host = await createTestHost({ files: {} });
    const { result } = renderHook(() => useGetBestDecksQuery(), { wrapper: host.Wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(host.requests).toHaveLength(1);
    const error = result.current.error as { status: unknown; originalStatus?: number };
    expect(error.status === 404 || error.originalStatus === 404).toBe(true);
  });

  it('retries a server error 3 times before failing', async () => {
    jest.useFakeTimers();
    try {
      const host = await createTestHost({ files: { 'best-decks.json': { status: 503 } } });
      const { result } = renderHook(() => useGetBestDecksQuery(), { wrapper: host.Wrapper });
      for (let i = 0; i < 10 && !result.current.isError; i++) {
        await jest.advanceTimersByTimeAsync(30_000);
      }
      expect(result.current.isError).toBe(true);
      expect(host.requests).toHaveLength(1 + 3);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('per-deck matchups', () => {
  it('downloads only the requested deck file, whose name survives & in deck ids', async () => {
    const deckId = 'espeon-b3a-020&swablu-b1-196';
    const rows = [{ name: 'Total', winRate: 0.52, totalGames: 300 }];
    const host = await createTestHost({ files: { [`matchups/${matchupFileName(deckId)}`]: rows } });
    const { result } = renderHook(() => useGetDeckMatchupsQuery(deckId), { wrapper: host.Wrapper });
    await waitFor(() => expect(result.current.data).toEqual(rows));
    expect(host.requests).toEqual(['http://data.test/data/matchups/espeon-b3a-020_26swablu-b1-196.json']);
  });
});
