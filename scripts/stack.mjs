// Starts the whole composed site locally: built shell + the remotes (remotes.manifest.json) on their own origins, the demo
// data, runtime config.json / remotes.json, the Firebase Auth emulator and the local payments service. Used by `npm start` and by
// the end-to-end tests (which pass port 0 everywhere so parallel runs never collide).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import net from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress } from './precompress.mjs';
import { startStaticServer, readText } from './static-server.mjs';
import { appFolders, remotes } from '../tooling/remotes.mjs';
import { registryFilesIn } from './release/store.mjs';
import { localRegistry } from './release/local.mjs';
import { buildLabel } from '../tooling/buildLabel.mjs';

/** @import { ChildProcess, SpawnOptions } from 'node:child_process' */
/** @import { IncomingMessage } from 'node:http' */
/** @import { AddressInfo } from 'node:net' */
/** @import { RemoteName } from 'shared-contracts' */

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * Remote name -> its folder, and every app's folder (the shell first), from remotes.manifest.json.
 * The manifest's names are the contract's REMOTE_NAMES (tooling/test/remotes.test.ts checks it).
 * @type {Record<RemoteName, string>}
 */
export const REMOTES = /** @type {Record<RemoteName, string>} */ (Object.fromEntries(remotes.map((r) => [r.name, r.folder])));
export const APPS = appFolders;

/**
 * @param {string} cmd
 * @param {string[]} args
 * @param {SpawnOptions} [options]
 * @returns {Promise<void>}
 */
function run(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: repoRoot, ...options });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}`))));
    child.on('error', reject);
  });
}

/**
 * @typedef {object} BuildOptions
 * @property {string} [outDir]  another output folder than <app>/dist
 * @property {Record<string, string>} [env]  build variables (BUILD_LABEL, CONTRACT_VERSION, TCGP_LIBRARY_OVERRIDES...)
 */

/**
 * Production build of one app (optionally into another folder, with a label or contract version), then its .br/.gz copies.
 * A remote with a server entry (`src/server.tsx`) also gets its server build, into `<outDir>/server/`, from the same
 * variables, so the page renderer finds it beside the browser build it matches.
 * @param {string} app  the app's folder (`shell`, `mfe-deck`...)
 * @param {BuildOptions} [options]
 */
export async function buildApp(app, { outDir, env = {} } = {}) {
  const webpackBin = path.join(repoRoot, 'node_modules/webpack-cli/bin/cli.js');
  const cwd = path.join(repoRoot, app);
  // One label for the browser and the server build, worked out once (a file changed between the two
  // runs would otherwise give them two different `.dirty.<hash>` labels).
  const label = env.BUILD_LABEL ?? process.env.BUILD_LABEL ?? buildLabel(cwd);
  const buildEnv = { ...process.env, ...env, BUILD_LABEL: label, ...(outDir ? { OUT_DIR: outDir } : {}) };
  await run(process.execPath, [webpackBin, '--mode', 'production'], { cwd, env: buildEnv });
  if (app !== 'shell' && existsSync(path.join(cwd, 'src', 'server.tsx'))) {
    await run(process.execPath, [webpackBin, '--mode', 'production', '--env', 'server'], { cwd, env: buildEnv });
  }
  await precompress(outDir ?? path.join(cwd, 'dist'));
}

/**
 * The shell: its client build, its server bundle, then the prerendered pages (one per language and
 * page, made from both).
 * @param {BuildOptions} [options]
 */
export async function buildShell({ outDir, env = {} } = {}) {
  await buildApp('shell', { outDir, env });
  const webpackBin = path.join(repoRoot, 'node_modules/webpack-cli/bin/cli.js');
  await run(process.execPath, [webpackBin, '--mode', 'production', '--env', 'prerender'], {
    cwd: path.join(repoRoot, 'shell'),
    env: { ...process.env, ...env },
  });
  const { prerenderShell } = await import('./prerender.mjs');
  const { pages } = await prerenderShell();
  // The pages' .br/.gz copies (the client build's files were compressed before the pages existed).
  await precompress(path.join(repoRoot, 'shell', 'dist'));
  console.log(`[build] shell: ${pages} prerendered pages`);
}

/**
 * Builds every app, two at a time.
 * @param {string[]} [apps]  app folders (default: all of them)
 */
export async function buildAll(apps = APPS) {
  const queue = [...apps];
  const worker = async () => {
    for (let app = queue.shift(); app !== undefined; app = queue.shift()) {
      console.log(`[build] ${app}`);
      await (app === 'shell' ? buildShell() : buildApp(app));
    }
  };
  await Promise.all([worker(), worker()]);
}

/**
 * Makes sure the demo data (`npm run data:demo`: simulated tournaments through the real pipeline) exists
 * for today (UTC): regenerates it when it is missing, was made for another day, or by another version of
 * the generator. Returns the two data sets: `free` (as of the last Monday) and `premium` (as of today).
 * @param {string} [demoDir]
 * @returns {Promise<{ free: string, premium: string }>}
 */
export async function ensureDemoData(demoDir = path.join(repoRoot, 'data/demo')) {
  const today = new Date().toISOString().slice(0, 10);
  const sets = { free: path.join(demoDir, 'free'), premium: path.join(demoDir, 'premium') };
  /** @returns {any} the parsed file, or null when it is missing or not JSON */
  const readJson = (/** @type {string} */ file) => {
    try {
      return JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      return null;
    }
  };
  const marker = readJson(path.join(demoDir, 'demo.json'));
  const version = readJson(path.join(repoRoot, 'data/src/demo/version.json'))?.version;
  const current =
    marker?.today === today && marker?.version === version && existsSync(path.join(sets.free, 'meta.json')) && existsSync(path.join(sets.premium, 'meta.json'));
  if (!current) {
    console.log(`[data] generating the demo data for ${today} (simulated tournaments through the pipeline)`);
    await run('npm', ['run', 'data:demo', '--silent', '--', '--today', today, '--out', demoDir]);
  }
  return sets;
}

/**
 * The shell server's `document` option: for a page request, the page the renderer composed for exactly
 * that address (in `pagesDir`, when it is there), else the shell's prerendered page of its route, in
 * the language of the address's prefix or of `Accept-Language` (the rule of the site's own detection);
 * undefined (the plain index.html) when the build has no prerendered pages. An address that is no page
 * of the site gets "page not found" (404.html, which the server answers with status 404); so does a deck
 * page the data set (`dataDir`'s best-decks.json, when given) has no deck for.
 * @param {string} shellDir  the shell's build folder
 * @param {string} [pagesDir]  the renderer's output folder
 * @param {string} [dataDir]  the free data set the site serves
 * @returns {((req: IncomingMessage) => string | null) | undefined}
 */
export function prerenderedDocuments(shellDir, pagesDir, dataDir) {
  const bundle = path.join(shellDir, '..', 'dist-prerender', 'prerender.cjs');
  if (!existsSync(bundle) || !existsSync(path.join(shellDir, 'prerender.json'))) return undefined;
  const server = createRequire(import.meta.url)(bundle);
  return (req) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    const header = req.headers['accept-language'];
    const language = Array.isArray(header) ? header[0] : header;
    if (pagesDir) {
      const composed = server.composedDocumentFor(pathname, language);
      if (composed && existsSync(path.join(pagesDir, composed))) return path.join(pagesDir, composed);
    }
    const deckId = server.deckIdOfPath(pathname);
    if (deckId !== null && dataDir && !knownDeckIds(dataDir, server.deckIdsOf).has(deckId)) {
      const missing = path.join(shellDir, server.notFoundDocumentFor(pathname, language));
      if (existsSync(missing)) return missing;
    }
    const file = path.join(shellDir, server.documentFor(pathname, language));
    return existsSync(file) ? file : null;
  };
}

/** @type {Map<string, { mtimeMs: number, ids: Set<string> }>} */
const deckIdCache = new Map();
/**
 * The deck ids of a data set (its best-decks.json), read again when the file changes. An unreadable
 * file counts every deck as known (the deck page then says itself that a deck is unknown).
 * @param {string} dataDir
 * @param {(archetypes: { name: string }[]) => Set<string>} deckIdsOf  the shell's rule (prerender bundle)
 * @returns {{ has: (id: string) => boolean }}
 */
function knownDeckIds(dataDir, deckIdsOf) {
  const file = path.join(dataDir, 'best-decks.json');
  try {
    const { mtimeMs } = statSync(file);
    const cached = deckIdCache.get(file);
    if (cached && cached.mtimeMs === mtimeMs) return cached.ids;
    const ids = deckIdsOf(JSON.parse(readFileSync(file, 'utf8')));
    deckIdCache.set(file, { mtimeMs, ids });
    return ids;
  } catch {
    return { has: () => true };
  }
}

/** @returns {Promise<number>} a port free on 127.0.0.1 at the time of the call */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {AddressInfo} */ (srv.address());
      srv.close(() => resolve(port));
    });
  });
}

/**
 * @param {string} url
 * @param {number} timeoutMs
 * @param {ChildProcess} [child]  gives up when it exits
 */
async function waitForHttp(url, timeoutMs, child) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`process exited with ${child.exitCode} before ${url} answered`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Starts the Firebase Auth emulator (firebase-tools, runs offline) on 127.0.0.1:port.
 * @param {{ port: number, workDir: string }} o
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startAuthEmulator({ port, workDir }) {
  mkdirSync(workDir, { recursive: true });
  const [hub, logging] = [await freePort(), await freePort()];
  const configFile = path.join(workDir, 'firebase.emulators.json');
  writeFileSync(
    configFile,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port },
        hub: { host: '127.0.0.1', port: hub },
        logging: { host: '127.0.0.1', port: logging },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const firebaseBin = path.join(repoRoot, 'node_modules/firebase-tools/lib/bin/firebase.js');
  const child = spawn(process.execPath, [firebaseBin, 'emulators:start', '--only', 'auth', '--project', 'demo-tcgp', '--config', configFile], {
    cwd: workDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', CI: process.env.CI ?? 'true' },
    detached: process.platform !== 'win32',
  });
  /** Signals the emulator's process group (it starts Java); false when there is none (any more). */
  const signalGroup = (/** @type {NodeJS.Signals} */ signal) => {
    if (child.pid === undefined) return false;
    try {
      process.kill(-child.pid, signal);
      return true;
    } catch {
      return false;
    }
  };
  // Never leave an orphan emulator behind, whatever way this process ends.
  process.once('exit', () => signalGroup('SIGKILL'));
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  try {
    // A busy machine may need longer (AUTH_EMULATOR_START_MS).
    await waitForHttp(url, Number(process.env.AUTH_EMULATOR_START_MS ?? 90_000), child);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`Auth emulator failed to start: ${error instanceof Error ? error.message : String(error)}\n${output}`, { cause: error });
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        if (!signalGroup('SIGTERM')) child.kill('SIGTERM');
        setTimeout(() => signalGroup('SIGKILL'), 5000).unref();
      }),
  };
}

/**
 * Starts the local payments service (payments/, TypeScript run by tsx) on 127.0.0.1:port. It plays the
 * Stripe payments extension and the payment provider (checkout sessions, a local checkout page, the
 * subscriptions, a local portal), serves the premium data set to premium users and keeps saved
 * collections. Its data lives in `dataFile` (snapshot) and `dataFile.journal`, written crash-safely.
 * @param {{ port: number, dataFile: string, allowedOrigins: string[], authUrl: string, premiumDataDir?: string | null, apiKey?: string, projectId?: string }} o
 * @returns {Promise<{ url: string, pid: number, stop: () => Promise<void>, kill: () => Promise<void> }>}
 */
export async function startPaymentsService({
  port,
  dataFile,
  allowedOrigins,
  authUrl,
  premiumDataDir = null,
  apiKey = 'demo-api-key',
  projectId = 'demo-tcgp',
}) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'payments/src/main.ts')], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PAYMENTS_PORT: String(port),
      PAYMENTS_DATA_FILE: dataFile,
      PAYMENTS_ALLOWED_ORIGINS: allowedOrigins.join(','),
      ...(premiumDataDir ? { PAYMENTS_PREMIUM_DATA_DIR: premiumDataDir } : {}),
      AUTH_EMULATOR_URL: authUrl,
      FIREBASE_API_KEY: apiKey,
      FIREBASE_PROJECT_ID: projectId,
    },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const killNow = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  process.once('exit', killNow);
  void exited.then(() => process.removeListener('exit', killNow));
  let output = '';
  /** @type {string} */
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      killNow();
      reject(new Error(`the payments service did not start within 60 s\n${output}`));
    }, 60_000);
    child.stdout.on('data', (d) => {
      output += d;
      const match = /PAYMENTS_READY (\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.stderr.on('data', (d) => {
      output += d;
      process.stderr.write(d);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the payments service exited with ${code}\n${output}`));
    });
  });
  return {
    url,
    // It printed its URL, so it was spawned and has a process id.
    pid: /** @type {number} */ (child.pid),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(killNow, 5000);
      await exited;
      clearTimeout(timer);
    },
    /** Ends the service at once (SIGKILL), as a crash would. */
    kill: async () => {
      killNow();
      await exited;
    },
  };
}

/**
 * @typedef {object} StackOptions
 * @property {number} [shellPort]  0 = any free port
 * @property {Record<string, number>} [remotePorts]  by remote name
 * @property {number} [authPort]
 * @property {string} [dataDir]  served at /data (default: the free demo set, data/demo/free)
 * @property {string} [premiumDataDir]  premium data set the payments service serves to premium users
 *   (default: dataDir when given, else data/demo/premium)
 * @property {Partial<Record<'shell' | RemoteName, string>>} [distDirs]  build folder per app (default <app>/dist)
 * @property {(req: IncomingMessage) => string | null} [shellDocument]  the shell server's `document` option
 *   (startStaticServer); default: the prerendered page of the route in the browser's language
 * @property {string} [runtimeDir]  where config.json / remotes.json live (edit remotes.json to swap a remote)
 * @property {string[]} [extraAllowedOrigins]
 * @property {boolean} [emulator]  false: no Auth emulator is started; the site's emulator URL (authPort, else a
 *   free port) then has nothing listening, i.e. a site whose Auth emulator is down
 * @property {number} [paymentsPort]  the local payments service (0 = any free port)
 * @property {boolean} [payments]  start the local payments service (default true)
 * @property {boolean | { languages?: import('shared-contracts').LanguageCode[] }} [pages]  compose the pages from the
 *   remotes' server builds once the site is up (`npm run pages:render`; default false: the shell's skeleton pages)
 * @property {string} [releasesDir]  the remotes' published versions (`<dir>/<remote>/<label>/`; default .releases)
 */

/**
 * @typedef {object} Stack
 * @property {string} shellUrl
 * @property {Record<string, string>} remoteUrls  by remote name
 * @property {string} authUrl
 * @property {string | null} paymentsUrl  the local payments service, or null when started with `payments: false`
 * @property {Record<string, string>} registry  each remote's default version: remote name -> its mf-manifest.json
 * @property {string} releasesDir  the remotes' published versions
 * @property {Record<string, unknown>} config  config.json
 * @property {string} configFile
 * @property {string} registryFile
 * @property {(next: Record<string, unknown>) => void} writeRegistry  replaces remotes.json as a whole (releases go through
 *   `npm run release`, scripts/release/)
 * @property {(next: Record<string, unknown>) => void} writeConfig  replaces config.json
 * @property {() => number | null} paymentsPid  the payments service's process id (null when not started)
 * @property {() => Promise<void>} killPayments  kills the payments service with SIGKILL, as a crash would
 * @property {() => Promise<void>} restartPayments  starts the payments service again on the same port with the
 *   same data (after killPayments)
 * @property {() => Promise<import('./pages/render.mjs').RenderReport>} renderPages  composes the pages again (after a
 *   swap in remotes.json, as production does after a remote's release)
 * @property {string} pagesDir  where the composed pages are
 * @property {() => Promise<void>} stop
 */

/**
 * @param {StackOptions} [o]
 * @returns {Promise<Stack>}
 */
export async function startStack(o = {}) {
  const runtimeDir = o.runtimeDir ?? path.join(repoRoot, '.runtime');
  const dataDir = o.dataDir ?? path.join(repoRoot, 'data/demo/free');
  const premiumDataDir = o.premiumDataDir ?? (o.dataDir ? o.dataDir : path.join(repoRoot, 'data/demo/premium'));
  const distDir = (/** @type {'shell' | RemoteName} */ name, /** @type {string} */ app) => o.distDirs?.[name] ?? path.join(repoRoot, app, 'dist');
  const releasesDir = o.releasesDir ?? path.join(repoRoot, '.releases');
  mkdirSync(runtimeDir, { recursive: true });
  for (const dir of new Set([dataDir, premiumDataDir])) await precompress(dir);
  /** @type {(() => Promise<void>)[]} */
  const stops = [];
  try {
    /** @type {Record<string, Awaited<ReturnType<typeof startStaticServer>>>} */
    const remoteServers = {};
    for (const [name, app] of /** @type {[RemoteName, string][]} */ (Object.entries(REMOTES))) {
      mkdirSync(path.join(releasesDir, name), { recursive: true });
      remoteServers[name] = await startStaticServer({
        root: distDir(name, app),
        port: o.remotePorts?.[name] ?? 0,
        cors: true,
        versionsDir: path.join(releasesDir, name),
      });
      stops.push(remoteServers[name].close);
    }
    const authPort = o.authPort ?? (await freePort());
    let authUrl = `http://127.0.0.1:${authPort}`;
    if (o.emulator !== false) {
      const emulator = await startAuthEmulator({ port: authPort, workDir: path.join(runtimeDir, 'firebase') });
      stops.push(emulator.stop);
      authUrl = emulator.url;
    }
    const files = registryFilesIn(runtimeDir);
    const registry = await localRegistry({
      files,
      releasesDir,
      remoteUrls: Object.fromEntries(Object.entries(remoteServers).map(([name, s]) => [name, s.url])),
      buildDirs: Object.fromEntries(Object.entries(REMOTES).map(([name, app]) => [name, distDir(/** @type {RemoteName} */ (name), app)])),
    });
    // The local run's config.json: demo data, the Auth emulator, the local payments service (below),
    // contributor overrides allowed (off in production).
    const config = {
      dataBaseUrl: '/data',
      premiumData: /** @type {{ urlTemplate: string, authScheme: string } | null} */ (null),
      cardImages: /** @type {{ cardImages?: { urlTemplate: string, languages: string[], fallbackLanguage: string | null } }} */ (o).cardImages ?? null,
      remotesUrl: '/remotes.json',
      allowedRemoteOrigins: [...Object.values(remoteServers).map((s) => s.url), ...(o.extraAllowedOrigins ?? [])],
      allowRemoteOverrides: true,
      auth: {
        adapter: 'firebase',
        firebase: { apiKey: 'demo-api-key', authDomain: 'demo-tcgp.firebaseapp.com', projectId: 'demo-tcgp' },
        emulatorUrl: authUrl,
        tokenSyncUrl: null,
      },
      billing: {
        adapter: 'local',
        localServiceUrl: /** @type {string | null} */ (null),
        prices: { monthly: 'price_monthly', yearly: 'price_yearly' },
        portalUrl: null,
      },
    };
    const configFile = path.join(runtimeDir, 'config.json');
    const registryFile = path.join(runtimeDir, 'remotes.json');
    const shellDir = distDir('shell', 'shell');
    const pagesDir = path.join(runtimeDir, 'pages');
    // A render of another run (another build or data set) is never served: pages come from this stack's render.
    rmSync(pagesDir, { recursive: true, force: true });
    const shell = await startStaticServer({
      root: shellDir,
      port: o.shellPort ?? 0,
      spa: true,
      dynamic: { '/config.json': readText(configFile), '/remotes.json': readText(registryFile) },
      mounts: [{ prefix: '/data', dir: dataDir }],
      // Pages: the composed page of the address, else the prerendered page of the route, in the language
      // of its prefix or of the browser (Accept-Language); the composed pages' images, sitemap and robots.txt.
      document: o.shellDocument ?? prerenderedDocuments(shellDir, pagesDir, dataDir),
      overlay: pagesDir,
    });
    stops.push(shell.close);
    // The local payments service: CORS and redirects for the shell's origin only.
    /** @type {string | null} */
    let paymentsUrl = null;
    /** @type {Awaited<ReturnType<typeof startPaymentsService>> | null} */
    let payments = null;
    const paymentsOptions = (/** @type {number} */ port) => ({
      port,
      dataFile: path.join(runtimeDir, 'payments', 'payments.json'),
      allowedOrigins: [shell.url, shell.url.replace('127.0.0.1', 'localhost')],
      authUrl,
      premiumDataDir,
      apiKey: config.auth.firebase.apiKey,
      projectId: config.auth.firebase.projectId,
    });
    if (o.payments !== false) {
      payments = await startPaymentsService(paymentsOptions(o.paymentsPort ?? 0));
      stops.push(async () => {
        await payments?.stop();
      });
      paymentsUrl = payments.url;
    }
    config.billing.localServiceUrl = paymentsUrl;
    // Premium users read the premium (daily) data set from the payments service, which checks their plan.
    if (paymentsUrl) config.premiumData = { urlTemplate: `${paymentsUrl}/v1/premium-data/{file}`, authScheme: 'Bearer' };
    // Every page session reports the health of its remote versions to the payments service (production samples).
    if (paymentsUrl) /** @type {Record<string, unknown>} */ (config).health = { sink: 'service', endpoint: `${paymentsUrl}/health`, sampleRate: 1 };
    writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);
    const pagesOptions = typeof o.pages === 'object' ? o.pages : {};
    const renderPages = async () => {
      const { renderPages: render } = await import('./pages/render.mjs');
      return render({ site: shell.url, outDir: pagesDir, shellDir: path.dirname(shellDir), pinsFile: files.pinsFile, ...pagesOptions });
    };
    // What `npm run release` works on (scripts/release/cli.mjs).
    writeFileSync(
      path.join(runtimeDir, 'release-target.json'),
      `${JSON.stringify(
        {
          ...files,
          releasesDir,
          remoteUrls: Object.fromEntries(Object.entries(remoteServers).map(([n, s]) => [n, s.url])),
          shellUrl: shell.url,
          paymentsUrl,
          pagesDir,
          shellDir: path.dirname(shellDir),
        },
        null,
        2,
      )}\n`,
    );
    if (o.pages) await renderPages();
    return {
      shellUrl: shell.url,
      remoteUrls: Object.fromEntries(Object.entries(remoteServers).map(([n, s]) => [n, s.url])),
      authUrl,
      paymentsUrl,
      registry,
      releasesDir,
      config,
      configFile,
      registryFile,
      /** Replaces remotes.json as a whole. */
      writeRegistry: (next) => writeFileSync(registryFile, `${JSON.stringify(next, null, 2)}\n`),
      writeConfig: (next) => writeFileSync(configFile, `${JSON.stringify(next, null, 2)}\n`),
      renderPages,
      pagesDir,
      /** The payments service's process id (null when not started). */
      paymentsPid: () => payments?.pid ?? null,
      /** Kills the payments service with SIGKILL, as a crash would. */
      killPayments: async () => {
        await payments?.kill();
      },
      /** Starts the payments service again on the same port with the same data (after killPayments). */
      restartPayments: async () => {
        if (!paymentsUrl) throw new Error('this stack runs no payments service');
        await payments?.stop();
        payments = await startPaymentsService(paymentsOptions(Number(new URL(paymentsUrl).port)));
      },
      stop: async () => {
        for (const stop of stops.reverse()) await stop();
      },
    };
  } catch (error) {
    for (const stop of stops.reverse()) await stop();
    throw error;
  }
}
