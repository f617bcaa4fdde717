import { appendFile, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PaymentsStore, nodeFileOps, type FileOps, type PortalSessionRecord } from '../src/store';

let dir: string;
let file: string;
const opened: PaymentsStore[] = [];
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'payments-store-'));
  file = path.join(dir, 'data.json');
});
afterEach(async () => {
  for (const s of opened.splice(0)) await s.close().catch(() => undefined);
  await rm(dir, { recursive: true, force: true });
});

async function openStore(options: Parameters<typeof PaymentsStore.open>[1] = {}, at = file) {
  const store = await PaymentsStore.open(at, options);
  opened.push(store);
  return store;
}

const portal = (id: string): PortalSessionRecord => ({
  id,
  uid: 'u1',
  return_url: 'http://site.test/',
  created: '2026-01-01T00:00:00.000Z',
  expires_at: '2026-01-01T01:00:00.000Z',
});
const putPortal = (store: PaymentsStore, id: string) => store.transact((tx) => tx.put('portalSessions', id, portal(id)));
const portalIds = (store: PaymentsStore) =>
  store
    .list('portalSessions')
    .map((p) => p.id)
    .sort();

describe('PaymentsStore: snapshot + append-only journal', () => {
  it('starts empty when there is no data file and creates its folder', async () => {
    const store = await openStore({}, path.join(dir, 'nested', 'data.json'));
    expect(store.snapshot()).toEqual({
      version: 1,
      seq: 0,
      subscriptions: {},
      checkoutSessions: {},
      portalSessions: {},
      collections: {},
      collectionVersions: {},
      health: {},
    });
  });

  it('persists every transaction: a restarted store reads the same records', async () => {
    const store = await openStore();
    await putPortal(store, 'a');
    await putPortal(store, 'b');
    await store.transact((tx) => tx.delete('portalSessions', 'a'));
    const reopened = await openStore();
    expect(portalIds(reopened)).toEqual(['b']);
    expect(reopened.snapshot()).toEqual(store.snapshot());
  });

  it('a write appends one journal line and leaves the snapshot alone (no rewrite of every record)', async () => {
    const store = await openStore();
    for (let i = 0; i < 50; i++) await putPortal(store, `p${i}`);
    const journalBefore = (await stat(store.journalFile)).size;
    await putPortal(store, 'one-more');
    const line = (await readFile(store.journalFile, 'utf8')).trimEnd().split('\n').at(-1) ?? '';
    expect((await stat(store.journalFile)).size - journalBefore).toBe(Buffer.byteLength(line) + 1);
    expect(JSON.parse(line)).toEqual({ seq: 51, changes: [{ collection: 'portalSessions', id: 'one-more', value: portal('one-more') }] });
    await expect(stat(file)).rejects.toThrow();
  });

  it('runs concurrent transactions one after the other, losing none', async () => {
    const store = await openStore();
    await Promise.all(['a', 'b', 'c', 'd', 'e'].map((id) => putPortal(store, id)));
    expect(portalIds(await openStore())).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('a transaction sees its own writes, and one that throws writes nothing', async () => {
    const store = await openStore();
    const seen = await store.transact((tx) => {
      tx.put('portalSessions', 'x', portal('x'));
      return tx.list('portalSessions').map((p) => p.id);
    });
    expect(seen).toEqual(['x']);
    await expect(
      store.transact((tx) => {
        tx.put('portalSessions', 'y', portal('y'));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(portalIds(await openStore())).toEqual(['x']);
  });

  it('compacts: past the size limit it writes a snapshot and empties the journal, and the records stay', async () => {
    const store = await openStore({ compactAfterBytes: 1000 });
    for (let i = 0; i < 20; i++) await putPortal(store, `p${i}`);
    const snapshot = JSON.parse(await readFile(file, 'utf8')) as { seq: number; portalSessions: Record<string, unknown> };
    expect(snapshot.seq).toBeGreaterThan(0);
    expect((await stat(store.journalFile)).size).toBeLessThan(1000);
    const reopened = await openStore();
    expect(portalIds(reopened)).toHaveLength(20);
    expect(reopened.snapshot()).toEqual(store.snapshot());
  });

  it('a crash between writing a snapshot and emptying the journal replays nothing twice', async () => {
    const store = await openStore();
    await putPortal(store, 'a');
    await store.transact((tx) => tx.delete('portalSessions', 'a'));
    await putPortal(store, 'b');
    // What the snapshot step of a compaction writes, with the journal not yet emptied.
    await writeFile(file, JSON.stringify(store.snapshot()));
    const reopened = await openStore();
    expect(portalIds(reopened)).toEqual(['b']);
    await putPortal(reopened, 'c');
    expect(portalIds(await openStore())).toEqual(['b', 'c']);
  });

  it('a crash before the snapshot rename keeps the old snapshot and the whole journal', async () => {
    const crashing: FileOps = {
      ...nodeFileOps,
      async rename() {
        throw new Error('simulated crash before rename');
      },
    };
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = await openStore({ ops: crashing, compactAfterBytes: 1 });
    await putPortal(store, 'a');
    await putPortal(store, 'b');
    expect(logged).toHaveBeenCalledWith('[payments] could not write a snapshot; keeping the journal', expect.any(Error));
    logged.mockRestore();
    expect((await readdir(dir)).sort()).toEqual(['data.json.journal']);
    expect(portalIds(await openStore())).toEqual(['a', 'b']);
  });

  it('a write that fails to reach the disk is not acknowledged and not visible', async () => {
    const failing: FileOps = {
      ...nodeFileOps,
      async appendDurably() {
        throw new Error('disk full');
      },
    };
    const store = await openStore({ ops: failing });
    await expect(putPortal(store, 'a')).rejects.toThrow('disk full');
    expect(store.get('portalSessions', 'a')).toBeUndefined();
  });

  it('drops a half-written last line (a write cut off by kill -9, never acknowledged) and goes on', async () => {
    const store = await openStore();
    await putPortal(store, 'kept');
    await store.close();
    await appendFile(`${file}.journal`, '{"seq":2,"changes":[{"collection":"portalSe');
    const warned = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reopened = await openStore();
    expect(warned).toHaveBeenCalledWith(expect.stringContaining('dropping an unfinished write'));
    warned.mockRestore();
    expect(portalIds(reopened)).toEqual(['kept']);
    await putPortal(reopened, 'next');
    expect(portalIds(await openStore())).toEqual(['kept', 'next']);
  });

  it('refuses to start when a line before the last is damaged, rather than lose what follows', async () => {
    const store = await openStore();
    await putPortal(store, 'a');
    await store.close();
    await appendFile(`${file}.journal`, 'garbage\n{"seq":3,"changes":[]}\n');
    await expect(PaymentsStore.open(file)).rejects.toThrow('damaged');
  });

  it('ignores and removes a temporary snapshot left by a process that died before renaming it', async () => {
    const store = await openStore();
    await putPortal(store, 'kept');
    await writeFile(`${file}.4242.7.tmp`, '{"version":1,"subscriptions":{},"checkoutSe');
    const reopened = await openStore();
    expect(portalIds(reopened)).toEqual(['kept']);
    expect((await readdir(dir)).sort()).toEqual(['data.json.journal']);
  });

  it('reads a data file of the first version (one JSON file, no journal)', async () => {
    await writeFile(file, JSON.stringify({ version: 1, subscriptions: {}, checkoutSessions: {}, portalSessions: { old: portal('old') } }));
    const store = await openStore();
    expect(portalIds(store)).toEqual(['old']);
    expect(store.list('collections')).toEqual([]);
    expect(store.list('collectionVersions')).toEqual([]);
  });

  it('reads a data file written before collection versions (collections, no collectionVersions)', async () => {
    const saved = { version: 1 as const, missing: ['a1-001'], updatedAt: '2026-03-01T12:00:00.000Z' };
    await writeFile(file, JSON.stringify({ version: 1, seq: 3, subscriptions: {}, checkoutSessions: {}, portalSessions: {}, collections: { alice: saved } }));
    const store = await openStore();
    expect(store.get('collections', 'alice')).toEqual(saved);
    expect(store.get('collectionVersions', 'alice')).toBeUndefined();
  });

  it('refuses to start on a data file it cannot read, rather than replacing it', async () => {
    await writeFile(file, '{ not json');
    await expect(PaymentsStore.open(file)).rejects.toThrow();
    await writeFile(file, JSON.stringify({ something: 'else' }));
    await expect(PaymentsStore.open(file)).rejects.toThrow('is not a payments data file');
  });

  it('keeps ids like __proto__ as plain records', async () => {
    const store = await openStore();
    expect(store.get('portalSessions', '__proto__')).toBeUndefined();
    expect(store.get('portalSessions', 'constructor')).toBeUndefined();
    await putPortal(store, '__proto__');
    expect(portalIds(await openStore())).toEqual(['__proto__']);
  });

  it('never hands out its own records', async () => {
    const store = await openStore();
    await putPortal(store, 'x');
    const copy = store.get('portalSessions', 'x');
    if (copy) copy.uid = 'mallory';
    expect(store.get('portalSessions', 'x')?.uid).toBe('u1');
  });
});
