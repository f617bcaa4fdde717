/**
 * Test helpers (not tests) for remotes' server builds: a data set served over HTTP on the loopback
 * interface (what a server build reads in production), a render request, and the shell's hydration of
 * the rendered markup, with every hydration error and console error caught.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import {
  configureDataSource,
  createAppStore,
  rootReducer,
  userChanged,
  type AppStore,
  type LanguageCode,
  type RemoteSetup,
  type Services,
} from 'shared-contracts';
import { dataApi } from 'shared-contracts/data-api';
import type { i18n as I18n } from 'i18next';
import { HtmlValidate, type ConfigData } from 'html-validate';
import { createI18n } from '@tcgp/i18n';
import { LOCAL_DEFAULT_CONFIG } from '@tcgp/schemas';
import { createMemoryAuthClient, isFakeStatus, type FakeFiles } from '@tcgp/dev-kit/testing';
import { RENDERED_AT_ATTRIBUTE, type ServerPage, type ServerRenderRequest } from '../protocol';
import { PageProviders, pageIdentifierPrefix } from '../PageProviders';
import { serverNavigation, type PageComponent } from '../serverBuild';

export interface ServedData {
  /** The data set's URL: `http://127.0.0.1:<port>/data`. */
  baseUrl: string;
  /** The paths asked for (relative to `baseUrl`), in order. */
  requests: string[];
  close(): Promise<void>;
}

/**
 * Serves `files` (name relative to the data set -> JSON, or `{ status, body }`) under `/data` on
 * 127.0.0.1, on a free port; any other path is a 404. Stop it with `close()`.
 */
export async function serveDataFiles(files: FakeFiles): Promise<ServedData> {
  const requests: string[] = [];
  const answer = (req: IncomingMessage, res: ServerResponse) => {
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://127.0.0.1').pathname);
    const name = pathname.startsWith('/data/') ? pathname.slice('/data/'.length) : null;
    if (name !== null) requests.push(name);
    const value = name === null ? undefined : files[name];
    if (value === undefined) {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    } else if (isFakeStatus(value)) {
      res.writeHead(value.status, { 'Content-Type': 'text/plain' }).end(value.body ?? '');
    } else {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(typeof value === 'string' ? value : JSON.stringify(value));
    }
  };
  const server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/data`,
    requests,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A render request for `page` against the data set at `baseUrl` (English, rendered at `renderedAt` unless told). */
export function renderRequest(
  page: Omit<ServerPage, 'params'> & { params?: Record<string, string> },
  options: { baseUrl: string; language?: LanguageCode; renderedAt?: string },
): ServerRenderRequest {
  return {
    module: page.module,
    path: page.path,
    params: page.params ?? {},
    language: options.language ?? 'en',
    renderedAt: options.renderedAt ?? new Date().toISOString(),
    config: { ...LOCAL_DEFAULT_CONFIG, dataBaseUrl: options.baseUrl, premiumData: null },
  };
}

export interface HydratedPage {
  container: HTMLElement;
  store: AppStore;
  i18n: I18n;
  /** What `onRecoverableError` of the root got (a mismatch React recovered from by rendering afresh). */
  recoverableErrors: unknown[];
  /** Every `console.error` call while hydrating (React's warnings of mismatched text or attributes among them). */
  consoleErrors: unknown[][];
  /** Unmounts the root and removes the container, the page time attribute and the store's data. */
  cleanUp(): void;
}

/**
 * Hydrates the markup a server build rendered as the shell does: `<html data-rendered-at>` set, a new
 * store and i18n instance in the request's language, the remote's setup, the module's `prepare` (the
 * same data, fetched again), then `hydrateRoot` of `<PageProviders><Page /></PageProviders>` with the
 * remote's id prefix over a container holding exactly `html`, inside `act`.
 */
export async function hydratePage({
  setup,
  component: Page,
  request,
  html,
}: {
  setup: RemoteSetup;
  component: PageComponent;
  request: ServerRenderRequest;
  html: string;
}): Promise<HydratedPage> {
  document.documentElement.setAttribute(RENDERED_AT_ATTRIBUTE, request.renderedAt);
  configureDataSource({ baseUrl: request.config.dataBaseUrl, premium: null, getIdToken: async () => null });
  const store = createAppStore();
  // The shell hydrates a published page once sign-in has settled, for a visitor (nobody signed in).
  store.dispatch(userChanged(null));
  const i18n = await createI18n(request.language);
  const services: Services = { auth: createMemoryAuthClient(), config: request.config };
  await setup.setup({ i18n, store, rootReducer, config: request.config, services });
  await Page.prepare?.({ store, params: { ...request.params } });

  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const recoverableErrors: unknown[] = [];
  const consoleErrors: unknown[][] = [];
  const spy = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
  let root: Root | undefined;
  try {
    await act(async () => {
      root = hydrateRoot(
        container,
        <PageProviders store={store} i18n={i18n} services={services} navigation={serverNavigation(request)}>
          <Page />
        </PageProviders>,
        { identifierPrefix: pageIdentifierPrefix(setup.name), onRecoverableError: (error) => recoverableErrors.push(error) },
      );
    });
  } finally {
    spy.mockRestore();
  }
  return {
    container,
    store,
    i18n,
    recoverableErrors,
    consoleErrors,
    cleanUp() {
      act(() => root?.unmount());
      container.remove();
      document.documentElement.removeAttribute(RENDERED_AT_ATTRIBUTE);
      store.dispatch(dataApi.util.resetApiState());
    },
  };
}

/** Parses server markup into a detached element, to query it like a page. */
export function parseMarkup(html: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element;
}

let validator: HtmlValidate | undefined;

/**
 * What html-validate finds in a server build's markup, by the site's configuration (`.htmlvalidate.json`
 * at the repository's root: the standard preset), one line per message: the markup is validated inside
 * a minimal valid document of `language` (the shell's page template around it is checked by the
 * end-to-end suite, `e2e/tests/html-valid.spec.ts`).
 */
export async function htmlProblems(markup: string, language: string = 'en'): Promise<string[]> {
  validator ??= new HtmlValidate(JSON.parse(readFileSync(path.resolve(__dirname, '../../../../.htmlvalidate.json'), 'utf8')) as ConfigData);
  const document = `<!doctype html><html lang="${language}"><head><title>Page</title></head><body>${markup}</body></html>`;
  const report = await validator.validateString(document);
  return report.results.flatMap((result) => result.messages.map((m) => `${m.ruleId}: ${m.message}${m.selector ? ` (${m.selector})` : ''}`));
}
