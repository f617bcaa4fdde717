import { DEFAULT_CONFIG, REMOTE_TIMEOUT_MS, parseRuntimeConfig } from './config';

describe('REMOTE_TIMEOUT_MS (SPEC section 9: script chunk time-out 120 seconds)', () => {
  it('is 120 000 ms and is the default time-out', () => {
    expect(REMOTE_TIMEOUT_MS).toBe(120_000);
    expect(DEFAULT_CONFIG.remoteTimeoutMs).toBe(120_000);
  });
});

describe('parseRuntimeConfig', () => {
  it('returns the defaults for an empty object', () => {
    expect(parseRuntimeConfig({})).toEqual(DEFAULT_CONFIG);
  });

  it('keeps given top-level fields and the defaults for the others', () => {
    const config = parseRuntimeConfig({
      dataBaseUrl: 'https://data.example/v1',
      allowedRemoteOrigins: ['https://mfe.example'],
    });
    expect(config.dataBaseUrl).toBe('https://data.example/v1');
    expect(config.allowedRemoteOrigins).toEqual(['https://mfe.example']);
    expect(config.remotesUrl).toBe('/remotes.json');
    expect(config.remoteTimeoutMs).toBe(120_000);
    expect(config.cardImageBaseUrl).toBeNull();
  });

  it('merges nested sections field by field over the defaults', () => {
    const config = parseRuntimeConfig({
      auth: { tokenSyncUrl: '/api/session', emulatorUrl: null },
      billing: { adapter: 'firestore' },
      links: { social: 'https://social.example/us' },
    });
    expect(config.auth).toEqual({ ...DEFAULT_CONFIG.auth, tokenSyncUrl: '/api/session', emulatorUrl: null });
    expect(config.auth.firebase).toEqual(DEFAULT_CONFIG.auth.firebase);
    expect(config.billing).toEqual({ ...DEFAULT_CONFIG.billing, adapter: 'firestore' });
    expect(config.links).toEqual({ ...DEFAULT_CONFIG.links, social: 'https://social.example/us' });
  });

  it('ignores nested sections that are not objects', () => {
    const config = parseRuntimeConfig({ auth: 'nope', billing: null, links: [1, 2] });
    expect(config.auth).toEqual(DEFAULT_CONFIG.auth);
    expect(config.billing).toEqual(DEFAULT_CONFIG.billing);
    expect(config.links).toEqual(DEFAULT_CONFIG.links);
  });

  it('does not modify the defaults', () => {
    const before = JSON.stringify(DEFAULT_CONFIG);
    parseRuntimeConfig({ auth: { tokenSyncUrl: '/x' }, links: { social: 'y' } });
    expect(JSON.stringify(DEFAULT_CONFIG)).toBe(before);
  });

  it.each([
    ['a string', 'https://mfe.example'],
    ['a list with a non-string', ['https://mfe.example', 42]],
    ['an object', { origin: 'https://mfe.example' }],
    ['null', null],
  ])('rejects allowedRemoteOrigins given as %s', (_label, origins) => {
    expect(() => parseRuntimeConfig({ allowedRemoteOrigins: origins })).toThrow(/allowedRemoteOrigins/);
  });

  it.each([
    ['null', null],
    ['an array', []],
    ['a string', 'config'],
    ['a number', 1],
  ])('rejects a config.json that is %s', (_label, json) => {
    expect(() => parseRuntimeConfig(json)).toThrow(/not an object/);
  });
});
