import { BUCKET_STORAGE_KEY, OVERRIDE_STORAGE_KEY, fetchRegistry, filterRegistry, readBucket, wantsOverrides } from './registry';
import { dropOverrides, readOverrides, registryReader, resolveRegistry } from './overrides';

const BASE = 'https://tcgp.example/tier-list?x=1';
const ALLOWED = ['https://tcgp.example', 'https://mfe.example.net', 'http://127.0.0.1:3002'];

/** A sessionStorage-like store (the shell passes window.sessionStorage). */
function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: jest.fn((key: string) => data.get(key) ?? null),
    setItem: jest.fn((key: string, value: string) => {
      data.set(key, value);
    }),
    removeItem: jest.fn((key: string) => {
      data.delete(key);
    }),
  };
}

describe('filterRegistry (origin allowlist)', () => {
  it('accepts a manifest on an allowed origin', () => {
    const result = filterRegistry({ deck: 'https://mfe.example.net/deck/mf-manifest.json' }, ALLOWED, BASE);
    expect(result).toEqual({ accepted: { deck: 'https://mfe.example.net/deck/mf-manifest.json' }, rejected: [], versions: {}, refusedOverrides: [] });
  });

  it('accepts all four remotes', () => {
    const raw = {
      tierlist: 'https://mfe.example.net/tierlist/mf-manifest.json',
      deck: 'http://127.0.0.1:3002/mf-manifest.json',
      cards: 'https://mfe.example.net/cards/mf-manifest.json',
      account: '/remotes/account/mf-manifest.json',
    };
    const result = filterRegistry(raw, ALLOWED, BASE);
    expect(Object.keys(result.accepted).sort()).toEqual(['account', 'cards', 'deck', 'tierlist']);
    expect(result.rejected).toEqual([]);
  });

  it('resolves a relative URL against the page URL (same origin)', () => {
    const result = filterRegistry({ cards: '/remotes/cards/mf-manifest.json', deck: 'deck/mf-manifest.json' }, ALLOWED, BASE);
    expect(result.accepted).toEqual({
      cards: 'https://tcgp.example/remotes/cards/mf-manifest.json',
      deck: 'https://tcgp.example/deck/mf-manifest.json',
    });
  });

  it('rejects a relative URL when the page origin is not allowed', () => {
    const result = filterRegistry({ cards: '/remotes/cards/mf-manifest.json' }, ['https://mfe.example.net'], BASE);
    expect(result.accepted).toEqual({});
    expect(result.rejected).toEqual([{ name: 'cards', url: '/remotes/cards/mf-manifest.json', reason: 'origin-not-allowed' }]);
  });

  it.each([
    ['another host', 'https://evil.example/deck/mf-manifest.json'],
    ['a look-alike host', 'https://mfe.example.net.evil.example/mf-manifest.json'],
    ['another port', 'http://127.0.0.1:3999/mf-manifest.json'],
    ['another scheme of an allowed host', 'http://mfe.example.net/deck/mf-manifest.json'],
    ['credentials in front of an allowed host', 'https://mfe.example.net@evil.example/mf-manifest.json'],
    ['a protocol-relative URL to another host', '//evil.example/mf-manifest.json'],
  ])('rejects %s as origin-not-allowed', (_label, url) => {
    const result = filterRegistry({ deck: url }, ALLOWED, BASE);
    expect(result.accepted).toEqual({});
    expect(result.rejected).toEqual([{ name: 'deck', url, reason: 'origin-not-allowed' }]);
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:application/json,{}'],
    ['ftp:', 'ftp://mfe.example.net/mf-manifest.json'],
    ['file:', 'file:///etc/passwd'],
  ])('rejects the non-http scheme %s', (_label, url) => {
    const result = filterRegistry({ deck: url }, [...ALLOWED, 'null', 'ftp://mfe.example.net'], BASE);
    expect(result.accepted).toEqual({});
    expect(result.rejected).toEqual([{ name: 'deck', url, reason: 'origin-not-allowed' }]);
  });

  it.each(['http://', 'https://exa mple.com/mf-manifest.json', 'http://[::1/mf-manifest.json'])('rejects the invalid URL %j', (url) => {
    const result = filterRegistry({ tierlist: url }, ALLOWED, BASE);
    expect(result.accepted).toEqual({});
    expect(result.rejected).toEqual([{ name: 'tierlist', url, reason: 'invalid-url' }]);
  });

  it.each([
    ['null', null],
    ['a number', 42],
    ['an object', { url: 'https://mfe.example.net/mf-manifest.json' }],
    ['an empty string', ''],
  ])('rejects an entry whose URL is %s as invalid-url (it must not become the page URL)', (_label, value) => {
    const result = filterRegistry({ deck: value }, ALLOWED, BASE);
    expect(result.accepted).toEqual({});
    expect(result.rejected).toHaveLength(1);
    expect(result.rejected[0]).toMatchObject({ name: 'deck', reason: 'invalid-url' });
  });

  it('rejects an unknown remote name', () => {
    const result = filterRegistry({ payments: 'https://mfe.example.net/payments/mf-manifest.json' }, ALLOWED, BASE);
    expect(result.accepted).toEqual({});
    expect(result.rejected).toEqual([{ name: 'payments', url: 'https://mfe.example.net/payments/mf-manifest.json', reason: 'unknown-remote' }]);
  });

  it('keeps the good entries when others are rejected', () => {
    const result = filterRegistry(
      { deck: 'https://mfe.example.net/deck/mf-manifest.json', cards: 'https://evil.example/mf-manifest.json', shop: '/x' },
      ALLOWED,
      BASE,
    );
    expect(result.accepted).toEqual({ deck: 'https://mfe.example.net/deck/mf-manifest.json' });
    expect(result.rejected.map((r) => [r.name, r.reason])).toEqual([
      ['cards', 'origin-not-allowed'],
      ['shop', 'unknown-remote'],
    ]);
  });

  it('ignores trailing slashes in the allowlist', () => {
    const result = filterRegistry({ deck: 'https://mfe.example.net/deck/mf-manifest.json' }, ['https://mfe.example.net/'], BASE);
    expect(result.accepted.deck).toBe('https://mfe.example.net/deck/mf-manifest.json');
  });

  it('accepts nothing with an empty allowlist', () => {
    const result = filterRegistry({ deck: '/deck/mf-manifest.json' }, [], BASE);
    expect(result.accepted).toEqual({});
    expect(result.rejected[0]?.reason).toBe('origin-not-allowed');
  });

  it.each([
    ['null', null],
    ['an array', ['https://mfe.example.net/mf-manifest.json']],
    ['a string', 'deck'],
  ])('returns an empty registry for a document that is %s', (_label, raw) => {
    expect(filterRegistry(raw, ALLOWED, BASE)).toEqual({ accepted: {}, rejected: [], versions: {}, refusedOverrides: [] });
  });
});

describe('readOverrides (?remote=name@url for contributors)', () => {
  it('returns no overrides without the parameter and does not write storage', () => {
    const storage = memoryStorage();
    expect(readOverrides('', storage, true)).toEqual({});
    expect(readOverrides('?lang=de', storage, true)).toEqual({});
    expect(storage.setItem).not.toHaveBeenCalled();
  });

  it('reads one override and stores it for this tab', () => {
    const storage = memoryStorage();
    const overrides = readOverrides('?remote=deck@http://127.0.0.1:3002/mf-manifest.json', storage, true);
    expect(overrides).toEqual({ deck: 'http://127.0.0.1:3002/mf-manifest.json' });
    expect(JSON.parse(storage.data.get(OVERRIDE_STORAGE_KEY) ?? 'null')).toEqual({ deck: 'http://127.0.0.1:3002/mf-manifest.json' });
  });

  it('reads repeated overrides, URL-encoded values and URLs containing "@"', () => {
    const storage = memoryStorage();
    const search =
      '?remote=deck@http://127.0.0.1:3002/mf-manifest.json&remote=cards%40http%3A%2F%2F127.0.0.1%3A3003%2Fmf-manifest.json&remote=tierlist@https://user@h.example/m.json';
    expect(readOverrides(search, storage, true)).toEqual({
      deck: 'http://127.0.0.1:3002/mf-manifest.json',
      cards: 'http://127.0.0.1:3003/mf-manifest.json',
      tierlist: 'https://user@h.example/m.json',
    });
  });

  it('keeps earlier overrides on later pages of the same tab', () => {
    const storage = memoryStorage();
    readOverrides('?remote=deck@http://127.0.0.1:3002/mf-manifest.json', storage, true);
    expect(readOverrides('', storage, true)).toEqual({ deck: 'http://127.0.0.1:3002/mf-manifest.json' });
    expect(readOverrides('?remote=cards@http://127.0.0.1:3003/mf-manifest.json', storage, true)).toEqual({
      deck: 'http://127.0.0.1:3002/mf-manifest.json',
      cards: 'http://127.0.0.1:3003/mf-manifest.json',
    });
    expect(readOverrides('?remote=deck@http://127.0.0.1:4002/mf-manifest.json', storage, true).deck).toBe('http://127.0.0.1:4002/mf-manifest.json');
  });

  it('?remote=reset clears every stored override', () => {
    const storage = memoryStorage();
    readOverrides('?remote=deck@http://127.0.0.1:3002/mf-manifest.json', storage, true);
    expect(readOverrides('?remote=reset', storage, true)).toEqual({});
    expect(storage.data.has(OVERRIDE_STORAGE_KEY)).toBe(false);
    expect(readOverrides('', storage, true)).toEqual({});
  });

  it('ignores values without a name before "@"', () => {
    const storage = memoryStorage();
    expect(readOverrides('?remote=http://127.0.0.1:3002/x.json&remote=@http://a.example/m.json', storage, true)).toEqual({});
  });

  it('is off unless the runtime config allows it (production): nothing is read or stored', () => {
    const storage = memoryStorage({ [OVERRIDE_STORAGE_KEY]: JSON.stringify({ deck: 'http://127.0.0.1:3002/m.json' }) });
    expect(readOverrides('?remote=cards@http://127.0.0.1:3003/m.json', storage, false)).toEqual({});
    expect(storage.setItem).not.toHaveBeenCalled();
  });

  it.each([['null'], ['3'], ['"deck"'], ['[1]'], ['{"deck": null, "cards": 7, "tierlist": "http://127.0.0.1:3001/m.json"}']])(
    'counts a damaged stored value %s as no override, keeping the string entries',
    (stored) => {
      const storage = memoryStorage({ [OVERRIDE_STORAGE_KEY]: stored });
      const expected = stored.includes('tierlist') ? { tierlist: 'http://127.0.0.1:3001/m.json' } : {};
      expect(readOverrides('', storage, true)).toEqual(expected);
      expect(readOverrides('?remote=deck@http://127.0.0.1:3002/m.json', storage, true)).toEqual({ ...expected, deck: 'http://127.0.0.1:3002/m.json' });
    },
  );

  it('survives damaged stored data and a missing storage', () => {
    const storage = memoryStorage({ [OVERRIDE_STORAGE_KEY]: '{not json' });
    expect(readOverrides('', storage, true)).toEqual({});
    expect(readOverrides('?remote=deck@http://127.0.0.1:3002/m.json', null, true)).toEqual({ deck: 'http://127.0.0.1:3002/m.json' });
  });

  it('works with the real window.sessionStorage', () => {
    window.sessionStorage.clear();
    readOverrides('?remote=deck@http://127.0.0.1:3002/mf-manifest.json', window.sessionStorage, true);
    expect(readOverrides('', window.sessionStorage, true)).toEqual({ deck: 'http://127.0.0.1:3002/mf-manifest.json' });
    readOverrides('?remote=reset', window.sessionStorage, true);
    expect(window.sessionStorage.getItem(OVERRIDE_STORAGE_KEY)).toBeNull();
  });
});

describe('reading remotes.json', () => {
  function jsonResponse(body: unknown, status = 200): Response {
    return { ok: status >= 200 && status < 300, status, json: () => Promise.resolve(body) } as Response;
  }
  const serving = (body: unknown, status = 200) => jest.fn<Promise<Response>, Parameters<typeof fetch>>(() => Promise.resolve(jsonResponse(body, status)));

  it('fetches remotes.json (the server sends it with no-store; the page preloads it), and the first load filters it', async () => {
    const fetchImpl = serving({ deck: '/remotes/deck/mf-manifest.json', cards: 'https://evil.example/m.json' });
    const result = filterRegistry(await fetchRegistry('/remotes.json', fetchImpl), ALLOWED, BASE);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', { credentials: 'same-origin' });
    expect(result.accepted).toEqual({ deck: 'https://tcgp.example/remotes/deck/mf-manifest.json' });
    expect(result.rejected).toEqual([{ name: 'cards', url: 'https://evil.example/m.json', reason: 'origin-not-allowed' }]);
  });

  it.each([404, 500, 503])('fails on HTTP %i', async (status) => {
    await expect(fetchRegistry('/remotes.json', serving({}, status))).rejects.toThrow(String(status));
  });

  it.each([[null], [['https://mfe.example.net/mf-manifest.json']], ['deck'], [{ schema: 3, remotes: {} }]])(
    'fails on a document that is not a registry: %p',
    async (body) => {
      await expect(fetchRegistry('/remotes.json', serving(body))).rejects.toThrow('remotes.json: not a registry');
    },
  );

  it('fails when the network fails', async () => {
    const fetchImpl = jest.fn<Promise<Response>, Parameters<typeof fetch>>(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(fetchRegistry('/remotes.json', fetchImpl)).rejects.toThrow('Failed to fetch');
  });

  describe('in a tab with overrides (registryReader)', () => {
    const tab = (search: string, storage = memoryStorage()) => ({
      remotesUrl: '/remotes.json',
      allowedRemoteOrigins: ALLOWED,
      allowRemoteOverrides: true,
      bucket: 50,
      search,
      storage,
    });
    const twoRemotes = { deck: '/remotes/deck/mf-manifest.json', cards: '/remotes/cards/mf-manifest.json' };
    let warn: jest.SpyInstance;
    beforeEach(() => {
      warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    });
    afterEach(() => warn.mockRestore());

    it('applies the overrides over the document, through the same allowlist; a refused one keeps the registry entry', async () => {
      const search =
        '?remote=deck@http://127.0.0.1:3002/mf-manifest.json&remote=cards@https://evil.example/m.json&remote=tierlist@/remotes/tierlist/mf-manifest.json';
      const result = await registryReader(tab(search), serving(twoRemotes), BASE)();
      expect(result.accepted).toEqual({
        deck: 'http://127.0.0.1:3002/mf-manifest.json',
        cards: 'https://tcgp.example/remotes/cards/mf-manifest.json',
        tierlist: 'https://tcgp.example/remotes/tierlist/mf-manifest.json',
      });
      expect(result.rejected).toEqual([]);
      expect(result.refusedOverrides).toEqual([{ name: 'cards', value: 'https://evil.example/m.json', reason: 'origin-not-allowed' }]);
    });

    it('names a refused override in the console and drops it from the tab, keeping the others', async () => {
      const storage = memoryStorage();
      await registryReader(tab('?remote=cards@https://evil.example/m.json&remote=deck@http://127.0.0.1:3002/m.json', storage), serving(twoRemotes), BASE)();
      expect(warn).toHaveBeenCalledWith('[shell] ?remote=cards@https://evil.example/m.json refused (origin-not-allowed)');
      expect(JSON.parse(storage.data.get(OVERRIDE_STORAGE_KEY) ?? 'null')).toEqual({ deck: 'http://127.0.0.1:3002/m.json' });
    });

    it('reads the overrides once and remotes.json on every read (the worker asks again later)', async () => {
      const storage = memoryStorage();
      const fetchImpl = serving(twoRemotes);
      const read = registryReader(tab('?remote=deck@http://127.0.0.1:3002/m.json', storage), fetchImpl, BASE);
      expect(storage.setItem).toHaveBeenCalledTimes(1);
      const [first, second] = [await read(), await read()];
      expect(fetchImpl).toHaveBeenCalledTimes(2);
      expect(second).toEqual(first);
      expect(storage.setItem).toHaveBeenCalledTimes(1);
    });

    it('resolves relative entries against the page URL by default', async () => {
      window.history.replaceState(null, '', '/deck/abc');
      const read = registryReader({ ...tab(''), allowedRemoteOrigins: [window.location.origin] }, serving({ deck: '/remotes/deck/mf-manifest.json' }));
      expect((await read()).accepted.deck).toBe(`${window.location.origin}/remotes/deck/mf-manifest.json`);
    });
  });
});

describe('resolveRegistry (registry v2: versions, buckets, overrides, revoked)', () => {
  const ORIGIN = 'https://mfe.example.net';
  const manifest = (label: string) => `${ORIGIN}/deck/${label}/mf-manifest.json`;
  const V1 = '1.0.0+3f2c1ab';
  const V2 = '1.1.0+9e8d7c6';
  const doc = (deck: Record<string, unknown>) => ({
    schema: 2,
    revision: 3,
    remotes: { deck, cards: { default: V1, versions: { [V1]: { manifest: `${ORIGIN}/cards/${V1}/mf-manifest.json`, share: 100 } } } },
  });
  const canary = (revoked: string[] = []) =>
    doc({ default: V1, versions: { [V1]: { manifest: manifest(V1), share: 90 }, [V2]: { manifest: manifest(V2), share: 10 } }, revoked });

  it.each([
    [1, V1],
    [90, V1],
    [91, V2],
    [100, V2],
  ])('starts the version of bucket %i (%s)', (bucket, label) => {
    const result = resolveRegistry(canary(), ALLOWED, BASE, { bucket });
    expect(result.accepted.deck).toBe(manifest(label));
    expect(result.versions).toEqual({ deck: label, cards: V1 });
  });

  it('gives the page renderer the default versions', () => {
    expect(filterRegistry(canary(), ALLOWED, BASE).accepted.deck).toBe(manifest(V1));
  });

  it('starts a version a tester names when the registry lists it, whatever the bucket', () => {
    const result = resolveRegistry(canary(), ALLOWED, BASE, { bucket: 5, overrides: { deck: V2 } });
    expect(result.accepted.deck).toBe(manifest(V2));
    expect(result.refusedOverrides).toEqual([]);
  });

  it.each([
    ['a label the registry does not list', '2.0.0+0000000', 'not-listed'],
    ['a revoked label', '0.9.0+1234567', 'revoked'],
    ['the URL of a revoked version', `${ORIGIN}/deck/0.9.0+1234567/mf-manifest.json`, 'revoked'],
    ['a URL on another origin', 'https://evil.example/mf-manifest.json', 'origin-not-allowed'],
  ])('refuses an override naming %s and keeps the registry pick', (_what, value, reason) => {
    const result = resolveRegistry(canary(['0.9.0+1234567']), ALLOWED, BASE, { bucket: 95, overrides: { deck: value } });
    expect(result.accepted.deck).toBe(manifest(V2));
    expect(result.refusedOverrides).toEqual([{ name: 'deck', value, reason }]);
  });

  it('never starts a revoked default, and keeps the other remotes', () => {
    const result = resolveRegistry(doc({ default: V1, versions: { [V1]: { manifest: manifest(V1), share: 100 } }, revoked: [] }), ALLOWED, BASE, { bucket: 1 });
    expect(result.accepted.deck).toBe(manifest(V1));
    // A document that lists its default as revoked is refused as a whole entry (the schema), never started.
    const revoked = resolveRegistry(doc({ default: V1, versions: { [V1]: { manifest: manifest(V1), share: 100 } }, revoked: [V1] }), ALLOWED, BASE, {
      bucket: 1,
    });
    expect(revoked.accepted.deck).toBeUndefined();
    expect(revoked.accepted.cards).toBeDefined();
    expect(revoked.rejected).toEqual([{ name: 'deck', url: '', reason: 'invalid-entry' }]);
  });

  it('refuses one damaged remote entry without the others', () => {
    const result = resolveRegistry(doc({ default: 'latest', versions: {} }), ALLOWED, BASE, { bucket: 1 });
    expect(result.accepted).toEqual({ cards: `${ORIGIN}/cards/${V1}/mf-manifest.json` });
    expect(result.rejected).toEqual([{ name: 'deck', url: '', reason: 'invalid-entry' }]);
  });

  it('refuses a version whose manifest is on an origin not allowed', () => {
    const result = resolveRegistry(doc({ default: V1, versions: { [V1]: { manifest: 'https://evil.example/m.json', share: 100 } } }), ALLOWED, BASE, {
      bucket: 1,
    });
    expect(result.rejected).toEqual([{ name: 'deck', url: 'https://evil.example/m.json', reason: 'origin-not-allowed' }]);
  });

  it('refuses a label override against a v1 registry (it lists no versions)', () => {
    const result = resolveRegistry({ deck: `${ORIGIN}/deck/mf-manifest.json` }, ALLOWED, BASE, { overrides: { deck: V2 } });
    expect(result.accepted.deck).toBe(`${ORIGIN}/deck/mf-manifest.json`);
    expect(result.refusedOverrides).toEqual([{ name: 'deck', value: V2, reason: 'not-listed' }]);
  });
});

describe('overrides in storage', () => {
  it('keeps version labels where URL overrides are not allowed (production), and drops the URLs', () => {
    const storage = memoryStorage({ [OVERRIDE_STORAGE_KEY]: JSON.stringify({ cards: 'http://127.0.0.1:3003/m.json' }) });
    expect(readOverrides('?remote=deck@1.1.0%2B9e8d7c6', storage, false)).toEqual({ deck: '1.1.0+9e8d7c6' });
    expect(JSON.parse(storage.data.get(OVERRIDE_STORAGE_KEY) ?? 'null')).toEqual({ deck: '1.1.0+9e8d7c6' });
  });

  it('drops a refused override from storage, so the next load does not ask for it again', () => {
    const storage = memoryStorage();
    readOverrides('?remote=deck@2.0.0%2B0000000&remote=cards@1.0.0%2Baaaaaaa', storage, true);
    dropOverrides(storage, [{ name: 'deck', value: '2.0.0+0000000', reason: 'not-listed' }]);
    expect(readOverrides('', storage, true)).toEqual({ cards: '1.0.0+aaaaaaa' });
    dropOverrides(storage, [{ name: 'cards', value: '1.0.0+aaaaaaa', reason: 'not-listed' }]);
    expect(storage.data.has(OVERRIDE_STORAGE_KEY)).toBe(false);
  });
});

describe('wantsOverrides (whether the overrides chunk loads)', () => {
  it('is false for a player: no ?remote= and nothing stored', () => {
    expect(wantsOverrides('?lang=de', memoryStorage())).toBe(false);
    expect(wantsOverrides('', null)).toBe(false);
  });

  it('is true with ?remote= in the address (reset too) or overrides kept for the tab', () => {
    expect(wantsOverrides('?remote=deck@1.1.0%2B9e8d7c6', memoryStorage())).toBe(true);
    expect(wantsOverrides('?remote=reset', null)).toBe(true);
    expect(wantsOverrides('', memoryStorage({ [OVERRIDE_STORAGE_KEY]: '{"deck":"1.1.0+9e8d7c6"}' }))).toBe(true);
  });
});

describe('readBucket', () => {
  it('draws a bucket 1-100 once and keeps it', () => {
    const storage = memoryStorage();
    expect(readBucket(storage, () => 0.995)).toBe(100);
    expect(readBucket(storage, () => 0)).toBe(100);
    expect(storage.data.get(BUCKET_STORAGE_KEY)).toBe('100');
  });

  it.each(['0', '101', '-3', '7.5', 'abc', '007'])('draws a new bucket over the damaged value %j', (stored) => {
    const storage = memoryStorage({ [BUCKET_STORAGE_KEY]: stored });
    expect(readBucket(storage, () => 0.41)).toBe(42);
    expect(storage.data.get(BUCKET_STORAGE_KEY)).toBe('42');
  });

  it('works without storage, and when storage throws', () => {
    expect(readBucket(null, () => 0)).toBe(1);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readBucket(broken, () => 0.09)).toBe(10);
  });
});
