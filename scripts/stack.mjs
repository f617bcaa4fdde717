// Starts the whole composed site locally: built shell + the remotes (remotes.manifest.json) on their own origins, the demo
// data, runtime config.json / remotes.json, the Firebase Auth emulator and the local payments service. Used by `npm start` and by
// the end-to-end tests (which pass port 0 everywhere so parallel runs never collide).
//
// Each job has its module in stack/: the apps, builds, the demo data, the shell server's pages, free
// ports, the Auth emulator and the payments service. This entry starts the stack from them and
// re-exports what `npm start`, the build and the tests import.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { precompress } from './precompress.mjs';
import { startStaticServer, readText } from './static-server.mjs';
import { registryFilesIn } from './release/store.mjs';
import { localRegistry } from './release/local.mjs';
import { REMOTES, repoRoot } from './stack/apps.mjs';
import { startAuthEmulator } from './stack/authEmulator.mjs';
import { prerenderedDocuments } from './stack/documents.mjs';
import { startPaymentsService } from './stack/paymentsService.mjs';
import { freePort } from './stack/ports.mjs';

/** @import { IncomingMessage } from 'node:http' */
/** @import { RemoteName } from 'shared-contracts' */
/** @typedef {import('./stack/build.mjs').BuildOptions} BuildOptions */

export { APPS, REMOTES, repoRoot } from './stack/apps.mjs';
export { buildAll, buildApp, buildShell } from './stack/build.mjs';
export { ensureDemoData } from './stack/demoData.mjs';
export { prerenderedDocuments } from './stack/documents.mjs';
export { freePort } from './stack/ports.mjs';
export { startAuthEmulator } from './stack/authEmulator.mjs';
export { startPaymentsService } from './stack/paymentsService.mjs';

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
