import type { AppStore, LanguageCode, RemoteName } from 'shared-contracts';
import type { RuntimeConfig } from '@tcgp/domain';

/**
 * The server-render protocol: how the page renderer (`npm run pages:render`) and a remote's server
 * build agree. A remote publishes its server build beside its browser build:
 *
 *   <remote>/mf-manifest.json          the browser build (the registry points here)
 *   <remote>/server/manifest.json      {@link ServerBuildManifest}
 *   <remote>/server/<entry>            one CommonJS file whose exports are a {@link RemoteServerBuild}
 *
 * The renderer finds the server manifest next to the manifest the registry gives, checks it like the
 * browser checks a manifest (allowed origin, same remote name, compatible contract) and the entry's
 * integrity, and only then runs it.
 */

/** `server/manifest.json` of a remote's build. */
export interface ServerBuildManifest {
  /** The remote's name (the registry key it is published under). */
  name: RemoteName;
  /** The label of the browser build published beside it (the footer's "Site parts"). */
  buildLabel: string;
  /** The contract version it was built against. */
  contractVersion: string;
  /** The CommonJS file to run, relative to this manifest. */
  entry: string;
  /** `sha256-<base64>` of the entry file's bytes. */
  integrity: string;
  /** The exposed modules this build renders (pages only: not the collection, not header slots). */
  modules: string[];
}

/** One page a server build renders: a route of one of its modules with its parameters. */
export interface ServerPage {
  module: string;
  /** The path of the page (`/deck/espeon-b3a-020&swablu-b1-196`, as `deckPath` builds it). */
  path: string;
  params: Record<string, string>;
}

/** What the renderer gives a server build for every call. */
export interface ServerRenderContext {
  /** The site's config.json, with `dataBaseUrl` made absolute (the free data set, fetched over HTTP). */
  config: RuntimeConfig;
  /** When the page is rendered (ISO 8601): pages say "updated N days ago" as of this time, and the client hydrates with it. */
  renderedAt: string;
}

export interface ServerRenderRequest extends ServerRenderContext, ServerPage {
  language: LanguageCode;
}

/** A deck page's preview image, drawn by the renderer (1200×630), from the data only. */
export interface PagePreview {
  /** Deck name (or the page's title). */
  title: string;
  /** The tier letter (S–E) when the page is a deck's. */
  tier?: string;
  /** Key figures: label and value as the page shows them (English preview). */
  stats: { label: string; value: string }[];
  /**
   * The deck's main cards, drawn as styled tiles; `image`: the URL of the card's art (small size, in
   * English or the fallback language) when the config has card images, drawn instead of the tile.
   */
  cards: { name: string; energy?: string; count?: number; image?: string }[];
}

export interface ServerRenderResult {
  /** The markup the page module renders on the client with the same data (hydrated as it is). */
  html: string;
  /** A page with its own title and description (deck pages); the shell's otherwise. Without the site's name. */
  head?: { title: string; description: string };
  /** The data files the page read (relative to the data set): the page preloads them. */
  dataFiles: string[];
  /** For pages that have a preview image of their own (decks). */
  preview?: PagePreview;
}

/** What a remote's server entry (`src/server.tsx`, CommonJS) exports. */
export interface RemoteServerBuild {
  name: RemoteName;
  buildLabel: string;
  contractVersion: string;
  /** The modules it renders; equal to the manifest's. */
  modules: string[];
  /** Every page of its modules on this data set (a deck page per deck of the free set). */
  pages(context: ServerRenderContext): Promise<ServerPage[]>;
  render(request: ServerRenderRequest): Promise<ServerRenderResult>;
}

/**
 * What the shell hands a page module's `prepare` (on the client before hydrating the composed page,
 * on the server before rendering): the page's store and its route parameters.
 */
export interface PrepareContext {
  store: AppStore;
  params: Readonly<Record<string, string>>;
}

/**
 * A page module may carry `prepare`: it loads (into the store) everything the page's first render
 * reads, so that render equals the published one. The shell waits for it before hydrating.
 */
export interface PreparablePage {
  prepare?: (context: PrepareContext) => Promise<void>;
}

/** The attribute the composed page's view root carries: `<remote>@<buildLabel>` of the server build that rendered it. */
export const COMPOSED_ATTRIBUTE = 'data-composed';
/** `<html data-rendered-at>`: when the page was rendered (the client's first render uses it). */
export const RENDERED_AT_ATTRIBUTE = 'data-rendered-at';
