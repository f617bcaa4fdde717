import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteLoadError, classifyRemoteError } from '../errors';

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
