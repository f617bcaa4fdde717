import type { ComponentType } from 'react';
import { CONTRACT_VERSION, type RemoteName, type RemoteRegistry, type RemoteSetup, type RemoteSetupContext } from 'shared-contracts';
import { withTimeout } from '@tcgp/scheduling';
import { RemoteLoadError, classifyRemoteError, remoteTimedOut } from './errors';
import { contractMismatch, isRemoteSetup } from './compatibility';
import type { RefusedOverride, RejectedRemote } from './registry';

/** The slice of the Module Federation runtime the loader uses (real runtime or a test fake). */
export interface FederationRuntime {
  loadRemote<T>(id: string): Promise<T | null>;
  registerRemotes(remotes: { name: string; entry: string }[], options?: { force?: boolean }): void;
}

export interface LoadedRemoteInfo {
  name: RemoteName;
  buildLabel: string;
  contractVersion: string;
}

/** What the shell learned about the registry at start (shown as a notice when something went wrong). */
export interface RegistryState {
  status: 'loading' | 'ready' | 'failed';
  rejected: RejectedRemote[];
  /** `?remote=` overrides that were not used (each named in the notice). */
  refusedOverrides?: RefusedOverride[];
}

/** What the shell's components use of the loader (the prerenderer provides a stand-in that never loads). */
export interface RemoteLoaderApi {
  load(remote: RemoteName, module: string): Promise<ComponentType>;
  /** The component when it is loaded already (then it renders without suspending). */
  loaded?(remote: RemoteName, module: string): ComponentType | undefined;
  reset(remote: RemoteName): void;
  getLoaded(): LoadedRemoteInfo[];
  getRegistryState(): RegistryState;
  subscribe(listener: () => void): () => void;
  /** An error a remote's error boundary caught while rendering (for its health report). */
  reportRenderError?(remote: RemoteName, error: unknown): void;
}

/** Told of every failure of a remote: a failed load or setup, or an error its boundary caught (kind `render`). */
export type RemoteFailureListener = (remote: RemoteName, error: RemoteLoadError) => void;

export interface RegistryOutcome {
  accepted: RemoteRegistry;
  rejected: RejectedRemote[];
  refusedOverrides?: RefusedOverride[];
}

/**
 * Loads exposed modules of registered remotes. The registry arrives asynchronously (remotes.json is
 * fetched while the page hydrates); loads wait for it. Before the first module of a remote renders,
 * its `./setup` is loaded, its contract version checked and its setup run (once per successful load).
 * A failed load is not cached: `reset(remote)` makes the next load fetch everything again.
 */
export class RemoteLoader implements RemoteLoaderApi {
  private readonly setups = new Map<RemoteName, Promise<RemoteSetup>>();
  /** Components loaded so far, by `remote/module`. */
  private readonly components = new Map<string, ComponentType>();
  private readonly listeners = new Set<() => void>();
  private readonly failureListeners = new Set<RemoteFailureListener>();
  private loadedInfo: LoadedRemoteInfo[] = [];
  private registry: RemoteRegistry = {};
  private registryState: RegistryState = { status: 'loading', rejected: [] };
  private readonly ready: Promise<void>;

  constructor(
    private readonly runtime: FederationRuntime,
    registry: RemoteRegistry | Promise<RegistryOutcome>,
    private readonly ctx: RemoteSetupContext,
    private readonly timeoutMs: number,
  ) {
    const outcome: Promise<RegistryOutcome> = registry instanceof Promise ? registry : Promise.resolve({ accepted: registry, rejected: [] });
    this.ready = outcome.then(
      ({ accepted, rejected, refusedOverrides = [] }) => {
        this.registry = accepted;
        const entries = Object.entries(accepted).map(([name, entry]) => ({ name, entry: entry as string }));
        if (entries.length > 0) runtime.registerRemotes(entries);
        this.registryState = { status: 'ready', rejected, refusedOverrides };
        this.emit();
      },
      (error: unknown) => {
        console.error('[shell] remotes.json could not be loaded', error);
        this.registryState = { status: 'failed', rejected: [] };
        this.emit();
      },
    );
  }

  /** Resolves once the registry is known (whether it loaded or not). */
  whenReady(): Promise<void> {
    return this.ready;
  }

  isRegistered(remote: RemoteName): boolean {
    return typeof this.registry[remote] === 'string';
  }

  /** Loads `remote/module` (running the remote's setup first) and returns its default component. */
  load(remote: RemoteName, module: string): Promise<ComponentType> {
    const work = (async () => {
      await this.ready;
      if (!this.isRegistered(remote)) {
        throw new RemoteLoadError('notRegistered', `Remote "${remote}" is not in the registry`, { remote });
      }
      return this.resolveModule(remote, module);
    })();
    return withTimeout(work, this.timeoutMs, () => remoteTimedOut(remote, this.timeoutMs)).catch((error: unknown) => {
      throw this.failed(remote, classifyRemoteError(error, 'load'));
    });
  }

  /**
   * The component of `remote/module` when a load or a preload has already brought it (a page opened
   * again, or whose link started loading it): rendered at once, without suspending.
   */
  loaded(remote: RemoteName, module: string): ComponentType | undefined {
    return this.components.get(`${remote}/${module}`);
  }

  /**
   * Starts loading `remote/module` (manifest, entry, the remote's setup, then the module) as early as
   * possible, while the page hydrates or before its link is tapped, without rendering it: the render
   * that follows finds it loaded. Failures are left to that load, which reports them. (The runtime's
   * own preloadRemote is not used: it works out and inserts a preload tag for every file of the remote
   * in one long task.)
   */
  preload(remote: RemoteName, module: string): void {
    void this.ready.then(async () => {
      if (!this.isRegistered(remote)) return;
      try {
        await this.resolveModule(remote, module);
      } catch {
        /* the load that follows reports it */
      }
    });
  }

  /** The remote's setup (once), then the module's default component, checked and kept for {@link loaded}. */
  private async resolveModule(remote: RemoteName, module: string): Promise<ComponentType> {
    await this.ensureSetup(remote);
    const mod = await this.runtime.loadRemote<{ default?: unknown }>(`${remote}/${module}`);
    const component = mod?.default;
    if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
      throw new RemoteLoadError('contract', `Remote "${remote}" exposes no component "${module}"`, {
        remote,
        remoteVersion: '?',
        hostVersion: CONTRACT_VERSION,
      });
    }
    this.components.set(`${remote}/${module}`, component as ComponentType);
    return component as ComponentType;
  }

  private ensureSetup(remote: RemoteName): Promise<RemoteSetup> {
    let pending = this.setups.get(remote);
    if (!pending) {
      pending = (async () => {
        const mod = await this.runtime.loadRemote<{ default?: unknown }>(`${remote}/setup`);
        const setup = mod?.default;
        if (!isRemoteSetup(setup) || setup.name !== remote) {
          throw new RemoteLoadError('contract', `Remote "${remote}" has no valid ./setup`, { remote, remoteVersion: '?', hostVersion: CONTRACT_VERSION });
        }
        const mismatch = contractMismatch(setup.contractVersion, CONTRACT_VERSION);
        if (mismatch) {
          throw new RemoteLoadError(
            'contract',
            `Remote "${remote}" was built against contract ${setup.contractVersion}; the shell uses ${CONTRACT_VERSION} (${mismatch})`,
            { remote, remoteVersion: setup.contractVersion, hostVersion: CONTRACT_VERSION },
          );
        }
        await setup.setup(this.ctx);
        this.loadedInfo = [
          ...this.loadedInfo.filter((i) => i.name !== remote),
          { name: remote, buildLabel: setup.buildLabel, contractVersion: setup.contractVersion },
        ];
        this.emit();
        return setup;
      })();
      this.setups.set(remote, pending);
      const attempt = pending;
      // Forget a failed setup, unless a newer attempt (after reset) has replaced it meanwhile.
      attempt.catch(() => {
        if (this.setups.get(remote) === attempt) this.setups.delete(remote);
      });
    }
    return pending;
  }

  /** Runs a remote's setup without rendering anything (the account remote resolves Premium this way). */
  setup(remote: RemoteName): Promise<void> {
    const work = this.ready.then(() => {
      if (!this.isRegistered(remote)) throw new RemoteLoadError('notRegistered', `Remote "${remote}" is not in the registry`, { remote });
      return this.ensureSetup(remote);
    });
    return withTimeout(work, this.timeoutMs, () => remoteTimedOut(remote, this.timeoutMs)).then(
      () => undefined,
      (error: unknown) => {
        throw this.failed(remote, classifyRemoteError(error, 'load'));
      },
    );
  }

  /** Calls `listener` on every failure of a remote from now on (the health recorder). */
  observeFailures(listener: RemoteFailureListener): () => void {
    this.failureListeners.add(listener);
    return () => this.failureListeners.delete(listener);
  }

  reportRenderError(remote: RemoteName, error: unknown): void {
    this.failed(remote, classifyRemoteError(error, 'render'));
  }

  /** The manifest URL the registry gave `remote` (after overrides and the allowlist), if any. */
  manifestUrl(remote: RemoteName): string | undefined {
    return this.registry[remote];
  }

  private failed(remote: RemoteName, error: RemoteLoadError): RemoteLoadError {
    for (const listener of this.failureListeners) {
      try {
        listener(remote, error);
      } catch {
        /* an observer never changes what the page does */
      }
    }
    return error;
  }

  /** Forgets everything cached about a failed remote so the next load really loads again. */
  reset(remote: RemoteName): void {
    this.setups.delete(remote);
    for (const key of this.components.keys()) if (key.startsWith(`${remote}/`)) this.components.delete(key);
    const entry = this.registry[remote];
    if (entry) this.runtime.registerRemotes([{ name: remote, entry }], { force: true });
  }

  /** Remotes whose setup ran, with their build labels (shown in the footer for maintainers). */
  getLoaded(): LoadedRemoteInfo[] {
    return this.loadedInfo;
  }

  getRegistryState(): RegistryState {
    return this.registryState;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
