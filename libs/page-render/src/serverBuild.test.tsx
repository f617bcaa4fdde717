import { useId } from 'react';
import { CONTRACT_VERSION, addNamespace, defineRemoteSetup, useNavigation, useTranslation } from 'shared-contracts';
import { DataBoundary, addUiTexts, usePageTime } from '@tcgp/ui';
import { combineQueries, deckDataApi, loadQuery, useGetMetaQuery } from '@tcgp/data-hooks';
import type { DataMeta } from '@tcgp/domain';
import { DATA_FILES } from '@tcgp/schemas';
import { createServerBuild, type PageComponent } from './serverBuild';
import { parseMarkup, renderRequest, serveDataFiles, type ServedData } from './testing';

const META: DataMeta = { lastUpdated: '2026-06-29', expansions: [] };
const RENDERED_AT = '2026-06-30T08:00:00.000Z';

const setup = defineRemoteSetup({
  name: 'tierlist',
  contractVersion: CONTRACT_VERSION,
  buildLabel: 'page-render-test',
  async setup({ i18n }) {
    await Promise.all([addNamespace(i18n, 'tierlist', async (language) => ({ hello: language === 'de' ? 'Hallo' : 'Hello' })), addUiTexts(i18n)]);
  },
});

/** A page that reads meta.json, with what a page reads from its host. */
function MetaPage() {
  const { t } = useTranslation('tierlist');
  const meta = useGetMetaQuery();
  const { pathname, params } = useNavigation();
  const id = useId();
  const time = usePageTime();
  const state = combineQueries([meta]);
  return (
    <section data-path={pathname} data-id={id} data-time={time.toISOString()} data-param={params.deckId ?? ''}>
      <h1>{t('hello')}</h1>
      <DataBoundary status={state.status} error={state.error} onRetry={state.retry}>
        {meta.data ? <p data-last-updated>{meta.data.lastUpdated}</p> : null}
      </DataBoundary>
    </section>
  );
}
const Prepared: PageComponent = Object.assign(() => <MetaPage />, {
  prepare: async ({ store }: { store: Parameters<NonNullable<PageComponent['prepare']>>[0]['store'] }) => {
    await loadQuery(store.dispatch(deckDataApi.endpoints.getMeta.initiate()), DATA_FILES.meta);
  },
});
/** The same page without a prepare: its first render is Loading. */
const Unprepared: PageComponent = () => <MetaPage />;
function Throws(): never {
  throw new Error('the page broke');
}

const build = createServerBuild({
  setup,
  modules: {
    Prepared: { component: Prepared, path: '/prepared' },
    Unprepared: { component: Unprepared, path: '/unprepared' },
    Throws: { component: Throws, path: '/throws' },
    Listed: {
      component: Prepared,
      pages: async ({ store }) => {
        const meta = await loadQuery(store.dispatch(deckDataApi.endpoints.getMeta.initiate()), DATA_FILES.meta);
        return [{ path: `/listed/${meta.lastUpdated}`, params: { deckId: meta.lastUpdated } }];
      },
      describe: ({ request, i18n }) => ({ head: { title: i18n.getFixedT(request.language, 'tierlist')('hello'), description: request.path } }),
    },
  },
  timeoutMs: 2_000,
});

let data: ServedData;

beforeEach(async () => {
  data = await serveDataFiles({ [DATA_FILES.meta]: META });
});

afterEach(async () => {
  await data.close();
});

const request = (module: string, path: string, extra: Partial<ReturnType<typeof renderRequest>> = {}) => ({
  ...renderRequest({ module, path }, { baseUrl: data.baseUrl, renderedAt: RENDERED_AT }),
  ...extra,
});

describe('createServerBuild', () => {
  it('takes its name and versions from the setup, and lists the pages of its modules', async () => {
    expect(build).toMatchObject({ name: 'tierlist', buildLabel: 'page-render-test', contractVersion: CONTRACT_VERSION });
    expect(build.modules).toEqual(['Prepared', 'Unprepared', 'Throws', 'Listed']);
    const pages = await build.pages({ config: request('Prepared', '/prepared').config, renderedAt: RENDERED_AT });
    expect(pages).toEqual([
      { module: 'Prepared', path: '/prepared', params: {} },
      { module: 'Unprepared', path: '/unprepared', params: {} },
      { module: 'Throws', path: '/throws', params: {} },
      { module: 'Listed', path: '/listed/2026-06-29', params: { deckId: '2026-06-29' } },
    ]);
  });

  it('renders a prepared page in the request language, with the id prefix, the path, the publish time and the files it read', async () => {
    const result = await build.render({ ...request('Prepared', '/prepared?x=1'), language: 'de' });
    const section = parseMarkup(result.html).querySelector('section');
    expect(section?.querySelector('h1')).toHaveTextContent('Hallo');
    expect(section?.querySelector('[data-last-updated]')).toHaveTextContent('2026-06-29');
    expect(section).toHaveAttribute('data-path', '/prepared');
    expect(section?.getAttribute('data-id')).toMatch(/^.?tierlist-/);
    expect(section).toHaveAttribute('data-time', RENDERED_AT);
    expect(result).toMatchObject({ dataFiles: ['meta.json'] });
    expect(result.head).toBeUndefined();
  });

  it('gives a module its head, and its route parameters', async () => {
    const result = await build.render({ ...request('Listed', '/listed/2026-06-29'), params: { deckId: '2026-06-29' } });
    expect(parseMarkup(result.html).querySelector('section')).toHaveAttribute('data-param', '2026-06-29');
    expect(result.head).toEqual({ title: 'Hello', description: '/listed/2026-06-29' });
  });

  it('runs calls made at once one after the other, each with its own language and data', async () => {
    const other = await serveDataFiles({ [DATA_FILES.meta]: { ...META, lastUpdated: '2026-07-06' } });
    try {
      const english = request('Prepared', '/prepared');
      const [first, second] = await Promise.all([
        build.render(english),
        build.render({ ...english, language: 'de', config: { ...english.config, dataBaseUrl: other.baseUrl } }),
      ]);
      expect(parseMarkup(first.html).querySelector('h1')).toHaveTextContent('Hello');
      expect(parseMarkup(first.html).querySelector('[data-last-updated]')).toHaveTextContent('2026-06-29');
      expect(parseMarkup(second.html).querySelector('h1')).toHaveTextContent('Hallo');
      expect(parseMarkup(second.html).querySelector('[data-last-updated]')).toHaveTextContent('2026-07-06');
      expect([data.requests, other.requests]).toEqual([['meta.json'], ['meta.json']]);
    } finally {
      await other.close();
    }
  });

  it('rejects, naming the file, when a data request fails', async () => {
    await data.close();
    data = await serveDataFiles({ [DATA_FILES.meta]: { status: 404 } });
    await expect(build.render(request('Prepared', '/prepared'))).rejects.toThrow(
      'tierlist: rendering Prepared /prepared (en) failed: Could not load meta.json: HTTP 404',
    );
  });

  it('rejects a malformed data file', async () => {
    await data.close();
    data = await serveDataFiles({ [DATA_FILES.meta]: { lastUpdated: 42 } });
    await expect(build.render(request('Prepared', '/prepared'))).rejects.toThrow(/Could not load meta\.json: the file is malformed/);
  });

  it('rejects a page whose first render is Loading (its data not prepared) rather than publish it', async () => {
    await expect(build.render(request('Unprepared', '/unprepared'))).rejects.toThrow(/rendered Loading/);
  });

  it('rejects a page that throws while rendering', async () => {
    await expect(build.render(request('Throws', '/throws'))).rejects.toThrow(/rendering Throws \/throws \(en\) failed: the page broke/);
  });

  it('rejects requests it cannot render as asked', async () => {
    await expect(build.render(request('Nope', '/nope'))).rejects.toThrow('tierlist renders no module "Nope"');
    await expect(build.render(request('Prepared', '/prepared', { renderedAt: 'yesterday' }))).rejects.toThrow('renderedAt is not a date');
    await expect(build.render({ ...request('Prepared', '/prepared'), language: 'xx' as 'en' })).rejects.toThrow('unknown language "xx"');
    const relative = request('Prepared', '/prepared');
    await expect(build.render({ ...relative, config: { ...relative.config, dataBaseUrl: '/data' } })).rejects.toThrow(
      'config.dataBaseUrl must be an absolute URL',
    );
  });

  it('gives the global fetch back, and keeps no data from one render to the next', async () => {
    const calls: string[] = [];
    const original = globalThis.fetch;
    await build.render(request('Prepared', '/prepared'));
    expect(globalThis.fetch).toBe(original);
    // A render on a new store fetches again: nothing was kept in a shared cache.
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(String(input instanceof Request ? input.url : input));
      return original(input, init);
    }) as typeof fetch;
    try {
      await build.render(request('Prepared', '/prepared'));
    } finally {
      globalThis.fetch = original;
    }
    expect(calls).toEqual([`${data.baseUrl}/meta.json`]);
  });

  it('rejects a render that takes longer than its time-out', async () => {
    const { createServer } = await import('node:http');
    const waiting: { end(): void }[] = [];
    // Answers nothing until the test is over (then a 404, which ends the render that was given up).
    const server = createServer((_req, res) => waiting.push({ end: () => res.writeHead(404).end() }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      const hanging = request('Prepared', '/prepared');
      await expect(build.render({ ...hanging, config: { ...hanging.config, dataBaseUrl: `http://127.0.0.1:${port}/data` } })).rejects.toThrow(
        'tierlist: rendering Prepared /prepared (en) took more than 2000 ms',
      );
    } finally {
      for (const request of waiting) request.end();
      await new Promise((resolve) => setTimeout(resolve, 50));
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
