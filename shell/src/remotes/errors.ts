/** Why a remote could not be shown; each kind has its own localized message in the error panel. */
export type RemoteErrorKind = 'unreachable' | 'chunk' | 'timeout' | 'contract' | 'origin' | 'render' | 'notRegistered';

export class RemoteLoadError extends Error {
  constructor(
    public readonly kind: RemoteErrorKind,
    message: string,
    public readonly details: { remote?: string; remoteVersion?: string; hostVersion?: string } = {},
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'RemoteLoadError';
  }
}

/** Classifies any error thrown while loading or rendering a remote. */
export function classifyRemoteError(error: unknown, phase: 'load' | 'render' = 'load'): RemoteLoadError {
  if (error instanceof RemoteLoadError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const name = error instanceof Error ? error.name : '';
  if (name === 'ChunkLoadError' || /Loading (CSS )?chunk .* failed/i.test(message)) {
    return new RemoteLoadError('chunk', message, {}, { cause: error });
  }
  return new RemoteLoadError(phase === 'load' ? 'unreachable' : 'render', message, {}, { cause: error });
}

/** The `timeout` error of a remote still loading after `ms` (with `withTimeout` of @tcgp/scheduling). */
export function remoteTimedOut(remote: string, ms: number): RemoteLoadError {
  return new RemoteLoadError('timeout', `Loading chunk failed: remote "${remote}" timed out after ${ms} ms`, { remote });
}
