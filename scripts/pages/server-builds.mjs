// Loads a remote's server build from the URL the registry gives, with the browser's checks: the
// manifest must pass the shell's manifest check (allowed origins, no code), the server manifest beside
// it must name the same remote, a compatible contract and an entry on an allowed origin whose bytes
// match its integrity (the sha-384 pinned in the registry, or else the sha-256 of the server manifest).
// Only then is the entry run, in a sandbox of its own (scripts/pages/sandbox/): a child process with
// Node's permission model, an empty environment and no network; its pages come back as checked data.
import { createHash } from 'node:crypto';
import { startSandbox } from './sandbox/sandbox.mjs';

/** @import { RemoteServerBuild, ServerBuildManifest } from '@tcgp/page-render' */
/** @import { SandboxLimits } from './sandbox/sandbox.mjs' */
/** @import { RemoteName } from 'shared-contracts' */

/**
 * The checks of the shell's server bundle this needs (the same functions the browser runs).
 * @typedef {object} ShellChecks
 * @property {(json: unknown, manifestUrl: string, allowedOrigins: readonly string[]) => { ok: true } | { ok: false, reason: string }} checkManifest
 * @property {(remoteVersion: string) => string | null} contractMismatch
 * @property {(json: unknown, manifestUrl: string) => { ok: true, manifest: { entry: string, exposes: { name: string, path: string, js: { sync: string[], async: string[] }, css: { sync: string[], async: string[] } }[] } } | { ok: false, reason: string }} resolveManifest
 *   the runtime's addresses of a manifest's files (the same rule as the browser's check)
 */

/**
 * One remote's server build, loaded and checked, with what the page's head needs of its browser build.
 * @typedef {object} LoadedServerBuild
 * @property {RemoteServerBuild} build
 * @property {ServerBuildManifest} manifest
 * @property {string} label  `<remote>@<buildLabel>`
 * @property {string} manifestUrl  the browser build's mf-manifest.json (the registry's URL)
 * @property {(module: string, language?: string) => { styles: string[], scripts: string[] }} assets  absolute URLs of
 *   the browser build's styles and scripts a page of `module` uses first (remote entry, the setup and the
 *   module, and with a language its text chunks: `<name>-texts-<language>`, a regional language's with its base's)
 * @property {'pinned' | 'server-manifest'} integrity  what the entry's bytes were checked against: the sha-384 the
 *   registry pins, or (nothing pinned) the sha-256 of the server manifest beside it
 * @property {() => void} close  stops the build's sandbox
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
 * The browser files of one exposed module in a manifest, resolved by the rule the browser checks with.
 * @param {NonNullable<ReturnType<ShellChecks['resolveManifest']> & { ok: true }>['manifest']} resolved
 * @param {string} module
 * @param {string} [language]  also the texts of this language (a remote loads them before its first render)
 */
function browserAssets(resolved, module, language) {
  const pick = (/** @type {string} */ name) => resolved.exposes.find((e) => e.name === name || e.path === `./${name}`);
  // `de-AT` builds on `de`: both files are loaded.
  const texts = (language ? [...new Set([language, language.split('-')[0]])] : []).map((l) => new RegExp(`(^|/)[\\w-]+-texts-${l}\\.[\\w]+\\.js$`));
  const isText = (/** @type {string} */ url) => texts.some((text) => text.test(url));
  /** @type {string[]} */
  const styles = [];
  const scripts = [resolved.entry];
  for (const expose of [pick('setup'), pick(module)]) {
    if (!expose) continue;
    styles.push(...expose.css.sync, ...expose.css.async);
    scripts.push(...expose.js.sync, ...expose.js.async.filter(isText));
  }
  return { styles: [...new Set(styles)], scripts: [...new Set(scripts)] };
}

/** `sha384-<base64>` */
const SHA384 = /^sha384-[A-Za-z0-9+/]{64}$/;

/**
 * @param {object} o
 * @param {RemoteName} o.remote
 * @param {string} o.manifestUrl  the registry's URL of the remote's mf-manifest.json
 * @param {readonly string[]} o.allowedOrigins
 * @param {ShellChecks} o.checks
 * @param {string} [o.pinnedIntegrity]  `sha384-<base64>` of the server entry, pinned in the registry
 * @param {boolean} [o.requirePinned]  refuse a build whose integrity is not pinned
 * @param {typeof fetch} [o.fetchImpl]  for the manifests, the entry and the build's reads of the data set
 * @param {SandboxLimits} [o.limits]  of the sandbox (time, memory, answer size)
 * @param {() => void} [o.onStart]  called when a sandbox process starts (tests)
 * @returns {Promise<LoadedServerBuild>}
 */
export async function loadServerBuild({
  remote,
  manifestUrl,
  allowedOrigins,
  checks,
  pinnedIntegrity,
  requirePinned = false,
  fetchImpl = fetch,
  limits,
  onStart,
}) {
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
  const resolved = checks.resolveManifest(manifest, manifestUrl);
  if (!resolved.ok) throw fail(`its manifest was refused: ${resolved.reason}`);
  if (pinnedIntegrity !== undefined && !SHA384.test(pinnedIntegrity))
    throw fail(`its pinned integrity is not sha384-<base64>: ${JSON.stringify(pinnedIntegrity)}`);
  if (pinnedIntegrity === undefined && requirePinned) throw fail('the registry pins no integrity of its server build');
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
  if (pinnedIntegrity !== undefined) {
    const digest = `sha384-${createHash('sha384').update(code).digest('base64')}`;
    if (digest !== pinnedIntegrity) throw fail(`its server build does not match the integrity pinned in the registry (${digest})`);
  } else {
    const digest = `sha256-${createHash('sha256').update(code).digest('base64')}`;
    if (digest !== server.manifest.integrity) throw fail(`its server build does not match its integrity (${digest})`);
  }
  /** @type {Awaited<ReturnType<typeof startSandbox>>} */
  let sandbox;
  try {
    sandbox = await startSandbox({ code, name: entryUrl.href, fetchImpl, ...(limits ? { limits } : {}), ...(onStart ? { onStart } : {}) });
  } catch (error) {
    throw fail(`its server build failed to start (${error instanceof Error ? error.message : String(error)})`, error);
  }
  if (sandbox.name !== remote) {
    sandbox.close();
    throw fail('its server build does not export render() and pages() for this remote');
  }
  /** @type {RemoteServerBuild} */
  const build = {
    name: remote,
    buildLabel: sandbox.buildLabel,
    contractVersion: sandbox.contractVersion,
    modules: sandbox.modules,
    pages: sandbox.pages,
    render: sandbox.render,
  };
  return {
    build,
    manifest: server.manifest,
    label: `${remote}@${server.manifest.buildLabel}`,
    manifestUrl,
    assets: (module, language) => browserAssets(resolved.manifest, module, language),
    integrity: pinnedIntegrity !== undefined ? 'pinned' : 'server-manifest',
    close: sandbox.close,
  };
}
