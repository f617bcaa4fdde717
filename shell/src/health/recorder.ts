// The part of the health report that is in the first load: it only notes what happens from the start
// (a remote's failures, uncaught errors) so that the reporter, a chunk loaded once the page is live
// (reporter.ts), can count them. Sampling is decided here: a page session that is sampled out notes
// nothing and never loads the reporter.
import type { HealthReportingConfig } from '@tcgp/domain';
import type { RemoteName } from 'shared-contracts';
import type { RemoteErrorKind } from '../remotes/errors';
import type { LoadedRemoteInfo } from '../remotes/loader';
import type * as Reporter from './reporter';

export type HealthEvent =
  | { type: 'failure'; remote: RemoteName; kind: RemoteErrorKind; message: string }
  /** An uncaught error or unhandled rejection: where it came from (file name and stack), to attribute it. */
  | { type: 'uncaught'; source: string };

export interface HealthRecorder {
  readonly events: HealthEvent[];
  /** A remote's failure, as the loader reports it (see RemoteLoader.observeFailures). */
  failure(remote: RemoteName, error: { kind: RemoteErrorKind; message: string }): void;
}

/** The most events a page session keeps (the counts are capped far lower). */
const MAX_EVENTS = 200;

const stackOf = (value: unknown): string => (value instanceof Error ? String(value.stack ?? '') : '');

/**
 * Starts noting health events when `config` asks for reports and this page session is in the sample
 * (`random() < sampleRate`); null otherwise (then nothing is noted and nothing sent).
 */
export function startHealthRecorder(
  config: HealthReportingConfig | null | undefined,
  target: Window,
  random: () => number = Math.random,
): HealthRecorder | null {
  if (!config || !(random() < config.sampleRate)) return null;
  const events: HealthEvent[] = [];
  const note = (event: HealthEvent) => {
    if (events.length < MAX_EVENTS) events.push(event);
  };
  target.addEventListener('error', (e) => note({ type: 'uncaught', source: `${e.filename || ''}\n${stackOf(e.error)}`.slice(0, 4000) }));
  target.addEventListener('unhandledrejection', (e) => note({ type: 'uncaught', source: stackOf(e.reason).slice(0, 4000) }));
  return {
    events,
    failure: (remote, error) => note({ type: 'failure', remote, kind: error.kind, message: error.message.slice(0, 300) }),
  };
}

/** What the health report needs of the remote loader. */
export interface HealthLoader {
  observeFailures(listener: (remote: RemoteName, error: { kind: RemoteErrorKind; message: string }) => void): unknown;
  getLoaded(): readonly LoadedRemoteInfo[];
  manifestUrl(remote: RemoteName): string | undefined;
}

export interface PageHealthOptions {
  config: HealthReportingConfig | null | undefined;
  loader: HealthLoader;
  /** The remote of the route the page was loaded on (the page's vitals are its). */
  routeRemote: RemoteName | null;
  /** Resolves once the first load is over (bootstrap's afterFirstLoad): the reporter loads only then. */
  whenLive: () => Promise<void>;
  loadReporter?: () => Promise<typeof Reporter>;
  window?: Window;
  random?: () => number;
}

/** The page's health report: notes from now on when sampled, loads the reporter once the page is live. */
export function startPageHealth(o: PageHealthOptions): HealthRecorder | null {
  const recorder = startHealthRecorder(o.config, o.window ?? window, o.random);
  const config = o.config;
  if (!recorder || !config) return null;
  o.loader.observeFailures(recorder.failure);
  void o
    .whenLive()
    .then(o.loadReporter ?? (() => import(/* webpackChunkName: "health" */ './reporter')))
    .then((m) =>
      m.startHealthReporter({
        recorder,
        config,
        loaded: () => o.loader.getLoaded(),
        manifestUrl: (remote) => o.loader.manifestUrl(remote),
        routeRemote: o.routeRemote,
      }),
    )
    .catch(() => undefined);
  return recorder;
}
