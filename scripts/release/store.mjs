// The release registry's files and how they change: remotes.json (registry v2, what the browser reads),
// the operator's pin file (sha-384 of each version's manifest, entry and server build; the browser
// never reads it) and the history (one JSON line per change). Every change is a compare-and-swap on the
// registry's `revision`, made under a lock file, written to a temporary file and renamed over the old
// one, and appended to the history in the same order: two releases at once never lose one.
import { appendFileSync, closeSync, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * One remote's releases (registry v2; `RemoteReleases` of @tcgp/schemas).
 * @typedef {{ default: string, versions: Record<string, { manifest: string, share: number, integrity?: { manifest: string, entry: string, server?: string } }>, revoked: string[] }} RemoteReleases
 */

/**
 * @typedef {(entry: unknown) => { ok: true, value: RemoteReleases } | { ok: false, problems: { path: string, reason: string }[] }} RemoteCheck
 */

/**
 * Checks one remote's entry (the release CLI installs the @tcgp/schemas check; plain `node` runs of the
 * stack, which cannot load TypeScript, check the document's outline only).
 * @type {RemoteCheck | null}
 */
let remoteSchema = null;

/** @param {RemoteCheck} check */
export function installRemoteSchema(check) {
  remoteSchema = check;
}

/**
 * @param {string} where
 * @param {unknown} entry
 * @returns {RemoteReleases}
 */
function checkRemote(where, entry) {
  if (remoteSchema) {
    const result = remoteSchema(entry);
    if (!result.ok) throw new ReleaseError(`${where}: ${result.problems.map((p) => `${p.path} ${p.reason}`).join('; ')}`);
    return result.value;
  }
  const e = /** @type {any} */ (entry);
  if (typeof e !== 'object' || e === null || typeof e.default !== 'string' || typeof e.versions !== 'object' || e.versions === null)
    throw new ReleaseError(`${where}: not a remote's releases ({ default, versions, revoked })`);
  return { default: e.default, versions: e.versions, revoked: Array.isArray(e.revoked) ? e.revoked : [] };
}

/**
 * Where one registry lives (the local stack's, or a copy a production release works on).
 * @typedef {object} RegistryFiles
 * @property {string} registryFile  remotes.json
 * @property {string} pinsFile  the operator's pins: remote -> label -> { manifest, entry, server }
 * @property {string} historyFile  one JSON object a line
 * @property {RemoteSync} [remote]  when the files are a copy of a registry kept elsewhere (production)
 */

/**
 * A registry kept elsewhere, worked on through its local copy: `pull` refreshes the copy; `push` writes
 * a change there as a compare-and-swap, throwing RevisionConflict when another release changed it since
 * the pull.
 * @typedef {object} RemoteSync
 * @property {string} where  for messages
 * @property {() => Promise<void>} pull
 * @property {(change: { registryText: string, pinsText: string | null, entries: HistoryEntry[], revision: number }) => Promise<void>} push
 */

/**
 * @typedef {{ schema: 2, revision: number, remotes: Record<string, RemoteReleases> }} Registry
 * @typedef {Record<string, Record<string, { manifest: string, entry: string, server?: string }>>} Pins
 * @typedef {{ revision: number, at: string, command: string, remote: string, action: string, label?: string, from?: string, reason?: string, shares?: Record<string, number> }} HistoryEntry
 */

export class ReleaseError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'ReleaseError';
  }
}

export class RevisionConflict extends ReleaseError {
  /** @param {number} expected @param {number} found */
  constructor(expected, found) {
    super(`remotes.json changed meanwhile (revision ${found}, expected ${expected})`);
    this.name = 'RevisionConflict';
  }
}

/** @param {string} runtimeDir */
export function registryFilesIn(runtimeDir) {
  return {
    registryFile: path.join(runtimeDir, 'remotes.json'),
    pinsFile: path.join(runtimeDir, 'remotes.integrity.json'),
    historyFile: path.join(runtimeDir, 'releases.history.jsonl'),
  };
}

/**
 * The registry as a v2 document; null when there is none. A v1 file, or one that fails the schema,
 * is an error the caller decides about.
 * @param {RegistryFiles} files
 * @returns {Registry | null}
 */
export function readRegistry(files) {
  if (!existsSync(files.registryFile)) return null;
  const json = JSON.parse(readFileSync(files.registryFile, 'utf8'));
  if (typeof json !== 'object' || json === null || json.schema !== 2)
    throw new ReleaseError(`${files.registryFile} is not a v2 registry ({ "schema": 2, ... }); the release commands need v2`);
  if (!Number.isInteger(json.revision) || json.revision < 0) throw new ReleaseError(`${files.registryFile}: revision is not a whole number`);
  if (typeof json.remotes !== 'object' || json.remotes === null || Array.isArray(json.remotes))
    throw new ReleaseError(`${files.registryFile}: remotes is not an object`);
  /** @type {Record<string, RemoteReleases>} */
  const remotes = {};
  for (const [name, entry] of Object.entries(json.remotes)) remotes[name] = checkRemote(`${files.registryFile}: ${name}`, entry);
  return { schema: 2, revision: json.revision, remotes };
}

/** @param {RegistryFiles} files @returns {Pins} */
export function readPins(files) {
  return existsSync(files.pinsFile) ? JSON.parse(readFileSync(files.pinsFile, 'utf8')) : {};
}

/** @param {RegistryFiles} files @returns {HistoryEntry[]} */
export function readHistory(files) {
  if (!existsSync(files.historyFile)) return [];
  return readFileSync(files.historyFile, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line));
}

/** Writes a file whole or not at all: a temporary file beside it, renamed over it. */
function writeAtomically(/** @type {string} */ file, /** @type {string} */ text) {
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.tmp-${process.pid}-${Math.random().toString(36).slice(2)}`;
  writeFileSync(temp, text);
  renameSync(temp, file);
}

const LOCK_STALE_MS = 30_000;

/**
 * Runs `work` holding the registry's lock (a file created exclusively beside it). A lock older than
 * 30 s whose process is gone is broken.
 * @template T
 * @param {string} registryFile
 * @param {() => T} work
 * @returns {Promise<T>}
 */
async function withLock(registryFile, work) {
  const lock = `${registryFile}.lock`;
  mkdirSync(path.dirname(lock), { recursive: true });
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      const fd = openSync(lock, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
      if (lockIsStale(lock)) {
        rmSync(lock, { force: true });
        continue;
      }
      if (Date.now() > deadline) throw new ReleaseError(`${lock} is held by another release; try again, or remove it if no release is running`);
      await new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40));
    }
  }
  try {
    return work();
  } finally {
    rmSync(lock, { force: true });
  }
}

/** @param {string} lock */
function lockIsStale(lock) {
  try {
    const age = Date.now() - statSync(lock).mtimeMs;
    if (age < LOCK_STALE_MS) return false;
    const pid = Number(readFileSync(lock, 'utf8'));
    if (!Number.isInteger(pid) || pid <= 0) return true;
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
}

/**
 * Replaces the registry if its revision is still `expected` (compare-and-swap), with revision
 * expected + 1, and appends the history entries (given that revision) in the same locked step.
 * @param {RegistryFiles} files
 * @param {number | null} expected  null: there must be no registry yet
 * @param {Registry} next  its revision is set here
 * @param {Omit<HistoryEntry, 'revision'>[]} entries
 * @param {{ pins?: Pins }} [o]  pins to write with it
 */
export function compareAndSwap(files, expected, next, entries, o = {}) {
  return withLock(files.registryFile, () => {
    const current = existsSync(files.registryFile) ? JSON.parse(readFileSync(files.registryFile, 'utf8')) : null;
    const found = current === null ? null : typeof current.revision === 'number' ? current.revision : 0;
    if (found !== expected) throw new RevisionConflict(expected ?? -1, found ?? -1);
    const revision = (expected ?? 0) + 1;
    const document = { ...next, revision };
    if (o.pins) writeAtomically(files.pinsFile, `${JSON.stringify(o.pins, null, 2)}\n`);
    writeAtomically(files.registryFile, `${JSON.stringify(document, null, 2)}\n`);
    for (const entry of entries) appendFileSync(files.historyFile, `${JSON.stringify({ revision, ...entry })}\n`);
    return document;
  });
}

/**
 * Reads the registry, applies `change` to a copy and swaps it in; when another release changed the
 * registry meanwhile, reads it again and applies `change` again (it must be a function of what it reads).
 * `change` returns null for "nothing to do" and throws a ReleaseError to refuse.
 * @param {RegistryFiles} files
 * @param {(registry: Registry, pins: Pins) => { entries: Omit<HistoryEntry, 'revision' | 'at'>[], pins?: Pins } | null} change
 * @param {{ dryRun?: boolean, now?: () => Date, attempts?: number }} [o]
 * @returns {Promise<{ registry: Registry, before: Registry, entries: Omit<HistoryEntry, 'revision'>[], written: boolean }>}
 */
export async function changeRegistry(files, change, { dryRun = false, now = () => new Date(), attempts = 50 } = {}) {
  for (let attempt = 1; ; attempt += 1) {
    if (files.remote) await files.remote.pull();
    const before = readRegistry(files) ?? { schema: /** @type {const} */ (2), revision: 0, remotes: {} };
    const existed = existsSync(files.registryFile);
    const next = structuredClone(before);
    const pins = readPins(files);
    const outcome = change(next, pins);
    if (outcome === null) return { registry: before, before, entries: [], written: false };
    for (const [name, entry] of Object.entries(next.remotes)) next.remotes[name] = checkRemote(`the new registry: ${name}`, entry);
    const at = now().toISOString();
    const entries = outcome.entries.map((e) => ({ at, ...e }));
    if (dryRun) return { registry: { ...next, revision: before.revision + 1 }, before, entries, written: false };
    try {
      if (files.remote) {
        const revision = before.revision + 1;
        const document = { ...next, revision };
        const registryText = `${JSON.stringify(document, null, 2)}\n`;
        const pinsText = outcome.pins ? `${JSON.stringify(outcome.pins, null, 2)}\n` : null;
        await files.remote.push({ registryText, pinsText, entries: entries.map((e) => ({ revision, ...e })), revision });
        // The local copy follows what was written.
        if (pinsText !== null) writeAtomically(files.pinsFile, pinsText);
        writeAtomically(files.registryFile, registryText);
        for (const entry of entries) appendFileSync(files.historyFile, `${JSON.stringify({ revision, ...entry })}\n`);
        return { registry: /** @type {Registry} */ (document), before, entries, written: true };
      }
      const written = await compareAndSwap(files, existed ? before.revision : null, next, entries, outcome.pins ? { pins: outcome.pins } : {});
      return { registry: /** @type {Registry} */ (written), before, entries, written: true };
    } catch (error) {
      if (!(error instanceof RevisionConflict) || attempt >= attempts) throw error;
    }
  }
}
