// The production registry (docs/adr/0017-release-registry.md): objects in Cloud Storage for Firebase,
// `registry/remotes.json`, `registry/remotes.integrity.json` and one history object per revision. The
// release commands work on a local copy of them; every change is pulled fresh and pushed back with
// `ifGenerationMatch` (the compare-and-swap: a 412 means another release won, and the change is
// applied again to what it wrote). Health comes from the Firestore collection `health`
// (docs/adr/0018-release-health.md). Every request goes through an injected `fetch`, so tests never
// reach the network.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { ReleaseError, RevisionConflict, registryFilesIn } from './store.mjs';
import { sha384Of } from './versions.mjs';

/** @import { RegistryFiles, RemoteSync, Registry, HistoryEntry } from './store.mjs' */
/** @import { HealthSource, VersionHealth } from './commands.mjs' */

/**
 * Where production is: the registry's bucket and folder, the Firebase project (for health) and each
 * remote's origin (its versions live at `<origin>/<label>/`).
 * @typedef {object} ProdConfig
 * @property {string} bucket  the Cloud Storage bucket of the Firebase project
 * @property {string} prefix  the registry's folder in it (`registry/`)
 * @property {string} projectId  the Firebase project (Firestore `health`)
 * @property {Record<string, string>} remoteOrigins  remote -> origin
 * @property {string} storageApi  the Cloud Storage JSON API's base URL
 * @property {string} firestoreApi  the Firestore REST API's base URL
 */

/**
 * Reads and checks the production release settings (the demo project's: scripts/deploy/demo/release.json).
 * @param {string} file
 * @returns {ProdConfig}
 */
export function readProdConfig(file) {
  if (!existsSync(file)) throw new ReleaseError(`${file} is missing: --prod needs the production release settings (--prod-config FILE)`);
  const json = JSON.parse(readFileSync(file, 'utf8'));
  /** @type {string[]} */
  const problems = [];
  const text = (/** @type {string} */ key) => {
    const v = json?.[key];
    if (typeof v !== 'string' || v === '') problems.push(`${key} must be a non-empty string`);
    return typeof v === 'string' ? v : '';
  };
  const bucket = text('bucket');
  const projectId = text('projectId');
  const prefix = typeof json?.prefix === 'string' ? json.prefix : 'registry/';
  if (!/^([a-z0-9._-]+\/)*$/.test(prefix)) problems.push('prefix must be a folder ending with "/" (e.g. "registry/")');
  /** @type {Record<string, string>} */
  const remoteOrigins = {};
  if (typeof json?.remoteOrigins !== 'object' || json.remoteOrigins === null) problems.push('remoteOrigins must map each remote to its origin');
  else
    for (const [name, origin] of Object.entries(json.remoteOrigins)) {
      if (typeof origin !== 'string' || !/^https:\/\/[^/]+$/.test(origin)) problems.push(`remoteOrigins.${name} must be an https origin without a path`);
      else remoteOrigins[name] = origin;
    }
  const storageApi = typeof json?.storageApi === 'string' ? json.storageApi.replace(/\/+$/, '') : 'https://storage.googleapis.com';
  const firestoreApi = typeof json?.firestoreApi === 'string' ? json.firestoreApi.replace(/\/+$/, '') : 'https://firestore.googleapis.com';
  if (problems.length > 0) throw new ReleaseError(`${file}: ${problems.join('; ')}`);
  return { bucket, prefix, projectId, remoteOrigins, storageApi, firestoreApi };
}

/**
 * The operator's access token: GOOGLE_OAUTH_ACCESS_TOKEN, else the one gcloud gives for the
 * Application Default Credentials. Never the site's credentials.
 * @returns {Promise<string>}
 */
export async function operatorToken() {
  const fromEnv = process.env.GOOGLE_OAUTH_ACCESS_TOKEN;
  if (fromEnv) return fromEnv;
  try {
    const { stdout } = await promisify(execFile)('gcloud', ['auth', 'application-default', 'print-access-token'], { timeout: 20_000 });
    const token = stdout.trim();
    if (token) return token;
  } catch {
    // Falls through to the refusal below.
  }
  throw new ReleaseError('--prod needs an operator access token: set GOOGLE_OAUTH_ACCESS_TOKEN, or sign in with `gcloud auth application-default login`');
}

export class PreconditionFailed extends Error {
  /** @param {string} name */
  constructor(name) {
    super(`${name} changed meanwhile (412)`);
    this.name = 'PreconditionFailed';
  }
}

/**
 * The few Cloud Storage JSON API calls the release needs.
 * @param {{ config: ProdConfig, fetchImpl: typeof fetch, token: () => Promise<string> }} o
 */
export function storageClient({ config, fetchImpl, token }) {
  const bucket = encodeURIComponent(config.bucket);
  const auth = async () => ({ authorization: `Bearer ${await token()}` });
  const fail = async (/** @type {Response} */ res, /** @type {string} */ what) => {
    const body = await res.text().catch(() => '');
    return new ReleaseError(`Cloud Storage: ${what} answered ${res.status}${body ? `: ${body.slice(0, 200)}` : ''}`);
  };
  return {
    /**
     * An object's text and generation; null when there is none.
     * @param {string} name
     * @returns {Promise<{ text: string, generation: string } | null>}
     */
    async get(name) {
      const res = await fetchImpl(`${config.storageApi}/storage/v1/b/${bucket}/o/${encodeURIComponent(name)}?alt=media`, {
        headers: await auth(),
        signal: AbortSignal.timeout(20_000),
      });
      if (res.status === 404) return null;
      if (!res.ok) throw await fail(res, `reading ${name}`);
      const generation = res.headers.get('x-goog-generation');
      if (!generation) throw new ReleaseError(`Cloud Storage: ${name} came without its generation`);
      return { text: await res.text(), generation };
    },
    /**
     * Writes an object only if its generation is still `ifGenerationMatch` ("0": it must not exist).
     * @param {string} name
     * @param {string} text
     * @param {{ ifGenerationMatch: string, cacheControl: string }} o
     * @returns {Promise<string>} the new generation
     */
    async put(name, text, { ifGenerationMatch, cacheControl }) {
      const boundary = `release-${createHash('sha256').update(text).digest('hex').slice(0, 16)}`;
      const metadata = JSON.stringify({ name, contentType: 'application/json', cacheControl });
      const body = `--${boundary}\r\ncontent-type: application/json; charset=UTF-8\r\n\r\n${metadata}\r\n--${boundary}\r\ncontent-type: application/json\r\n\r\n${text}\r\n--${boundary}--\r\n`;
      const res = await fetchImpl(
        `${config.storageApi}/upload/storage/v1/b/${bucket}/o?uploadType=multipart&ifGenerationMatch=${encodeURIComponent(ifGenerationMatch)}`,
        {
          method: 'POST',
          headers: { ...(await auth()), 'content-type': `multipart/related; boundary=${boundary}` },
          body,
          signal: AbortSignal.timeout(20_000),
        },
      );
      if (res.status === 412) throw new PreconditionFailed(name);
      if (!res.ok) throw await fail(res, `writing ${name}`);
      const written = /** @type {{ generation?: string }} */ (await res.json());
      return String(written.generation ?? '');
    },
    /**
     * The names of the objects under `prefix`.
     * @param {string} prefix
     * @returns {Promise<string[]>}
     */
    async list(prefix) {
      /** @type {string[]} */
      const names = [];
      let pageToken = '';
      do {
        const res = await fetchImpl(
          `${config.storageApi}/storage/v1/b/${bucket}/o?prefix=${encodeURIComponent(prefix)}&fields=items(name),nextPageToken${pageToken ? `&pageToken=${encodeURIComponent(pageToken)}` : ''}`,
          { headers: await auth(), signal: AbortSignal.timeout(20_000) },
        );
        if (!res.ok) throw await fail(res, `listing ${prefix}`);
        const page = /** @type {{ items?: { name: string }[], nextPageToken?: string }} */ (await res.json());
        for (const item of page.items ?? []) names.push(item.name);
        pageToken = page.nextPageToken ?? '';
      } while (pageToken);
      return names;
    },
  };
}

/** @typedef {ReturnType<typeof storageClient>} StorageClient */

/**
 * The production registry as local files that follow the objects: `pull` downloads the registry, the
 * pins and the history into `workDir`; `push` uploads a change (pins, then the registry, each only if
 * its generation is the one pulled; then the history objects, each only if new). A 412 is a
 * RevisionConflict: changeRegistry pulls again and re-applies its command.
 * @param {{ client: StorageClient, bucket: string, prefix: string, workDir: string }} o
 * @returns {RegistryFiles & { remote: RemoteSync }}
 */
export function prodRegistryFiles({ client, bucket, prefix, workDir }) {
  const files = registryFilesIn(workDir);
  const names = {
    registry: `${prefix}remotes.json`,
    pins: `${prefix}remotes.integrity.json`,
    history: `${prefix}history/`,
  };
  /** The generations last pulled ("0": the object did not exist). */
  const generations = { registry: '0', pins: '0' };
  /** @type {RemoteSync} */
  const remote = {
    where: `gs://${bucket}/${names.registry}`,
    async pull() {
      mkdirSync(workDir, { recursive: true });
      const [registry, pins] = await Promise.all([client.get(names.registry), client.get(names.pins)]);
      generations.registry = registry?.generation ?? '0';
      generations.pins = pins?.generation ?? '0';
      if (registry) writeFileSync(files.registryFile, registry.text);
      else rmSync(files.registryFile, { force: true });
      if (pins) writeFileSync(files.pinsFile, pins.text);
      else rmSync(files.pinsFile, { force: true });
      const listed = (await client.list(names.history)).filter((n) => /\/\d+\.json$/.test(n));
      /** @type {HistoryEntry[]} */
      const entries = [];
      for (const name of listed) {
        const object = await client.get(name);
        if (!object) continue;
        const parsed = JSON.parse(object.text);
        for (const entry of Array.isArray(parsed) ? parsed : [parsed]) entries.push(entry);
      }
      entries.sort((a, b) => a.revision - b.revision);
      writeFileSync(files.historyFile, entries.map((e) => `${JSON.stringify(e)}\n`).join(''));
    },
    async push({ registryText, pinsText, entries, revision }) {
      try {
        if (pinsText !== null) generations.pins = await client.put(names.pins, pinsText, { ifGenerationMatch: generations.pins, cacheControl: 'no-store' });
        generations.registry = await client.put(names.registry, registryText, { ifGenerationMatch: generations.registry, cacheControl: 'no-store' });
      } catch (error) {
        if (error instanceof PreconditionFailed) throw new RevisionConflict(revision - 1, -1);
        throw error;
      }
      if (entries.length > 0) {
        const name = `${names.history}${String(revision).padStart(8, '0')}.json`;
        await client.put(name, `${JSON.stringify(entries)}\n`, { ifGenerationMatch: '0', cacheControl: 'no-store' });
      }
    },
  };
  return { ...files, remote };
}

/**
 * Refuses to list a version production players cannot load: the manifest and entry at
 * `<origin>/<label>/` must be there and be the bytes of the local build (their sha-384 are the pins).
 * @param {{ origin: string, label: string, entryName: string, pins: { manifest: string, entry: string }, fetchImpl: typeof fetch }} o
 */
export async function checkHosted({ origin, label, entryName, pins, fetchImpl }) {
  const base = `${origin.replace(/\/+$/, '')}/${encodeURIComponent(label)}/`;
  for (const [file, pin] of /** @type {const} */ ([
    ['mf-manifest.json', pins.manifest],
    [entryName, pins.entry],
  ])) {
    const url = new URL(file, base).href;
    let res;
    try {
      res = await fetchImpl(url, { signal: AbortSignal.timeout(20_000), headers: { 'accept-encoding': 'identity' } });
    } catch (error) {
      throw new ReleaseError(`${url} is not reachable (${error instanceof Error ? error.message : String(error)}): upload the build to ${base} first`);
    }
    if (!res.ok) throw new ReleaseError(`${url} answered ${res.status}: upload the build to ${base} first (never over another version)`);
    const hash = sha384Of(new Uint8Array(await res.arrayBuffer()));
    if (hash !== pin) throw new ReleaseError(`${url} is not this build (its sha-384 differs): ${base} holds other bytes under the label ${label}`);
  }
}

/**
 * Health per version from the Firestore collection `health` (one document per report): sums of
 * sessions and error sessions since `since`, by a `runAggregationQuery` per version the registry lists.
 * Vitals are not aggregated here (`status` shows "-").
 * @param {{ config: ProdConfig, fetchImpl: typeof fetch, token: () => Promise<string>, labels: (remote: string) => string[], since?: () => Date | null }} o
 * @returns {HealthSource}
 */
export function firestoreHealth({ config, fetchImpl, token, labels, since = () => null }) {
  const url = `${config.firestoreApi}/v1/projects/${encodeURIComponent(config.projectId)}/databases/(default)/documents:runAggregationQuery`;
  return async (remote) => {
    /** @type {Record<string, VersionHealth>} */
    const out = {};
    const from = since();
    for (const label of labels(remote)) {
      const filters = [
        { fieldFilter: { field: { fieldPath: 'remote' }, op: 'EQUAL', value: { stringValue: remote } } },
        { fieldFilter: { field: { fieldPath: 'version' }, op: 'EQUAL', value: { stringValue: label } } },
        ...(from ? [{ fieldFilter: { field: { fieldPath: 'at' }, op: 'GREATER_THAN_OR_EQUAL', value: { timestampValue: from.toISOString() } } }] : []),
      ];
      const res = await fetchImpl(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${await token()}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          structuredAggregationQuery: {
            structuredQuery: { from: [{ collectionId: 'health' }], where: { compositeFilter: { op: 'AND', filters } } },
            aggregations: [
              { alias: 'sessions', sum: { field: { fieldPath: 'sessions' } } },
              { alias: 'errorSessions', sum: { field: { fieldPath: 'errorSessions' } } },
            ],
          },
        }),
        signal: AbortSignal.timeout(20_000),
      });
      if (!res.ok) throw new Error(`Firestore answered ${res.status}`);
      const rows = /** @type {{ result?: { aggregateFields?: Record<string, { integerValue?: string, doubleValue?: number }> } }[]} */ (await res.json());
      const fields = rows.find((r) => r.result)?.result?.aggregateFields ?? {};
      const num = (/** @type {string} */ k) => Number(fields[k]?.integerValue ?? fields[k]?.doubleValue ?? 0);
      out[label] = { sessions: num('sessions'), errorSessions: num('errorSessions'), lcpP75: null, inpP75: null, clsP75: null };
    }
    return out;
  };
}

/**
 * The registry copy's labels of `remote` (for the health queries).
 * @param {RegistryFiles} files
 * @param {(files: RegistryFiles) => Registry | null} read
 */
export const labelsIn = (files, read) => (/** @type {string} */ remote) => Object.keys(read(files)?.remotes[remote]?.versions ?? {});

/** Where the copies of production registries are kept while a command runs (under the system's temp folder). */
export const prodWorkDir = (/** @type {string} */ root) => path.join(root, `release-prod-${process.pid}-${Date.now()}`);
