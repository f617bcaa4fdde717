import { renderHook, waitFor, act } from '@testing-library/react';
import { createTestHost } from '@tcgp/dev-kit/testing';
import { premiumResolved, type User } from 'shared-contracts';
import { isDataValidationError } from '@tcgp/domain';
import { DATA_KEEP_UNUSED_SECONDS, DATA_MAX_BACKOFF_MS, DATA_MAX_RETRIES, DATA_STALE_SECONDS, retryDelayMs } from 'shared-contracts/data-api';
import { fileQuery, useGetBestDecksQuery, useGetMetaQuery } from './endpoints';

const archetype = { name: 'pikachu-ex-a1-096', lists: [{ cards: ['2:a1-096', '2:pa-005'], score: 0.5, strength: 0.6 }], popularity: 0.1, percentOfGames: 0.1 };

describe('the one data API (docs/product-rules.md)', () => {
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
});

describe('validation at the boundary', () => {
  it('returns the decoded file when it has the expected shape', async () => {
    const host = await createTestHost({ files: { 'best-decks.json': [archetype] } });
    const { result } = renderHook(() => useGetBestDecksQuery(), { wrapper: host.Wrapper });
    await waitFor(() => expect(result.current.data).toEqual([archetype]));
    expect(host.requests).toEqual(['http://data.test/data/best-decks.json']);
  });

  it('hands the store the checked file frozen, so the store does not walk it to freeze it', async () => {
    const query = fileQuery('best-decks.json', (json) => ({ ok: true, value: structuredClone(json) as unknown[] }));
    const result = await query(undefined, {} as never, undefined, () => ({ data: [archetype] }));
    if (!('data' in result)) throw new Error('expected data');
    expect(result.data).toEqual([archetype]);
    expect(Object.isFrozen(result.data)).toBe(true);
  });

  it('turns a malformed file into a VALIDATION_ERROR naming the file, without retrying', async () => {
    const host = await createTestHost({ files: { 'best-decks.json': [{ name: 'x', lists: 'oops' }] } });
    const { result } = renderHook(() => useGetBestDecksQuery(), { wrapper: host.Wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    const error = result.current.error;
    if (!isDataValidationError(error)) throw new Error(`expected a validation error, got ${JSON.stringify(error)}`);
    expect(error.data.file).toBe('best-decks.json');
    expect(error.data.problems).toContainEqual({ path: '$[0].lists', reason: 'expected an array, got the string "oops"' });
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

describe('free and premium data sets', () => {
  const PREMIUM = 'http://premium.test/v1/premium-data/{file}';
  const ash: User = { uid: 'u-ash', displayName: 'Ash', email: null, photoURL: null };
  const freeMeta = { lastUpdated: '2026-11-16', expansions: [] };
  const premiumMeta = { lastUpdated: '2026-11-23', expansions: [] };

  it('visitors and free users read the public set; premium users the premium set with their ID token', async () => {
    const host = await createTestHost({
      user: ash,
      premium: false,
      config: { premiumData: { urlTemplate: PREMIUM, authScheme: 'Bearer' } },
      files: { 'meta.json': freeMeta, 'http://premium.test/v1/premium-data/meta.json': premiumMeta },
    });
    const { result } = renderHook(() => useGetMetaQuery(), { wrapper: host.Wrapper });
    await waitFor(() => expect(result.current.data).toEqual(freeMeta));
    expect(host.requests).toEqual(['http://data.test/data/meta.json']);
    expect(host.authorizations).toEqual([null]);

    // Premium arrives: every file is fetched again, from the premium set.
    act(() => {
      host.store.dispatch(premiumResolved(true));
    });
    await waitFor(() => expect(result.current.data).toEqual(premiumMeta));
    expect(host.requests[1]).toBe('http://premium.test/v1/premium-data/meta.json');
    expect(host.authorizations[1]).toBe('Bearer memory-token-u-ash');

    // And back: the free set again.
    act(() => {
      host.store.dispatch(premiumResolved(false));
    });
    await waitFor(() => expect(result.current.data).toEqual(freeMeta));
    expect(host.requests[2]).toBe('http://data.test/data/meta.json');
  });

  it('asks once more with a fresh ID token when the premium set refuses the first one (a plan just bought)', async () => {
    let asked = 0;
    const files: Record<string, unknown> = {};
    // The storage rules refuse the token from before the checkout; the refreshed one carries the plan.
    Object.defineProperty(files, 'http://premium.test/v1/premium-data/meta.json', {
      enumerable: true,
      get: () => (++asked === 1 ? { status: 403 } : premiumMeta),
    });
    const host = await createTestHost({ user: ash, premium: true, config: { premiumData: { urlTemplate: PREMIUM, authScheme: 'Bearer' } }, files });
    const { result } = renderHook(() => useGetMetaQuery(), { wrapper: host.Wrapper });
    await waitFor(() => expect(result.current.data).toEqual(premiumMeta));
    expect(host.authorizations).toEqual(['Bearer memory-token-u-ash', 'Bearer memory-token-u-ash-1']);
  });

  it('shows the refusal when a fresh token is refused too (one refresh, no loop)', async () => {
    const host = await createTestHost({
      user: ash,
      premium: true,
      config: { premiumData: { urlTemplate: PREMIUM, authScheme: 'Bearer' } },
      files: { 'http://premium.test/v1/premium-data/meta.json': { status: 403 } },
    });
    const { result } = renderHook(() => useGetMetaQuery(), { wrapper: host.Wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ status: 403 });
    expect(host.authorizations).toEqual(['Bearer memory-token-u-ash', 'Bearer memory-token-u-ash-1']);
  });

  it('encodes the path of a premium file as one segment (Cloud Storage object names)', async () => {
    const host = await createTestHost({
      user: ash,
      premium: true,
      config: { premiumData: { urlTemplate: 'https://storage.test/o/premium%2F{file}?alt=media', authScheme: 'Firebase' } },
      files: { 'https://storage.test/o/premium%2Fmeta.json?alt=media': premiumMeta },
    });
    const { result } = renderHook(() => useGetMetaQuery(), { wrapper: host.Wrapper });
    await waitFor(() => expect(result.current.data).toEqual(premiumMeta));
    expect(host.authorizations).toEqual(['Firebase memory-token-u-ash']);
  });
});
