// The release commands on one remote of a registry: canary, promote, rollback, revoke, status, and the
// canary's health watch. Each change goes through changeRegistry (compare-and-swap, history).
import { ReleaseError, changeRegistry, readHistory, readRegistry } from './store.mjs';
import { publishedLabels } from './versions.mjs';
import { rollbackTarget } from './retention.mjs';

/** @import { RegistryFiles, Registry, RemoteReleases, HistoryEntry } from './store.mjs' */

/** @param {RemoteReleases} r */
const sharesOf = (r) => Object.fromEntries(Object.entries(r.versions).map(([label, v]) => [label, v.share]));

/** The default takes what the other versions leave. */
function settleDefault(/** @type {RemoteReleases} */ r) {
  const others = Object.entries(r.versions).reduce((sum, [label, v]) => (label === r.default ? sum : sum + v.share), 0);
  if (others > 100) throw new ReleaseError(`the versions' shares would add up to ${others} % besides the default`);
  const def = r.versions[r.default];
  if (def) def.share = 100 - others;
}

/**
 * @param {Registry} registry
 * @param {string} remote
 * @returns {RemoteReleases}
 */
function releasesOf(registry, remote) {
  const r = registry.remotes[remote];
  if (!r) throw new ReleaseError(`${remote} is not in the registry (publish it first: npm run release -- ${remote} publish)`);
  return r;
}

/**
 * Refuses a label that is not a version of the remote, naming the ones that are.
 * @param {RemoteReleases} r
 * @param {string} remote
 * @param {string} label
 * @param {string} [releasesDir]
 */
function requireVersion(r, remote, label, releasesDir) {
  if (r.versions[label]) return;
  if (r.revoked.includes(label)) throw new ReleaseError(`${remote} ${label} is revoked: it never runs again`);
  const onDisk = releasesDir ? publishedLabels(releasesDir, remote) : [];
  throw new ReleaseError(
    `${remote} has no published version ${JSON.stringify(label)}${onDisk.includes(label) ? ' in the registry' : ''}. Published: ${Object.keys(r.versions).join(', ') || 'none'}`,
  );
}

/**
 * The version a canary or promote is about when none is named: the one in play besides the default,
 * else the newest published after the default (by the history).
 * @param {RemoteReleases} r
 * @param {string} remote
 * @param {HistoryEntry[]} history
 */
function candidate(r, remote, history) {
  const inPlay = Object.entries(r.versions).filter(([label, v]) => label !== r.default && v.share > 0);
  if (inPlay.length === 1) return /** @type {string} */ (inPlay[0]?.[0]);
  if (inPlay.length > 1) throw new ReleaseError(`${remote} has several versions in play (${inPlay.map(([l]) => l).join(', ')}): name one with --label`);
  const published = history.filter((e) => e.remote === remote && e.action === 'publish' && e.label && e.label !== r.default && r.versions[e.label]);
  const last = published.at(-1)?.label;
  if (!last) throw new ReleaseError(`${remote} has no version besides its default ${r.default}: publish one first`);
  return last;
}

/**
 * @typedef {object} CommandOptions
 * @property {RegistryFiles} files
 * @property {string} remote
 * @property {string} command  the command line, for the history
 * @property {boolean} [dryRun]
 * @property {string} [releasesDir]
 * @property {() => Date} [now]
 */

/** @param {CommandOptions} o */
const changeOptions = (o) => ({ dryRun: o.dryRun ?? false, ...(o.now ? { now: o.now } : {}) });

/**
 * Gives `label` (default: the version to try) `share` % of the players.
 * @param {CommandOptions & { label?: string, share: number, reason?: string }} o
 */
export function setCanary(o) {
  if (!Number.isInteger(o.share) || o.share < 1 || o.share > 99) throw new ReleaseError(`--share must be a whole number from 1 to 99 (got ${o.share})`);
  const history = readHistory(o.files);
  /** @type {string} */
  let label = '';
  return changeRegistry(
    o.files,
    (registry) => {
      const r = releasesOf(registry, o.remote);
      label = o.label ?? candidate(r, o.remote, history);
      requireVersion(r, o.remote, label, o.releasesDir);
      if (label === r.default) throw new ReleaseError(`${label} is already ${o.remote}'s default`);
      const version = /** @type {NonNullable<RemoteReleases['versions'][string]>} */ (r.versions[label]);
      if (version.share === o.share) return null;
      version.share = o.share;
      settleDefault(r);
      return {
        entries: [{ command: o.command, remote: o.remote, action: 'canary', label, reason: o.reason ?? `${o.share} % of players`, shares: sharesOf(r) }],
      };
    },
    changeOptions(o),
  ).then((result) => ({ ...result, label }));
}

/**
 * Makes `label` (default: the canary in play) the default for every player.
 * @param {CommandOptions & { label?: string, reason?: string }} o
 */
export function promote(o) {
  const history = readHistory(o.files);
  let label = '';
  return changeRegistry(
    o.files,
    (registry) => {
      const r = releasesOf(registry, o.remote);
      label = o.label ?? candidate(r, o.remote, history);
      requireVersion(r, o.remote, label, o.releasesDir);
      if (label === r.default) return null;
      const from = r.default;
      for (const v of Object.values(r.versions)) v.share = 0;
      r.default = label;
      settleDefault(r);
      return { entries: [{ command: o.command, remote: o.remote, action: 'promote', label, from, reason: o.reason ?? 'promoted', shares: sharesOf(r) }] };
    },
    changeOptions(o),
  ).then((result) => ({ ...result, label }));
}

/**
 * Back to what players had before, in one step: a canary in play is taken away (every player on the
 * default); without one, the default before the last promotion comes back (the history says which).
 * @param {CommandOptions & { reason?: string }} o
 */
export function rollback(o) {
  const history = readHistory(o.files);
  /** @type {{ label: string, to: string }} */
  const done = { label: '', to: '' };
  return changeRegistry(
    o.files,
    (registry) => {
      const r = releasesOf(registry, o.remote);
      const inPlay = Object.entries(r.versions).filter(([label, v]) => label !== r.default && v.share > 0);
      if (inPlay.length > 0) {
        for (const [, v] of inPlay) v.share = 0;
        settleDefault(r);
        done.label = inPlay.map(([l]) => l).join(', ');
        done.to = r.default;
        return {
          entries: [
            {
              command: o.command,
              remote: o.remote,
              action: 'rollback',
              label: done.label,
              from: done.label,
              reason: o.reason ?? 'canary taken away',
              shares: sharesOf(r),
            },
          ],
        };
      }
      const target = rollbackTarget(r, o.remote, history);
      if (!target) throw new ReleaseError(`${o.remote} has no canary in play and no earlier default to go back to`);
      const from = r.default;
      for (const v of Object.values(r.versions)) v.share = 0;
      r.default = target;
      settleDefault(r);
      done.label = from;
      done.to = target;
      return {
        entries: [
          {
            command: o.command,
            remote: o.remote,
            action: 'rollback',
            label: target,
            from,
            reason: o.reason ?? `back to ${target}`,
            shares: sharesOf(r),
          },
        ],
      };
    },
    changeOptions(o),
  ).then((result) => ({ ...result, ...done }));
}

/**
 * Never runs `label` again: it leaves the versions and joins the revoked list (the shell refuses it even
 * when asked by name). The default cannot be revoked: roll back or promote another version first.
 * @param {CommandOptions & { label: string }} o
 */
export function revoke(o) {
  return changeRegistry(
    o.files,
    (registry) => {
      const r = releasesOf(registry, o.remote);
      if (r.revoked.includes(o.label)) return null;
      requireVersion(r, o.remote, o.label, o.releasesDir);
      if (o.label === r.default) throw new ReleaseError(`${o.label} is ${o.remote}'s default: roll back (or promote another version) first, then revoke it`);
      delete r.versions[o.label];
      r.revoked = [...r.revoked, o.label];
      settleDefault(r);
      return { entries: [{ command: o.command, remote: o.remote, action: 'revoke', label: o.label, reason: 'revoked', shares: sharesOf(r) }] };
    },
    changeOptions(o),
  );
}

/**
 * @typedef {{ sessions: number, errorSessions: number, loadFailures?: Record<string, number>, boundaryErrors?: number, uncaughtErrors?: number, lcpP75?: number | null, inpP75?: number | null, clsP75?: number | null, lastReportAt?: string | null }} VersionHealth
 * @typedef {(remote: string) => Promise<Record<string, VersionHealth>>} HealthSource
 * @typedef {(input: { canary: { sessions: number, errorSessions: number }, baseline: { sessions: number, errorSessions: number } }, options: { minSessions: number, maxExtraErrorRate: number, confidence: number }) => { verdict: 'rollback' | 'healthy' | 'wait', reason: string }} Judge
 */

/**
 * The local payments service's health summary of one remote, per version.
 * @param {string} paymentsUrl
 * @param {typeof fetch} [fetchImpl]
 * @returns {HealthSource}
 */
export const healthFrom =
  (paymentsUrl, fetchImpl = fetch) =>
  async (remote) => {
    const res = await fetchImpl(`${paymentsUrl.replace(/\/+$/, '')}/health/summary?remote=${encodeURIComponent(remote)}`, {
      signal: AbortSignal.timeout(10_000),
    });
    if (!res.ok) throw new Error(`the health summary answered ${res.status}`);
    const body = /** @type {{ versions?: Record<string, VersionHealth> }} */ (await res.json());
    return body.versions ?? {};
  };

/**
 * Raises the canary's share, then watches the health of the canary against the default every `everyMs`
 * for `forMs`: rolls back at once when the judge says so, promotes when it is healthy at the end, and
 * leaves it in play (saying why) when there were too few sessions to tell.
 * @param {CommandOptions & { label?: string, share: number, forMs: number, everyMs: number, health: HealthSource, judge: Judge, thresholds: { minSessions: number, maxExtraErrorRate: number, confidence: number }, log: (line: string) => void, sleep?: (ms: number) => Promise<void> }} o
 * @returns {Promise<{ outcome: 'promoted' | 'rolled-back' | 'undecided' | 'dry-run', label: string, reason: string }>}
 */
export async function runCanary(o) {
  const sleep = o.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  const started = await setCanary(o);
  const label = started.label;
  const baselineLabel = started.registry.remotes[o.remote]?.default ?? '';
  o.log(`${o.remote}: ${label} ${o.dryRun ? 'would get' : 'gets'} ${o.share} % of players (default ${baselineLabel})`);
  if (o.dryRun) return { outcome: 'dry-run', label, reason: 'nothing changed' };
  const deadline = Date.now() + o.forMs;
  /** @type {{ verdict: 'rollback' | 'healthy' | 'wait', reason: string }} */
  let last;
  for (;;) {
    await sleep(Math.max(0, Math.min(o.everyMs, deadline - Date.now())));
    try {
      const versions = await o.health(o.remote);
      const pick = (/** @type {string} */ l) => ({ sessions: versions[l]?.sessions ?? 0, errorSessions: versions[l]?.errorSessions ?? 0 });
      last = o.judge({ canary: pick(label), baseline: pick(baselineLabel) }, o.thresholds);
      o.log(
        `${o.remote}: ${label} ${pick(label).errorSessions}/${pick(label).sessions} sessions with errors, ${baselineLabel} ${pick(baselineLabel).errorSessions}/${pick(baselineLabel).sessions}: ${last.verdict} (${last.reason})`,
      );
    } catch (error) {
      last = { verdict: 'wait', reason: `health not readable: ${error instanceof Error ? error.message : String(error)}` };
      o.log(`${o.remote}: ${last.reason}`);
    }
    if (last.verdict === 'rollback') {
      await rollback({ ...o, reason: `canary ${label} rolled back by the health check: ${last.reason}` });
      return { outcome: 'rolled-back', label, reason: last.reason };
    }
    if (Date.now() >= deadline) break;
  }
  if (last.verdict === 'healthy') {
    await promote({ ...o, label, reason: `canary ${label} healthy after the watch: ${last.reason}` });
    return { outcome: 'promoted', label, reason: last.reason };
  }
  return { outcome: 'undecided', label, reason: last.reason };
}

/**
 * What `status` shows: the versions with their shares and health, revoked labels, the history, and why
 * the last canary was rolled back.
 * @param {{ files: RegistryFiles, remote: string, health?: HealthSource | null, historyLines?: number }} o
 * @returns {Promise<string>}
 */
export async function statusText({ files, remote, health = null, historyLines = 10 }) {
  const registry = readRegistry(files);
  const r = registry?.remotes[remote];
  if (!registry || !r) throw new ReleaseError(`${remote} is not in the registry (${files.registryFile})`);
  /** @type {Record<string, VersionHealth>} */
  let versions = {};
  let healthNote = '';
  if (health) {
    try {
      versions = await health(remote);
    } catch (error) {
      healthNote = `health: not available (${error instanceof Error ? error.message : String(error)})`;
    }
  } else healthNote = 'health: not available (no local payments service)';
  const num = (/** @type {number | null | undefined} */ n, /** @type {string} */ unit = '', digits = 0) =>
    typeof n === 'number' ? `${n.toFixed(digits)}${unit}` : '-';
  const labels = Object.keys(r.versions).sort((a, b) => (a === r.default ? -1 : b === r.default ? 1 : a < b ? -1 : 1));
  const width = Math.max(8, ...labels.map((l) => l.length + (l === r.default ? 10 : 0)));
  const lines = [
    `${remote} (registry revision ${registry.revision})`,
    `  ${'version'.padEnd(width)}  share  sessions  errors  error rate  LCP p75  INP p75  CLS p75`,
  ];
  for (const label of labels) {
    const h = versions[label];
    const rate = h && h.sessions > 0 ? `${((100 * h.errorSessions) / h.sessions).toFixed(1)} %` : '-';
    lines.push(
      `  ${`${label}${label === r.default ? ' (default)' : ''}`.padEnd(width)}  ${`${r.versions[label]?.share ?? 0} %`.padStart(5)}  ${String(h?.sessions ?? 0).padStart(8)}  ${String(h?.errorSessions ?? 0).padStart(6)}  ${rate.padStart(10)}  ${num(h?.lcpP75, ' ms').padStart(7)}  ${num(h?.inpP75, ' ms').padStart(7)}  ${num(h?.clsP75, '', 3).padStart(7)}`,
    );
  }
  if (r.revoked.length > 0) lines.push(`  revoked: ${r.revoked.join(', ')}`);
  if (healthNote) lines.push(`  ${healthNote}`);
  const history = readHistory(files).filter((e) => e.remote === remote);
  const lastCanaryEnd = history.filter((e) => e.action === 'rollback' || e.action === 'promote').at(-1);
  if (lastCanaryEnd?.action === 'rollback') lines.push(`  last rollback: ${lastCanaryEnd.reason ?? ''} (${lastCanaryEnd.at})`);
  lines.push('  history:');
  for (const e of history.slice(-historyLines))
    lines.push(
      `    r${e.revision} ${e.at} ${e.action} ${e.label ?? ''}${e.from && e.from !== e.label ? ` (was ${e.from})` : ''} — ${e.reason ?? ''} [${e.command}]`,
    );
  return lines.join('\n');
}
