import type { i18n as I18n } from 'i18next';
import type { AppStore, RootReducer } from './store/store';
import type { RuntimeConfig } from './config';

/**
 * The remote module contract: what a federated remote exposes and what the shell gives it.
 * Bump the MAJOR version of shared-contracts (package.json) for any incompatible change;
 * the shell refuses a remote built against another major version.
 */
export const CONTRACT_VERSION: string = '1.0.0';

export const REMOTE_NAMES = ['tierlist', 'deck', 'cards', 'account'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Exposed modules per remote (each `./Name` in the remote's webpack config). */
export const REMOTE_MODULES = {
  tierlist: ['TierListPage'],
  deck: ['DeckFinderPage', 'DeckDetailPage'],
  cards: ['CardsListPage', 'ExpansionListPage'],
  account: ['AccountSlot', 'ModalHost'],
} as const satisfies Record<RemoteName, readonly string[]>;
export type RemoteModuleName<R extends RemoteName = RemoteName> = (typeof REMOTE_MODULES)[R][number];

/** What the shell hands to a remote's `./setup` before the first module of that remote renders. */
export interface RemoteSetupContext {
  /** The one i18next instance of the page; register your namespace on it. */
  i18n: I18n;
  store: AppStore;
  /** Inject your own slices with `rootReducer.inject(slice)`. */
  rootReducer: RootReducer;
  config: RuntimeConfig;
}

/** The default export of every remote's `./setup`. */
export interface RemoteSetup {
  name: RemoteName;
  /** The shared-contracts version this remote was built against (inlined at build time). */
  contractVersion: string;
  /** A human-readable build label (package version or BUILD_LABEL), shown to maintainers. */
  buildLabel: string;
  setup(ctx: RemoteSetupContext): void | Promise<void>;
}

/** Every exposed page/slot module has a React component as its default export and takes no props. */
export interface RemoteComponentModule {
  default: import('react').ComponentType;
}

/** The registry document (`remotes.json`): remote name -> URL of its mf-manifest.json. */
export type RemoteRegistry = Partial<Record<RemoteName, string>>;

const major = (v: string): number | null => {
  const m = /^(\d+)\.\d+\.\d+/.exec(v);
  return m ? Number(m[1]) : null;
};

/** Semver rule: a remote is compatible when it was built against the same major version. */
export function isContractCompatible(remoteVersion: string, hostVersion: string = CONTRACT_VERSION): boolean {
  const a = major(remoteVersion);
  const b = major(hostVersion);
  return a !== null && a === b;
}

export function isRemoteSetup(value: unknown): value is RemoteSetup {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.name === 'string' &&
    typeof v.contractVersion === 'string' &&
    typeof v.buildLabel === 'string' &&
    typeof v.setup === 'function'
  );
}

/**
 * Helper for remotes' `./setup`. The remote passes `__CONTRACT_VERSION__` and `__BUILD_LABEL__` from
 * ITS OWN code: they are inlined when the remote is built. (Reading them here would give the shell's
 * values, because at run time this package is the shell's singleton copy.)
 */
export function defineRemoteSetup(setup: RemoteSetup): RemoteSetup {
  return setup;
}
