import type { ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { CONTRACT_VERSION, I18nextProvider, createAppStore, rootReducer, type RemoteSetup } from 'shared-contracts';
import { REMOTE_TIMEOUT_MS, type HealthReportingConfig } from '@tcgp/domain';
import { LOCAL_DEFAULT_CONFIG, parseHealthBeacon, type HealthBeacon } from '@tcgp/schemas';
import { createMemoryAuthClient } from '@tcgp/dev-kit/testing';
import { RemoteLoader, type FederationRuntime } from '../remotes/loader';
import { RemoteLoaderContext, RemoteModule } from '../remotes/RemoteModule';
import { createShellI18n } from '../testing/helpers';
import { startPageHealth } from './recorder';
import * as reporter from './reporter';

/**
 * The health report of a page session: what happened to each remote version it started, sent once
 * with sendBeacon when the page is hidden, only for sampled sessions, in the agreed shape.
 */
const DECK = 'http://127.0.0.1:8082/1.1.0+9e8d7c6/mf-manifest.json';
const CARDS = 'http://127.0.0.1:8083/mf-manifest.json';
const CONFIG: HealthReportingConfig = { sink: 'service', endpoint: 'http://127.0.0.1:8090/health', sampleRate: 0.25 };

type Handlers = Record<string, () => Promise<unknown>>;

const setupOf = (name: string, buildLabel: string): RemoteSetup =>
  ({ name, contractVersion: CONTRACT_VERSION, buildLabel, setup: () => undefined }) as RemoteSetup;

const Fine: ComponentType = () => <p>The deck finder</p>;
const Broken: ComponentType = () => {
  throw new Error('Cannot read properties of undefined (reading "cards")');
};

let beacons: { url: string; body: string }[];
let consoleError: jest.SpyInstance;
let consoleWarn: jest.SpyInstance;

beforeEach(() => {
  beacons = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: jest.fn((url: string, body: string) => {
      beacons.push({ url, body });
      return true;
    }),
  });
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  consoleWarn.mockRestore();
});

async function page(handlers: Handlers, o: { random?: number; routeRemote?: 'deck' | null; vitals?: reporter.VitalsSource } = {}) {
  const runtime: FederationRuntime = {
    loadRemote: <T,>(id: string) => (handlers[id]?.() ?? Promise.reject(new Error(`[ Federation Runtime ]: ${id} not found`))) as Promise<T | null>,
    registerRemotes: () => undefined,
  };
  const i18n = await createShellI18n('en');
  const loader = new RemoteLoader(
    runtime,
    { deck: DECK, cards: CARDS },
    { i18n, store: createAppStore(), rootReducer, config: LOCAL_DEFAULT_CONFIG, services: { auth: createMemoryAuthClient(), config: LOCAL_DEFAULT_CONFIG } },
    REMOTE_TIMEOUT_MS,
  );
  let live!: () => void;
  const whenLive = new Promise<void>((resolve) => (live = resolve));
  const loadReporter = jest.fn(() =>
    Promise.resolve({
      ...reporter,
      startHealthReporter: (options: reporter.HealthReporterOptions) =>
        reporter.startHealthReporter({ ...options, loadVitals: () => Promise.resolve(o.vitals ?? noVitals) }),
    }),
  );
  const recorder = startPageHealth({
    config: CONFIG,
    loader,
    routeRemote: o.routeRemote === undefined ? 'deck' : o.routeRemote,
    whenLive: () => whenLive,
    loadReporter,
    random: () => o.random ?? 0.1,
  });
  const show = (module: string) =>
    render(
      <I18nextProvider i18n={i18n}>
        <RemoteLoaderContext.Provider value={loader}>
          <RemoteModule remote="deck" module={module} />
        </RemoteLoaderContext.Provider>
      </I18nextProvider>,
    );
  /** The page goes live (the reporter loads), then is hidden. */
  const hide = async () => {
    live();
    await new Promise((resolve) => setTimeout(resolve, 0));
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  };
  return { loader, recorder, show, hide, loadReporter };
}

const noVitals: reporter.VitalsSource = { onLCP: () => undefined, onINP: () => undefined, onCLS: () => undefined };

function sentReports(): HealthBeacon['reports'] {
  expect(beacons).toHaveLength(1);
  const parsed = parseHealthBeacon(JSON.parse(beacons[0]?.body ?? 'null'));
  if (!parsed.ok) throw new Error(`not the agreed shape: ${JSON.stringify(parsed.problems)}`);
  expect(beacons[0]?.url).toBe(CONFIG.endpoint);
  return parsed.value.reports;
}

const deckHandlers = (page: ComponentType): Handlers => ({
  'deck/setup': () => Promise.resolve({ default: setupOf('deck', '1.1.0+9e8d7c6') }),
  'deck/DeckFinderPage': () => Promise.resolve({ default: page }),
});

describe('the health report of a page session', () => {
  it('counts a healthy session of the version the remote reported, with the page vitals', async () => {
    const vitals: reporter.VitalsSource = {
      onLCP: (cb) => cb({ value: 1234.4 }),
      onINP: (cb) => cb({ value: 88 }),
      onCLS: (cb) => cb({ value: 0.012345 }),
    };
    const p = await page(deckHandlers(Fine), { vitals });
    p.show('DeckFinderPage');
    expect(await screen.findByText('The deck finder')).toBeInTheDocument();
    await p.hide();
    expect(sentReports()).toEqual([
      {
        remote: 'deck',
        version: '1.1.0+9e8d7c6',
        sessions: 1,
        errorSessions: 0,
        loadFailures: { manifest: 0, entry: 0, chunk: 0, contract: 0 },
        boundaryErrors: 0,
        uncaughtErrors: 0,
        lcpMs: 1234,
        inpMs: 88,
        cls: 0.0123,
      },
    ]);
  });

  it('counts a load failure by its kind, with the version from the registry when the setup never ran', async () => {
    const chunkFailure = Object.assign(new Error('Loading chunk 512 failed.'), { name: 'ChunkLoadError' });
    const p = await page({ 'deck/setup': () => Promise.reject(chunkFailure) });
    p.show('DeckFinderPage');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await p.hide();
    expect(sentReports()).toEqual([
      expect.objectContaining({
        remote: 'deck',
        version: '1.1.0+9e8d7c6',
        errorSessions: 1,
        loadFailures: { manifest: 0, entry: 0, chunk: 1, contract: 0 },
        boundaryErrors: 0,
      }),
    ]);
  });

  it('counts a refused contract and an unreachable manifest under their kinds', () => {
    expect(reporter.loadFailureKind({ kind: 'contract', message: 'built against contract 9.0.0' })).toBe('contract');
    expect(reporter.loadFailureKind({ kind: 'unreachable', message: '[ Federation Runtime ]: Failed to get manifest. #RUNTIME-003' })).toBe('manifest');
    expect(reporter.loadFailureKind({ kind: 'origin', message: 'Refused http://x/mf-manifest.json' })).toBe('manifest');
    expect(reporter.loadFailureKind({ kind: 'unreachable', message: 'Failed to load script resources. #RUNTIME-008' })).toBe('entry');
    expect(reporter.loadFailureKind({ kind: 'notRegistered', message: 'not in the registry' })).toBeNull();
  });

  it("counts an error caught by the remote's error boundary", async () => {
    const p = await page(deckHandlers(Broken));
    p.show('DeckFinderPage');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await p.hide();
    expect(sentReports()).toEqual([
      expect.objectContaining({
        remote: 'deck',
        version: '1.1.0+9e8d7c6',
        errorSessions: 1,
        boundaryErrors: 1,
        loadFailures: { manifest: 0, entry: 0, chunk: 0, contract: 0 },
      }),
    ]);
  });

  it("counts an uncaught error from the remote's files, not one from the shell's", async () => {
    const p = await page(deckHandlers(Fine));
    p.show('DeckFinderPage');
    expect(await screen.findByText('The deck finder')).toBeInTheDocument();
    const fromRemote = new Error('remote bug');
    fromRemote.stack = 'Error: remote bug\n    at onClick (http://127.0.0.1:8082/1.1.0+9e8d7c6/__federation_expose_DeckFinderPage.js:1:200)';
    window.dispatchEvent(new ErrorEvent('error', { error: fromRemote, filename: 'http://127.0.0.1:8082/1.1.0+9e8d7c6/__federation_expose_DeckFinderPage.js' }));
    const fromShell = new Error('shell bug');
    fromShell.stack = 'Error: shell bug\n    at start (http://127.0.0.1:8080/main.js:1:50)';
    window.dispatchEvent(new ErrorEvent('error', { error: fromShell, filename: 'http://127.0.0.1:8080/main.js' }));
    // A rejection whose stack passes through the remote's code.
    const rejected = new Error('rejected in the remote');
    rejected.stack = 'Error: rejected\n    at load (http://127.0.0.1:8082/1.1.0+9e8d7c6/412.js:1:9)\n    at run (http://127.0.0.1:8080/main.js:1:1)';
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown };
    rejection.reason = rejected;
    window.dispatchEvent(rejection);
    await p.hide();
    expect(sentReports()).toEqual([expect.objectContaining({ remote: 'deck', errorSessions: 1, uncaughtErrors: 2 })]);
  });

  it('sends one beacon per page session, however often the page is hidden or left', async () => {
    const p = await page(deckHandlers(Fine));
    p.show('DeckFinderPage');
    expect(await screen.findByText('The deck finder')).toBeInTheDocument();
    await p.hide();
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('pagehide'));
    expect(beacons).toHaveLength(1);
  });

  it('a page session sampled out notes nothing, never loads the reporter and sends nothing', async () => {
    // 0.3 is not below the sample rate of 0.25.
    const p = await page(deckHandlers(Broken), { random: 0.3 });
    expect(p.recorder).toBeNull();
    p.show('DeckFinderPage');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await p.hide();
    window.dispatchEvent(new Event('pagehide'));
    expect(p.loadReporter).not.toHaveBeenCalled();
    expect(beacons).toEqual([]);
  });

  it('a page session in the sample loads the reporter only once the page is live', async () => {
    const p = await page(deckHandlers(Fine), { random: 0.2 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(p.loadReporter).not.toHaveBeenCalled();
    await p.hide();
    expect(p.loadReporter).toHaveBeenCalledTimes(1);
  });
});

describe('the Firestore sink', () => {
  it('creates one health document per report, stamped with the time of the request', () => {
    const report = {
      remote: 'deck',
      version: '1.0.0+3f2c1ab',
      sessions: 1,
      errorSessions: 0,
      loadFailures: { manifest: 0, entry: 0, chunk: 0, contract: 0 },
      boundaryErrors: 0,
      uncaughtErrors: 0,
      lcpMs: 1200,
      inpMs: null,
      cls: 0.05,
    };
    const body = JSON.parse(
      reporter.beaconBody(
        { sink: 'firestore', endpoint: 'https://firestore.googleapis.com/v1/projects/tcgp/databases/(default)/documents:commit', sampleRate: 0.1 },
        [report],
        () => 'abc',
      ),
    ) as unknown;
    expect(body).toEqual({
      writes: [
        {
          update: {
            name: 'projects/tcgp/databases/(default)/documents/health/abc',
            fields: expect.objectContaining({
              remote: { stringValue: 'deck' },
              sessions: { integerValue: '1' },
              loadFailures: {
                mapValue: {
                  fields: { manifest: { integerValue: '0' }, entry: { integerValue: '0' }, chunk: { integerValue: '0' }, contract: { integerValue: '0' } },
                },
              },
              inpMs: { nullValue: null },
              cls: { doubleValue: 0.05 },
            }),
          },
          updateTransforms: [{ fieldPath: 'at', setToServerValue: 'REQUEST_TIME' }],
          currentDocument: { exists: false },
        },
      ],
    });
  });
});
