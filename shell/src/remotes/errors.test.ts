import { RemoteLoadError, classifyRemoteError, remoteTimedOut } from './errors';

describe('classifyRemoteError', () => {
  it.each([
    ['webpack "Loading chunk N failed"', new Error('Loading chunk 123 failed.\n(error: http://127.0.0.1:3002/123.js)')],
    ['"Loading CSS chunk N failed"', new Error('Loading CSS chunk 7 failed.')],
    ['a named chunk', new Error('Loading chunk vendors-node_modules_react failed.')],
    ['a ChunkLoadError by name', Object.assign(new Error('something about a script'), { name: 'ChunkLoadError' })],
  ])('classifies %s as "chunk"', (_label, error) => {
    const classified = classifyRemoteError(error, 'load');
    expect(classified).toBeInstanceOf(RemoteLoadError);
    expect(classified.kind).toBe('chunk');
    expect(classified.cause).toBe(error);
  });

  it('classifies a chunk error as "chunk" in the render phase too', () => {
    expect(classifyRemoteError(new Error('Loading chunk 5 failed.'), 'render').kind).toBe('chunk');
  });

  it.each([
    ['a network error', new TypeError('Failed to fetch')],
    ['an unknown error', new Error('something odd')],
    ['a thrown string', 'boom'],
    ['undefined', undefined],
  ])('classifies %s while loading as "unreachable"', (_label, error) => {
    expect(classifyRemoteError(error, 'load').kind).toBe('unreachable');
  });

  it('treats the load phase as the default', () => {
    expect(classifyRemoteError(new Error('x')).kind).toBe('unreachable');
  });

  it('classifies an unknown error while rendering as "render"', () => {
    const error = new TypeError("Cannot read properties of undefined (reading 'map')");
    const classified = classifyRemoteError(error, 'render');
    expect(classified.kind).toBe('render');
    expect(classified.message).toBe(error.message);
    expect(classified.cause).toBe(error);
  });

  it('keeps an error that is already classified, with its details', () => {
    const original = new RemoteLoadError('contract', 'old build', { remote: 'deck', remoteVersion: '2.0.0', hostVersion: '1.0.0' });
    expect(classifyRemoteError(original, 'render')).toBe(original);
    expect(classifyRemoteError(original, 'load').details).toEqual({ remote: 'deck', remoteVersion: '2.0.0', hostVersion: '1.0.0' });
  });

  it('does not call a chunk-like message with other words "chunk"', () => {
    expect(classifyRemoteError(new Error('chunk size exceeded'), 'load').kind).toBe('unreachable');
  });
});

describe('RemoteLoadError', () => {
  it('is an Error with its kind, name and details', () => {
    const error = new RemoteLoadError('timeout', 'slow', { remote: 'cards' });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('RemoteLoadError');
    expect(error.kind).toBe('timeout');
    expect(error.details.remote).toBe('cards');
  });
});

describe('remoteTimedOut', () => {
  it('is a "timeout" error naming the remote and the time waited', () => {
    const error = remoteTimedOut('cards', 5000);
    expect(error).toBeInstanceOf(RemoteLoadError);
    expect(error).toMatchObject({ kind: 'timeout', details: { remote: 'cards' } });
    expect(error.message).toContain('5000 ms');
    expect(classifyRemoteError(error, 'load')).toBe(error);
  });
});
