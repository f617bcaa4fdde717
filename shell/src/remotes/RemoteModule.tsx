import { Component, Suspense, createContext, lazy, useContext, useEffect, useMemo, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'shared-contracts';
import type { RemoteName } from 'shared-contracts';
import type { RemoteLoaderApi } from './loader';
import { RemoteLoadError, classifyRemoteError } from './errors';
import { RemoteErrorPanel } from './RemoteErrorPanel';
import { ComposedView, useComposedPage } from '../composed/ComposedView';

export const RemoteLoaderContext = createContext<RemoteLoaderApi | null>(null);

export function useRemoteLoader(): RemoteLoaderApi {
  const loader = useContext(RemoteLoaderContext);
  if (!loader) throw new Error('RemoteLoaderContext is missing');
  return loader;
}

interface BoundaryProps {
  children: ReactNode;
  renderError: (error: RemoteLoadError) => ReactNode;
  /** Told of an error thrown while rendering (a failed load is reported by the loader itself). */
  onRenderError?: (error: RemoteLoadError) => void;
}

/** Catches load and render errors of one remote so the rest of the page keeps working. */
export class RemoteErrorBoundary extends Component<BoundaryProps, { error: RemoteLoadError | null }> {
  override state: { error: RemoteLoadError | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    // Errors thrown by the loader arrive classified; anything else happened while rendering.
    return { error: error instanceof RemoteLoadError ? error : classifyRemoteError(error, 'render') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[shell] remote failed', error, info.componentStack);
    const classified = error instanceof RemoteLoadError ? error : classifyRemoteError(error, 'render');
    if (classified.kind === 'render') this.props.onRenderError?.(classified);
  }

  override render() {
    return this.state.error ? this.props.renderError(this.state.error) : this.props.children;
  }
}

function Loading() {
  const { t } = useTranslation('shell');
  return (
    <p role="status" aria-live="polite" data-loading="remote">
      {t('loading')}
    </p>
  );
}

interface RemoteModuleProps {
  remote: RemoteName;
  module: string;
  /** Slots (header area) use a compact error and their own fallback. */
  variant?: 'page' | 'slot';
  /** Rendered while loading and, for slots, next to the error (e.g. the shell's own sign-in). */
  fallback?: ReactNode;
  /** `idle`: start loading only when the browser is idle after the first paint (header slot, modal host). */
  when?: 'now' | 'idle';
}

/** True once the browser has been idle after mounting (never during server rendering or hydration). */
function useIdle(enabled: boolean): boolean {
  const [idle, setIdle] = useState(!enabled);
  useEffect(() => {
    if (!enabled) return undefined;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), 200);
    return () => clearTimeout(timer);
  }, [enabled]);
  // Asked for now after waiting for idle (a modal opened before the browser was idle): start at once.
  return idle || !enabled;
}

/**
 * Renders one exposed module of a remote inside the shell's React tree (so store, i18n and router
 * reach it), wrapped in Suspense ("Loading...") and an error boundary with a working Retry.
 */
export function RemoteModule({ remote, module, variant = 'page', fallback, when = 'now' }: RemoteModuleProps) {
  const loader = useRemoteLoader();
  // The page's content rendered at publish time by the remote's server build (first route only).
  const composed = useComposedPage(remote, module);
  const started = useIdle(when === 'idle');
  const [attempt, setAttempt] = useState(0);
  // Loaded already (the page was open before, or its link started loading it): rendered at once. A
  // lazy component suspends once even when its module is there, and React then shows the fallback and
  // holds the page back a few hundred milliseconds.
  const ready = loader.loaded?.(remote, module);
  const Lazy = useMemo<ComponentType>(
    () => ready ?? lazy(async () => ({ default: await loader.load(remote, module) })),
    // A new attempt creates a new lazy component, so a failed load is never replayed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [loader, remote, module, attempt, ready],
  );
  const retry = () => {
    loader.reset(remote);
    setAttempt((n) => n + 1);
  };
  const loading = fallback ?? <Loading />;
  const onRenderError = (error: RemoteLoadError) => loader.reportRenderError?.(remote, error);
  if (composed && variant === 'page') {
    return (
      <div data-remote={remote} data-module={module} className="remote-page">
        <RemoteErrorBoundary key={attempt} onRenderError={onRenderError} renderError={(error) => <RemoteErrorPanel error={error} onRetry={retry} />}>
          <ComposedView
            composed={composed}
            renderError={(error, retryComposed) => <RemoteErrorPanel error={classifyRemoteError(error)} onRetry={retryComposed} compact />}
          />
        </RemoteErrorBoundary>
      </div>
    );
  }
  if (!started) {
    return (
      <div data-remote={remote} data-module={module} className={variant === 'slot' ? 'remote-slot' : 'remote-page'}>
        {loading}
      </div>
    );
  }
  return (
    <div data-remote={remote} data-module={module} className={variant === 'slot' ? 'remote-slot' : 'remote-page'}>
      <RemoteErrorBoundary
        key={attempt}
        onRenderError={onRenderError}
        renderError={(error) =>
          variant === 'slot' ? (
            <>
              {fallback}
              <RemoteErrorPanel error={error} onRetry={retry} compact />
            </>
          ) : (
            <RemoteErrorPanel error={error} onRetry={retry} />
          )
        }
      >
        <Suspense fallback={loading}>
          <Lazy />
        </Suspense>
      </RemoteErrorBoundary>
    </div>
  );
}
