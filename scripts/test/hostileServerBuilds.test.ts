import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { resolveManifest } from '@tcgp/schemas';
import { ServerBuildError, loadServerBuild, type LoadedServerBuild } from '../pages/server-builds.mjs';
import { permissionFlags } from '../pages/sandbox/sandbox.mjs';

/**
 * Server builds written by an attacker who can publish to one allowed remote origin. Each runs in its
 * sandbox (scripts/pages/sandbox/): what it tries is refused or stopped, nothing outside changes, the
 * renderer's secrets never reach it, the next remote still renders, and the reason names the remote.
 */

jest.setTimeout(60_000);

const SECRET = 'fake-deploy-token-7f3a';
/** Short limits, so that a build that loops or allocates is stopped within the test. */
const limits = { loadMs: 5_000, callMs: 2_000, memoryMb: 96, maxResultBytes: 1024 * 1024, maxRestarts: 0 };

const integrityOf = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;

/** A server build of `remote` whose render runs `body` (an async function body) and shows what it returns. */
const buildCode = (remote: string, body: string, top = '') => `
${top}
module.exports = {
  name: '${remote}', buildLabel: '6.6.6', contractVersion: '3.0.0', modules: ['Page'],
  pages: async () => [{ module: 'Page', path: '/page', params: {} }],
  render: async (request) => {
    const found = await (async () => { ${body} })();
    return { html: '<p>' + JSON.stringify(found) + '</p>', dataFiles: [] };
  },
};
`;

/**
 * A helper inside a hostile build: runs each attempt and records what happened (`ok: …` when the
 * attempt did what it wanted). `outer()` is the runner's own realm, which a vm context does not hide.
 */
const ATTEMPTS = `
const outer = () => require('util').inspect.constructor.constructor('return this')();
const results = {};
// A built-in module through the outer realm: a dynamic import there, or process.getBuiltinModule.
const builtin = async (name) => {
  try { return await outer().Function('return import("' + name + '")')(); }
  catch (error) { const p = outer().process; if (typeof p.getBuiltinModule === 'function') return p.getBuiltinModule(name); throw error; }
};
const attempt = async (name, run) => {
  try { results[name] = 'ok: ' + String(await run()).slice(0, 200); }
  catch (error) { results[name] = 'refused: ' + String(error && (error.code || error.message)).slice(0, 200); }
};
`;

const browserManifest = JSON.stringify({ metaData: { publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [], shared: [] });

describe('hostile server builds', () => {
  let server: Server;
  let origin: string;
  let files: Map<string, string>;
  /** Connections the loopback TCP listener got (a build must never reach it). */
  let tcp: TcpServer;
  let tcpPort: number;
  let connections = 0;
  /** A folder outside the output: it must not change. */
  let outside: string;
  let loaded: LoadedServerBuild[] = [];

  const checks = {
    checkManifest: (json: unknown, url: string) => {
      const resolved = resolveManifest(json, url);
      return resolved.ok ? { ok: true as const } : resolved;
    },
    contractMismatch: () => null,
    resolveManifest,
  };

  /** Publishes a server build of `remote` on the loopback origin. */
  const publish = (remote: string, code: string) => {
    files.set(`/${remote}/mf-manifest.json`, browserManifest);
    files.set(
      `/${remote}/server/manifest.json`,
      JSON.stringify({ name: remote, buildLabel: '6.6.6', contractVersion: '3.0.0', entry: 'render.cjs', integrity: integrityOf(code), modules: ['Page'] }),
    );
    files.set(`/${remote}/server/render.cjs`, code);
  };
  const load = async (remote: string, more: Partial<typeof limits> = {}) => {
    const build = await loadServerBuild({
      remote: remote as 'deck',
      manifestUrl: `${origin}/${remote}/mf-manifest.json`,
      allowedOrigins: [origin],
      checks,
      limits: { ...limits, ...more },
    });
    loaded.push(build);
    return build;
  };
  const request = () =>
    ({ module: 'Page', path: '/page', params: {}, language: 'en', renderedAt: new Date(0).toISOString(), config: { dataBaseUrl: `${origin}/data` } }) as never;
  /** What the hostile build's render found (its attempts by name). */
  const found = async (build: LoadedServerBuild): Promise<Record<string, string>> => {
    const result = await build.build.render(request());
    return JSON.parse(result.html.slice('<p>'.length, -'</p>'.length)) as Record<string, string>;
  };
  /** The render's failure, as the renderer reports it (`<remote>@<label>: <reason>`). */
  const renderFailure = async (build: LoadedServerBuild): Promise<string> => {
    const error: unknown = await build.build.render(request()).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    return `${build.label}: ${(error as Error).message}`;
  };
  const snapshot = (dir: string) => Object.fromEntries(readdirSync(dir).map((f) => [f, readFileSync(path.join(dir, f), 'utf8')]));

  /** A good remote loaded after a hostile one still renders, with its own markup. */
  const goodRemoteStillRenders = async () => {
    publish(
      'tierlist',
      buildCode('tierlist', "const res = await fetch(request.config.dataBaseUrl + '/meta.json'); return { data: await res.text(), has: new Set([1]).has(1) };"),
    );
    const good = await load('tierlist');
    await expect(found(good)).resolves.toEqual({ data: '{"ok":true}', has: true });
  };

  beforeAll(async () => {
    process.env.FIREBASE_TOKEN = SECRET;
    outside = await mkdtemp(path.join(os.tmpdir(), 'hostile-outside-'));
    server = createHttpServer((req, res) => {
      const body = req.url === '/data/meta.json' ? '{"ok":true}' : files.get(req.url ?? '');
      if (body === undefined) res.writeHead(404).end('not found');
      else res.writeHead(200).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    tcp = createTcpServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve));
    tcpPort = (tcp.address() as AddressInfo).port;
  });

  afterAll(async () => {
    delete process.env.FIREBASE_TOKEN;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await new Promise<void>((resolve) => tcp.close(() => resolve()));
    await rm(outside, { recursive: true, force: true });
  });

  beforeEach(() => {
    files = new Map();
    writeFileSync(path.join(outside, 'keep.txt'), 'unchanged');
  });

  afterEach(() => {
    for (const build of loaded) build.close();
    loaded = [];
    // Nothing outside the output changed.
    expect(snapshot(outside)).toEqual({ 'keep.txt': 'unchanged' });
  });

  it('uses the permission flags of the running Node (experimental before 22)', () => {
    expect(permissionFlags(['/a'], '20.20.2')).toEqual(['--experimental-permission', '--allow-fs-read=/a']);
    expect(permissionFlags(['/a', '/b'], '22.1.0')).toEqual(['--permission', '--allow-fs-read=/a', '--allow-fs-read=/b']);
  });

  it('runs under a permission model that really refuses processes, workers, writes, reads and addons', async () => {
    // What the runner's process would meet if a build reached all of Node: the flags it is started with.
    const script = path.join(outside, 'probe.mjs');
    writeFileSync(
      script,
      `const results = {};
      const attempt = async (name, run) => { try { await run(); results[name] = 'ok'; } catch (error) { results[name] = error.code ?? error.message; } };
      const fs = await import('node:fs');
      await attempt('spawn', async () => (await import('node:child_process')).execFileSync('true'));
      await attempt('worker', async () => new (await import('node:worker_threads')).Worker('1', { eval: true }));
      await attempt('write', () => fs.writeFileSync(${JSON.stringify(path.join(outside, 'written'))}, 'x'));
      await attempt('read', () => fs.readFileSync(${JSON.stringify(path.join(outside, 'keep.txt'))}));
      await attempt('addon', () => process.dlopen({ exports: {} }, '/nonexistent.node'));
      await attempt('binding', () => process.binding('fs'));
      results.env = Object.keys(process.env).length;
      console.log(JSON.stringify(results));`,
    );
    const out = execFileSync(process.execPath, [...permissionFlags([script]), '--no-warnings', script], { env: {}, encoding: 'utf8' });
    rmSync(script);
    expect(JSON.parse(out)).toEqual({
      spawn: 'ERR_ACCESS_DENIED',
      worker: 'ERR_ACCESS_DENIED',
      write: 'ERR_ACCESS_DENIED',
      read: 'ERR_ACCESS_DENIED',
      addon: 'ERR_DLOPEN_DISABLED',
      binding: 'ERR_ACCESS_DENIED',
      env: 0,
    });
  });

  it("reads the environment and gets nothing of the renderer's", async () => {
    expect(process.env.FIREBASE_TOKEN).toBe(SECRET);
    publish(
      'deck',
      buildCode(
        'deck',
        `${ATTEMPTS}
        await attempt('process in its global', () => typeof process === 'undefined' ? Promise.reject(new Error('no process')) : JSON.stringify(process.env));
        await attempt('env of the outer realm', () => { const env = outer().process.env; const keys = Object.keys(env); if (!keys.length) throw new Error('empty'); return JSON.stringify(env); });
        return results;`,
      ),
    );
    const results = await found(await load('deck'));
    expect(results).toEqual({ 'process in its global': 'refused: no process', 'env of the outer realm': 'refused: empty' });
    expect(JSON.stringify(results)).not.toContain(SECRET);
  });

  it('starts a process, loads an installed package, and is refused', async () => {
    const marker = path.join(outside, 'spawned');
    publish(
      'deck',
      buildCode(
        'deck',
        `${ATTEMPTS}
        await attempt('require child_process', () => require('child_process'));
        await attempt('import in its context', () => import('node:child_process'));
        await attempt('spawnSync', async () => { const r = (await builtin('node:child_process')).spawnSync('touch', [${JSON.stringify(marker)}]); if (r.error) throw r.error; return r.status; });
        await attempt('worker', async () => { const { Worker } = await builtin('node:worker_threads'); return new Worker('1', { eval: true }); });
        await attempt('getBuiltinModule', () => outer().process.getBuiltinModule('child_process'));
        await attempt('process.binding', () => outer().process.binding('spawn_sync'));
        await attempt('createRequire', async () => (await builtin('node:module')).createRequire(${JSON.stringify(path.join(process.cwd(), 'package.json'))})('react').version);
        await attempt('addon', () => outer().process.dlopen({ exports: {} }, '/nonexistent.node'));
        return results;`,
      ),
    );
    const results = await found(await load('deck'));
    expect(Object.keys(results)).toHaveLength(8);
    for (const [name, result] of Object.entries(results)) expect([name, result]).toEqual([name, expect.stringMatching(/^refused: /)]);
    expect(existsSync(marker)).toBe(false);
    await goodRemoteStillRenders();
  });

  it('writes and reads files, and is refused', async () => {
    const target = path.join(outside, 'keep.txt');
    publish(
      'deck',
      buildCode(
        'deck',
        `${ATTEMPTS}
        await attempt('require fs', () => require('fs'));
        await attempt('overwrite', async () => (await builtin('node:fs')).writeFileSync(${JSON.stringify(target)}, 'owned'));
        await attempt('new file', async () => (await builtin('node:fs')).writeFileSync(${JSON.stringify(path.join(outside, 'new.txt'))}, 'owned'));
        await attempt('read a secret file', async () => (await builtin('node:fs')).readFileSync('/etc/passwd', 'utf8'));
        return results;`,
      ),
    );
    const results = await found(await load('deck'));
    expect(results).toEqual({
      'require fs': expect.stringMatching(/^refused: a server build may not require "fs"/),
      overwrite: expect.stringMatching(/^refused: /),
      'new file': expect.stringMatching(/^refused: /),
      'read a secret file': expect.stringMatching(/^refused: /),
    });
  });

  it('opens sockets and fetches, and reaches nothing but the data set', async () => {
    publish(
      'deck',
      buildCode(
        'deck',
        `${ATTEMPTS}
        const url = 'http://127.0.0.1:${tcpPort}/';
        await attempt('fetch elsewhere', async () => (await fetch(url)).status);
        await attempt('fetch out of the data set', async () => (await fetch(request.config.dataBaseUrl + '/%2e%2e/deck/server/render.cjs')).status);
        await attempt('fetch POST to the data set', async () => (await fetch(request.config.dataBaseUrl + '/meta.json', { method: 'POST' })).status);
        await attempt('outer fetch', async () => (await outer().fetch(url)).status);
        await attempt('require net', () => require('net'));
        await attempt('net.connect', async () => { const net = await builtin('node:net'); return new Promise((resolve, reject) => { const s = net.connect(${tcpPort}, '127.0.0.1', () => resolve('connected')); s.on('error', reject); }); });
        await attempt('listen', async () => { const net = await builtin('node:net'); return new Promise((resolve, reject) => { const srv = net.createServer(); srv.on('error', reject); srv.listen(0, () => resolve('listening')); }); });
        await attempt('http.get', async () => { const http = await builtin('node:http'); return new Promise((resolve, reject) => http.get(url, () => resolve('answered')).on('error', reject)); });
        await attempt('udp', async () => (await builtin('node:dgram')).createSocket('udp4').send('x', ${tcpPort}, '127.0.0.1'));
        await attempt('dns', async () => (await builtin('node:dns')).promises.lookup('localhost'));
        await attempt('data set', async () => (await fetch(request.config.dataBaseUrl + '/meta.json')).text());
        return results;`,
      ),
    );
    const results = await found(await load('deck'));
    const { 'data set': data, ...attempts } = results;
    expect(data).toBe('ok: {"ok":true}');
    expect(Object.keys(attempts)).toHaveLength(10);
    for (const [name, result] of Object.entries(attempts)) expect([name, result]).toEqual([name, expect.stringMatching(/^refused: /)]);
    // Give a connection that was opened after all the time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(connections).toBe(0);
    expect(files.has('/deck/server/render.cjs')).toBe(true);
  });

  it('patches built-in prototypes, which changes nothing for the renderer or the next remote', async () => {
    const patch = `Set.prototype.has = () => true; Array.prototype.includes = () => true; String.prototype.startsWith = () => true; JSON.parse = () => ({});`;
    publish(
      'deck',
      buildCode(
        'deck',
        `${ATTEMPTS} ${patch}
        await attempt('outer realm', () => { outer().Function(${JSON.stringify(patch)})(); return 'patched its own process'; });
        return { patched: new Set().has('anything'), ...results };`,
      ),
    );
    const results = await found(await load('deck'));
    // It patched its own realm and its own process; nothing else.
    expect(results).toEqual({ patched: true, 'outer realm': 'ok: patched its own process' });
    expect(new Set().has('anything')).toBe(false);
    expect([1].includes(2)).toBe(false);
    // The renderer's own checks still refuse what they refused before.
    publish('cards', buildCode('cards', 'return 1;'));
    const error: unknown = await loadServerBuild({
      remote: 'cards',
      manifestUrl: `${origin}/cards/mf-manifest.json`,
      allowedOrigins: ['https://tcgp-cards.web.app'],
      checks,
      limits,
    }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ServerBuildError);
    await goodRemoteStillRenders();
  });

  it('loops forever while rendering, and is stopped at the time limit', async () => {
    publish('deck', buildCode('deck', 'for (;;) {}'));
    const build = await load('deck');
    const started = Date.now();
    expect(await renderFailure(build)).toBe('deck@6.6.6: its render took more than 2000 ms');
    expect(Date.now() - started).toBeLessThan(10_000);
    // The remote is given up (no restarts allowed here): its next page fails at once, saying why.
    expect(await renderFailure(build)).toMatch(/^deck@6\.6\.6: it is not started again after 1 stops \(the last: its render took more than 2000 ms\)/);
    await goodRemoteStillRenders();
  });

  it('loops forever while starting, and is refused, naming the remote', async () => {
    publish('deck', buildCode('deck', 'return 1;', 'for (;;) {}'));
    const error: unknown = await load('deck').then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ServerBuildError);
    expect((error as Error).message).toBe('deck: its server build failed to start (it took more than 5000 ms to start)');
  });

  it('allocates without end, and is stopped at the memory limit', async () => {
    publish('deck', buildCode('deck', 'const all = []; for (;;) all.push(new Array(1e6).fill(Math.random()));'));
    const build = await load('deck', { callMs: 20_000 });
    expect(await renderFailure(build)).toBe('deck@6.6.6: it ran out of memory (the limit is 96 MB)');
    await goodRemoteStillRenders();
  });

  it('returns 50 MB of HTML, which is refused', async () => {
    publish('deck', buildCode('deck', "return 'x'.repeat(50 * 1024 * 1024);"));
    // Room for the page itself: the size limit, not the memory limit, is what refuses it.
    const build = await load('deck', { memoryMb: 512, callMs: 10_000 });
    expect(await renderFailure(build)).toMatch(/^deck@6\.6\.6: its render\(\) gave \d+ bytes, more than the limit of 1048576$/);
  });

  it('writes 50 MB past the runner, which the renderer refuses while it arrives', async () => {
    publish('deck', buildCode('deck', "outer().process.stdout.write('x'.repeat(50 * 1024 * 1024)); return new Promise(() => {});", ATTEMPTS));
    const build = await load('deck');
    expect(await renderFailure(build)).toBe('deck@6.6.6: it sent more than 1048576 bytes in one answer');
    await goodRemoteStillRenders();
  });

  it('returns a page of the wrong shape, which is refused', async () => {
    publish('deck', buildCode('deck', 'return 1;').replace("return { html: '<p>' + JSON.stringify(found) + '</p>', dataFiles: [] };", 'return { html: 42 };'));
    const build = await load('deck');
    expect(await renderFailure(build)).toBe('deck@6.6.6: its render result has no html');
  });
});
