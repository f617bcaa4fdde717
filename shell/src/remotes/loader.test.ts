import type { ComponentType } from 'react';
import {
  CONTRACT_VERSION,
  createAppStore,
  rootReducer,
  type RemoteName,
  type RemoteRegistry,
  type RemoteSetup,
  type RemoteSetupContext,
} from 'shared-contracts';
import { REMOTE_TIMEOUT_MS } from '@tcgp/domain';
import { createI18n } from '@tcgp/i18n';
import { RemoteLoader, type FederationRuntime } from './loader';
import { RemoteLoadError } from './errors';
import { parseContractVersion } from './compatibility';
import { LOCAL_DEFAULT_CONFIG } from '@tcgp/schemas';
import { createMemoryAuthClient } from '@tcgp/dev-kit/testing';

const REGISTRY: RemoteRegistry = {
  deck: 'http://127.0.0.1:3002/mf-manifest.json',
  cards: 'http://127.0.0.1:3003/mf-manifest.json',
};

/** Contract versions relative to the shell's (shared-contracts/package.json). */
const host = parseContractVersion(CONTRACT_VERSION) ?? { major: 0, minor: 0, patch: 0 };
const NEXT_MAJOR = `${host.major + 1}.0.0`;
const NEWER_MINOR = `${host.major}.${host.minor + 1}.0`;
const otherPatch = (n: number) => `${host.major}.${host.minor}.${host.patch + n}`;

const DeckFinderPage: ComponentType = () => null;
const DeckDetailPage: ComponentType = () => null;

type Handler = () => Promise<unknown>;

/** A fake Module Federation runtime: `handlers` answer `loadRemote(id)`; every call is recorded. */
class FakeRuntime implements FederationRuntime {
  readonly loads: string[] = [];
  readonly registrations: { remotes: { name: string; entry: string }[]; options: { force?: boolean } | undefined }[] = [];
  readonly events: string[] = [];
  handlers: Record<string, Handler> = {};

  loadRemote<T>(id: string): Promise<T | null> {
    this.loads.push(id);
    this.events.push(`load ${id}`);
    const handler = this.handlers[id];
    if (!handler) return Promise.reject(new Error(`[ Federation Runtime ]: ${id} not found`));
    return handler() as Promise<T | null>;
  }

  registerRemotes(remotes: { name: string; entry: string }[], options?: { force?: boolean }): void {
    this.registrations.push({ remotes, options });
  }
}

function makeSetup(runtime: FakeRuntime, overrides: Partial<RemoteSetup> = {}): RemoteSetup & { setup: jest.Mock } {
  const setup = jest.fn((ctx: RemoteSetupContext) => {
    void ctx;
    runtime.events.push('setup ran');
  });
  return { name: 'deck', contractVersion: CONTRACT_VERSION, buildLabel: 'deck-2025.06.1', ...overrides, setup };
}

let i18n: RemoteSetupContext['i18n'];
beforeAll(async () => {
  i18n = await createI18n('en');
});

function context(): RemoteSetupContext {
  return {
    i18n,
    store: createAppStore(),
    rootReducer,
    config: LOCAL_DEFAULT_CONFIG,
    services: { auth: createMemoryAuthClient(), config: LOCAL_DEFAULT_CONFIG },
  };
}

function deckRuntime(setup: RemoteSetup): FakeRuntime {
  const runtime = new FakeRuntime();
  runtime.handlers = {
    'deck/setup': () => Promise.resolve({ default: setup }),
    'deck/DeckFinderPage': () => Promise.resolve({ default: DeckFinderPage }),
    'deck/DeckDetailPage': () => Promise.resolve({ default: DeckDetailPage }),
  };
  return runtime;
}

async function loadError(promise: Promise<unknown>): Promise<RemoteLoadError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof RemoteLoadError) return error;
    throw new Error(`expected a RemoteLoadError, got ${String(error)}`, { cause: error });
  }
  throw new Error('expected the load to fail');
}

describe('RemoteLoader', () => {
  it('gives a preloaded module at once (loaded), renders nothing and loads it once; reset forgets it', async () => {
    const runtime = deckRuntime(makeSetup(new FakeRuntime()));
    const loader = new RemoteLoader(runtime, REGISTRY, context(), REMOTE_TIMEOUT_MS);
    expect(loader.loaded('deck', 'DeckDetailPage')).toBeUndefined();
    loader.preload('deck', 'DeckDetailPage');
    await loader.whenReady();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loader.loaded('deck', 'DeckDetailPage')).toBe(DeckDetailPage);
    expect(loader.loaded('deck', 'DeckFinderPage')).toBeUndefined();
    await expect(loader.load('deck', 'DeckDetailPage')).resolves.toBe(DeckDetailPage);
    expect(runtime.loads.filter((id) => id === 'deck/setup')).toHaveLength(1);
    loader.reset('deck');
    expect(loader.loaded('deck', 'DeckDetailPage')).toBeUndefined();
  });

  it('keeps nothing of a preload that failed or gave no component (the load that follows reports it)', async () => {
    const runtime = deckRuntime(makeSetup(new FakeRuntime()));
    runtime.handlers['deck/DeckDetailPage'] = () => Promise.resolve({ default: 'not a component' });
    const loader = new RemoteLoader(runtime, REGISTRY, context(), REMOTE_TIMEOUT_MS);
    loader.preload('deck', 'DeckDetailPage');
    loader.preload('cards', 'CollectionPage');
    await loader.whenReady();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loader.loaded('deck', 'DeckDetailPage')).toBeUndefined();
    expect(loader.loaded('cards', 'CollectionPage')).toBeUndefined();
    expect((await loadError(loader.load('deck', 'DeckDetailPage'))).kind).toBe('contract');
  });

  it('registers every remote of the registry with the runtime once the registry is known', async () => {
    const runtime = new FakeRuntime();
    await new RemoteLoader(runtime, REGISTRY, context(), REMOTE_TIMEOUT_MS).whenReady();
    expect(runtime.registrations).toHaveLength(1);
    expect(runtime.registrations[0]?.remotes).toEqual([
      { name: 'deck', entry: 'http://127.0.0.1:3002/mf-manifest.json' },
      { name: 'cards', entry: 'http://127.0.0.1:3003/mf-manifest.json' },
    ]);
    expect(runtime.registrations[0]?.options?.force).toBeFalsy();
  });

  it('knows which remotes are registered', async () => {
    const loader = new RemoteLoader(new FakeRuntime(), REGISTRY, context(), REMOTE_TIMEOUT_MS);
    await loader.whenReady();
    expect(loader.isRegistered('deck')).toBe(true);
    expect(loader.isRegistered('account')).toBe(false);
  });

  it('loads an exposed module and returns its default component', async () => {
    const runtime = deckRuntime(makeSetup(new FakeRuntime()));
    const loader = new RemoteLoader(runtime, REGISTRY, context(), REMOTE_TIMEOUT_MS);
    await expect(loader.load('deck', 'DeckFinderPage')).resolves.toBe(DeckFinderPage);
  });

  it("runs the remote's setup once, with the shell's context, before its first module is loaded", async () => {
    const runtime = new FakeRuntime();
    const setup = makeSetup(runtime);
    Object.assign(runtime.handlers, deckRuntime(setup).handlers);
    const ctx = context();
    const loader = new RemoteLoader(runtime, REGISTRY, ctx, REMOTE_TIMEOUT_MS);

    await Promise.all([loader.load('deck', 'DeckFinderPage'), loader.load('deck', 'DeckDetailPage')]);
    await loader.load('deck', 'DeckFinderPage');

    expect(setup.setup).toHaveBeenCalledTimes(1);
    expect(setup.setup).toHaveBeenCalledWith(ctx);
    expect(runtime.loads.filter((id) => id === 'deck/setup')).toHaveLength(1);
    const firstModule = runtime.events.findIndex((e) => e.startsWith('load deck/Deck'));
    expect(runtime.events.indexOf('load deck/setup')).toBeLessThan(runtime.events.indexOf('setup ran'));
    expect(runtime.events.indexOf('setup ran')).toBeLessThan(firstModule);
  });

  it('waits for an asynchronous setup to finish before loading the module', async () => {
    let finishSetup: () => void = () => undefined;
    const runtime = new FakeRuntime();
    const setup: RemoteSetup = {
      name: 'deck',
      contractVersion: CONTRACT_VERSION,
      buildLabel: 'b',
      setup: () =>
        new Promise<void>((resolve) => {
          finishSetup = resolve;
        }),
    };
    Object.assign(runtime.handlers, deckRuntime(setup).handlers);
    const loader = new RemoteLoader(runtime, REGISTRY, context(), REMOTE_TIMEOUT_MS);
    const result = loader.load('deck', 'DeckFinderPage');
    await new Promise((r) => setTimeout(r, 0));
    expect(runtime.loads).toEqual(['deck/setup']);
    finishSetup();
    await expect(result).resolves.toBe(DeckFinderPage);
    expect(runtime.loads).toEqual(['deck/setup', 'deck/DeckFinderPage']);
  });

  it('runs the setup of each remote separately', async () => {
    const runtime = new FakeRuntime();
    const deckSetup = makeSetup(runtime);
    const cardsSetup = makeSetup(runtime, { name: 'cards' });
    runtime.handlers = {
      ...deckRuntime(deckSetup).handlers,
      'cards/setup': () => Promise.resolve({ default: cardsSetup }),
      'cards/CardsListPage': () => Promise.resolve({ default: DeckFinderPage }),
    };
    const loader = new RemoteLoader(runtime, REGISTRY, context(), REMOTE_TIMEOUT_MS);
    await loader.load('deck', 'DeckFinderPage');
    await loader.load('cards', 'CardsListPage');
    expect(deckSetup.setup).toHaveBeenCalledTimes(1);
    expect(cardsSetup.setup).toHaveBeenCalledTimes(1);
  });

  it('refuses a remote built against another contract major version', async () => {
    const runtime = new FakeRuntime();
    const setup = makeSetup(runtime, { contractVersion: NEXT_MAJOR });
    Object.assign(runtime.handlers, deckRuntime(setup).handlers);
    const loader = new RemoteLoader(runtime, REGISTRY, context(), REMOTE_TIMEOUT_MS);

    const error = await loadError(loader.load('deck', 'DeckFinderPage'));
    expect(error.kind).toBe('contract');
    expect(error.details).toMatchObject({ remote: 'deck', remoteVersion: NEXT_MAJOR, hostVersion: CONTRACT_VERSION });
    expect(setup.setup).not.toHaveBeenCalled();
    expect(runtime.loads).not.toContain('deck/DeckFinderPage');
    expect(loader.getLoaded()).toEqual([]);
  });

  it('refuses a remote built against a NEWER minor version (it may rely on something the shell lacks)', async () => {
    const runtime = new FakeRuntime();
    const setup = makeSetup(runtime, { contractVersion: NEWER_MINOR });
    Object.assign(runtime.handlers, deckRuntime(setup).handlers);
    const loader = new RemoteLoader(runtime, REGISTRY, context(), REMOTE_TIMEOUT_MS);
    const error = await loadError(loader.load('deck', 'DeckFinderPage'));
    expect(error.kind).toBe('contract');
    expect(error.details).toMatchObject({ remoteVersion: NEWER_MINOR, hostVersion: CONTRACT_VERSION });
    expect(setup.setup).not.toHaveBeenCalled();
  });

  it('accepts a remote built against another patch of the same minor', async () => {
    const runtime = new FakeRuntime();
    const setup = makeSetup(runtime, { contractVersion: otherPatch(7) });
    Object.assign(runtime.handlers, deckRuntime(setup).handlers);
    const loader = new RemoteLoader(runtime, REGISTRY, context(), REMOTE_TIMEOUT_MS);
    await expect(loader.load('deck', 'DeckFinderPage')).resolves.toBe(DeckFinderPage);
    expect(setup.setup).toHaveBeenCalledTimes(1);
  });

  it('passes the refused overrides on to the notice', async () => {
    const refused = [{ name: 'deck', value: '9.9.9+0000000', reason: 'not-listed' as const }];
    const loader = new RemoteLoader(
      new FakeRuntime(),
      Promise.resolve({ accepted: REGISTRY, rejected: [], refusedOverrides: refused }),
      context(),
      REMOTE_TIMEOUT_MS,
    );
    await loader.whenReady();
    expect(loader.getRegistryState()).toEqual({ status: 'ready', rejected: [], refusedOverrides: refused });
  });

  it('waits for the registry before loading, and reports a registry that failed', async () => {
    const runtime = deckRuntime(makeSetup(new FakeRuntime()));
    let answer: (r: { accepted: typeof REGISTRY; rejected: [] }) => void = () => undefined;
    const loader = new RemoteLoader(runtime, new Promise((resolve) => (answer = resolve)), context(), REMOTE_TIMEOUT_MS);
    const loading = loader.load('deck', 'DeckFinderPage');
    await new Promise((r) => setTimeout(r, 0));
    expect(runtime.loads).toEqual([]);
    expect(loader.getRegistryState().status).toBe('loading');
    answer({ accepted: REGISTRY, rejected: [] });
    await expect(loading).resolves.toBe(DeckFinderPage);
    expect(loader.getRegistryState().status).toBe('ready');

    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failed = new RemoteLoader(new FakeRuntime(), Promise.reject(new Error('HTTP 500')), context(), REMOTE_TIMEOUT_MS);
    expect((await loadError(failed.load('deck', 'DeckFinderPage'))).kind).toBe('notRegistered');
    expect(failed.getRegistryState().status).toBe('failed');
    error.mockRestore();
  });

  it.each([
    ['has no ./setup default export', { default: undefined }],
    ['exports something that is not a setup', { default: { name: 'deck' } }],
    ['declares another remote name', { default: { name: 'cards', contractVersion: CONTRACT_VERSION, buildLabel: 'x', setup: () => undefined } }],
  ])('refuses a remote whose setup module %s', async (_label, setupModule) => {
    const runtime = new FakeRuntime();
    runtime.handlers = { ...deckRuntime(makeSetup(runtime)).handlers, 'deck/setup': () => Promise.resolve(setupModule) };
    const loader = new RemoteLoader(runtime, REGISTRY, context(), REMOTE_TIMEOUT_MS);
    const error = await loadError(loader.load('deck', 'DeckFinderPage'));
    expect(error.kind).toBe('contract');
    expect(runtime.loads).not.toContain('deck/DeckFinderPage');
  });

  it('refuses a module without a component as its default export', async () => {
    const runtime = new FakeRuntime();
    runtime.handlers = { ...deckRuntime(makeSetup(runtime)).handlers, 'deck/DeckFinderPage': () => Promise.resolve({ default: 'nope' }) };
    const loader = new RemoteLoader(runtime, REGISTRY, context(), REMOTE_TIMEOUT_MS);
    expect((await loadError(loader.load('deck', 'DeckFinderPage'))).kind).toBe('contract');
  });

  it('rejects a remote that is not in the registry without asking the runtime', async () => {
    const runtime = new FakeRuntime();
    const loader = new RemoteLoader(runtime, REGISTRY, context(), REMOTE_TIMEOUT_MS);
    const error = await loadError(loader.load('account', 'AccountSlot'));
    expect(error.kind).toBe('notRegistered');
    expect(error.details.remote).toBe('account');
    expect(runtime.loads).toEqual([]);
  });

  it('classifies an unreachable remote and a failed chunk', async () => {
    const runtime = new FakeRuntime();
    runtime.handlers = {
      ...deckRuntime(makeSetup(runtime)).handlers,
      'deck/setup': () => Promise.reject(new TypeError('Failed to fetch')),
    };
    const loader = new RemoteLoader(runtime, REGISTRY, context(), REMOTE_TIMEOUT_MS);
    expect((await loadError(loader.load('deck', 'DeckFinderPage'))).kind).toBe('unreachable');

    runtime.handlers = {
      ...deckRuntime(makeSetup(runtime)).handlers,
      'deck/DeckFinderPage': () => Promise.reject(Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' })),
    };
    expect((await loadError(loader.load('deck', 'DeckFinderPage'))).kind).toBe('chunk');
  });

  it('does not cache a failed load: after reset the next load asks the runtime again and succeeds', async () => {
    const runtime = new FakeRuntime();
    const setup = makeSetup(runtime);
    runtime.handlers = { ...deckRuntime(setup).handlers, 'deck/setup': () => Promise.reject(new TypeError('Failed to fetch')) };
    const loader = new RemoteLoader(runtime, REGISTRY, context(), REMOTE_TIMEOUT_MS);
    await loadError(loader.load('deck', 'DeckFinderPage'));

    // The remote comes back (e.g. its server restarted); the user presses Retry.
    runtime.handlers = deckRuntime(setup).handlers;
    loader.reset('deck');
    await expect(loader.load('deck', 'DeckFinderPage')).resolves.toBe(DeckFinderPage);

    expect(runtime.loads.filter((id) => id === 'deck/setup')).toHaveLength(2);
    expect(setup.setup).toHaveBeenCalledTimes(1);
  });

  it('reset re-registers the remote with force: true so the runtime fetches its entry again', async () => {
    const runtime = new FakeRuntime();
    const loader = new RemoteLoader(runtime, REGISTRY, context(), REMOTE_TIMEOUT_MS);
    await loader.whenReady();
    loader.reset('deck');
    expect(runtime.registrations).toHaveLength(2);
    expect(runtime.registrations[1]).toEqual({
      remotes: [{ name: 'deck', entry: 'http://127.0.0.1:3002/mf-manifest.json' }],
      options: { force: true },
    });
  });

  it('reset of an unregistered remote does not register anything', async () => {
    const runtime = new FakeRuntime();
    const loader = new RemoteLoader(runtime, REGISTRY, context(), REMOTE_TIMEOUT_MS);
    await loader.whenReady();
    loader.reset('account');
    expect(runtime.registrations).toHaveLength(1);
  });

  describe('time-out (docs/product-rules.md: 120 seconds)', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('is still loading at 119 999 ms and fails with "timeout" at 120 000 ms', async () => {
      expect(REMOTE_TIMEOUT_MS).toBe(120_000);
      const runtime = new FakeRuntime();
      runtime.handlers = { 'deck/setup': () => new Promise<never>(() => undefined) };
      const loader = new RemoteLoader(runtime, REGISTRY, context(), REMOTE_TIMEOUT_MS);

      let outcome: 'pending' | 'resolved' | RemoteLoadError | Error = 'pending';
      loader.load('deck', 'DeckFinderPage').then(
        () => {
          outcome = 'resolved';
        },
        (error: RemoteLoadError | Error) => {
          outcome = error;
        },
      );

      await jest.advanceTimersByTimeAsync(119_999);
      expect(outcome).toBe('pending');
      await jest.advanceTimersByTimeAsync(1);
      expect(outcome).toBeInstanceOf(RemoteLoadError);
      expect(outcome).toMatchObject({ kind: 'timeout', details: { remote: 'deck' } });
    });

    it('a slow remote that answers in time is not timed out', async () => {
      const runtime = new FakeRuntime();
      const setup = makeSetup(runtime);
      runtime.handlers = {
        ...deckRuntime(setup).handlers,
        'deck/DeckFinderPage': () => new Promise((resolve) => setTimeout(() => resolve({ default: DeckFinderPage }), 119_000)),
      };
      const loader = new RemoteLoader(runtime, REGISTRY, context(), REMOTE_TIMEOUT_MS);
      const result = loader.load('deck', 'DeckFinderPage');
      await jest.advanceTimersByTimeAsync(119_000);
      await expect(result).resolves.toBe(DeckFinderPage);
      await jest.advanceTimersByTimeAsync(10_000);
    });

    it('after a time-out, reset and a new load succeed', async () => {
      const runtime = new FakeRuntime();
      const setup = makeSetup(runtime);
      runtime.handlers = { 'deck/setup': () => new Promise<never>(() => undefined) };
      const loader = new RemoteLoader(runtime, REGISTRY, context(), REMOTE_TIMEOUT_MS);
      const first = loadError(loader.load('deck', 'DeckFinderPage'));
      await jest.advanceTimersByTimeAsync(REMOTE_TIMEOUT_MS);
      expect((await first).kind).toBe('timeout');

      runtime.handlers = deckRuntime(setup).handlers;
      loader.reset('deck');
      await expect(loader.load('deck', 'DeckFinderPage')).resolves.toBe(DeckFinderPage);
      expect(setup.setup).toHaveBeenCalledTimes(1);
    });

    it('a timed-out attempt that fails later does not make the setup run a second time', async () => {
      const runtime = new FakeRuntime();
      const setup = makeSetup(runtime);
      // The first request for ./setup hangs for 130 s and then fails (a very slow, broken network).
      runtime.handlers = {
        'deck/setup': () => new Promise((_resolve, reject) => setTimeout(() => reject(new TypeError('Failed to fetch')), 130_000)),
      };
      const loader = new RemoteLoader(runtime, REGISTRY, context(), REMOTE_TIMEOUT_MS);
      const first = loadError(loader.load('deck', 'DeckFinderPage'));
      await jest.advanceTimersByTimeAsync(REMOTE_TIMEOUT_MS);
      expect((await first).kind).toBe('timeout');

      // Retry at 120 s succeeds; the abandoned first request fails at 130 s.
      runtime.handlers = deckRuntime(setup).handlers;
      loader.reset('deck');
      await expect(loader.load('deck', 'DeckFinderPage')).resolves.toBe(DeckFinderPage);
      await jest.advanceTimersByTimeAsync(10_000);

      await expect(loader.load('deck', 'DeckDetailPage')).resolves.toBe(DeckDetailPage);
      expect(setup.setup).toHaveBeenCalledTimes(1);
      expect(runtime.loads.filter((id) => id === 'deck/setup')).toHaveLength(2);
    });
  });

  describe('getLoaded / subscribe (build labels for maintainers)', () => {
    it('reports nothing before any remote loaded', () => {
      const loader = new RemoteLoader(new FakeRuntime(), REGISTRY, context(), REMOTE_TIMEOUT_MS);
      expect(loader.getLoaded()).toEqual([]);
    });

    it('reports each remote whose setup ran, with its build label, and notifies subscribers', async () => {
      const runtime = new FakeRuntime();
      const deckSetup = makeSetup(runtime, { buildLabel: 'deck-2025.06.1' });
      const cardsSetup = makeSetup(runtime, { name: 'cards', buildLabel: 'cards-7', contractVersion: otherPatch(3) });
      runtime.handlers = {
        ...deckRuntime(deckSetup).handlers,
        'cards/setup': () => Promise.resolve({ default: cardsSetup }),
        'cards/CardsListPage': () => Promise.resolve({ default: DeckFinderPage }),
      };
      const loader = new RemoteLoader(runtime, REGISTRY, context(), REMOTE_TIMEOUT_MS);
      await loader.whenReady();
      const listener = jest.fn();
      const unsubscribe = loader.subscribe(listener);

      await loader.load('deck', 'DeckFinderPage');
      expect(listener).toHaveBeenCalledTimes(1);
      expect(loader.getLoaded()).toEqual([{ name: 'deck', buildLabel: 'deck-2025.06.1', contractVersion: CONTRACT_VERSION }]);
      const snapshot = loader.getLoaded();
      await loader.load('deck', 'DeckDetailPage');
      // Unchanged data keeps the same snapshot (useSyncExternalStore relies on it).
      expect(loader.getLoaded()).toBe(snapshot);

      unsubscribe();
      await loader.load('cards', 'CardsListPage');
      expect(listener).toHaveBeenCalledTimes(1);
      const names: RemoteName[] = loader.getLoaded().map((i) => i.name);
      expect(names).toEqual(['deck', 'cards']);
      expect(loader.getLoaded()[1]).toEqual({ name: 'cards', buildLabel: 'cards-7', contractVersion: otherPatch(3) });
    });
  });
});
