import { RETRY_DELAYS_MS, checkManifest, manifestGuardPlugin } from './manifestGuard';

const ALLOWED = ['https://deck.example', 'https://cdn.deck.example'];
const MANIFEST_URL = 'https://deck.example/v2/mf-manifest.json';

function manifest(overrides: Record<string, unknown> = {}, metaData: Record<string, unknown> = {}) {
  return {
    id: 'deck',
    name: 'deck',
    metaData: { name: 'deck', publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, ...metaData },
    shared: [{ id: 'deck:react', assets: { js: { sync: ['react.1234.js'], async: [] }, css: { sync: [], async: [] } } }],
    remotes: [],
    exposes: [{ id: 'deck:DeckFinderPage', assets: { js: { sync: ['DeckFinderPage.abcd.js'], async: ['x/y.js'] }, css: { sync: ['a.css'], async: [] } } }],
    ...overrides,
  };
}

describe('checkManifest: every script a manifest yields must come from an allowed origin', () => {
  it('accepts a manifest whose files are beside it (publicPath auto) or on another allowed origin', () => {
    expect(checkManifest(manifest(), MANIFEST_URL, ALLOWED)).toEqual({ ok: true });
    expect(checkManifest(manifest({}, { publicPath: 'https://cdn.deck.example/v2/' }), MANIFEST_URL, ALLOWED)).toEqual({ ok: true });
  });

  it('refuses a publicPath on another origin', () => {
    expect(checkManifest(manifest({}, { publicPath: 'https://evil.example/' }), MANIFEST_URL, ALLOWED)).toEqual({
      ok: false,
      reason: 'the manifest loads files from https://evil.example, which is not allowed',
    });
  });

  it('refuses a public path computed by code (getPublicPath)', () => {
    expect(checkManifest(manifest({}, { getPublicPath: 'return "https://evil.example/"' }), MANIFEST_URL, ALLOWED).ok).toBe(false);
  });

  it('refuses an absolute file URL in an expose, a shared module or the entry', () => {
    const evilExpose = manifest({ exposes: [{ assets: { js: { sync: ['https://evil.example/x.js'], async: [] } } }] });
    expect(checkManifest(evilExpose, MANIFEST_URL, ALLOWED)).toEqual({
      ok: false,
      reason: 'the manifest names a file that is not a plain relative path: "https://evil.example/x.js"',
    });
    const evilShared = manifest({ shared: [{ assets: { js: { sync: [], async: ['//evil.example/r.js'] } } }] });
    expect(checkManifest(evilShared, MANIFEST_URL, ALLOWED).ok).toBe(false);
    const evilEntry = manifest({}, { remoteEntry: { name: 'remoteEntry.js', path: 'https://evil.example/' } });
    expect(checkManifest(evilEntry, MANIFEST_URL, ALLOWED).ok).toBe(false);
    const script = manifest({}, { publicPath: 'javascript:alert(1)//' });
    expect(checkManifest(script, MANIFEST_URL, ALLOWED).ok).toBe(false);
  });

  it('refuses a publicPath without a trailing slash, which the runtime would join to the entry name into another host', () => {
    // The runtime loads `${publicPath}${name}`: https://tcgp-deck.web.app.evil.example/remoteEntry.js.
    const joined = manifest({}, { publicPath: 'https://deck.example', remoteEntry: { name: '.evil.example/remoteEntry.js', path: '' } });
    expect(checkManifest(joined, MANIFEST_URL, ALLOWED)).toEqual({
      ok: false,
      reason: 'the manifest\'s publicPath "https://deck.example" does not end with /',
    });
    // Without the trailing slash the rule refuses even an innocent entry name: what is checked is what is loaded.
    expect(checkManifest(manifest({}, { publicPath: 'https://deck.example' }), MANIFEST_URL, ALLOWED).ok).toBe(false);
    expect(checkManifest(manifest({}, { publicPath: 'https://deck.example/' }), MANIFEST_URL, ALLOWED)).toEqual({ ok: true });
  });

  it('refuses entry names and paths that leave the public path', () => {
    for (const remoteEntry of [
      { path: '/', name: 'evil.example/x.js' },
      { path: '', name: '.evil.example/remoteEntry.js' },
      { path: '', name: '/evil.example/x.js' },
      { path: '', name: '../x.js' },
      { path: 'a/../..', name: 'x.js' },
      { path: '', name: 'a\\x.js' },
      { path: '', name: 'user@evil.example/x.js' },
      { path: '', name: 'x.js?y' },
      { path: '', name: '%2e%2e/x.js' },
    ]) {
      expect(checkManifest(manifest({}, { remoteEntry }), MANIFEST_URL, ALLOWED)).toEqual({
        ok: false,
        reason: expect.stringMatching(/not a plain relative path/),
      });
    }
  });

  it('refuses what is not a manifest', () => {
    expect(checkManifest(null, MANIFEST_URL, ALLOWED).ok).toBe(false);
    expect(checkManifest({ exposes: [] }, MANIFEST_URL, ALLOWED).ok).toBe(false);
  });
});

describe('manifestGuardPlugin (layer 1: retries, and the check before the runtime uses a manifest)', () => {
  type FetchHook = NonNullable<ReturnType<typeof manifestGuardPlugin>['fetch']>;
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  function hookWith(fetchImpl: jest.Mock): FetchHook {
    const hook = manifestGuardPlugin(ALLOWED, fetchImpl as unknown as typeof fetch).fetch;
    if (!hook) throw new Error('fetch hook missing');
    return hook;
  }

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('hands a good manifest to the runtime', async () => {
    const fetchImpl = jest.fn(() => Promise.resolve(json(manifest())));
    const response = (await hookWith(fetchImpl)(MANIFEST_URL, {})) as Response;
    expect(await response.json()).toEqual(manifest());
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('tries a failing fetch twice more, then reports it', async () => {
    const fetchImpl = jest.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const result = hookWith(fetchImpl)(MANIFEST_URL, {});
    const settled = expect(result).rejects.toThrow('Failed to fetch');
    await jest.advanceTimersByTimeAsync(RETRY_DELAYS_MS.reduce((a, b) => a + b, 0));
    await settled;
    expect(fetchImpl).toHaveBeenCalledTimes(3);
  });

  it('recovers when a retry answers, and does not retry a 404', async () => {
    const flaky = jest.fn().mockResolvedValueOnce(json({}, 503)).mockResolvedValueOnce(json(manifest()));
    const result = hookWith(flaky)(MANIFEST_URL, {});
    await jest.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0] ?? 0);
    expect(((await result) as Response).status).toBe(200);
    const missing = jest.fn(() => Promise.resolve(json({}, 404)));
    expect(((await hookWith(missing)(MANIFEST_URL, {})) as Response).status).toBe(404);
    expect(missing).toHaveBeenCalledTimes(1);
  });

  it('refuses a manifest that would load scripts from elsewhere, as an "origin" error', async () => {
    const fetchImpl = jest.fn(() => Promise.resolve(json(manifest({}, { publicPath: 'https://evil.example/' }))));
    await expect(hookWith(fetchImpl)(MANIFEST_URL, {})).rejects.toMatchObject({ kind: 'origin' });
  });

  it('loads a remote entry with CORS, so the service worker gets an answer it can read', () => {
    const hook = manifestGuardPlugin(ALLOWED).createScript;
    const script = hook?.({ url: 'https://tierlist.example/remoteEntry.js' } as Parameters<NonNullable<typeof hook>>[0]);
    expect(script).toBeInstanceOf(HTMLScriptElement);
    expect((script as HTMLScriptElement).getAttribute('crossorigin')).toBe('anonymous');
    expect((script as HTMLScriptElement).src).toBe('https://tierlist.example/remoteEntry.js');
  });
});
