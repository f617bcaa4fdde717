import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { parseRemoteReleases } from '@tcgp/schemas';
import { ReleaseError, changeRegistry, readHistory, readPins, readRegistry, registryFilesIn, installRemoteSchema } from '../release/store.mjs';
import { publishBuild } from '../release/versions.mjs';
import { promote, revoke, rollback, runCanary, setCanary, statusText } from '../release/commands.mjs';
import { duration, main } from '../release/cli.mjs';
import { startStaticServer } from '../static-server.mjs';
import { localRegistry } from '../release/local.mjs';
import { linkTreeWithout } from '../pages/link-tree.mjs';

/**
 * The release registry and its commands (scripts/release/): compare-and-swap on the revision, the
 * history, published versions that are never overwritten, canary / promote / rollback / revoke, and the
 * local remote server serving a version published while it runs.
 */
installRemoteSchema((entry: unknown) => parseRemoteReleases(entry));

const V1 = '1.0.0+aaaaaaa';
const V2 = '1.1.0+bbbbbbb';
const ORIGIN = 'http://127.0.0.1:8082';

let dir = '';
let files: ReturnType<typeof registryFilesIn>;
let releasesDir = '';
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'release-'));
  files = registryFilesIn(path.join(dir, 'runtime'));
  releasesDir = path.join(dir, 'releases');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A remote's build folder as webpack writes it (manifest, entry, server build), labelled `label`. */
function fakeBuild(label: string, entryText = `/* ${label} */`): string {
  const build = path.join(dir, `build-${label}-${Math.random().toString(36).slice(2)}`);
  mkdirSync(path.join(build, 'server'), { recursive: true });
  writeFileSync(
    path.join(build, 'mf-manifest.json'),
    JSON.stringify({ id: 'deck', name: 'deck', metaData: { buildInfo: { buildVersion: label }, remoteEntry: { name: 'remoteEntry.js' } } }),
  );
  writeFileSync(path.join(build, 'remoteEntry.js'), entryText);
  writeFileSync(path.join(build, 'server', 'render.0123456789.cjs'), `module.exports = { label: ${JSON.stringify(label)} };`);
  writeFileSync(path.join(build, 'server', 'manifest.json'), JSON.stringify({ name: 'deck', buildLabel: label, entry: 'render.0123456789.cjs' }));
  return build;
}

const publish = (label: string, entryText?: string) =>
  publishBuild({ files, releasesDir, remote: 'deck', origin: ORIGIN, buildDir: fakeBuild(label, entryText), command: `release deck publish (${label})` });

const base = () => ({ files, remote: 'deck', command: 'test', releasesDir });
const shares = () => Object.fromEntries(Object.entries(readRegistry(files)?.remotes.deck?.versions ?? {}).map(([l, v]) => [l, v.share]));

describe('publish', () => {
  it('copies a build to its version folder, pins it, and lists it (the first version is the default)', async () => {
    const first = await publish(V1);
    expect(first.copied).toBe(true);
    expect(readFileSync(path.join(releasesDir, 'deck', V1, 'remoteEntry.js'), 'utf8')).toBe(`/* ${V1} */`);
    expect(readRegistry(files)?.remotes.deck).toEqual({
      default: V1,
      versions: { [V1]: { manifest: `${ORIGIN}/${V1}/mf-manifest.json`, share: 100 } },
      revoked: [],
    });
    expect(readPins(files).deck?.[V1]).toEqual({
      manifest: expect.stringMatching(/^sha384-/),
      entry: expect.stringMatching(/^sha384-/),
      server: expect.stringMatching(/^sha384-/),
    });
    await publish(V2);
    expect(shares()).toEqual({ [V1]: 100, [V2]: 0 });
  });

  it('changes nothing when the same label is published again with the same bytes', async () => {
    await publish(V1);
    const again = await publish(V1);
    expect(again.copied).toBe(false);
    expect(again.entries).toEqual([]);
    expect(readRegistry(files)?.revision).toBe(1);
  });

  it('refuses the same label with other bytes, and leaves the published version as it was', async () => {
    await publish(V1);
    await expect(publish(V1, '/* something else */')).rejects.toThrow(`deck ${V1} is already published with other bytes (remoteEntry.js differs)`);
    expect(readFileSync(path.join(releasesDir, 'deck', V1, 'remoteEntry.js'), 'utf8')).toBe(`/* ${V1} */`);
  });

  it('refuses a build whose label is not <version>+<commit>', async () => {
    await expect(publish('swapped-v2')).rejects.toThrow('which is not <version>+<commit>');
  });

  it('publishes nothing on a dry run', async () => {
    const result = await publishBuild({ files, releasesDir, remote: 'deck', origin: ORIGIN, buildDir: fakeBuild(V1), command: 'x', dryRun: true });
    expect(result.label).toBe(V1);
    expect(existsSync(path.join(releasesDir, 'deck', V1))).toBe(false);
    expect(existsSync(files.registryFile)).toBe(false);
  });
});

describe('canary, promote, rollback, revoke', () => {
  beforeEach(async () => {
    await publish(V1);
    await publish(V2);
  });

  it('gives the newest published version the canary share, the default the rest', async () => {
    const result = await setCanary({ ...base(), share: 10 });
    expect(result.label).toBe(V2);
    expect(shares()).toEqual({ [V1]: 90, [V2]: 10 });
  });

  it('rollback takes the canary away in one step, and says so in the history', async () => {
    await setCanary({ ...base(), share: 10 });
    await rollback({ ...base(), command: 'release deck rollback' });
    expect(shares()).toEqual({ [V1]: 100, [V2]: 0 });
    expect(readHistory(files).at(-1)).toMatchObject({ action: 'rollback', label: V2, command: 'release deck rollback', reason: 'canary taken away' });
  });

  it('promote makes the canary the default; rollback then brings the previous default back', async () => {
    await setCanary({ ...base(), share: 10 });
    await promote(base());
    expect(readRegistry(files)?.remotes.deck?.default).toBe(V2);
    expect(shares()).toEqual({ [V1]: 0, [V2]: 100 });
    const back = await rollback(base());
    expect(back.to).toBe(V1);
    expect(readRegistry(files)?.remotes.deck?.default).toBe(V1);
    expect(shares()).toEqual({ [V1]: 100, [V2]: 0 });
  });

  it('refuses a label that is not published, naming the ones that are', async () => {
    await expect(promote({ ...base(), label: '9.9.9+0000000' })).rejects.toThrow(`deck has no published version "9.9.9+0000000". Published: ${V1}, ${V2}`);
    await expect(setCanary({ ...base(), label: '9.9.9+0000000', share: 10 })).rejects.toThrow(ReleaseError);
  });

  it('revokes a version (never started again, never published again) but not the default', async () => {
    await setCanary({ ...base(), share: 10 });
    await revoke({ ...base(), label: V2 });
    expect(readRegistry(files)?.remotes.deck).toMatchObject({ default: V1, revoked: [V2] });
    expect(shares()).toEqual({ [V1]: 100 });
    await expect(revoke({ ...base(), label: V1 })).rejects.toThrow(`${V1} is deck's default: roll back`);
    await expect(publish(V2)).rejects.toThrow('is revoked');
  });

  it('changes nothing on a dry run', async () => {
    const before = readFileSync(files.registryFile, 'utf8');
    const result = await setCanary({ ...base(), share: 10, dryRun: true });
    expect(result.registry.remotes.deck?.versions[V2]?.share).toBe(10);
    expect(readFileSync(files.registryFile, 'utf8')).toBe(before);
  });

  it('rolls a canary back by itself when the judge says so, and status tells why', async () => {
    const log: string[] = [];
    const outcome = await runCanary({
      ...base(),
      share: 10,
      forMs: 1000,
      everyMs: 1,
      sleep: () => Promise.resolve(),
      health: () => Promise.resolve({ [V1]: { sessions: 40, errorSessions: 0 }, [V2]: { sessions: 40, errorSessions: 20 } }),
      judge: ({ canary, baseline }) =>
        canary.errorSessions / canary.sessions > baseline.errorSessions / baseline.sessions + 0.05
          ? { verdict: 'rollback', reason: 'canary 50 % of sessions with errors, default 0 %' }
          : { verdict: 'healthy', reason: 'fine' },
      thresholds: { minSessions: 20, maxExtraErrorRate: 0.05, confidence: 0.95 },
      log: (line) => log.push(line),
    });
    expect(outcome).toEqual({ outcome: 'rolled-back', label: V2, reason: 'canary 50 % of sessions with errors, default 0 %' });
    expect(shares()).toEqual({ [V1]: 100, [V2]: 0 });
    const status = await statusText({
      files,
      remote: 'deck',
      health: () => Promise.resolve({ [V2]: { sessions: 40, errorSessions: 20, lcpP75: 1200, inpP75: 80, clsP75: 0.01 } }),
    });
    expect(status).toContain(`last rollback: canary ${V2} rolled back by the health check: canary 50 % of sessions with errors, default 0 %`);
    expect(status).toMatch(new RegExp(`${V2.replace('+', '\\+').replace(/\./g, '\\.')}\\s+0 %\\s+40\\s+20\\s+50\\.0 %\\s+1200 ms\\s+80 ms\\s+0\\.010`));
  });

  it('promotes a healthy canary at the end of the watch', async () => {
    const outcome = await runCanary({
      ...base(),
      share: 10,
      forMs: 0,
      everyMs: 1,
      sleep: () => Promise.resolve(),
      health: () => Promise.resolve({}),
      judge: () => ({ verdict: 'healthy', reason: 'no worse than the default' }),
      thresholds: { minSessions: 20, maxExtraErrorRate: 0.05, confidence: 0.95 },
      log: () => undefined,
    });
    expect(outcome.outcome).toBe('promoted');
    expect(readRegistry(files)?.remotes.deck?.default).toBe(V2);
  });
});

describe('compare-and-swap on the revision', () => {
  it('never loses a change when two releases write at once', async () => {
    await publish(V1);
    const writer = (n: number) =>
      new Promise<void>((resolve, reject) => {
        const script = `
          const { changeRegistry } = await import(${JSON.stringify(path.join(__dirname, '../release/store.mjs'))});
          const files = ${JSON.stringify(files)};
          for (let i = 0; i < 15; i += 1) {
            await changeRegistry(files, (registry) => {
              registry.remotes.deck.versions['1.0.' + i + '+w${n}'] = { manifest: 'http://127.0.0.1:8082/x/mf-manifest.json', share: 0 };
              return { entries: [{ command: 'writer ${n}', remote: 'deck', action: 'publish', label: '1.0.' + i + '+w${n}' }] };
            });
          }`;
        const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'ignore', 'pipe'] });
        let err = '';
        child.stderr.on('data', (d) => (err += String(d)));
        child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(err))));
      });
    await Promise.all([writer(1), writer(2)]);
    const registry = readRegistry(files);
    expect(registry?.revision).toBe(31);
    expect(Object.keys(registry?.remotes.deck?.versions ?? {})).toHaveLength(31);
    const revisions = readHistory(files).map((e: { revision: number }) => e.revision);
    expect(revisions).toEqual(Array.from({ length: 31 }, (_, i) => i + 1));
  }, 60_000);

  it('retries a change against the registry another release wrote meanwhile', async () => {
    await publish(V1);
    let calls = 0;
    await changeRegistry(files, (registry) => {
      calls += 1;
      if (calls === 1) {
        // Another release writes between this one's read and its swap.
        const other = JSON.parse(readFileSync(files.registryFile, 'utf8'));
        writeFileSync(files.registryFile, JSON.stringify({ ...other, revision: other.revision + 1 }));
      }
      const deck = registry.remotes.deck;
      if (deck) deck.versions[V2] = { manifest: `${ORIGIN}/${V2}/mf-manifest.json`, share: 0 };
      return { entries: [{ command: 't', remote: 'deck', action: 'publish', label: V2 }] };
    });
    expect(calls).toBe(2);
    expect(readRegistry(files)?.revision).toBe(3);
  });
});

describe('the remote server and its versions', () => {
  it('serves a version published while it runs, and keeps serving it after a new build in dist/', async () => {
    const dist = path.join(dir, 'dist');
    mkdirSync(dist);
    writeFileSync(path.join(dist, 'mf-manifest.json'), '{"dist":1}');
    mkdirSync(path.join(releasesDir, 'deck'), { recursive: true });
    const server = await startStaticServer({ root: dist, port: 0, cors: true, versionsDir: path.join(releasesDir, 'deck') });
    try {
      expect((await fetch(`${server.url}/${V1}/mf-manifest.json`)).status).toBe(404);
      await publish(V1);
      const res = await fetch(`${server.url}/${V1}/remoteEntry.js`);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(`/* ${V1} */`);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      writeFileSync(path.join(dist, 'remoteEntry.js'), '/* a newer build */');
      expect(await (await fetch(`${server.url}/${V1}/remoteEntry.js`)).text()).toBe(`/* ${V1} */`);
      expect((await fetch(`${server.url}/${V1}/../mf-manifest.json`)).status).not.toBe(500);
    } finally {
      await server.close();
    }
  });

  it("sends a published version's precompressed copies: the build's file times are kept", async () => {
    const build = fakeBuild(V1);
    const chunk = path.join(build, 'chunk.0123456789.js');
    writeFileSync(chunk, 'x'.repeat(5000));
    writeFileSync(`${chunk}.br`, brotliCompressSync('x'.repeat(5000)));
    // As webpack writes them: the chunk, then its compressed copy a moment later.
    utimesSync(chunk, 1_700_000_000, 1_700_000_000);
    utimesSync(`${chunk}.br`, 1_700_000_001, 1_700_000_001);
    await publishBuild({ files, releasesDir, remote: 'deck', origin: ORIGIN, buildDir: build, command: 'test' });
    const published = path.join(releasesDir, 'deck', V1, 'chunk.0123456789.js');
    expect(statSync(`${published}.br`).mtimeMs).toBe(1_700_000_001_000);
    expect(statSync(published).mtimeMs).toBe(1_700_000_000_000);
    const dist = path.join(dir, 'dist');
    mkdirSync(dist);
    const server = await startStaticServer({ root: dist, port: 0, cors: true, versionsDir: path.join(releasesDir, 'deck') });
    try {
      const res = await fetch(`${server.url}/${encodeURIComponent(V1)}/chunk.0123456789.js`, { headers: { 'accept-encoding': 'br' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(await res.text()).toBe('x'.repeat(5000));
    } finally {
      await server.close();
    }
  });
});

describe('the release command', () => {
  it('canary --for 0 sets the share and exits 0, even where health is readable (no watch, no judging)', async () => {
    await publish(V1);
    await publish(V2);
    const runtime = path.join(dir, 'runtime');
    const target = { ...files, releasesDir, remoteUrls: { deck: ORIGIN }, shellUrl: null, paymentsUrl: 'http://127.0.0.1:9', pagesDir: null, shellDir: null };
    writeFileSync(path.join(runtime, 'release-target.json'), JSON.stringify(target));
    const lines: string[] = [];
    const judge = jest.fn(() => ({ verdict: 'rollback' as const, reason: 'must not be asked' }));
    const code = await main(['deck', 'canary', '--share', '10', '--for', '0', '--runtime', runtime, '--no-render'], { log: (l) => lines.push(l), judge });
    expect(code).toBe(0);
    expect(judge).not.toHaveBeenCalled();
    expect(lines.join('\n')).toContain(`deck: ${V2} gets 10 % of players`);
    expect(shares()).toEqual({ [V1]: 90, [V2]: 10 });
  });
});

describe('durations', () => {
  it.each([
    ['15m', 900_000],
    ['30s', 30_000],
    ['500ms', 500],
    ['2', 2000],
  ])('reads %s', (text, ms) => expect(duration(text)).toBe(ms));
  it('refuses what is not one', () => expect(() => duration('soon')).toThrow('is not a duration'));
});

// Published files are read-only: the temporary folder is removed as root or owner all the same.
afterAll(() => {
  if (existsSync(dir)) chmodSync(dir, 0o755);
});

describe('the local stack registry', () => {
  const remoteUrls = { deck: ORIGIN };
  const start = (build: string, urls: Record<string, string> = remoteUrls) =>
    localRegistry({ files, releasesDir, remoteUrls: urls, buildDirs: { deck: build } });

  it("publishes each remote's build as its default, and a new build replaces it while no release touched the remote", async () => {
    expect(await start(fakeBuild(V1))).toEqual({ deck: `${ORIGIN}/${V1}/mf-manifest.json` });
    expect(await start(fakeBuild(V2))).toEqual({ deck: `${ORIGIN}/${V2}/mf-manifest.json` });
    expect(shares()).toEqual({ [V2]: 100 });
  });

  it('keeps a release across a restart: the new build is only published at 0 %', async () => {
    await start(fakeBuild(V1));
    await publish(V2);
    await promote({ ...base(), label: V2 });
    const V3 = '1.2.0+ccccccc';
    expect(await start(fakeBuild(V3))).toEqual({ deck: `${ORIGIN}/${V2}/mf-manifest.json` });
    expect(shares()).toEqual({ [V1]: 0, [V2]: 100, [V3]: 0 });
  });

  it('follows the remote server to another port', async () => {
    await start(fakeBuild(V1));
    expect(await start(fakeBuild(V1), { deck: 'http://127.0.0.1:9999' })).toEqual({ deck: `http://127.0.0.1:9999/${V1}/mf-manifest.json` });
    expect(readHistory(files).at(-1)).toMatchObject({ action: 'stack-origin' });
  });

  it('puts a v1 registry aside and starts a v2 one', async () => {
    mkdirSync(path.dirname(files.registryFile), { recursive: true });
    writeFileSync(files.registryFile, JSON.stringify({ deck: `${ORIGIN}/mf-manifest.json` }));
    expect(await start(fakeBuild(V1))).toEqual({ deck: `${ORIGIN}/${V1}/mf-manifest.json` });
    expect(readRegistry(files)?.schema).toBe(2);
  });
});

describe('rendering one remote again (pages:render --only)', () => {
  it("links the last render's files except the documents of that remote and their copies", () => {
    const from = path.join(dir, 'pages');
    const to = path.join(dir, 'staging');
    mkdirSync(path.join(from, 'deck', 'a'), { recursive: true });
    mkdirSync(path.join(from, 'tier-list'), { recursive: true });
    for (const suffix of ['', '.br', '.gz']) writeFileSync(path.join(from, 'deck', 'a', `index.html${suffix}`), '<div data-composed="deck@1.0.0+aaaaaaa">');
    writeFileSync(path.join(from, 'tier-list', 'index.html'), '<div data-composed="tierlist@1.0.0+aaaaaaa">');
    writeFileSync(path.join(from, 'sitemap.xml'), '<urlset/>');
    mkdirSync(to);
    linkTreeWithout(from, to, 'data-composed="deck@');
    expect(existsSync(path.join(to, 'deck', 'a', 'index.html'))).toBe(false);
    expect(existsSync(path.join(to, 'deck', 'a', 'index.html.br'))).toBe(false);
    expect(readFileSync(path.join(to, 'tier-list', 'index.html'), 'utf8')).toContain('tierlist@');
    expect(existsSync(path.join(to, 'sitemap.xml'))).toBe(true);
  });
});
