// Published versions of the remotes: each build is copied, once, into its own folder
// `<releases dir>/<remote>/<label>/` (never written again; the remote's server serves it at `/<label>/`),
// its sha-384 pins go to the operator's pin file, and it is added to the registry at 0 %.
// Publishing a label again with the same bytes changes nothing; with other bytes it is refused.
import { createHash } from 'node:crypto';
import { chmodSync, cpSync, existsSync, readFileSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { isVersionLabel } from '../../tooling/buildLabel.mjs';
import { ReleaseError, changeRegistry } from './store.mjs';

/** @import { RegistryFiles, Registry, Pins, HistoryEntry } from './store.mjs' */

/**
 * Every file under `dir` (relative path -> sha-256), dotfiles left out.
 * @param {string} dir
 * @returns {Map<string, string>}
 */
export function fingerprint(dir) {
  /** @type {Map<string, string>} */
  const files = new Map();
  const walk = (/** @type {string} */ sub) => {
    for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const rel = path.join(sub, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (entry.isFile())
        files.set(
          rel,
          createHash('sha256')
            .update(readFileSync(path.join(dir, rel)))
            .digest('hex'),
        );
    }
  };
  walk('');
  return files;
}

/** The first difference between two fingerprints, or null when they are the same. */
function difference(/** @type {Map<string, string>} */ a, /** @type {Map<string, string>} */ b) {
  for (const [file, hash] of a) {
    if (!b.has(file)) return `${file} is only in the new build`;
    if (b.get(file) !== hash) return `${file} differs`;
  }
  for (const file of b.keys()) if (!a.has(file)) return `${file} is only in the published one`;
  return null;
}

/**
 * The sha-384 integrity (`sha384-<base64>`) of some bytes.
 * @param {Uint8Array} bytes
 */
export const sha384Of = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
/** @param {string} file */
export const sha384 = (file) => sha384Of(readFileSync(file));

/**
 * What a build folder says it is: its label (mf-manifest.json's build version, which is the server
 * manifest's buildLabel too) and the files its pins cover.
 * @param {string} dir
 * @param {string} remote
 */
export function describeBuild(dir, remote) {
  const manifestFile = path.join(dir, 'mf-manifest.json');
  if (!existsSync(manifestFile)) throw new ReleaseError(`${dir} has no mf-manifest.json: build ${remote} first`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const label = manifest?.metaData?.buildInfo?.buildVersion;
  if (manifest?.name !== remote && manifest?.id !== remote)
    throw new ReleaseError(`${manifestFile} is the manifest of ${JSON.stringify(manifest?.name)}, not ${remote}`);
  if (!isVersionLabel(label)) throw new ReleaseError(`${remote}'s build says its version is ${JSON.stringify(label)}, which is not <version>+<commit>`);
  const entryName = manifest?.metaData?.remoteEntry?.name ?? 'remoteEntry.js';
  const entryFile = path.join(dir, entryName);
  if (!existsSync(entryFile)) throw new ReleaseError(`${remote}'s build has no entry ${entryName}`);
  let serverFile = null;
  const serverManifest = path.join(dir, 'server', 'manifest.json');
  if (existsSync(serverManifest)) {
    const server = JSON.parse(readFileSync(serverManifest, 'utf8'));
    if (server.buildLabel !== label) throw new ReleaseError(`${remote}'s server build is ${server.buildLabel}, its browser build ${label}: build both again`);
    serverFile = path.join(dir, 'server', server.entry);
  }
  return { label: /** @type {string} */ (label), manifestFile, entryFile, serverFile };
}

/**
 * Copies a build into its version folder (refusing other bytes under a published label), then adds the
 * version to the registry at 0 % with its pins (a remote the registry does not have yet gets it as its
 * default at 100 %).
 * @param {object} o
 * @param {RegistryFiles} o.files
 * @param {string} o.releasesDir  `<releases dir>/<remote>/<label>/`
 * @param {string} o.remote
 * @param {string} o.origin  the remote's origin (its manifest URL is `<origin>/<label>/mf-manifest.json`)
 * @param {string} o.buildDir  the build to publish (a remote's dist/)
 * @param {string} o.command  for the history
 * @param {boolean} [o.dryRun]
 * @param {(registry: Registry) => boolean} [o.makeDefault]  whether this version replaces the default (the stack's own builds)
 * @param {() => Date} [o.now]
 * @param {(o: { label: string, entryName: string, pins: { manifest: string, entry: string } }) => Promise<void>} [o.hosted]
 *   production: nothing is copied; this checks the version is already on the remote's host (the registry
 *   never lists a version players cannot load)
 * @returns {Promise<{ label: string, folder: string, copied: boolean, added: boolean, manifest: string, pins: Pins[string][string], registry: Registry, entries: Omit<HistoryEntry, 'revision'>[] }>}
 */
export async function publishBuild({ files, releasesDir, remote, origin, buildDir, command, dryRun = false, makeDefault, now, hosted }) {
  const build = describeBuild(buildDir, remote);
  const { label } = build;
  const folder = path.join(releasesDir, remote, label);
  const incoming = fingerprint(buildDir);
  let copied = false;
  if (hosted) {
    await hosted({
      label,
      entryName: path.relative(buildDir, build.entryFile).split(path.sep).join('/'),
      pins: { manifest: sha384(build.manifestFile), entry: sha384(build.entryFile) },
    });
  } else if (existsSync(folder)) {
    const diff = difference(incoming, fingerprint(folder));
    if (diff)
      throw new ReleaseError(
        `${remote} ${label} is already published with other bytes (${diff}); a different build needs its own label: commit the change, or build with another BUILD_LABEL`,
      );
  } else if (!dryRun) {
    const staging = path.join(releasesDir, remote, `.incoming-${process.pid}-${Date.now()}`);
    // Timestamps kept: a precompressed copy (.br, .gz) older than its file is never sent (static-server.mjs).
    cpSync(buildDir, staging, { recursive: true, preserveTimestamps: true, filter: (src) => !path.basename(src).startsWith('.') || src === buildDir });
    try {
      renameSync(staging, folder);
      copied = true;
    } catch (error) {
      rmSync(staging, { recursive: true, force: true });
      // Published by another release meanwhile: the same bytes are fine.
      if (!existsSync(folder)) throw error;
      const diff = difference(incoming, fingerprint(folder));
      if (diff) throw new ReleaseError(`${remote} ${label} was just published by another release with other bytes (${diff})`);
    }
    readOnly(folder);
  }
  const pin = {
    manifest: sha384(path.join(buildDir, 'mf-manifest.json')),
    entry: sha384(build.entryFile),
    ...(build.serverFile ? { server: sha384(build.serverFile) } : {}),
  };
  const manifest = `${origin.replace(/\/+$/, '')}/${label}/mf-manifest.json`;
  let added = false;
  const result = await changeRegistry(
    files,
    (registry, pins) => {
      const current = registry.remotes[remote];
      if (current?.revoked.includes(label)) throw new ReleaseError(`${remote} ${label} is revoked: it is never published again`);
      const nextPins = { ...pins, [remote]: { ...pins[remote], [label]: pin } };
      if (!current) {
        registry.remotes[remote] = { default: label, versions: { [label]: { manifest, share: 100 } }, revoked: [] };
        added = true;
        return { entries: [{ command, remote, action: 'publish', label, reason: 'the first version of this remote: its default' }], pins: nextPins };
      }
      if (makeDefault?.(registry) && current.default !== label) {
        const from = current.default;
        current.versions = { [label]: { manifest, share: 100 } };
        current.default = label;
        added = true;
        return { entries: [{ command, remote, action: 'stack-default', label, from, reason: 'the local build, no release made yet' }], pins: nextPins };
      }
      const existing = current.versions[label];
      if (existing && existing.manifest === manifest && JSON.stringify(pins[remote]?.[label]) === JSON.stringify(pin)) return null;
      current.versions[label] = { manifest, share: existing?.share ?? 0 };
      added = !existing;
      return {
        entries: [{ command, remote, action: existing ? 'republish' : 'publish', label, reason: existing ? 'its address moved' : 'added at 0 %' }],
        pins: nextPins,
      };
    },
    { dryRun, ...(now ? { now } : {}) },
  );
  return { label, folder, copied, added, manifest, pins: pin, registry: result.registry, entries: result.entries };
}

/** Makes a published folder's files read-only: nothing writes into them by mistake (the folder can still be removed). */
function readOnly(/** @type {string} */ dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) readOnly(full);
    else chmodSync(full, 0o444);
  }
}

/**
 * The labels published for `remote` (folders under the releases dir), oldest first.
 * @param {string} releasesDir
 * @param {string} remote
 */
export function publishedLabels(releasesDir, remote) {
  const dir = path.join(releasesDir, remote);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => isVersionLabel(name))
    .sort((a, b) => statSync(path.join(dir, a)).mtimeMs - statSync(path.join(dir, b)).mtimeMs);
}
