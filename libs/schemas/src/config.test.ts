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

describe('cardImages', () => {
  const tcgdex = 'https://assets.tcgdex.net/{lang}/tcgp/{set}/{number}/{size}.webp';
  const withTemplate = (urlTemplate: unknown) => ({ ...minimal, cardImages: { urlTemplate, languages: ['en', 'de'], fallbackLanguage: 'en' } });

  it('is null by default and keeps a valid template, its languages and the fallback', () => {
    expect(parseRuntimeConfig(minimal).cardImages).toBeNull();
    expect(parseRuntimeConfig({ ...minimal, cardImages: null }).cardImages).toBeNull();
    expect(parseRuntimeConfig(withTemplate(tcgdex)).cardImages).toEqual({ urlTemplate: tcgdex, languages: ['en', 'de'], fallbackLanguage: 'en' });
    expect(parseRuntimeConfig({ ...minimal, cardImages: { urlTemplate: tcgdex, languages: ['zh-tw'] } }).cardImages?.fallbackLanguage).toBeNull();
  });

  it('needs {set} and {number}; {lang} and {size} are optional', () => {
    expect(problemsOf(withTemplate('https://img.example/{set}/{number}.png'))).toEqual([]);
    expect(problemsOf(withTemplate('https://img.example/{set}/card.png'))).toEqual([
      '$.cardImages.urlTemplate: "https://img.example/{set}/card.png" must contain {number}',
    ]);
    expect(problemsOf(withTemplate('https://img.example/{number}.png'))).toEqual([
      '$.cardImages.urlTemplate: "https://img.example/{number}.png" must contain {set}',
    ]);
    expect(problemsOf(withTemplate('https://img.example/{set}/{number}/{quality}.png'))).toEqual([
      '$.cardImages.urlTemplate: "https://img.example/{set}/{number}/{quality}.png" {quality} is not a placeholder ({set}, {number}, {lang}, {size})',
    ]);
  });

  it('is https, or http only on a loopback host', () => {
    expect(problemsOf(withTemplate('http://127.0.0.1:4000/{lang}/{set}/{number}.webp'))).toEqual([]);
    expect(problemsOf(withTemplate('http://localhost:4000/{set}/{number}.webp'))).toEqual([]);
    expect(problemsOf(withTemplate('http://[::1]:4000/{set}/{number}.webp'))).toEqual([]);
    expect(problemsOf(withTemplate('http://128.0.0.1/{set}/{number}.webp'))).toEqual([
      '$.cardImages.urlTemplate: "http://128.0.0.1/{set}/{number}.webp" must be https (http only on a loopback host)',
    ]);
    expect(problemsOf(withTemplate('http://img.example/{set}/{number}.webp'))).toHaveLength(1);
    expect(problemsOf(withTemplate('javascript:{set}{number}'))).toHaveLength(1);
    expect(problemsOf(withTemplate('/cards/{set}/{number}.webp'))).toEqual(['$.cardImages.urlTemplate: "/cards/{set}/{number}.webp" is not an absolute URL']);
    expect(problemsOf(withTemplate('https://user:pw@img.example/{set}/{number}.webp'))).toHaveLength(1);
    expect(problemsOf(withTemplate(3))).toEqual(['$.cardImages.urlTemplate: expected a URL template, got number 3']);
  });

  it('needs lower-case language codes, at least one', () => {
    expect(problemsOf({ ...minimal, cardImages: { urlTemplate: tcgdex } })).toEqual(['$.cardImages.languages: missing required list of language codes']);
    expect(problemsOf({ ...minimal, cardImages: { urlTemplate: tcgdex, languages: [] } })).toEqual(['$.cardImages.languages: must name at least one language']);
    expect(problemsOf({ ...minimal, cardImages: { urlTemplate: tcgdex, languages: ['zh-TW'], fallbackLanguage: 'EN' } })).toEqual([
      '$.cardImages.languages[0]: "zh-TW" is not a lower-case language code like "en" or "zh-tw"',
      '$.cardImages.fallbackLanguage: "EN" is not a lower-case language code like "en" or "zh-tw"',
    ]);
  });

  it('needs the fallback language to be one of the languages', () => {
    expect(problemsOf({ ...minimal, cardImages: { urlTemplate: tcgdex, languages: ['de', 'fr'], fallbackLanguage: 'en' } })).toEqual([
      '$.cardImages.fallbackLanguage: "en" is not one of languages ("de", "fr")',
    ]);
    expect(problemsOf({ ...minimal, cardImages: { urlTemplate: tcgdex, languages: ['de', 'en'], fallbackLanguage: 'en' } })).toEqual([]);
    expect(problemsOf({ ...minimal, cardImages: { urlTemplate: tcgdex, languages: ['de'], fallbackLanguage: null } })).toEqual([]);
    // A list that is not one is reported as such, not as a missing fallback.
    expect(problemsOf({ ...minimal, cardImages: { urlTemplate: tcgdex, languages: 'en', fallbackLanguage: 'en' } })).toEqual([
      '$.cardImages.languages: expected a list of language codes, got the string "en"',
    ]);
  });
});

describe('parseRuntimeConfig', () => {
  it('fills the optional fields with their defaults, overrides off', () => {
    const config = parseRuntimeConfig(minimal);
    expect(config).toMatchObject({
      dataBaseUrl: 'https://data.example/v1',
      premiumData: null,
      cardImages: null,
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

describe('health', () => {
  it('is null by default (no reports) and keeps the sink, endpoint and sample rate', () => {
    expect(parseRuntimeConfig(minimal).health).toBeNull();
    expect(LOCAL_DEFAULT_CONFIG.health).toBeNull();
    expect(parseRuntimeConfig({ ...minimal, health: { endpoint: 'http://127.0.0.1:8090/health', sampleRate: 1 } }).health).toEqual({
      sink: 'service',
      endpoint: 'http://127.0.0.1:8090/health',
      sampleRate: 1,
    });
    const firestore = 'https://firestore.googleapis.com/v1/projects/tcgp/databases/(default)/documents:commit';
    expect(parseRuntimeConfig({ ...minimal, health: { sink: 'firestore', endpoint: firestore, sampleRate: 0.1 } }).health?.sink).toBe('firestore');
  });

  it('names a sample rate outside 0–1, a relative endpoint and an unknown sink', () => {
    expect(problemsOf({ ...minimal, health: { endpoint: 'http://127.0.0.1:8090/health', sampleRate: 1.5 } })).toEqual([
      '$.health.sampleRate: must be from 0 to 1',
    ]);
    expect(problemsOf({ ...minimal, health: { endpoint: '/health', sampleRate: 1 } })).toEqual(['$.health.endpoint: must be an absolute http(s) URL']);
    expect(problemsOf({ ...minimal, health: { sink: 'bigquery', endpoint: 'https://x.example/h', sampleRate: 1 } })).toEqual([
      '$.health.sink: expected "service" or "firestore", got the string "bigquery"',
    ]);
    expect(problemsOf({ ...minimal, health: { endpoint: 'https://x.example/h' } })).toEqual(['$.health.sampleRate: missing required sample rate (0 to 1)']);
  });
});
