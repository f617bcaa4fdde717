import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseRemoteReleases } from '@tcgp/schemas';
import { installRemoteSchema, readHistory, readRegistry, registryFilesIn } from '../release/store.mjs';
import { publishBuild } from '../release/versions.mjs';
import { promote, revoke, setCanary } from '../release/commands.mjs';
import { publishOrder, prune, retentionPlan } from '../release/retention.mjs';
import { main } from '../release/cli.mjs';

/**
 * The retention rule (`npm run release -- <remote> prune [--keep N] [--unlist]`): the last N published
 * and every version the registry needs stay; the rest of the version folders go.
 */
installRemoteSchema((entry: unknown) => parseRemoteReleases(entry));

const ORIGIN = 'http://127.0.0.1:8082';
const label = (n: number) => `1.0.${n}+${String(n).padStart(7, 'a')}`;

type Releases = Parameters<typeof retentionPlan>[0]['releases'];
const releases = (def: string, versions: Record<string, number>, revoked: string[] = []): Releases => ({
  default: def,
  versions: Object.fromEntries(Object.entries(versions).map(([l, share]) => [l, { manifest: `${ORIGIN}/${l}/mf-manifest.json`, share }])),
  revoked,
});
const plan = (r: Releases, published: string[], keep: number, unlist = false, history: Parameters<typeof retentionPlan>[0]['history'] = []) =>
  retentionPlan({ releases: r, remote: 'deck', history, published, keep, unlist });

describe('the retention rule', () => {
  const [a, b, c, d] = [label(1), label(2), label(3), label(4)];

  it('refuses to keep fewer than one version, or a count that is not a whole number', () => {
    for (const keep of [0, -1, 1.5, Number.NaN])
      expect(() => plan(releases(a, { [a]: 100 }), [a], keep)).toThrow('--keep must be a whole number of at least 1');
  });

  it('N = 1: keeps the newest and the default, removes the others', () => {
    const p = plan(releases(a, { [a]: 100 }), [a, b, c], 1);
    expect(p.remove).toEqual([b]);
    expect(Object.fromEntries(p.kept)).toEqual({ [a]: 'the default', [c]: 'one of the last 1 published' });
  });

  it('exactly N published: removes nothing', () => {
    expect(plan(releases(c, { [c]: 100 }), [a, b, c], 3).remove).toEqual([]);
  });

  it('N + 1 published: removes the oldest only', () => {
    const p = plan(releases(d, { [d]: 100 }), [a, b, c, d], 3);
    expect(p.remove).toEqual([a]);
    expect([...p.kept.keys()].sort()).toEqual([b, c, d]);
  });

  it('never removes a version the registry lists, at any share, nor the one rollback goes back to', () => {
    // d is the default since its promotion from a; b is a canary at 10 %; c is listed at 0 %.
    const history = [{ revision: 5, at: '', command: 'release deck promote', remote: 'deck', action: 'promote', label: d, from: a }];
    const r = releases(d, { [a]: 0, [b]: 10, [c]: 0, [d]: 90 });
    const kept = plan(r, [a, b, c, d], 1, false, history);
    expect(kept.remove).toEqual([]);
    expect(Object.fromEntries(kept.kept)).toEqual({ [a]: 'rollback goes back to it', [b]: 'in play at 10 %', [c]: 'in the registry', [d]: 'the default' });
    // --unlist lets the version at 0 % go (out of the registry first), never the rollback target.
    const unlisted = plan(r, [a, b, c, d], 1, true, history);
    expect(unlisted.unlist).toEqual([c]);
    expect(unlisted.remove).toEqual([c]);
  });

  it('counts no revoked version among the last N, and removes it', () => {
    const p = plan(releases(b, { [b]: 100 }, [c]), [a, b, c], 1);
    expect(p.remove).toEqual([a, c]);
    expect(Object.fromEntries(p.kept)).toEqual({ [b]: 'the default' });
  });

  it('orders versions by their first publication, folders the history does not know first', () => {
    const history = [b, a, b].map((l, i) => ({ revision: i + 1, at: '', command: 't', remote: 'deck', action: 'publish', label: l }));
    expect(publishOrder(history, 'deck', [c, a, b])).toEqual([c, b, a]);
  });
});

describe('release <remote> prune', () => {
  let dir = '';
  let files: ReturnType<typeof registryFilesIn>;
  let releasesDir = '';
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'retention-'));
    files = registryFilesIn(path.join(dir, 'runtime'));
    releasesDir = path.join(dir, 'releases');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  async function publish(l: string): Promise<void> {
    const build = path.join(dir, `build-${l}`);
    mkdirSync(build, { recursive: true });
    writeFileSync(
      path.join(build, 'mf-manifest.json'),
      JSON.stringify({ id: 'deck', name: 'deck', metaData: { buildInfo: { buildVersion: l }, remoteEntry: { name: 'remoteEntry.js' } } }),
    );
    writeFileSync(path.join(build, 'remoteEntry.js'), `/* ${l} */`);
    await publishBuild({ files, releasesDir, remote: 'deck', origin: ORIGIN, buildDir: build, command: `release deck publish (${l})` });
  }
  const folders = () => [1, 2, 3, 4, 5].map(label).filter((l) => existsSync(path.join(releasesDir, 'deck', l)));
  const o = { remote: 'deck', command: 'release deck prune' };

  it('removes the folders the rule lets go, keeps what the registry lists, and changes nothing on a dry run', async () => {
    for (const n of [1, 2, 3, 4, 5]) await publish(label(n));
    // 1 is the default; 4 a canary; 2, 3 and 5 at 0 %; 3 revoked.
    await setCanary({ files, ...o, label: label(4), share: 10 });
    await revoke({ files, ...o, label: label(3) });
    const dry = await prune({ files, ...o, releasesDir, keep: 1, dryRun: true });
    expect(dry.remove).toEqual([label(3)]);
    expect(folders()).toHaveLength(5);
    const done = await prune({ files, ...o, releasesDir, keep: 1 });
    expect(done.removed).toEqual([label(3)]);
    expect(folders()).toEqual([1, 2, 4, 5].map(label));
    expect(readRegistry(files)?.revision).toBe(7);

    // --unlist: 2 leaves the registry (in the history), then its folder goes; 5 is the last published.
    const unlisted = await prune({ files, ...o, releasesDir, keep: 1, unlist: true });
    expect(unlisted.unlist).toEqual([label(2)]);
    expect(folders()).toEqual([1, 4, 5].map(label));
    expect(Object.keys(readRegistry(files)?.remotes.deck?.versions ?? {}).sort()).toEqual([1, 4, 5].map(label));
    expect(readHistory(files).at(-1)).toMatchObject({ action: 'prune', label: label(2) });
  });

  it('keeps the default rollback goes back to after a promotion', async () => {
    for (const n of [1, 2, 3]) await publish(label(n));
    await promote({ files, ...o, label: label(3) });
    const done = await prune({ files, ...o, releasesDir, keep: 1, unlist: true });
    expect(done.removed).toEqual([label(2)]);
    expect(done.kept.get(label(1))).toBe('rollback goes back to it');
    expect(folders()).toEqual([1, 3].map(label));
  });

  it('is a command of the CLI that refuses --keep 0', async () => {
    await publish(label(1));
    await publish(label(2));
    const runtime = path.dirname(files.registryFile);
    const target = { ...files, releasesDir, remoteUrls: { deck: ORIGIN }, shellUrl: null, paymentsUrl: null, pagesDir: null, shellDir: null };
    writeFileSync(path.join(runtime, 'release-target.json'), JSON.stringify(target));
    await expect(main(['deck', 'prune', '--keep', '0', '--runtime', runtime], { log: () => undefined })).rejects.toThrow(
      '--keep must be a whole number of at least 1',
    );
    const lines: string[] = [];
    expect(await main(['deck', 'prune', '--keep', '1', '--unlist', '--dry-run', '--runtime', runtime], { log: (l) => lines.push(l) })).toBe(0);
    expect(lines).toEqual([
      `[dry run] deck ${label(1)}: kept (the default)`,
      `[dry run] deck ${label(2)}: kept (one of the last 1 published)`,
      '[dry run] deck: nothing to remove (keeping the last 1)',
    ]);
  });
});
