import type { i18n as I18n } from 'i18next';
import type { AppStore, RootReducer } from './store/store';
import type { RuntimeConfig } from '@tcgp/domain';
import type { Services } from './services';

/**
 * The remote protocol: what the shell hands to a remote's `./setup`, and the paths pages link to. Which
 * remotes exist, what each exposes and which pages it renders is the site's, not the contract's:
 * remotes.manifest.json declares them and the shell's build reads it. Bump the MAJOR version of this
 * package for an incompatible change and the MINOR version for an addition (the shell applies the rule:
 * shell/src/remotes/compatibility.ts).
 */

/** A remote's federation name, as remotes.manifest.json lists it (`tierlist`, `deck`, ...). */
export type RemoteName = string;

/**
 * The paths pages link to across remotes (docs/product-rules.md). Each is the path of the page of
 * remotes.manifest.json whose id is its key (tooling/test/remotes.test.ts); a page no other part links
 * to needs no entry here.
 */
export const ROUTES = {
  home: '/',
  tierList: '/tier-list',
  cardsList: '/cards-list',
  expansionList: '/expansion-list',
  deckFinder: '/deck',
  deckDetail: '/deck/:deckId',
  statistics: '/statistics',
  collection: '/collection',
} as const;
export type RouteKey = keyof typeof ROUTES;

/**
 * Path of a deck's page: `/deck/{id}`. The id is URL-encoded except for `&` (legal in a path, and kept
 * readable: `/deck/espeon-b3a-020&swablu-b1-196`); `useRouteParams` gives the id back, decoded.
 */
export function deckPath(deckId: string): string {
  return `/deck/${encodeURIComponent(deckId).replace(/%26/g, '&')}`;
}

/** What the shell hands to a remote's `./setup` before the first module of that remote renders. */
export interface RemoteSetupContext {
  /** The one i18next instance of the page; add your namespaces with `addNamespace`. */
  i18n: I18n;
  store: AppStore;
  /** Inject your own slices with `slice.injectInto(rootReducer)`. */
  rootReducer: RootReducer;
  config: RuntimeConfig;
  services: Services;
}

/** The default export of every remote's `./setup`. */
export interface RemoteSetup {
  name: RemoteName;
  /** The contract version this remote was built against (inlined at build time). */
  contractVersion: string;
  /** A human-readable build label (package version or BUILD_LABEL), shown to maintainers. */
  buildLabel: string;
  setup(ctx: RemoteSetupContext): void | Promise<void>;
}

/** The registry document (`remotes.json`): remote name -> URL of its mf-manifest.json. */
export type RemoteRegistry = Partial<Record<RemoteName, string>>;

/**
 * For remotes' `./setup`: the remote passes `__CONTRACT_VERSION__` and `__BUILD_LABEL__` from ITS OWN
 * code (inlined when the remote is built), never a value read from this singleton at run time.
 */
export function defineRemoteSetup(setup: RemoteSetup): RemoteSetup {
  return setup;
}
