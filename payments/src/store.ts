/**
 * The local payments service's records, kept crash-safe in two files:
 *
 * - `<file>`: a snapshot of every record (JSON), replaced atomically: write a temporary file,
 *   fsync it, rename it over the snapshot, fsync the folder.
 * - `<file>.journal`: one JSON line per transaction since that snapshot, appended and fsynced
 *   before the transaction is acknowledged.
 *
 * A write costs one appended line and one fsync, whatever the number of records. When the journal
 * grows past a limit the store writes a new snapshot (which includes every journalled change) and
 * empties the journal. Opening replays the journal over the snapshot. A crash at any point loses
 * nothing acknowledged: a half-written last line (never acknowledged) is dropped, a snapshot
 * written just before a crash is complete or absent, and replaying a line the snapshot already
 * holds is skipped by its sequence number. Anything else that cannot be read is an error: the
 * store refuses to start rather than replace data.
 */
import { open, readFile, readdir, rename, unlink, mkdir, truncate, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import type { CheckoutMode, Subscription } from '@tcgp/billing';

export interface CheckoutSessionRecord {
  id: string;
  uid: string;
  mode: CheckoutMode;
  prices: string[];
  quantity: number;
  success_url: string;
  cancel_url: string;
  created: string;
  expires_at: string;
  status: 'open' | 'complete' | 'canceled';
  /** Subscription written when the session was paid. */
  subscription: string | null;
}

export interface PortalSessionRecord {
  id: string;
  uid: string;
  return_url: string;
  created: string;
  expires_at: string;
}

/** A player's saved collection: the missing-cards list, one entry per missing copy. */
export interface SavedCollection {
  version: 1;
  missing: string[];
  updatedAt: string;
  /** The decks the player follows (absent: none). */
  follows?: string[];
}

/**
 * The version of a saved collection (its ETag without quotes), kept apart from the document so that
 * the document stays exactly the saved format. A new one is drawn on every write.
 */
export interface CollectionVersionRecord {
  etag: string;
}

/**
 * The health of one remote version, summed over every report received (domain/health.ts): counts,
 * and each vital as a histogram (bucket upper edge -> number of sessions) to compute its p75.
 */
export interface HealthAggregateRecord {
  remote: string;
  version: string;
  sessions: number;
  errorSessions: number;
  loadFailures: { manifest: number; entry: number; chunk: number; contract: number };
  boundaryErrors: number;
  uncaughtErrors: number;
  lcpMs: Record<string, number>;
  inpMs: Record<string, number>;
  cls: Record<string, number>;
  lastReportAt: string;
}

/** The record type of each collection of the store. */
export interface Records {
  subscriptions: Subscription;
  checkoutSessions: CheckoutSessionRecord;
  portalSessions: PortalSessionRecord;
  /** Keyed by uid. */
  collections: SavedCollection;
  /** Keyed by uid: the version of `collections[uid]` (none for a document written before versions). */
  collectionVersions: CollectionVersionRecord;
  /** Keyed by `<remote>@<version>`. */
  health: HealthAggregateRecord;
}

export type CollectionName = keyof Records;
export const COLLECTIONS: readonly CollectionName[] = ['subscriptions', 'checkoutSessions', 'portalSessions', 'collections', 'collectionVersions', 'health'];

/** The snapshot file: every record, and the sequence number of the last transaction it holds. */
export type Snapshot = { version: 1; seq: number } & { [N in CollectionName]: Record<string, Records[N]> };

/** One change of a transaction: a whole record written, or (`value: null`) deleted. */
export type Change = { [N in CollectionName]: { collection: N; id: string; value: Records[N] | null } }[CollectionName];

interface JournalEntry {
  seq: number;
  changes: Change[];
}

/** Reads and writes inside one transaction; the writes become visible when the transaction is durable. */
export interface Transaction {
  get<N extends CollectionName>(collection: N, id: string): Records[N] | undefined;
  list<N extends CollectionName>(collection: N): Records[N][];
  put<N extends CollectionName>(collection: N, id: string, value: Records[N]): void;
  delete(collection: CollectionName, id: string): void;
}

/** The file operations of the store; tests replace one to simulate a crash between steps. */
export interface FileOps {
  /** Creates `file`, writes `data` and fsyncs it before closing. */
  writeDurably(file: string, data: string): Promise<void>;
  rename(from: string, to: string): Promise<void>;
  /** fsync of a folder, so a rename survives a power loss. */
  syncDir(dir: string): Promise<void>;
  /** Appends `data` to the open journal and fsyncs it. */
  appendDurably(handle: FileHandle, data: string): Promise<void>;
}

export const nodeFileOps: FileOps = {
  async writeDurably(file, data) {
    const handle = await open(file, 'wx', 0o600);
    try {
      await handle.writeFile(data, 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
  },
  rename: (from, to) => rename(from, to),
  async syncDir(dir) {
    try {
      const handle = await open(dir, 'r');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
    } catch {
      /* some platforms cannot fsync a folder; the rename is still atomic */
    }
  },
  async appendDurably(handle, data) {
    await handle.appendFile(data, 'utf8');
    await handle.datasync();
  },
};

export interface StoreOptions {
  ops?: FileOps;
  /** Write a new snapshot once the journal holds this many bytes (default 1 MiB). */
  compactAfterBytes?: number;
}

const TEMP_SUFFIX = '.tmp';
const DEFAULT_COMPACT_AFTER = 1024 * 1024;

const isMap = (m: unknown): m is Record<string, unknown> => typeof m === 'object' && m !== null && !Array.isArray(m);

/**
 * A snapshot file's content, or an error naming the file. Files of earlier versions (no `seq`, no
 * `collections`, no `collectionVersions`) are read too.
 */
function parseSnapshot(file: string, text: string): Snapshot {
  const value: unknown = JSON.parse(text);
  if (!isMap(value) || value.version !== 1 || !isMap(value.subscriptions) || !isMap(value.checkoutSessions) || !isMap(value.portalSessions)) {
    throw new Error(`${file} is not a payments data file`);
  }
  for (const later of ['collections', 'collectionVersions', 'health'] as const) {
    if (value[later] !== undefined && !isMap(value[later])) throw new Error(`${file} is not a payments data file`);
  }
  const seq = typeof value.seq === 'number' && Number.isSafeInteger(value.seq) ? value.seq : 0;
  return {
    ...(value as unknown as Snapshot),
    collections: (value.collections ?? {}) as Snapshot['collections'],
    collectionVersions: (value.collectionVersions ?? {}) as Snapshot['collectionVersions'],
    health: (value.health ?? {}) as Snapshot['health'],
    seq,
  };
}

function parseEntry(line: string): JournalEntry | null {
  try {
    const value: unknown = JSON.parse(line);
    if (!isMap(value) || !Number.isSafeInteger(value.seq) || !Array.isArray(value.changes)) return null;
    const valid = value.changes.every(
      (c: unknown) =>
        isMap(c) && (COLLECTIONS as readonly unknown[]).includes(c.collection) && typeof c.id === 'string' && (c.value === null || isMap(c.value)),
    );
    return valid ? (value as unknown as JournalEntry) : null;
  } catch {
    return null;
  }
}

type Tables = { [N in CollectionName]: Map<string, Records[N]> };

const emptyTables = (): Tables => ({
  subscriptions: new Map(),
  checkoutSessions: new Map(),
  portalSessions: new Map(),
  collections: new Map(),
  collectionVersions: new Map(),
  health: new Map(),
});

function apply(tables: Tables, changes: readonly Change[]): void {
  for (const change of changes) {
    const table = tables[change.collection] as Map<string, unknown>;
    if (change.value === null) table.delete(change.id);
    else table.set(change.id, change.value);
  }
}

/** Reads the snapshot and replays the journal, without changing either file. */
async function loadFiles(file: string): Promise<{ tables: Tables; seq: number; goodBytes: number; torn: boolean }> {
  const tables = emptyTables();
  let seq = 0;
  const snapshotText = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (snapshotText !== null) {
    const snapshot = parseSnapshot(file, snapshotText);
    seq = snapshot.seq;
    for (const name of COLLECTIONS) {
      for (const [id, value] of Object.entries(snapshot[name])) (tables[name] as Map<string, unknown>).set(id, value);
    }
  }

  const journalFile = `${file}.journal`;
  const journalText = await readFile(journalFile, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return '';
    throw error;
  });
  let goodBytes = 0;
  let offset = 0;
  let torn: string | null = null;
  while (offset < journalText.length) {
    const end = journalText.indexOf('\n', offset);
    const line = journalText.slice(offset, end === -1 ? undefined : end);
    const entry = end === -1 ? null : parseEntry(line);
    if (!entry) {
      torn = journalText.slice(offset);
      break;
    }
    if (entry.seq > seq) {
      apply(tables, entry.changes);
      seq = entry.seq;
    }
    offset = end + 1;
    goodBytes += Buffer.byteLength(line, 'utf8') + 1;
  }
  if (torn !== null) {
    // Only the end of the journal can be unfinished: a line is acknowledged after it and
    // everything before it were fsynced. Unreadable lines followed by readable ones are damage.
    const rest = torn.split('\n').slice(1);
    if (rest.some((l) => parseEntry(l) !== null)) throw new Error(`${journalFile} is damaged before its last line`);
  }
  return { tables, seq, goodBytes, torn: torn !== null };
}

/**
 * Every record as the files hold them, read-only (for checks while a service is running): the
 * journal is replayed and an unfinished last line ignored, but nothing is written.
 */
export async function readRecords(file: string): Promise<Snapshot> {
  const { tables, seq } = await loadFiles(file);
  return toSnapshot(tables, seq);
}

function toSnapshot(tables: Tables, seq: number): Snapshot {
  const out = { version: 1 as const, seq } as Snapshot;
  for (const name of COLLECTIONS) (out as Record<string, unknown>)[name] = Object.fromEntries(structuredClone([...tables[name]]));
  return out;
}

export class PaymentsStore {
  private queue: Promise<unknown> = Promise.resolve();
  private counter = 0;
  private journalBytes: number;

  private constructor(
    readonly file: string,
    private readonly tables: Tables,
    private seq: number,
    private journal: FileHandle,
    journalBytes: number,
    private readonly ops: FileOps,
    private readonly compactAfterBytes: number,
  ) {
    this.journalBytes = journalBytes;
  }

  get journalFile(): string {
    return `${this.file}.journal`;
  }

  /**
   * Opens (or creates) the store. Leftover temporary snapshots of an interrupted write are removed
   * (they were never renamed, so they never were the state), the journal is replayed, and a torn
   * last line is cut off. A file that cannot be read is an error: it is never silently replaced.
   */
  static async open(file: string, options: StoreOptions = {}): Promise<PaymentsStore> {
    const ops = options.ops ?? nodeFileOps;
    const dir = path.dirname(file);
    await mkdir(dir, { recursive: true });
    const base = path.basename(file);
    for (const name of await readdir(dir)) {
      if (name.startsWith(`${base}.`) && name.endsWith(TEMP_SUFFIX)) await unlink(path.join(dir, name)).catch(() => undefined);
    }
    const journalFile = `${file}.journal`;
    const { tables, seq, goodBytes, torn } = await loadFiles(file);
    if (torn) {
      console.warn(`[payments] dropping an unfinished write at the end of ${journalFile}`);
      await truncate(journalFile, goodBytes);
    }
    const journal = await open(journalFile, 'a', 0o600);
    return new PaymentsStore(file, tables, seq, journal, goodBytes, ops, options.compactAfterBytes ?? DEFAULT_COMPACT_AFTER);
  }

  /** One record (a copy: callers cannot change the store by accident). */
  get<N extends CollectionName>(collection: N, id: string): Records[N] | undefined {
    const value = this.tables[collection].get(id);
    return value === undefined ? undefined : structuredClone(value);
  }

  /** Every record of a collection (copies). */
  list<N extends CollectionName>(collection: N): Records[N][] {
    return [...this.tables[collection].values()].map((v) => structuredClone(v));
  }

  /** Every record, in the snapshot file's shape (copies). */
  snapshot(): Snapshot {
    return toSnapshot(this.tables, this.seq);
  }

  /**
   * Runs `work` against the current records and makes its writes durable (one journal line) before
   * they become visible and the returned promise resolves. Transactions run one at a time, in call
   * order; a transaction that throws, or whose write fails, changes nothing.
   */
  transact<T>(work: (tx: Transaction) => T): Promise<T> {
    const run = async () => {
      const changes: Change[] = [];
      const pending = new Map<string, unknown>();
      const key = (collection: CollectionName, id: string) => `${collection}\u0000${id}`;
      const tx: Transaction = {
        get: (collection, id) => {
          const k = key(collection, id);
          const value = pending.has(k) ? pending.get(k) : this.tables[collection].get(id);
          return value === undefined || value === null ? undefined : (structuredClone(value) as Records[typeof collection]);
        },
        list: (collection) => {
          const ids = new Set([...this.tables[collection].keys(), ...changes.filter((c) => c.collection === collection).map((c) => c.id)]);
          return [...ids].map((id) => tx.get(collection, id)).filter((v) => v !== undefined);
        },
        put: (collection, id, value) => {
          const copy = structuredClone(value);
          pending.set(key(collection, id), copy);
          changes.push({ collection, id, value: copy } as Change);
        },
        delete: (collection, id) => {
          pending.set(key(collection, id), null);
          changes.push({ collection, id, value: null } as Change);
        },
      };
      const result = work(tx);
      if (changes.length > 0) {
        const entry: JournalEntry = { seq: this.seq + 1, changes };
        const line = `${JSON.stringify(entry)}\n`;
        await this.ops.appendDurably(this.journal, line);
        this.seq = entry.seq;
        this.journalBytes += Buffer.byteLength(line, 'utf8');
        apply(this.tables, changes);
        if (this.journalBytes >= this.compactAfterBytes) await this.compact();
      }
      return result;
    };
    const next = this.queue.then(run, run);
    this.queue = next.catch(() => undefined);
    return next;
  }

  /**
   * Writes every record into a new snapshot and empties the journal. A crash before the rename
   * leaves the old snapshot and the full journal; after it, the journal's lines are all at or
   * below the snapshot's sequence number and are skipped on the next open.
   */
  private async compact(): Promise<void> {
    this.counter += 1;
    const temp = `${this.file}.${process.pid}.${this.counter}${TEMP_SUFFIX}`;
    try {
      await this.ops.writeDurably(temp, `${JSON.stringify(this.snapshot())}\n`);
      await this.ops.rename(temp, this.file);
    } catch (error) {
      await unlink(temp).catch(() => undefined);
      // The journal still holds every change: the store stays correct, only larger.
      console.error('[payments] could not write a snapshot; keeping the journal', error);
      return;
    }
    try {
      await this.ops.syncDir(path.dirname(this.file));
      await this.journal.truncate(0);
      await this.journal.sync();
      this.journalBytes = 0;
    } catch (error) {
      // The snapshot holds everything; the journal's old lines are skipped by sequence number.
      console.error('[payments] could not empty the journal after a snapshot', error);
    }
  }

  /** Waits for pending transactions and closes the journal. */
  async close(): Promise<void> {
    await this.queue;
    await this.journal.close();
  }
}
