import type { ComponentType } from 'react';
import {
  CONTRACT_VERSION,
  isContractCompatible,
  isRemoteSetup,
  type RemoteName,
  type RemoteRegistry,
  type RemoteSetup,
  type RemoteSetupContext,
} from 'shared-contracts';
import { RemoteLoadError, classifyRemoteError, withTimeout } from './errors';

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

/**
 * Loads exposed modules of registered remotes. Before the first module of a remote renders, its
 * `./setup` is loaded, its contract version checked and its setup run (once per successful load).
 * A failed load is not cached: `reset(remote)` makes the next load fetch everything again.
 */
export class RemoteLoader {
  private readonly setups = new Map<RemoteName, Promise<RemoteSetup>>();
  private readonly listeners = new Set<() => void>();
  private loadedInfo: LoadedRemoteInfo[] = [];

  constructor(
    private readonly runtime: FederationRuntime,
    private readonly registry: RemoteRegistry,
    private readonly ctx: RemoteSetupContext,
    private readonly timeoutMs: number,
  ) {
    const entries = Object.entries(registry).map(([name, entry]) => ({ name, entry: entry as string }));
    if (entries.length > 0) runtime.registerRemotes(entries);
  }

  isRegistered(remote: RemoteName): boolean {
    return typeof this.registry[remote] === 'string';
  }

  /** Loads `remote/module` (running the remote's setup first) and returns its default component. */
  load(remote: RemoteName, module: string): Promise<ComponentType> {
    if (!this.isRegistered(remote)) {
      return Promise.reject(new RemoteLoadError('notRegistered', `Remote "${remote}" is not in the registry`, { remote }));
    }
    const work = (async () => {
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
      return component as ComponentType;
    })();
    return withTimeout(work, this.timeoutMs, remote).catch((error: unknown) => {
      throw classifyRemoteError(error, 'load');
    });
  }

  private ensureSetup(remote: RemoteName): Promise<RemoteSetup> {
    let pending = this.setups.get(remote);
    if (!pending) {
      pending = (async () => {
        const mod = await this.runtime.loadRemote<{ default?: unknown }>(`${remote}/setup`);
        const setup = mod?.default;
        if (!isRemoteSetup(setup) || setup.name !== remote) {
          throw new RemoteLoadError('contract', `Remote "${remote}" has no valid ./setup`, {
            remote,
            remoteVersion: '?',
            hostVersion: CONTRACT_VERSION,
          });
        }
        if (!isContractCompatible(setup.contractVersion, CONTRACT_VERSION)) {
          throw new RemoteLoadError(
            'contract',
            `Remote "${remote}" was built against contract ${setup.contractVersion}; the shell uses ${CONTRACT_VERSION}`,
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

  /** Forgets everything cached about a failed remote so the next load really loads again. */
  reset(remote: RemoteName): void {
    this.setups.delete(remote);
    const entry = this.registry[remote];
    if (entry) this.runtime.registerRemotes([{ name: remote, entry }], { force: true });
  }

  /** Remotes whose setup ran, with their build labels (shown in the footer for maintainers). */
  getLoaded(): LoadedRemoteInfo[] {
    return this.loadedInfo;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
