import { generateSnapshotFromManifest, getResourceUrl } from '@module-federation/sdk';
import { joinEntryPath, manifestFileUrl, manifestPublicPath, resolveManifest } from './manifestUrls';

const MANIFEST_URL = 'https://deck.example/1.0.0+abc1234/mf-manifest.json';

function manifest(metaData: Record<string, unknown> = {}, exposes: unknown[] = []) {
  return {
    id: 'deck',
    name: 'deck',
    metaData: {
      name: 'deck',
      globalName: 'deck',
      buildInfo: { buildVersion: '1', buildName: 'deck' },
      publicPath: 'auto',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      ...metaData,
    },
    shared: [],
    remotes: [],
    exposes,
  };
}

/** The address the federation runtime itself loads for the manifest's entry. */
function runtimeEntryUrl(json: ReturnType<typeof manifest>): string {
  const snapshot = generateSnapshotFromManifest(json as never, { version: MANIFEST_URL });
  return getResourceUrl(snapshot as never, (snapshot as { remoteEntry: string }).remoteEntry);
}

describe('resolveManifest resolves a file as the federation runtime does', () => {
  it.each([
    [{}],
    [{ publicPath: 'https://cdn.deck.example/v2/' }],
    [{ remoteEntry: { name: 'remoteEntry.js', path: 'static', type: 'global' } }],
    [{ remoteEntry: { name: 'remoteEntry.js', path: './static/', type: 'global' } }],
    [{ remoteEntry: { name: 'remoteEntry.js', path: '/', type: 'global' } }],
    [{ remoteEntry: { name: 'remoteEntry.js', path: '.', type: 'global' } }],
    [{ publicPath: '', remoteEntry: { name: 'remoteEntry.js', path: '/static/js/', type: 'global' } }],
  ])('the entry of %j is where the runtime loads it', (metaData) => {
    const json = manifest(metaData);
    const resolved = resolveManifest(json, MANIFEST_URL);
    expect(resolved).toMatchObject({ ok: true });
    if (resolved.ok) expect(resolved.manifest.entry).toBe(runtimeEntryUrl(json));
  });

  it('gives the runtime address the check would have missed for the two manifests it refuses', () => {
    // What the runtime would load: this is why both are refused.
    const noSlash = manifest({ publicPath: 'https://tcgp-deck.web.app', remoteEntry: { name: '.evil.example/remoteEntry.js', path: '', type: 'global' } });
    expect(runtimeEntryUrl(noSlash)).toBe('https://tcgp-deck.web.app.evil.example/remoteEntry.js');
    expect(resolveManifest(noSlash, MANIFEST_URL)).toEqual({ ok: false, reason: 'the manifest\'s publicPath "https://tcgp-deck.web.app" does not end with /' });
    const slashName = manifest({ remoteEntry: { name: 'evil.example/x.js', path: '/', type: 'global' } });
    // The runtime keeps it on the remote's host; the renderer's old join made //evil.example/x.js of it.
    expect(runtimeEntryUrl(slashName)).toBe('https://deck.example/1.0.0+abc1234/evil.example/x.js');
    expect(resolveManifest(slashName, MANIFEST_URL)).toEqual({
      ok: false,
      reason: 'the manifest names a file that is not a plain relative path: "evil.example/x.js"',
    });
  });

  it('resolves the assets of exposed modules under the public path', () => {
    const json = manifest({ publicPath: 'https://cdn.deck.example/v2/' }, [
      { name: 'setup', path: './setup', assets: { js: { sync: ['a.js', 'x/b.js'], async: ['c.js'] }, css: { sync: ['s.css'], async: [] } } },
    ]);
    expect(resolveManifest(json, MANIFEST_URL)).toEqual({
      ok: true,
      manifest: {
        publicPath: 'https://cdn.deck.example/v2/',
        entry: 'https://cdn.deck.example/v2/remoteEntry.js',
        exposes: [
          {
            name: 'setup',
            path: './setup',
            js: { sync: ['https://cdn.deck.example/v2/a.js', 'https://cdn.deck.example/v2/x/b.js'], async: ['https://cdn.deck.example/v2/c.js'] },
            css: { sync: ['https://cdn.deck.example/v2/s.css'], async: [] },
          },
        ],
        shared: [],
      },
    });
  });

  it('refuses an asset that leaves the public path', () => {
    for (const file of ['//evil.example/x.js', '/x.js', '../x.js', 'a//b.js', '.x.js', 'a\\b.js', 'a@b/x.js', 'https://evil.example/x.js', 'x.js#y', '']) {
      const json = manifest({}, [{ name: 'setup', path: './setup', assets: { js: { sync: [file], async: [] }, css: { sync: [], async: [] } } }]);
      expect(resolveManifest(json, MANIFEST_URL)).toEqual({ ok: false, reason: expect.stringMatching(/not a plain relative path/) });
    }
  });
});

describe('the parts of the rule', () => {
  it('manifestPublicPath takes auto as the manifest folder and refuses what concatenation could take elsewhere', () => {
    expect(manifestPublicPath('auto', MANIFEST_URL)).toEqual({ ok: true, publicPath: 'https://deck.example/1.0.0+abc1234/' });
    expect(manifestPublicPath('https://deck.example/x/', MANIFEST_URL)).toEqual({ ok: true, publicPath: 'https://deck.example/x/' });
    for (const bad of [
      'https://deck.example',
      'https://deck.example/x',
      '/x/',
      'x/',
      'javascript:alert(1)//',
      'https://u@deck.example/',
      'https://deck.example/?a=/',
      undefined,
      7,
    ]) {
      expect(manifestPublicPath(bad, MANIFEST_URL).ok).toBe(false);
    }
  });

  it('manifestFileUrl is the concatenation, checked', () => {
    expect(manifestFileUrl('https://deck.example/v/', 'a/b.js')).toEqual({ ok: true, url: 'https://deck.example/v/a/b.js' });
    expect(manifestFileUrl('https://deck.example/v/', '../b.js').ok).toBe(false);
  });

  it('joinEntryPath is the runtime join', () => {
    expect(joinEntryPath('', 'r.js')).toBe('r.js');
    expect(joinEntryPath('/', 'r.js')).toBe('r.js');
    expect(joinEntryPath('./a/', 'r.js')).toBe('a/r.js');
    expect(joinEntryPath('/a/', 'r.js')).toBe('a/r.js');
    expect(joinEntryPath('a', 'r.js')).toBe('a/r.js');
  });
});
