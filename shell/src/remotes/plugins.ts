import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteLoadError, classifyRemoteError } from './errors';
import { resolveManifest } from '@tcgp/schemas';

/**
 * The shell's Module Federation runtime plugins, the three failure layers' first two:
 * 1. retries: a manifest fetch or a remote entry script that fails for a network reason is tried again;
 * 2. checks and classification: every script URL a manifest yields must be on an allowed origin, and
 *    every error the runtime reports becomes a RemoteLoadError naming the remote.
 * (Layer 3 is the error boundary with Retry around each remote route and slot.)
 *
 * Written against the runtime's plugin hooks of @module-federation/enhanced itself, so the page carries
 * one federation SDK (the registry here has no retry plugin on the enhanced 2.x line).
 */

export const RETRY_DELAYS_MS: readonly number[] = [300, 1000];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Where the scripts of a manifest would load from, or why it is refused: every address is resolved as
 * the federation runtime resolves it (resolveManifest: one rule for the browser and the renderer) and
 * must be on an allowed origin. `getPublicPath` (code the runtime would run) is never accepted.
 */
export function checkManifest(json: unknown, manifestUrl: string, allowedOrigins: readonly string[]): { ok: true } | { ok: false; reason: string } {
  const resolved = resolveManifest(json, manifestUrl);
  if (!resolved.ok) return resolved;
  const allowed = new Set(allowedOrigins.map((o) => o.replace(/\/+$/, '')));
  const { publicPath, entry, exposes, shared } = resolved.manifest;
  const urls = [publicPath, entry, ...[...exposes, ...shared].flatMap((a) => [...a.js.sync, ...a.js.async, ...a.css.sync, ...a.css.async])];
  for (const href of urls) {
    const url = new URL(href);
    if (!(url.protocol === 'https:' || url.protocol === 'http:') || !allowed.has(url.origin)) {
      return { ok: false, reason: `the manifest loads files from ${url.origin}, which is not allowed` };
    }
  }
  return { ok: true };
}

type LoadEntryErrorArgs = Parameters<NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>>[0];

/** A remote entry script that failed to load is loaded again, after a pause, up to twice. */
async function retryEntry({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }: LoadEntryErrorArgs) {
  for (const delay of RETRY_DELAYS_MS) {
    await sleep(delay);
    // Forget the failed attempt, or the runtime would hand it back.
    delete globalLoading[uniqueKey];
    try {
      const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
      if (exports) return exports;
    } catch {
      /* try again, then give up: the error boundary shows it */
    }
  }
  return undefined;
}

function isRetriable(response: Response | null): boolean {
  return response === null || response.status >= 500 || response.status === 429;
}

/** Layer 1 and the manifest check: retried fetches of manifests, each manifest checked before the runtime uses it. */
export function manifestGuardPlugin(allowedOrigins: readonly string[], fetchImpl: typeof fetch = (...a) => fetch(...a)): ModuleFederationRuntimePlugin {
  return {
    name: 'tcgp-manifest-guard',
    async fetch(url, init) {
      let response: Response | null = null;
      let lastError: unknown = null;
      for (let attempt = 0; attempt <= RETRY_DELAYS_MS.length; attempt += 1) {
        try {
          response = await fetchImpl(url, init);
          lastError = null;
        } catch (error) {
          response = null;
          lastError = error;
        }
        const delay = RETRY_DELAYS_MS[attempt];
        if (!isRetriable(response) || delay === undefined) break;
        await sleep(delay);
      }
      if (!response) throw lastError instanceof Error ? lastError : new Error(`Failed to fetch ${url}`);
      // The runtime fetches manifests through this hook: check each one before it is used.
      if (!response.ok) return response;
      const json: unknown = await response.clone().json();
      const verdict = checkManifest(json, url, allowedOrigins);
      if (!verdict.ok) throw new RemoteLoadError('origin', `Refused ${url}: ${verdict.reason}`);
      return response;
    },
    // A remote's entry script is loaded with CORS, like the chunks it loads (crossOriginLoading in the
    // remotes' builds): the service worker can then read the answer and never keeps an opaque one.
    createScript({ url }) {
      const script = document.createElement('script');
      script.crossOrigin = 'anonymous';
      script.src = url;
      return script;
    },
    loadEntryError(args) {
      // The hook's declared result is a promise of a promise: hand it the retrying promise unawaited.
      return new Promise((resolve) => resolve(retryEntry(args)));
    },
  };
}

/**
 * Layer 2: every error the federation runtime reports while loading a remote becomes a classified
 * RemoteLoadError naming the remote, so the boundary can show the right localized message.
 */
export function errorClassifierPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'tcgp-error-classifier',
    errorLoadRemote({ id, error, lifecycle, remote }) {
      const name = remote?.name ?? id.split('/')[0] ?? id;
      const classified = classifyRemoteError(error, 'load');
      console.warn(`[shell] remote "${name}" failed during ${lifecycle}:`, classified.message);
      throw new RemoteLoadError(classified.kind, classified.message, { ...classified.details, remote: name }, { cause: error });
    },
  };
}

/**
 * Not a failure layer: the runtime loads a remote module in one chain of promises, so without pauses
 * each script's arrival runs several of its steps in one task. This plugin lets the browser run other
 * work (input, paint) between them: before a load starts, after the remote is resolved (its manifest read, its files asked
 * for), before and after its container shares the page's singletons, once the module's files are in,
 * and after the module ran. `pause` resolves in a new task.
 */
export function stepPausePlugin(pause: () => Promise<void>): ModuleFederationRuntimePlugin {
  // The waterfall hooks hand their arguments on: pause, then return them as they came.
  const pauseThenPass = async <T>(args: T): Promise<T> => {
    await pause();
    return args;
  };
  const pauseOnly = async (): Promise<void> => {
    await pause();
  };
  return {
    name: 'tcgp-step-pause',
    beforeRequest: pauseThenPass,
    afterResolve: pauseThenPass,
    beforeInitContainer: pauseThenPass,
    initContainer: pauseThenPass,
    afterGetExpose: pauseOnly,
    onLoad: pauseOnly,
  };
}
