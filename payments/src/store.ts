/**
 * The local payments service's state, kept in ONE JSON file and written atomically:
 * write a temporary file, fsync it, rename it over the data file, fsync the folder.
 * A crash at any point leaves either the previous or the new state readable, never a mix;
 * a restart loads the last state that was written, so nothing that was acknowledged is lost.
 */
import { open, readFile, readdir, rename, unlink, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { CheckoutMode, Subscription } from 'shared-contracts';

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

export interface PaymentsState {
  version: 1;
  subscriptions: Record<string, Subscription>;
  checkoutSessions: Record<string, CheckoutSessionRecord>;
  portalSessions: Record<string, PortalSessionRecord>;
}

export const emptyState = (): PaymentsState => ({ version: 1, subscriptions: {}, checkoutSessions: {}, portalSessions: {} });

/** The file operations of an atomic write; tests replace one to simulate a crash between steps. */
export interface FileOps {
  /** Creates `file`, writes `data` and fsyncs it before closing. */
  writeDurably(file: string, data: string): Promise<void>;
  rename(from: string, to: string): Promise<void>;
  /** fsync of a folder, so the rename itself survives a power loss. */
  syncDir(dir: string): Promise<void>;
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
};

function isState(value: unknown): value is PaymentsState {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const isMap = (m: unknown) => typeof m === 'object' && m !== null && !Array.isArray(m);
  return v.version === 1 && isMap(v.subscriptions) && isMap(v.checkoutSessions) && isMap(v.portalSessions);
}

const TEMP_SUFFIX = '.tmp';

export class JsonFileStore {
  private queue: Promise<unknown> = Promise.resolve();
  private counter = 0;

  private constructor(
    readonly file: string,
    private current: PaymentsState,
    private readonly ops: FileOps,
  ) {}

  /**
   * Opens (or creates) the data file. Leftover temporary files of an interrupted write are removed:
   * they were never renamed, so they never were the state. A data file that cannot be read as
   * the state is an error (it is never silently replaced).
   */
  static async open(file: string, ops: FileOps = nodeFileOps): Promise<JsonFileStore> {
    const dir = path.dirname(file);
    await mkdir(dir, { recursive: true });
    const base = path.basename(file);
    for (const name of await readdir(dir)) {
      if (name.startsWith(`${base}.`) && name.endsWith(TEMP_SUFFIX)) await unlink(path.join(dir, name)).catch(() => undefined);
    }
    let state = emptyState();
    try {
      const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
      if (!isState(parsed)) throw new Error(`${file} is not a payments data file`);
      state = parsed;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    return new JsonFileStore(file, state, ops);
  }

  /** A copy of the current state (callers cannot change the store by accident). */
  read(): PaymentsState {
    return structuredClone(this.current);
  }

  /**
   * Applies `mutate` to a copy of the state and writes it durably; the change becomes visible only
   * after the write succeeded. Updates run one at a time, in call order.
   */
  update<T>(mutate: (draft: PaymentsState) => T): Promise<T> {
    const run = async () => {
      const draft = structuredClone(this.current);
      const result = mutate(draft);
      await this.persist(draft);
      this.current = draft;
      return result;
    };
    const next = this.queue.then(run, run);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async persist(state: PaymentsState): Promise<void> {
    this.counter += 1;
    const temp = `${this.file}.${process.pid}.${this.counter}${TEMP_SUFFIX}`;
    try {
      await this.ops.writeDurably(temp, `${JSON.stringify(state, null, 2)}\n`);
      await this.ops.rename(temp, this.file);
    } catch (error) {
      await unlink(temp).catch(() => undefined);
      throw error;
    }
    await this.ops.syncDir(path.dirname(this.file));
  }
}
