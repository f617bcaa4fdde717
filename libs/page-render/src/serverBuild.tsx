import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import {
  I18nextProvider,
  LANGUAGE_CODES,
  configureDataSource,
  createAppStore,
  userChanged,
  getDataSource,
  rootReducer,
  type AppStore,
  type AuthClient,
  type LanguageCode,
  type Navigation,
  type RemoteSetup,
  type Services,
} from 'shared-contracts';
import { dataApi } from 'shared-contracts/data-api';
import type { i18n as I18n } from 'i18next';
import { createI18n } from '@tcgp/i18n';
import { Loading, setPageRenderTime } from '@tcgp/ui';
import { withTimeout } from '@tcgp/scheduling';
import type { PagePreview, PreparablePage, RemoteServerBuild, ServerPage, ServerRenderContext, ServerRenderRequest, ServerRenderResult } from './protocol';
import { PageProviders, pageIdentifierPrefix } from './PageProviders';

/** A page module as a server build renders it: its default export, with its `prepare`. */
export type PageComponent = ComponentType & PreparablePage;

/** What a module's `pages` is given: the render context, and a store reading the data set (for the data the pages depend on). */
export interface ServerPagesContext extends ServerRenderContext {
  store: AppStore;
}

/** What a module's `describe` is given: the page as rendered, with the store it was rendered from. */
export interface DescribeContext {
  request: ServerRenderRequest;
  store: AppStore;
  /** The page's i18n instance (request language; the remote's and the kit's texts). */
  i18n: I18n;
  html: string;
}

/** A page's own head and preview (deck pages); a module without them takes the shell's. */
export interface PageDescription {
  head?: { title: string; description: string };
  preview?: PagePreview;
}

export interface ServerModule {
  component: PageComponent;
  /** The module's one page, at a static route (`ROUTES.tierList`). */
  path?: string;
  /** Or its pages on this data set, with their parameters (a deck page per deck). */
  pages?: (context: ServerPagesContext) => Promise<Omit<ServerPage, 'module'>[]>;
  /** The page's own head and preview, from what its render read. Throwing rejects the render. */
  describe?: (context: DescribeContext) => PageDescription | Promise<PageDescription>;
}

export interface ServerBuildOptions {
  /** The remote's `./setup` (default export of its `src/setup.ts`): name, versions, and what it adds to a page. */
  setup: RemoteSetup;
  /** The exposed modules this build renders, by name. */
  modules: Record<string, ServerModule>;
  /** A render (or the listing of pages) that takes longer fails (default 60 s). */
  timeoutMs?: number;
}

export const DEFAULT_SERVER_RENDER_TIMEOUT_MS = 60_000;

const never = <T,>() => new Promise<T>(() => undefined);

/** Nobody is signed in on a published page. */
const serverAuth: AuthClient = {
  signInWithGoogle: () => never(),
  signOut: () => never(),
  onChange: (callback) => {
    callback(null);
    return () => undefined;
  },
  getIdToken: () => Promise.resolve(null),
};

/** The navigation port of a page rendered on the server: where it is, and nowhere to go. */
export function serverNavigation(page: Pick<ServerPage, 'path' | 'params'>): Navigation {
  const at = page.path.indexOf('?');
  return {
    pathname: at === -1 ? page.path : page.path.slice(0, at),
    search: at === -1 ? '' : page.path.slice(at),
    params: { ...page.params },
    navigate: () => undefined,
  };
}

/** A render that cannot give the page with its data: the renderer publishes the route's skeleton instead. */
export class ServerRenderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ServerRenderError';
  }
}

const errorMessage = (error: unknown): string => (error instanceof Error ? error.message : String(error));

function requestUrl(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  if (input instanceof URL) return input.href;
  return input.url;
}

/**
 * Records the data files fetched while `run` runs (names relative to the data set, as the data
 * source's base URL gives them). The global fetch is the one RTK Query calls: wrapped for the run, then
 * given back.
 */
async function recordingDataFiles<T>(run: (files: Set<string>) => Promise<T>): Promise<T> {
  const files = new Set<string>();
  const original = globalThis.fetch;
  const recording: typeof fetch = (input, init) => {
    const base = `${getDataSource().baseUrl}/`;
    const url = requestUrl(input);
    if (url.startsWith(base)) files.add(url.slice(base.length).split(/[?#]/)[0] ?? '');
    return original(input, init);
  };
  globalThis.fetch = recording;
  try {
    return await run(files);
  } finally {
    if (globalThis.fetch === recording) globalThis.fetch = original;
  }
}

function checkRequest(request: ServerRenderRequest): Date {
  if (!(LANGUAGE_CODES as readonly string[]).includes(request.language)) throw new ServerRenderError(`unknown language "${String(request.language)}"`);
  const renderedAt = new Date(request.renderedAt);
  if (Number.isNaN(renderedAt.getTime())) throw new ServerRenderError(`renderedAt is not a date: "${request.renderedAt}"`);
  checkDataBaseUrl(request);
  return renderedAt;
}

function checkDataBaseUrl(context: ServerRenderContext): void {
  let url: URL;
  try {
    url = new URL(context.config.dataBaseUrl);
  } catch {
    throw new ServerRenderError(`config.dataBaseUrl must be an absolute URL, not "${context.config.dataBaseUrl}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ServerRenderError(`config.dataBaseUrl must be http(s): "${context.config.dataBaseUrl}"`);
}

/** The free data set of the context, for the data API of every store made from now on (nobody is signed in). */
function configureFreeDataSet(context: ServerRenderContext): void {
  configureDataSource({ baseUrl: context.config.dataBaseUrl, premium: null, getIdToken: async () => null });
}

/**
 * A store for one render, as a visitor's page has it once sign-in has settled: nobody signed in, so the
 * free plan (a signed-in device is a personal visit, never hydrated over the published view). Its data
 * API is emptied after (no request, subscription or timer outlives the render).
 */
async function withStore<T>(run: (store: AppStore) => Promise<T>): Promise<T> {
  const store = createAppStore();
  store.dispatch(userChanged(null));
  try {
    return await run(store);
  } finally {
    store.dispatch(dataApi.util.resetApiState());
  }
}

/** What the kit's Loading renders in this page's language: a page that shows it was not ready. */
function loadingMarkup(i18n: I18n): string {
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <Loading />
    </I18nextProvider>,
  );
}

/** Why the markup is not the page with its data (its Loading or data error is in it), or null. */
function notReady(html: string, i18n: I18n): string | null {
  if (html.trim() === '') return 'the page rendered nothing';
  if (html.includes('data-data-error')) return 'the page rendered its data error';
  if (html.includes(loadingMarkup(i18n))) return 'the page rendered Loading (a query its first render reads is not in its prepare)';
  return null;
}

/**
 * A remote's server build (what its `src/server.tsx` exports): renders each of `modules` as the shell
 * hydrates it. Each render gets a new store, a new i18n instance in the request's language with what the
 * remote's setup adds, the free data set of the request's config (fetched over HTTP with the global
 * fetch), the publish time for `usePageTime`, and the module's `prepare`; then
 * `renderToString(<PageProviders><Page /></PageProviders>)` with the remote's id prefix.
 * A render rejects (with the reason) instead of giving markup that is not the page with its data.
 * Calls run one at a time (the data source and the page time are module state): concurrent calls wait
 * their turn.
 */
export function createServerBuild({ setup, modules, timeoutMs = DEFAULT_SERVER_RENDER_TIMEOUT_MS }: ServerBuildOptions): RemoteServerBuild {
  const { name } = setup;

  async function render(request: ServerRenderRequest): Promise<ServerRenderResult> {
    const module = modules[request.module];
    if (!module) throw new ServerRenderError(`${name} renders no module "${request.module}" (it renders ${Object.keys(modules).join(', ')})`);
    const renderedAt = checkRequest(request);
    const language: LanguageCode = request.language;
    configureFreeDataSet(request);
    return recordingDataFiles((files) =>
      withStore(async (store) => {
        const i18n = await createI18n(language);
        const services: Services = { auth: serverAuth, config: request.config };
        await setup.setup({ i18n, store, rootReducer, config: request.config, services });
        const Page = module.component;
        await Page.prepare?.({ store, params: { ...request.params } });
        let html: string;
        setPageRenderTime(renderedAt);
        try {
          html = renderToString(
            <PageProviders store={store} i18n={i18n} services={services} navigation={serverNavigation(request)}>
              <Page />
            </PageProviders>,
            { identifierPrefix: pageIdentifierPrefix(name) },
          );
        } finally {
          setPageRenderTime(null);
        }
        const problem = notReady(html, i18n);
        if (problem) throw new ServerRenderError(problem);
        const description = (await module.describe?.({ request, store, i18n, html })) ?? {};
        const result: ServerRenderResult = { html, dataFiles: [...files].sort() };
        if (description.head) result.head = description.head;
        if (description.preview) result.preview = description.preview;
        return result;
      }),
    );
  }

  async function pages(context: ServerRenderContext): Promise<ServerPage[]> {
    checkDataBaseUrl(context);
    configureFreeDataSet(context);
    const all: ServerPage[] = [];
    for (const [moduleName, module] of Object.entries(modules)) {
      if (module.path !== undefined) all.push({ module: moduleName, path: module.path, params: {} });
      if (module.pages) {
        const listed = await withStore((store) => module.pages?.({ ...context, store }) ?? Promise.resolve([]));
        all.push(...listed.map((page) => ({ module: moduleName, path: page.path, params: { ...page.params } })));
      }
    }
    return all;
  }

  // One call at a time (the data source, the page time and the global fetch are module state): a call
  // made while another runs starts when that one has settled.
  let queue: Promise<unknown> = Promise.resolve();
  const timed = <T,>(what: string, run: () => Promise<T>): Promise<T> => {
    const call = queue.then(() =>
      withTimeout(
        run().catch((error: unknown) => {
          throw new ServerRenderError(`${name}: ${what} failed: ${errorMessage(error)}`, { cause: error });
        }),
        timeoutMs,
        () => new ServerRenderError(`${name}: ${what} took more than ${timeoutMs} ms`),
      ),
    );
    queue = call.catch(() => undefined);
    return call;
  };

  return {
    name,
    buildLabel: setup.buildLabel,
    contractVersion: setup.contractVersion,
    modules: Object.keys(modules),
    pages: (context) => timed('listing its pages', () => pages(context)),
    render: (request) => timed(`rendering ${request.module} ${request.path} (${request.language})`, () => render(request)),
  };
}
