import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { resolveManifest } from '@tcgp/schemas';
import { ServerBuildError, checkServerManifest, loadServerBuild, type LoadedServerBuild } from '../pages/server-builds.mjs';

/**
 * scripts/pages/server-builds.mjs loads a remote's server build from the URL the registry gives, with
 * the browser's checks, and runs it only when its manifest, contract, origin and integrity are right.
 */

const integrityOf = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
const pinOf = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;

describe('checkServerManifest', () => {
  const good = {
    name: 'tierlist',
    buildLabel: '1.0.0',
    contractVersion: '3.0.0',
    entry: 'render.abc.cjs',
    integrity: integrityOf('module.exports = {};'),
    modules: ['TierListPage', 'StatisticsPage'],
  };
  const reasonOf = (value: unknown) => {
    const checked = checkServerManifest(value, 'tierlist');
    return checked.ok ? null : checked.reason;
  };

  it('accepts a complete manifest of the remote and gives it back', () => {
    expect(checkServerManifest(good, 'tierlist')).toEqual({ ok: true, manifest: good });
  });

  it('refuses what is not an object', () => {
    for (const value of [null, 'tierlist', 42, [good]]) expect(reasonOf(value)).toMatch(/not an object/);
  });

  it("refuses another remote's manifest, naming it", () => {
    expect(reasonOf({ ...good, name: 'deck' })).toMatch(/"deck", not tierlist/);
    expect(reasonOf({ ...good, name: undefined })).toMatch(/not tierlist/);
  });

  it('refuses a missing or empty buildLabel and a missing contractVersion', () => {
    expect(reasonOf({ ...good, buildLabel: '' })).toMatch(/buildLabel/);
    expect(reasonOf({ ...good, buildLabel: 1 })).toMatch(/buildLabel/);
    expect(reasonOf({ ...good, contractVersion: undefined })).toMatch(/contractVersion/);
  });

  it('refuses an entry that is not a .cjs file name beside the manifest', () => {
    for (const entry of ['server/render.cjs', '/render.cjs', '../render.cjs', '..', 'render.js', 'render.cjs?v=1', 'https://cdn.example/render.cjs', '', 7]) {
      expect(reasonOf({ ...good, entry })).toMatch(/entry/);
    }
  });

  it('refuses an integrity that is not sha256-<44 base64 characters>', () => {
    const digest = good.integrity.slice('sha256-'.length);
    for (const integrity of [
      digest,
      `sha384-${digest}`,
      `sha256-${digest.slice(1)}`,
      `sha256-${digest}A`,
      `sha256-${createHash('sha256').update('x').digest('hex')}`,
      `sha256-${'-'.repeat(43)}=`,
      undefined,
    ]) {
      expect(reasonOf({ ...good, integrity })).toMatch(/integrity/);
    }
  });

  it('refuses modules that are not a list of names', () => {
    for (const modules of ['TierListPage', [1], ['TierListPage', null], { 0: 'TierListPage' }, undefined]) {
      expect(reasonOf({ ...good, modules })).toMatch(/modules/);
    }
  });
});

describe('loadServerBuild', () => {
  const browserManifest = {
    metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      { name: 'setup', path: './setup', assets: { js: { sync: ['setup.js'], async: [] }, css: { sync: [], async: [] } } },
      { name: 'TierListPage', path: './TierListPage', assets: { js: { sync: ['page.js'], async: [] }, css: { sync: ['page.css'], async: [] } } },
    ],
    shared: [],
  };
  const entryCode = (build: string) => `module.exports = ${build};\n`;
  const goodBuild =
    "{ name: 'tierlist', buildLabel: '1.0.0', contractVersion: '3.0.0', modules: ['TierListPage'], pages: async () => [], render: async () => ({ html: '<p>x</p>', dataFiles: [] }) }";
  const serverManifest = (code: string, changes: Record<string, unknown> = {}) =>
    JSON.stringify({
      name: 'tierlist',
      buildLabel: '1.0.0',
      contractVersion: '3.0.0',
      entry: 'render.abc.cjs',
      integrity: integrityOf(code),
      modules: ['TierListPage'],
      ...changes,
    });
  const checks = {
    checkManifest: (): { ok: true } | { ok: false; reason: string } => ({ ok: true }),
    contractMismatch: (version: string) => (version.startsWith('3.') ? null : 'major'),
    resolveManifest,
  };

  /** What the server answers, by path (reset before every test); anything else is a 404. */
  let files: Map<string, string>;
  /** The paths asked for, in order. */
  let requested: string[];
  let server: Server;
  let origin: string;
  let manifestUrl: string;
  let dir: string;

  /** Serves `code` as the entry, with a server manifest that matches it (or `changes` to it). */
  const serve = (code: string, changes: Record<string, unknown> = {}) => {
    files.set('/server/manifest.json', serverManifest(code, changes));
    files.set('/server/render.abc.cjs', code);
  };
  /** Every build loaded by a test: their sandboxes are closed after it. */
  let loadedBuilds: LoadedServerBuild[] = [];
  const load = async (options: Partial<Parameters<typeof loadServerBuild>[0]> = {}) => {
    const loaded = await loadServerBuild({ remote: 'tierlist', manifestUrl, allowedOrigins: [origin], checks, ...options });
    loadedBuilds.push(loaded);
    return loaded;
  };
  /** The ServerBuildError `load` fails with. */
  const failure = async (options: Partial<Parameters<typeof loadServerBuild>[0]> = {}): Promise<ServerBuildError> => {
    const error: unknown = await load(options).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ServerBuildError);
    const failed = error as ServerBuildError;
    expect(failed.remote).toBe('tierlist');
    expect(failed.reason).toEqual(expect.any(String));
    expect(failed.message).toBe(`tierlist: ${failed.reason}`);
    return failed;
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'server-builds-'));
    server = createServer((req, res) => {
      const url = req.url ?? '/';
      requested.push(url);
      const body = files.get(url);
      if (body === undefined) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      res.writeHead(200, { 'content-type': url.endsWith('.json') ? 'application/json' : 'application/javascript' }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    manifestUrl = `${origin}/mf-manifest.json`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    await rm(dir, { recursive: true, force: true });
  });

  afterEach(() => {
    for (const loaded of loadedBuilds) loaded.close();
    loadedBuilds = [];
  });

  beforeEach(() => {
    requested = [];
    files = new Map([['/mf-manifest.json', JSON.stringify(browserManifest)]]);
    serve(entryCode(goodBuild));
  });

  it("loads a remote's server build, with its label and the absolute URLs of its browser files", async () => {
    const loaded = await load();
    expect(loaded.label).toBe('tierlist@1.0.0');
    expect(loaded.manifest).toEqual(JSON.parse(serverManifest(entryCode(goodBuild))));
    expect(loaded.assets('TierListPage')).toEqual({
      styles: [`${origin}/page.css`],
      scripts: [`${origin}/remoteEntry.js`, `${origin}/setup.js`, `${origin}/page.js`],
    });
    expect(loaded.build.name).toBe('tierlist');
    await expect(loaded.build.pages({} as Parameters<typeof loaded.build.pages>[0])).resolves.toEqual([]);
    await expect(loaded.build.render({} as Parameters<typeof loaded.build.render>[0])).resolves.toEqual({ html: '<p>x</p>', dataFiles: [] });
    expect(requested).toEqual(['/mf-manifest.json', '/server/manifest.json', '/server/render.abc.cjs']);
  });

  it("adds the page language's text chunks of the setup and the module (a regional language's with its base's), no other language's", async () => {
    const texts = (name: string) => ['en', 'de', 'de-AT', 'ja'].map((l) => `${name}-texts-${l}.0a1b.js`);
    const [setup, page] = browserManifest.exposes;
    const withAsync = (expose: typeof setup, async: string[]) => ({ ...expose, assets: { ...expose!.assets, js: { ...expose!.assets.js, async } } });
    files.set(
      '/mf-manifest.json',
      JSON.stringify({ ...browserManifest, exposes: [withAsync(setup, texts('ui')), withAsync(page, [...texts('ui'), ...texts('tierlist'), 'chart.9f.js'])] }),
    );
    const loaded = await load();
    const scripts = (language?: string) => loaded.assets('TierListPage', language).scripts.map((url) => url.slice(origin.length + 1));
    expect(scripts('de-AT')).toEqual([
      'remoteEntry.js',
      'setup.js',
      'ui-texts-de.0a1b.js',
      'ui-texts-de-AT.0a1b.js',
      'page.js',
      'tierlist-texts-de.0a1b.js',
      'tierlist-texts-de-AT.0a1b.js',
    ]);
    expect(scripts('ja')).toEqual(['remoteEntry.js', 'setup.js', 'ui-texts-ja.0a1b.js', 'page.js', 'tierlist-texts-ja.0a1b.js']);
    expect(scripts()).toEqual(['remoteEntry.js', 'setup.js', 'page.js']);
  });

  it('hands the manifest, its URL and the allowed origins to the manifest check, and takes an allowed origin with a trailing slash', async () => {
    const seen: unknown[][] = [];
    const allowedOrigins = [`${origin}/`];
    const loaded = await load({
      allowedOrigins,
      checks: {
        ...checks,
        checkManifest: (...args: unknown[]) => {
          seen.push(args);
          return { ok: true };
        },
      },
    });
    expect(loaded.label).toBe('tierlist@1.0.0');
    expect(seen).toEqual([[browserManifest, manifestUrl, allowedOrigins]]);
  });

  it('takes a build exported as default', async () => {
    serve(`exports.default = ${goodBuild};\n`);
    expect((await load()).build.name).toBe('tierlist');
  });

  it('fails when the manifest cannot be read', async () => {
    files.delete('/mf-manifest.json');
    const { reason } = await failure();
    expect(reason).toMatch(/manifest could not be read/);
    expect(reason).toContain(`${manifestUrl} answered 404`);
  });

  it('fails when the manifest is not JSON', async () => {
    files.set('/mf-manifest.json', '<html>');
    expect((await failure()).reason).toMatch(/manifest could not be read.*not JSON/);
  });

  it('fails when the manifest check refuses the manifest, with its reason, and reads nothing more', async () => {
    const { reason } = await failure({
      checks: { ...checks, checkManifest: () => ({ ok: false, reason: 'remoteEntry is on a foreign origin' }) },
    });
    expect(reason).toMatch(/manifest was refused/);
    expect(reason).toContain('remoteEntry is on a foreign origin');
    expect(requested).toEqual(['/mf-manifest.json']);
  });

  it('fails when there is no server/manifest.json beside the manifest', async () => {
    files.delete('/server/manifest.json');
    const { reason } = await failure();
    expect(reason).toMatch(/no server build/);
    expect(reason).toContain('404');
  });

  it("fails on another remote's server manifest", async () => {
    serve(entryCode(goodBuild), { name: 'deck' });
    expect((await failure()).reason).toMatch(/"deck", not tierlist/);
    expect(requested).not.toContain('/server/render.abc.cjs');
  });

  it('fails on a server manifest of an incompatible contract', async () => {
    serve(entryCode(goodBuild), { contractVersion: '4.0.0' });
    const { reason } = await failure();
    expect(reason).toContain('contract 4.0.0');
    expect(reason).toContain('major');
    expect(requested).not.toContain('/server/render.abc.cjs');
  });

  it('fails, without downloading it, on an entry whose origin is not allowed', async () => {
    const { reason } = await failure({ allowedOrigins: ['https://cdn.example'] });
    expect(reason).toBe(`its server build is on ${origin}, which is not an allowed origin`);
    expect(requested).toEqual(['/mf-manifest.json', '/server/manifest.json']);
  });

  it('fails when the entry cannot be downloaded', async () => {
    files.delete('/server/render.abc.cjs');
    expect((await failure()).reason).toMatch(/could not be downloaded.*404/);
  });

  it('fails, without running it, on an entry that does not match its integrity', async () => {
    let started = 0;
    const onStart = () => (started += 1);
    const code = entryCode(goodBuild);
    serve(code);
    const changed = code.replace("buildLabel: '1.0.0'", "buildLabel: '1.0.1'");
    expect(changed).not.toBe(code);
    files.set('/server/render.abc.cjs', changed);
    expect((await failure({ onStart })).reason).toMatch(/does not match its integrity \(sha256-/);
    expect(started).toBe(0);
    // The same entry with its own integrity runs (the count shows the check above is what stopped it).
    serve(code);
    expect((await load({ onStart })).integrity).toBe('server-manifest');
    expect(started).toBe(1);
  });

  it('runs the entry only when it matches the integrity pinned in the registry, whatever the server manifest says', async () => {
    let started = 0;
    const onStart = () => (started += 1);
    const code = entryCode(goodBuild);
    const other = entryCode(goodBuild.replace("'<p>x</p>'", "'<p>other</p>'"));
    // The remote's host serves other bytes with a server manifest that matches them: the pin decides.
    serve(other);
    const { reason } = await failure({ pinnedIntegrity: pinOf(code), onStart });
    expect(reason).toBe(`its server build does not match the integrity pinned in the registry (${pinOf(other)})`);
    expect(started).toBe(0);
    // A pinned build whose server manifest's sha-256 is wrong still runs: the pin is what is checked.
    serve(code, { integrity: integrityOf('something else') });
    const loaded = await load({ pinnedIntegrity: pinOf(code), onStart });
    expect(loaded.integrity).toBe('pinned');
    await expect(loaded.build.render({} as Parameters<typeof loaded.build.render>[0])).resolves.toEqual({ html: '<p>x</p>', dataFiles: [] });
  });

  it('refuses a build the registry does not pin when a pin is required, and a pin that is not sha384', async () => {
    expect((await failure({ requirePinned: true })).reason).toBe('the registry pins no integrity of its server build');
    expect((await failure({ pinnedIntegrity: integrityOf(entryCode(goodBuild)) })).reason).toMatch(/pinned integrity is not sha384/);
    expect(requested).toEqual(['/mf-manifest.json', '/mf-manifest.json']);
  });

  it("builds its preload links with the browser's rule: an entry that would leave the remote's host is refused", async () => {
    const evil = { ...browserManifest, metaData: { publicPath: 'auto', remoteEntry: { name: 'evil.example/x.js', path: '/' } } };
    files.set('/mf-manifest.json', JSON.stringify(evil));
    expect((await failure()).reason).toBe('its manifest was refused: the manifest names a file that is not a plain relative path: "evil.example/x.js"');
    const noSlash = { ...browserManifest, metaData: { publicPath: origin, remoteEntry: { name: '.evil.example/remoteEntry.js', path: '' } } };
    files.set('/mf-manifest.json', JSON.stringify(noSlash));
    expect((await failure()).reason).toBe(`its manifest was refused: the manifest's publicPath "${origin}" does not end with /`);
    expect(requested).toEqual(['/mf-manifest.json', '/mf-manifest.json']);
  });

  it('fails on an entry that throws while starting', async () => {
    serve("throw new Error('no data set');\n");
    const { reason } = await failure();
    expect(reason).toMatch(/failed to start/);
    expect(reason).toContain('no data set');
  });

  it('fails on an entry that requires what is not a Node built-in', async () => {
    serve(`const React = require('react');\n${entryCode(goodBuild)}`);
    const { reason } = await failure();
    expect(reason).toMatch(/failed to start/);
    expect(reason).toMatch(/may not require "react"/);
  });

  it('fails on an entry that exports no render()', async () => {
    serve(entryCode("{ name: 'tierlist', buildLabel: '1.0.0', contractVersion: '3.0.0', modules: ['TierListPage'], pages: async () => [] }"));
    expect((await failure()).reason).toMatch(/does not export render\(\) and pages\(\)/);
  });

  it('fails on an entry that exports no pages()', async () => {
    serve(entryCode("{ name: 'tierlist', render: async () => ({ html: '', dataFiles: [] }) }"));
    expect((await failure()).reason).toMatch(/does not export render\(\) and pages\(\)/);
  });

  it('fails on an entry that is the build of another remote', async () => {
    serve(entryCode(goodBuild.replace("name: 'tierlist'", "name: 'deck'")));
    expect((await failure()).reason).toMatch(/does not export render\(\) and pages\(\) for this remote/);
  });
});
