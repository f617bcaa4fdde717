// The health reporter (a chunk of its own, loaded a while after the page is live; see bootstrap.tsx): counts
// what the recorder noted per remote version, measures the page's LCP/INP/CLS with web-vitals (its
// own lazy chunk), and sends one beacon when the page is hidden or left. No cookie (sendBeacon sends
// none to another origin), nothing personal: only the agreed counts (docs/adr/0018-release-health.md).
import type { HealthReportingConfig } from '@tcgp/domain';
import { HEALTH_MAX_COUNT, HEALTH_MAX_REPORTS, HEALTH_VERSION_PATTERN, type HealthBeacon, type HealthReport, type LoadFailureKind } from '@tcgp/schemas';
import type { RemoteName } from 'shared-contracts';
import type { LoadedRemoteInfo } from '../remotes/loader';
import type { HealthEvent, HealthRecorder } from './recorder';

/** What the reporter needs of web-vitals (tests pass a fake). */
export interface VitalsSource {
  onLCP(report: (metric: { value: number }) => void, options?: { reportAllChanges?: boolean }): void;
  onINP(report: (metric: { value: number }) => void, options?: { reportAllChanges?: boolean }): void;
  onCLS(report: (metric: { value: number }) => void, options?: { reportAllChanges?: boolean }): void;
}

export interface HealthReporterOptions {
  recorder: HealthRecorder;
  config: HealthReportingConfig;
  /** Remotes whose setup ran, with the build label each reported (RemoteLoader.getLoaded). */
  loaded: () => readonly LoadedRemoteInfo[];
  /** The manifest URL the registry gave a remote (RemoteLoader.manifestUrl). */
  manifestUrl: (remote: RemoteName) => string | undefined;
  /** The remote of the route the page was loaded on: the page's vitals are its. */
  routeRemote: RemoteName | null;
  window?: Window;
  document?: Document;
  sendBeacon?: (url: string, body: string) => boolean;
  loadVitals?: () => Promise<VitalsSource>;
  /** A random document id (Firestore sink). */
  newId?: () => string;
}

/** How a failure counts in a report; null: not a failure of a version in play (not registered), or a render error. */
export function loadFailureKind(event: { kind: string; message: string }): LoadFailureKind | null {
  switch (event.kind) {
    case 'contract':
      return 'contract';
    case 'chunk':
      return 'chunk';
    // A refused manifest (its files would load from elsewhere) is a manifest failure.
    case 'origin':
      return 'manifest';
    // The federation runtime's "Failed to get manifest" (RUNTIME-003) or "remote snapshot" (RUNTIME-007);
    // anything else that could not be reached is the remote entry.
    case 'unreachable':
      return /RUNTIME-00[37]|manifest|snapshot/i.test(event.message) ? 'manifest' : 'entry';
    // Still not started after the time-out: its entry never ran.
    case 'timeout':
      return 'entry';
    default:
      return null;
  }
}

/** The version label in a manifest URL's folder (`…/1.4.0+3f2c1ab/mf-manifest.json`), if it has one. */
export function labelFromManifestUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const segments = new URL(url).pathname.split('/');
    const folder = decodeURIComponent(segments[segments.length - 2] ?? '');
    return /^\d+\.\d+\.\d+/.test(folder) && HEALTH_VERSION_PATTERN.test(folder) ? folder : undefined;
  } catch {
    return undefined;
  }
}

/** The folder a remote's files load from: an error whose file or stack is under it came from its code. */
function baseOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    return new URL('.', url).href;
  } catch {
    return null;
  }
}

/** The remote whose code an uncaught error came from: the first of the source's URLs under a remote's folder. */
export function attributeUncaught(source: string, bases: ReadonlyMap<RemoteName, string>): RemoteName | null {
  let best: { remote: RemoteName; at: number } | null = null;
  for (const [remote, base] of bases) {
    const at = source.indexOf(base);
    if (at !== -1 && (best === null || at < best.at)) best = { remote, at };
  }
  return best?.remote ?? null;
}

const cap = (n: number) => Math.min(n, HEALTH_MAX_COUNT);
const bounded = (value: number | null, max: number, digits: number): number | null =>
  value === null || !Number.isFinite(value) || value < 0 ? null : Number(Math.min(value, max).toFixed(digits));

interface Tally {
  failures: Record<LoadFailureKind, number>;
  boundary: number;
  uncaught: number;
}

/** The reports of this page session, one per remote version it started (at most 20). */
export function buildReports(
  events: readonly HealthEvent[],
  loaded: readonly LoadedRemoteInfo[],
  manifestUrl: (remote: RemoteName) => string | undefined,
  vitals: { routeRemote: RemoteName | null; lcp: number | null; inp: number | null; cls: number | null },
): HealthReport[] {
  const tallies = new Map<RemoteName, Tally>();
  const tally = (remote: RemoteName) => {
    let t = tallies.get(remote);
    if (!t) {
      t = { failures: { manifest: 0, entry: 0, chunk: 0, contract: 0 }, boundary: 0, uncaught: 0 };
      tallies.set(remote, t);
    }
    return t;
  };
  for (const info of loaded) tally(info.name);
  const bases = new Map<RemoteName, string>();
  for (const event of events) {
    if (event.type !== 'failure') continue;
    if (event.kind === 'render') tally(event.remote).boundary += 1;
    else {
      const kind = loadFailureKind(event);
      if (kind) tally(event.remote).failures[kind] += 1;
    }
  }
  for (const remote of tallies.keys()) {
    const base = baseOf(manifestUrl(remote));
    if (base) bases.set(remote, base);
  }
  for (const event of events) {
    if (event.type !== 'uncaught') continue;
    const remote = attributeUncaught(event.source, bases);
    if (remote) tally(remote).uncaught += 1;
  }
  const reports: HealthReport[] = [];
  for (const [remote, t] of tallies) {
    const label = loaded.find((i) => i.name === remote)?.buildLabel;
    const version = label && HEALTH_VERSION_PATTERN.test(label) ? label : (labelFromManifestUrl(manifestUrl(remote)) ?? 'unknown');
    const failed = Object.values(t.failures).some((n) => n > 0) || t.boundary > 0 || t.uncaught > 0;
    const own = vitals.routeRemote === remote;
    reports.push({
      remote,
      version,
      sessions: 1,
      errorSessions: failed ? 1 : 0,
      loadFailures: { manifest: cap(t.failures.manifest), entry: cap(t.failures.entry), chunk: cap(t.failures.chunk), contract: cap(t.failures.contract) },
      boundaryErrors: cap(t.boundary),
      uncaughtErrors: cap(t.uncaught),
      lcpMs: own ? bounded(vitals.lcp, 120_000, 0) : null,
      inpMs: own ? bounded(vitals.inp, 60_000, 0) : null,
      cls: own ? bounded(vitals.cls, 10, 4) : null,
    });
  }
  return reports.slice(0, HEALTH_MAX_REPORTS);
}

/** A Firestore REST value of a report field. */
function firestoreValue(value: unknown): Record<string, unknown> {
  if (value === null) return { nullValue: null };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'number') return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  const fields = Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, firestoreValue(v)]));
  return { mapValue: { fields } };
}

/**
 * The body for the sink: the beacon as agreed (`service`), or a Firestore `documents:commit` that
 * creates one `health/{id}` document per report, stamped with the server's time (`firestore`).
 */
export function beaconBody(config: HealthReportingConfig, reports: HealthReport[], newId: () => string): string {
  if (config.sink === 'service') return JSON.stringify({ v: 1, reports } satisfies HealthBeacon);
  const database = /\/v1\/(projects\/[^/]+\/databases\/[^/]+)\/documents:commit/.exec(new URL(config.endpoint).pathname)?.[1] ?? '';
  return JSON.stringify({
    writes: reports.map((report) => ({
      update: { name: `${database}/documents/health/${newId()}`, fields: (firestoreValue(report).mapValue as { fields: unknown }).fields },
      updateTransforms: [{ fieldPath: 'at', setToServerValue: 'REQUEST_TIME' }],
      currentDocument: { exists: false },
    })),
  });
}

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(15));
  return Array.from(bytes, (b) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'.charAt(b % 62))
    .join('')
    .padEnd(20, '0');
}

/**
 * Starts measuring and sends this page session's reports once, when the page is first hidden or
 * left. Returns `flush` (what the page events call) for tests.
 */
export function startHealthReporter(o: HealthReporterOptions): { flush: () => void } {
  const win = o.window ?? window;
  const doc = o.document ?? document;
  const send = o.sendBeacon ?? ((url: string, body: string) => navigator.sendBeacon(url, body));
  const vitals = { routeRemote: o.routeRemote, lcp: null as number | null, inp: null as number | null, cls: null as number | null };
  if (o.routeRemote) {
    const load = o.loadVitals ?? (() => import(/* webpackChunkName: "web-vitals" */ 'web-vitals'));
    void load()
      .then((v) => {
        // Every change: the value when the page is hidden is the one reported.
        v.onLCP((m) => (vitals.lcp = m.value), { reportAllChanges: true });
        v.onINP((m) => (vitals.inp = m.value), { reportAllChanges: true });
        v.onCLS((m) => (vitals.cls = m.value), { reportAllChanges: true });
      })
      .catch(() => undefined);
  }
  let sent = false;
  const flush = () => {
    if (sent) return;
    const reports = buildReports(o.recorder.events, o.loaded(), o.manifestUrl, vitals);
    if (reports.length === 0) return;
    sent = true;
    try {
      send(o.config.endpoint, beaconBody(o.config, reports, o.newId ?? randomId));
    } catch {
      /* a beacon that cannot be queued is lost; the page is unaffected */
    }
  };
  doc.addEventListener('visibilitychange', () => {
    if (doc.visibilityState === 'hidden') flush();
  });
  win.addEventListener('pagehide', flush);
  return { flush };
}
