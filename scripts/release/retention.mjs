// The retention rule for published versions: keep the last N published (revoked ones do not count)
// and every version the registry needs; remove the rest. A version stays while it is listed in the registry (the default, a canary or
// any version at 0 %, which a tester may still ask for by name), is the default `rollback` would go back
// to, or is one of the N published last. `--unlist` also takes versions at 0 % that are none of these
// out of the registry first (a change of its own, in the history), so their folders can go too.
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ReleaseError, changeRegistry, readHistory, readRegistry } from './store.mjs';
import { publishedLabels } from './versions.mjs';

/** @import { RegistryFiles, RemoteReleases, HistoryEntry } from './store.mjs' */

/**
 * Refuses a keep count that would leave nothing (or is not a whole number).
 * @param {number} keep
 */
export function checkKeep(keep) {
  if (!Number.isInteger(keep) || keep < 1) throw new ReleaseError(`--keep must be a whole number of at least 1 (got ${keep})`);
}

/**
 * The version `rollback` goes back to when no canary is in play: the default before the last promotion
 * of the current default, read from the history (commands.mjs's rollback goes there; prune keeps it).
 * @param {RemoteReleases} r
 * @param {string} remote
 * @param {HistoryEntry[]} history
 * @returns {string | null}
 */
export function rollbackTarget(r, remote, history) {
  const promotion = history.filter((e) => e.remote === remote && e.action === 'promote' && e.label === r.default && e.from && r.versions[e.from]).at(-1);
  return promotion?.from ?? null;
}

/**
 * The labels of `remote` in the order they were first published (the history), then those only found
 * on disk (by the folders' time, oldest first).
 * @param {HistoryEntry[]} history
 * @param {string} remote
 * @param {string[]} onDisk  oldest first
 * @returns {string[]}
 */
export function publishOrder(history, remote, onDisk) {
  /** @type {string[]} */
  const order = [];
  for (const e of history)
    if (e.remote === remote && (e.action === 'publish' || e.action === 'stack-default') && e.label && !order.includes(e.label)) order.push(e.label);
  const known = new Set(order);
  return [...onDisk.filter((l) => !known.has(l)), ...order];
}

/**
 * What the rule keeps and removes, and why each kept version stays.
 * @param {{ releases: RemoteReleases, remote: string, history: HistoryEntry[], published: string[], keep: number, unlist?: boolean }} o
 *   `published`: the labels that have files, oldest first
 * @returns {{ kept: Map<string, string>, remove: string[], unlist: string[] }}
 */
export function retentionPlan({ releases: r, remote, history, published, keep, unlist = false }) {
  checkKeep(keep);
  // A revoked version never runs again: it takes none of the N places.
  const last = new Set(published.filter((l) => !r.revoked.includes(l)).slice(-keep));
  const back = rollbackTarget(r, remote, history);
  /** @type {Map<string, string>} */
  const kept = new Map();
  /** @type {string[]} */
  const unlisted = [];
  const why = (/** @type {string} */ label) => {
    const v = r.versions[label];
    if (label === r.default) return 'the default';
    if (v && v.share > 0) return `in play at ${v.share} %`;
    if (label === back) return 'rollback goes back to it';
    if (last.has(label)) return `one of the last ${keep} published`;
    if (v && !unlist) return 'in the registry';
    return null;
  };
  for (const label of new Set([...published, ...Object.keys(r.versions)])) {
    const reason = why(label);
    if (reason) kept.set(label, reason);
    else if (r.versions[label]) unlisted.push(label);
  }
  return { kept, remove: published.filter((l) => !kept.has(l)), unlist: unlisted };
}

/**
 * Applies the rule to one remote: (with `unlist`) takes the versions it lets go out of the registry,
 * then removes their folders under `releasesDir` (none when it is null: production hosts are the remote
 * teams', the labels are only named). Each folder is checked against the registry again just before it
 * goes: a version listed meanwhile stays.
 * @param {{ files: RegistryFiles, remote: string, releasesDir: string | null, keep: number, unlist?: boolean, dryRun?: boolean, command: string, now?: () => Date }} o
 */
export async function prune(o) {
  checkKeep(o.keep);
  const history = readHistory(o.files);
  const onDisk = o.releasesDir ? publishedLabels(o.releasesDir, o.remote) : [];
  /** @type {ReturnType<typeof retentionPlan> | null} */
  let plan = null;
  const result = await changeRegistry(
    o.files,
    (registry) => {
      const r = registry.remotes[o.remote];
      if (!r) throw new ReleaseError(`${o.remote} is not in the registry`);
      const published = publishOrder(history, o.remote, onDisk).filter((l) => !o.releasesDir || onDisk.includes(l));
      plan = retentionPlan({ releases: r, remote: o.remote, history, published, keep: o.keep, unlist: o.unlist ?? false });
      if (plan.unlist.length === 0) return null;
      for (const label of plan.unlist) delete r.versions[label];
      return {
        entries: [
          {
            command: o.command,
            remote: o.remote,
            action: 'prune',
            label: plan.unlist.join(', '),
            reason: `left the registry (retention: the last ${o.keep} and every version in use stay)`,
            shares: Object.fromEntries(Object.entries(r.versions).map(([label, v]) => [label, v.share])),
          },
        ],
      };
    },
    { dryRun: o.dryRun ?? false, ...(o.now ? { now: o.now } : {}) },
  );
  const done = /** @type {ReturnType<typeof retentionPlan>} */ (/** @type {unknown} */ (plan));
  /** @type {string[]} */
  const removed = [];
  if (!o.dryRun && o.releasesDir)
    for (const label of done.remove) {
      if (readRegistry(o.files)?.remotes[o.remote]?.versions[label]) continue;
      const folder = path.join(o.releasesDir, o.remote, label);
      if (!existsSync(folder)) continue;
      rmSync(folder, { recursive: true, force: true });
      removed.push(label);
    }
  return { ...done, removed, registry: result.registry, written: result.written };
}
