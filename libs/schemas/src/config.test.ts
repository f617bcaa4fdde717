import { REMOTE_TIMEOUT_MS } from '@tcgp/domain';
import { ConfigError, LOCAL_DEFAULT_CONFIG, configProblemsForHost, isLoopbackHost, parseRuntimeConfig } from './config';

/** A production config.json with only what is required. */
const minimal = {
  dataBaseUrl: 'https://data.example/v1',
  allowedRemoteOrigins: ['https://mfe.example'],
  auth: { firebase: { apiKey: 'k', authDomain: 'tcgp.firebaseapp.com', projectId: 'tcgp' }, emulatorUrl: null },
  billing: { adapter: 'firestore', prices: { monthly: 'price_m', yearly: 'price_y' } },
};

function problemsOf(json: unknown): string[] {
  try {
    parseRuntimeConfig(json);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems.map((p) => `${p.path}: ${p.reason}`);
    throw error;
  }
  return [];
}

describe('REMOTE_TIMEOUT_MS (docs/product-rules.md: script chunk time-out 120 seconds)', () => {
  it('is 120 000 ms and the default time-out', () => {
    expect(REMOTE_TIMEOUT_MS).toBe(120_000);
    expect(parseRuntimeConfig(minimal).remoteTimeoutMs).toBe(120_000);
    expect(LOCAL_DEFAULT_CONFIG.remoteTimeoutMs).toBe(120_000);
  });
});

describe('parseRuntimeConfig', () => {
  it('fills the optional fields with their defaults, overrides off', () => {
    const config = parseRuntimeConfig(minimal);
    expect(config).toMatchObject({
      dataBaseUrl: 'https://data.example/v1',
      premiumData: null,
      cardImageBaseUrl: null,
      remotesUrl: '/remotes.json',
      allowedRemoteOrigins: ['https://mfe.example'],
      allowRemoteOverrides: false,
      auth: { adapter: 'firebase', emulatorUrl: null, tokenSyncUrl: null },
      billing: { adapter: 'firestore', localServiceUrl: null, portalUrl: null, prices: { monthly: 'price_m', yearly: 'price_y' } },
    });
    expect(config.links.sourceCode).toMatch(/^https:\/\//);
  });

  it('keeps given values and drops keys it does not know', () => {
    const config = parseRuntimeConfig({
      ...minimal,
      remotesUrl: '/registry.json',
      allowRemoteOverrides: true,
      premiumData: { urlTemplate: 'https://storage.example/o/premium%2F{file}?alt=media', authScheme: 'Firebase' },
      links: { social: 'https://social.example/tcgp' },
      surprise: 1,
    });
    expect(config.remotesUrl).toBe('/registry.json');
    expect(config.allowRemoteOverrides).toBe(true);
    expect(config.premiumData).toEqual({ urlTemplate: 'https://storage.example/o/premium%2F{file}?alt=media', authScheme: 'Firebase' });
    expect(config.links.social).toBe('https://social.example/tcgp');
    expect(config).not.toHaveProperty('surprise');
  });

  it('normalises allowed origins and refuses anything that is not an origin', () => {
    expect(parseRuntimeConfig({ ...minimal, allowedRemoteOrigins: ['https://mfe.example/'] }).allowedRemoteOrigins).toEqual(['https://mfe.example']);
    expect(problemsOf({ ...minimal, allowedRemoteOrigins: ['https://mfe.example/path', 'javascript:alert(1)', 3] })).toEqual([
      '$.allowedRemoteOrigins[0]: "https://mfe.example/path" is not an origin (scheme://host[:port], nothing after it)',
      '$.allowedRemoteOrigins[1]: "javascript:alert(1)" is not an origin (scheme://host[:port], nothing after it)',
      '$.allowedRemoteOrigins[2]: expected an origin like "https://mfe.example.com", got number 3',
    ]);
  });

  it('requires the data URL, the allowlist, sign-in and payments: no silent development defaults', () => {
    expect(problemsOf({})).toEqual([
      '$.dataBaseUrl: missing required URL of the data files',
      '$.allowedRemoteOrigins: missing required list of allowed remote origins',
      '$.auth: missing required auth section',
      '$.billing: missing required billing section',
    ]);
    expect(problemsOf({ ...minimal, auth: { firebase: minimal.auth.firebase } })).toEqual([
      '$.auth.emulatorUrl: missing; the Auth emulator URL, or null in production',
    ]);
    expect(problemsOf({ ...minimal, premiumData: { urlTemplate: 'https://x/data', authScheme: 'Basic' } })).toEqual([
      '$.premiumData.urlTemplate: must contain {file}',
      '$.premiumData.authScheme: expected Bearer or Firebase, got the string "Basic"',
    ]);
  });

  it.each([[null], [1], ['config'], [[]]])('rejects a config.json that is not an object: %p', (json) => {
    expect(problemsOf(json)[0]).toMatch(/^\$: expected an object/);
  });
});

describe('the host rule: production fails closed', () => {
  it('knows loopback hosts', () => {
    for (const host of ['localhost', '127.0.0.1', '127.3.2.1', '[::1]', '::1', 'app.localhost']) expect(isLoopbackHost(host)).toBe(true);
    for (const host of ['tcgp.example', '128.0.0.1', 'localhost.example', '10.0.0.1']) expect(isLoopbackHost(host)).toBe(false);
  });

  it('refuses the Auth emulator and a loopback payments service on a public host', () => {
    expect(configProblemsForHost(LOCAL_DEFAULT_CONFIG, '127.0.0.1')).toEqual([]);
    expect(configProblemsForHost(LOCAL_DEFAULT_CONFIG, 'tcgp.example')).toEqual([
      'auth.emulatorUrl must be null outside local runs',
      'billing.adapter "local" points at this computer; production uses "firestore"',
    ]);
    expect(configProblemsForHost(parseRuntimeConfig(minimal), 'tcgp.example')).toEqual([]);
  });
});
