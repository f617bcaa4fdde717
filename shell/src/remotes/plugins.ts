import { RetryPlugin } from '@module-federation/retry-plugin';
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteLoadError, classifyRemoteError } from './errors';

/**
 * Layer 2 of failure handling (layer 1 is the retry plugin, layer 3 the shell's error boundary):
 * every error the federation runtime reports while loading a remote becomes a classified
 * RemoteLoadError naming the remote, so the boundary can show the right localized message.
 */
export function errorClassifierPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'tcgp-error-classifier',
    errorLoadRemote({ id, error, lifecycle }) {
      const remote = id.split('/')[0] ?? id;
      const classified = classifyRemoteError(error, 'load');
      console.warn(`[shell] remote "${remote}" failed during ${lifecycle}:`, classified.message);
      throw new RemoteLoadError(classified.kind, classified.message, { ...classified.details, remote }, { cause: error });
    },
  };
}

/** Layer 1: retries manifest fetches and remote entry scripts a couple of times before giving up. */
export function retryPlugin(): ModuleFederationRuntimePlugin {
  return RetryPlugin({
    fetch: { retryTimes: 2 },
    script: { retryTimes: 2, retryDelay: 500 },
  }) as unknown as ModuleFederationRuntimePlugin;
}
