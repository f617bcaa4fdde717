import { mkdtemp, readFile, readdir, writeFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { JsonFileStore, nodeFileOps, type FileOps } from '../src/store';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'payments-store-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const portal = (id: string) => ({ id, uid: 'u1', return_url: 'http://site.test/', created: '2026-01-01T00:00:00.000Z', expires_at: '2026-01-01T01:00:00.000Z' });

describe('JsonFileStore (one JSON file, atomic writes)', () => {
  it('starts empty when there is no data file and creates its folder', async () => {
    const file = path.join(dir, 'nested', 'data.json');
    const store = await JsonFileStore.open(file);
    expect(store.read()).toEqual({ version: 1, subscriptions: {}, checkoutSessions: {}, portalSessions: {} });
  });

  it('persists every update: a restarted store reads the same state', async () => {
    const file = path.join(dir, 'data.json');
    const store = await JsonFileStore.open(file);
    await store.update((s) => {
      s.portalSessions.a = portal('a');
    });
    await store.update((s) => {
      s.portalSessions.b = portal('b');
    });
    const reopened = await JsonFileStore.open(file);
    expect(Object.keys(reopened.read().portalSessions)).toEqual(['a', 'b']);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(reopened.read());
  });

  it('runs concurrent updates one after the other, losing none', async () => {
    const file = path.join(dir, 'data.json');
    const store = await JsonFileStore.open(file);
    await Promise.all(['a', 'b', 'c', 'd', 'e'].map((id) => store.update((s) => void (s.portalSessions[id] = portal(id)))));
    expect(Object.keys((await JsonFileStore.open(file)).read().portalSessions).sort()).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('a crash between writing the temporary file and the rename leaves the previous state readable', async () => {
    const file = path.join(dir, 'data.json');
    const store = await JsonFileStore.open(file);
    await store.update((s) => void (s.portalSessions.before = portal('before')));
    const before = await readFile(file, 'utf8');

    let tempWritten = '';
    const crashing: FileOps = {
      ...nodeFileOps,
      async writeDurably(temp, data) {
        await nodeFileOps.writeDurably(temp, data);
        tempWritten = temp;
      },
      async rename() {
        throw new Error('simulated crash before rename');
      },
    };
    const crashingStore = await JsonFileStore.open(file, crashing);
    await expect(crashingStore.update((s) => void (s.portalSessions.after = portal('after')))).rejects.toThrow('simulated crash');
    expect(tempWritten).not.toBe('');
    // The data file is untouched and the failed change is not visible either.
    expect(await readFile(file, 'utf8')).toBe(before);
    expect(Object.keys(crashingStore.read().portalSessions)).toEqual(['before']);
    // A restart reads the previous state.
    expect(Object.keys((await JsonFileStore.open(file)).read().portalSessions)).toEqual(['before']);
  });

  it('ignores and removes a temporary file left by a process that died before renaming it', async () => {
    const file = path.join(dir, 'data.json');
    const store = await JsonFileStore.open(file);
    await store.update((s) => void (s.portalSessions.kept = portal('kept')));
    // What a kill -9 between the two steps leaves behind: a complete or half-written temp file.
    await writeFile(`${file}.4242.7.tmp`, '{"version":1,"subscriptions":{},"checkoutSe');
    const reopened = await JsonFileStore.open(file);
    expect(Object.keys(reopened.read().portalSessions)).toEqual(['kept']);
    expect((await readdir(dir)).sort()).toEqual(['data.json']);
  });

  it('refuses to start on a data file it cannot read, rather than replacing it', async () => {
    const file = path.join(dir, 'data.json');
    await writeFile(file, '{ not json');
    await expect(JsonFileStore.open(file)).rejects.toThrow();
    await writeFile(file, JSON.stringify({ something: 'else' }));
    await expect(JsonFileStore.open(file)).rejects.toThrow('is not a payments data file');
  });

  it('never hands out its own state object', async () => {
    const store = await JsonFileStore.open(path.join(dir, 'data.json'));
    store.read().portalSessions.x = portal('x');
    expect(store.read().portalSessions).toEqual({});
  });
});
