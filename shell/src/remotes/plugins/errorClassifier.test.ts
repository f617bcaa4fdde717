import { errorClassifierPlugin } from './errorClassifier';
import { RemoteLoadError } from '../errors';

type ErrorHook = NonNullable<ReturnType<typeof errorClassifierPlugin>['errorLoadRemote']>;
type ErrorHookArgs = Parameters<ErrorHook>[0];

/** Calls the plugin's errorLoadRemote hook the way the federation runtime does and returns what it throws. */
function reportedError(id: string, error: unknown, lifecycle: ErrorHookArgs['lifecycle'] = 'onLoad'): RemoteLoadError {
  const hook = errorClassifierPlugin().errorLoadRemote;
  if (!hook) throw new Error('errorLoadRemote hook missing');
  const args = { id, error, lifecycle, from: 'runtime' } as unknown as ErrorHookArgs;
  try {
    void hook(args);
  } catch (thrown) {
    if (thrown instanceof RemoteLoadError) return thrown;
    throw thrown;
  }
  throw new Error('expected the hook to throw');
}

describe('errorClassifierPlugin (layer 2 of failure handling)', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('turns a failed chunk into a "chunk" error naming the remote', () => {
    const cause = new Error('Loading chunk 512 failed.');
    const error = reportedError('deck/DeckFinderPage', cause);
    expect(error.kind).toBe('chunk');
    expect(error.details.remote).toBe('deck');
    expect(error.cause).toBe(cause);
  });

  it('turns a manifest that cannot be fetched into an "unreachable" error naming the remote', () => {
    const error = reportedError('tierlist/TierListPage', new TypeError('Failed to fetch'), 'afterResolve');
    expect(error.kind).toBe('unreachable');
    expect(error.details.remote).toBe('tierlist');
  });

  it('keeps the kind and details of an already classified error', () => {
    const error = reportedError('cards/setup', new RemoteLoadError('contract', 'old', { remoteVersion: '2.0.0', hostVersion: '1.0.0' }));
    expect(error.kind).toBe('contract');
    expect(error.details).toEqual({ remote: 'cards', remoteVersion: '2.0.0', hostVersion: '1.0.0' });
  });

  it('logs a warning naming the remote and the lifecycle', () => {
    reportedError('account/AccountSlot', new Error('x'), 'beforeRequest');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"account" failed during beforeRequest'), 'x');
  });
});

describe('errorClassifierPlugin names the remote of a manifest failure', () => {
  it('takes the name from the remote, not from the manifest URL', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const hook = errorClassifierPlugin().errorLoadRemote;
    if (!hook) throw new Error('errorLoadRemote hook missing');
    const args = {
      id: 'https://deck.example/mf-manifest.json',
      error: new TypeError('Failed to fetch'),
      lifecycle: 'afterResolve',
      from: 'runtime',
      remote: { name: 'deck' },
    } as unknown as ErrorHookArgs;
    expect(() => hook(args)).toThrow(expect.objectContaining({ details: expect.objectContaining({ remote: 'deck' }) }) as Error);
    warn.mockRestore();
  });
});
