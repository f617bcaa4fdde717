// Loads a remote's server build from the URL the registry gives, with the browser's checks: the
// manifest must pass the shell's manifest check (allowed origins, no code), the server manifest beside
// it must name the same remote, a compatible contract and an entry on an allowed origin whose bytes
// match its integrity. Only then is the entry run (as CommonJS that may require Node's built-ins only).
import { createHash } from 'node:crypto';
import { createRequire, isBuiltin } from 'node:module';
import vm from 'node:vm';

/** @import { RemoteServerBuild, ServerBuildManifest } from '@tcgp/page-render' */
/** @import { RemoteName } from 'shared-contracts' */

/**
 * The checks of the shell's server bundle this needs (the same functions the browser runs).
 * @typedef {object} ShellChecks
 * @property {(json: unknown, manifestUrl: string, allowedOrigins: readonly string[]) => { ok: true } | { ok: false, reason: string }} checkManifest
 * @property {(remoteVersion: string) => string | null} contractMismatch
 */

/**
 * One remote's server build, loaded and checked, with what the page's head needs of its browser build.
 * @typedef {object} LoadedServerBuild
 * @property {RemoteServerBuild} build
 * @property {ServerBuildManifest} manifest
 * @property {string} label  `<remote>@<buildLabel>`
 * @property {string} manifestUrl  the browser build's mf-manifest.json (the registry's URL)
 * @property {(module: string) => { styles: string[], scripts: string[] }} assets  absolute URLs of the browser build's
 *   styles and scripts a page of `module` uses first (remote entry, the setup and the module)
 */

export class ServerBuildError extends Error {
  /**
   * @param {RemoteName} remote
   * @param {string} reason
   * @param {unknown} [cause]
   */
  constructor(remote, reason, cause) {
    super(`${remote}: ${reason}`, cause === undefined ? undefined : { cause });
    this.name = 'ServerBuildError';
    this.remote = remote;
    this.reason = reason;
  }
}

const nodeRequire = createRequire(import.meta.url);
const MAX_BYTES = 50 * 1024 * 1024;

/**
 * @param {string} url
 * @param {typeof fetch} fetchImpl
 * @returns {Promise<Buffer>}
 */
async function download(url, fetchImpl) {
  const res = await fetchImpl(url, { redirect: 'error', signal: AbortSignal.timeout(30_000) });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  const bytes = Buffer.from(await res.arrayBuffer());
  if (bytes.length > MAX_BYTES) throw new Error(`${url} is larger than ${MAX_BYTES} bytes`);
  return bytes;
}

/**
 * @param {Buffer} bytes
 * @param {string} url
 */
function json(bytes, url) {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    throw new Error(`${url} is not JSON`, { cause: error });
  }
}

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The server manifest's shape, or a reason.
 * @param {unknown} value
 * @param {RemoteName} remote
 * @returns {{ ok: true, manifest: ServerBuildManifest } | { ok: false, reason: string }}
 */
export function checkServerManifest(value, remote) {
  if (!isObject(value)) return { ok: false, reason: 'server/manifest.json is not an object' };
  const { name, buildLabel, contractVersion, entry, integrity, modules } = value;
  if (name !== remote) return { ok: false, reason: `server/manifest.json is for ${JSON.stringify(name)}, not ${remote}` };
  if (typeof buildLabel !== 'string' || buildLabel === '') return { ok: false, reason: 'server/manifest.json has no buildLabel' };
  if (typeof contractVersion !== 'string') return { ok: false, reason: 'server/manifest.json has no contractVersion' };
  if (typeof entry !== 'string' || !/^[\w.-]+\.cjs$/.test(entry))
    return { ok: false, reason: `server/manifest.json's entry ${JSON.stringify(entry)} is not a file name beside it` };
  if (typeof integrity !== 'string' || !/^sha256-[A-Za-z0-9+/]{43}=$/.test(integrity))
    return { ok: false, reason: 'server/manifest.json has no sha256 integrity' };
  if (!Array.isArray(modules) || !modules.every((m) => typeof m === 'string')) return { ok: false, reason: 'server/manifest.json has no modules list' };
  return { ok: true, manifest: { name: remote, buildLabel, contractVersion, entry, integrity, modules: /** @type {string[]} */ (modules) } };
}

/**
 * Runs a CommonJS file's text and returns its exports. It may require Node's built-in modules only
 * (a server build is one file with everything else inside).
 * @param {string} code
 * @param {string} filename
 * @returns {unknown}
 */
export function runCommonJs(code, filename) {
  const module = { exports: /** @type {unknown} */ ({}) };
  const limitedRequire = (/** @type {string} */ id) => {
    if (!isBuiltin(id)) throw new Error(`a server build may require Node's built-in modules only, not ${JSON.stringify(id)}`);
    return nodeRequire(id);
  };
  const wrapper = vm.runInThisContext(`(function (exports, require, module, __filename, __dirname) {${code}\n})`, { filename });
  wrapper.call(module.exports, module.exports, limitedRequire, module, filename, '/');
  return module.exports;
}

/**
 * The browser files of one exposed module in an mf-manifest.json (absolute URLs).
 * @param {any} manifest
 * @param {string} manifestUrl
 * @param {string} module
 */
function browserAssets(manifest, manifestUrl, module) {
  const publicPath = typeof manifest?.metaData?.publicPath === 'string' && manifest.metaData.publicPath !== 'auto' ? manifest.metaData.publicPath : manifestUrl;
  const base = new URL('.', new URL(publicPath, manifestUrl)).href;
  /** @type {any[]} */
  const exposes = Array.isArray(manifest?.exposes) ? manifest.exposes : [];
  const pick = (/** @type {string} */ name) => exposes.find((e) => e?.name === name || e?.path === `./${name}`);
  const entry = manifest?.metaData?.remoteEntry;
  const entryFile = entry && typeof entry.name === 'string' ? `${entry.path ? `${entry.path}/` : ''}${entry.name}` : null;
  /** @type {string[]} */
  const styles = [];
  /** @type {string[]} */
  const scripts = entryFile ? [entryFile] : [];
  for (const expose of [pick('setup'), pick(module)]) {
    if (!expose) continue;
    styles.push(...(expose.assets?.css?.sync ?? []), ...(expose.assets?.css?.async ?? []));
    scripts.push(...(expose.assets?.js?.sync ?? []));
  }
  const absolute = (/** @type {string} */ file) => new URL(file, base).href;
  return { styles: [...new Set(styles)].map(absolute), scripts: [...new Set(scripts)].map(absolute) };
}

/**
 * @param {object} o
 * @param {RemoteName} o.remote
 * @param {string} o.manifestUrl  the registry's URL of the remote's mf-manifest.json
 * @param {readonly string[]} o.allowedOrigins
 * @param {ShellChecks} o.checks
 * @param {typeof fetch} [o.fetchImpl]
 * @returns {Promise<LoadedServerBuild>}
 */
export async function loadServerBuild({ remote, manifestUrl, allowedOrigins, checks, fetchImpl = fetch }) {
  /**
   * @param {string} reason
   * @param {unknown} [cause]
   */
  const fail = (reason, cause) => new ServerBuildError(remote, reason, cause);
  const allowed = new Set(allowedOrigins.map((o) => o.replace(/\/+$/, '')));
  /** @type {any} */
  let manifest;
  try {
    manifest = json(await download(manifestUrl, fetchImpl), manifestUrl);
  } catch (error) {
    throw fail(`its manifest could not be read (${error instanceof Error ? error.message : String(error)})`, error);
  }
  const checked = checks.checkManifest(manifest, manifestUrl, allowedOrigins);
  if (!checked.ok) throw fail(`its manifest was refused: ${checked.reason}`);
  const serverManifestUrl = new URL('server/manifest.json', manifestUrl).href;
  /** @type {unknown} */
  let serverJson;
  try {
    serverJson = json(await download(serverManifestUrl, fetchImpl), serverManifestUrl);
  } catch (error) {
    throw fail(`it has no server build (${error instanceof Error ? error.message : String(error)})`, error);
  }
  const server = checkServerManifest(serverJson, remote);
  if (!server.ok) throw fail(server.reason);
  const mismatch = checks.contractMismatch(server.manifest.contractVersion);
  if (mismatch) throw fail(`its server build was made for contract ${server.manifest.contractVersion} (${mismatch})`);
  const entryUrl = new URL(server.manifest.entry, serverManifestUrl);
  if (!allowed.has(entryUrl.origin)) throw fail(`its server build is on ${entryUrl.origin}, which is not an allowed origin`);
  /** @type {Buffer} */
  let code;
  try {
    code = await download(entryUrl.href, fetchImpl);
  } catch (error) {
    throw fail(`its server build could not be downloaded (${error instanceof Error ? error.message : String(error)})`, error);
  }
  const digest = `sha256-${createHash('sha256').update(code).digest('base64')}`;
  if (digest !== server.manifest.integrity) throw fail(`its server build does not match its integrity (${digest})`);
  /** @type {any} */
  let exported;
  try {
    exported = runCommonJs(code.toString('utf8'), entryUrl.href);
  } catch (error) {
    throw fail(`its server build failed to start (${error instanceof Error ? error.message : String(error)})`, error);
  }
  const build = /** @type {RemoteServerBuild} */ (exported?.default && typeof exported.default.render === 'function' ? exported.default : exported);
  if (typeof build?.render !== 'function' || typeof build?.pages !== 'function' || build.name !== remote) {
    throw fail('its server build does not export render() and pages() for this remote');
  }
  return {
    build,
    manifest: server.manifest,
    label: `${remote}@${server.manifest.buildLabel}`,
    manifestUrl,
    assets: (module) => browserAssets(manifest, manifestUrl, module),
  };
}
