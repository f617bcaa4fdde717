import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteLoadError } from '../errors';
import { resolveManifest } from '@tcgp/schemas';

/**
 * The first of the shell's three failure layers, and the manifest check:
 * 1. retries: a manifest fetch or a remote entry script that fails for a network reason is tried again;
 * every script URL a manifest yields must be on an allowed origin (checkManifest, which the renderer
 * uses too). Layer 2 is errorClassifier.ts, layer 3 the error boundary with Retry around each remote
 * route and slot.
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
