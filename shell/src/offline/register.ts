// Registers the service worker (/sw.js) and watches for a new version of the site. Loaded as its own
// chunk ("sw-register") once the page is interactive (bootstrap.tsx), so none of it is in the first load.
import type { RemoteRegistry } from 'shared-contracts';
import { updateState } from './updateState';

export interface RegisterOptions {
  /** The registry this page loaded its remotes from (after overrides and the allowlist). */
  loadedRegistry: Promise<RemoteRegistry>;
  /** Reads the registry again, the same way (the page's overrides and allowlist). */
  readRegistry: () => Promise<RemoteRegistry>;
  container?: ServiceWorkerContainer;
}

/** Whether two registries name the same build of every remote. */
export function sameRegistry(a: RemoteRegistry, b: RemoteRegistry): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => a[k as keyof RemoteRegistry] === b[k as keyof RemoteRegistry]);
}

export async function registerServiceWorker({ loadedRegistry, readRegistry, container = navigator.serviceWorker }: RegisterOptions): Promise<void> {
  const servedByWorker = container.controller !== null;
  const registration = await container.register('/sw.js', { scope: '/' });

  // A new worker waits (no skipWaiting of its own): the player applies it with "Reload to update".
  const announceWaiting = () => {
    const waiting = registration.waiting;
    if (!waiting || !container.controller) return;
    updateState.announce(() => {
      container.addEventListener('controllerchange', () => window.location.reload());
      waiting.postMessage({ type: 'SKIP_WAITING' });
    });
  };
  announceWaiting();
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') announceWaiting();
    });
  });

  // Another build of a remote in remotes.json than this page runs: a reload brings it (network first).
  const checkRegistry = async () => {
    if (document.visibilityState !== 'visible' || updateState.get().ready) return;
    try {
      const [loaded, now] = await Promise.all([loadedRegistry, readRegistry()]);
      if (!sameRegistry(loaded, now)) updateState.announce(() => window.location.reload());
      else await registration.update();
    } catch {
      // Offline or the registry unreadable: nothing new to tell.
    }
  };
  document.addEventListener('visibilitychange', () => void checkRegistry());
  window.addEventListener('online', () => void checkRegistry());

  // Not served by the worker (the first visit, a forced reload): it keeps what this page loaded, and
  // what it loads from now on (the page stays as it is: the worker serves the next page).
  if (!servedByWorker) {
    const worker = (await container.ready).active;
    const names = (entries: PerformanceEntryList) => entries.map((e) => e.name);
    worker?.postMessage({ type: 'KEEP', page: window.location.href, files: names(performance.getEntriesByType('resource')) });
    new PerformanceObserver((list) => worker?.postMessage({ type: 'KEEP', files: names(list.getEntries()) })).observe({ type: 'resource' });
  }
}
