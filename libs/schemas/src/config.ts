/**
 * `config.json`: the schema of the runtime configuration (the type is RuntimeConfig of @tcgp/domain),
 * the local development defaults, and the host rule that keeps production from running on them.
 */
import * as v from 'valibot';
import { REMOTE_TIMEOUT_MS, type RuntimeConfig } from '@tcgp/domain';
import { check, expected, nonEmptyString, record, type SchemaProblem } from './check';

const url = v.pipe(
  v.string(expected('a URL')),
  v.check((s) => s.trim() !== '', 'must not be empty'),
);
const nullableUrl = v.nullable(url);
const origin = v.pipe(
  v.string(expected('an origin like "https://mfe.example.com"')),
  v.check(
    (s) => {
      try {
        const u = new URL(s);
        return (u.protocol === 'https:' || u.protocol === 'http:') && u.origin === s.replace(/\/+$/, '');
      } catch {
        return false;
      }
    },
    (issue) => `${JSON.stringify(issue.input)} is not an origin (scheme://host[:port], nothing after it)`,
  ),
);

/** The host's language code: lower case, e.g. `en`, `de`, `zh-tw`, `pt-br`. */
const hostLanguage = v.pipe(
  v.string(expected('a language code like "en" or "zh-tw"')),
  v.regex(/^[a-z]{2,3}(?:-[a-z0-9]{2,8})*$/, (issue) => `${JSON.stringify(issue.input)} is not a lower-case language code like "en" or "zh-tw"`),
);

/**
 * Where the card image template points: https, or http on a loopback host (a local image host), with
 * `{set}` and `{number}`; `{lang}` and `{size}` are optional.
 */
export function cardImageTemplateProblem(template: string): string | null {
  for (const part of ['{set}', '{number}']) if (!template.includes(part)) return `must contain ${part}`;
  const leftover = template.replace(/\{(?:set|number|lang|size)\}/g, '').match(/\{[^}]*\}/);
  if (leftover) return `${leftover[0]} is not a placeholder ({set}, {number}, {lang}, {size})`;
  let u: URL;
  try {
    u = new URL(template.replace(/\{(set|number|lang|size)\}/g, 'x'));
  } catch {
    return 'is not an absolute URL';
  }
  if (u.username || u.password) return 'must not carry a user name or password';
  if (u.protocol === 'https:') return null;
  if (u.protocol === 'http:' && isLoopbackHost(u.hostname)) return null;
  return 'must be https (http only on a loopback host)';
}

const cardImageTemplate = v.pipe(
  v.string(expected('a URL template')),
  v.check(
    (s) => cardImageTemplateProblem(s) === null,
    (issue) => `${JSON.stringify(issue.input)} ${cardImageTemplateProblem(String(issue.input)) ?? 'is not valid'}`,
  ),
);

const LINK_DEFAULTS: RuntimeConfig['links'] = {
  sourceCode: 'https://github.com/tcgp-tier-list/tcgp-tier-list',
  social: 'https://x.com/tcgptierlist',
  contactEmail: 'feedback@tcgp-tier-list.example',
};

/**
 * Required: where data and remotes come from, how to sign in and pay (no silent development defaults
 * for those). Optional with defaults: the rest.
 */
export const runtimeConfigSchema = record(
  {
    dataBaseUrl: url,
    premiumData: v.optional(
      v.nullable(
        record(
          {
            urlTemplate: v.pipe(url, v.includes('{file}', 'must contain {file}')),
            authScheme: v.picklist(['Bearer', 'Firebase'] as const, expected('Bearer or Firebase')),
          },
          { urlTemplate: 'missing required URL template', authScheme: 'missing; expected Bearer or Firebase' },
        ),
      ),
      null,
    ),
    cardImages: v.optional(
      v.nullable(
        v.pipe(
          record(
            {
              urlTemplate: cardImageTemplate,
              languages: v.pipe(v.array(hostLanguage, expected('a list of language codes')), v.minLength(1, 'must name at least one language')),
              fallbackLanguage: v.optional(v.nullable(hostLanguage), null),
            },
            { urlTemplate: 'missing required URL template', languages: 'missing required list of language codes' },
          ),
          // The fallback is a language the host has: an image in a language it lacks would never load.
          v.forward(
            v.partialCheck(
              [['languages'], ['fallbackLanguage']],
              (c) => c.fallbackLanguage === null || c.languages.includes(c.fallbackLanguage),
              (issue) => {
                const c = issue.input as { languages: string[]; fallbackLanguage: string };
                return `${JSON.stringify(c.fallbackLanguage)} is not one of languages (${c.languages.map((l) => JSON.stringify(l)).join(', ')})`;
              },
            ),
            ['fallbackLanguage'],
          ),
        ),
      ),
      null,
    ),
    remotesUrl: v.optional(url, '/remotes.json'),
    allowedRemoteOrigins: v.array(origin, expected('a list of origins')),
    allowRemoteOverrides: v.optional(v.boolean(expected('true or false')), false),
    remoteTimeoutMs: v.optional(v.pipe(v.number(expected('a number of milliseconds')), v.integer(), v.minValue(1_000), v.maxValue(600_000)), REMOTE_TIMEOUT_MS),
    auth: record(
      {
        adapter: v.optional(v.literal('firebase', expected('"firebase"')), 'firebase'),
        firebase: record(
          {
            apiKey: nonEmptyString,
            authDomain: nonEmptyString,
            projectId: nonEmptyString,
            appId: v.optional(v.string()),
            storageBucket: v.optional(v.string()),
          },
          { apiKey: 'missing required string', authDomain: 'missing required string', projectId: 'missing required string' },
        ),
        emulatorUrl: nullableUrl,
        tokenSyncUrl: v.optional(nullableUrl, null),
      },
      { firebase: 'missing required Firebase web config', emulatorUrl: 'missing; the Auth emulator URL, or null in production' },
    ),
    billing: record(
      {
        adapter: v.picklist(['local', 'firestore'] as const, expected('"local" or "firestore"')),
        localServiceUrl: v.optional(nullableUrl, null),
        prices: record({ monthly: nonEmptyString, yearly: nonEmptyString }, { monthly: 'missing required price id', yearly: 'missing required price id' }),
        portalUrl: v.optional(nullableUrl, null),
      },
      { adapter: 'missing; expected "local" or "firestore"', prices: 'missing required price ids' },
    ),
    links: v.optional(
      record({
        sourceCode: v.optional(url, LINK_DEFAULTS.sourceCode),
        social: v.optional(url, LINK_DEFAULTS.social),
        contactEmail: v.optional(nonEmptyString, LINK_DEFAULTS.contactEmail),
      }),
      LINK_DEFAULTS,
    ),
    health: v.optional(
      v.nullable(
        record(
          {
            sink: v.optional(v.picklist(['service', 'firestore'] as const, expected('"service" or "firestore"')), 'service'),
            endpoint: v.pipe(
              url,
              v.check((s) => /^https?:\/\//.test(s), 'must be an absolute http(s) URL'),
            ),
            sampleRate: v.pipe(
              v.number(expected('a number from 0 to 1')),
              v.finite(),
              v.minValue(0, 'must be from 0 to 1'),
              v.maxValue(1, 'must be from 0 to 1'),
            ),
          },
          { endpoint: 'missing required URL of the health sink', sampleRate: 'missing required sample rate (0 to 1)' },
        ),
      ),
      null,
    ),
  },
  {
    dataBaseUrl: 'missing required URL of the data files',
    allowedRemoteOrigins: 'missing required list of allowed remote origins',
    auth: 'missing required auth section',
    billing: 'missing required billing section',
  },
);

export class ConfigError extends Error {
  constructor(readonly problems: SchemaProblem[]) {
    super(`config.json is not valid: ${problems.map((p) => `${p.path}: ${p.reason}`).join('; ')}`);
    this.name = 'ConfigError';
  }
}

/** Parses `config.json`; throws a ConfigError naming every problem. Unknown keys are dropped. */
export function parseRuntimeConfig(json: unknown): RuntimeConfig {
  const result = check(runtimeConfigSchema, json);
  if (!result.ok) throw new ConfigError(result.problems);
  const c = result.value;
  return {
    dataBaseUrl: c.dataBaseUrl,
    premiumData: c.premiumData ? { urlTemplate: c.premiumData.urlTemplate, authScheme: c.premiumData.authScheme } : null,
    cardImages: c.cardImages
      ? { urlTemplate: c.cardImages.urlTemplate, languages: [...c.cardImages.languages], fallbackLanguage: c.cardImages.fallbackLanguage }
      : null,
    remotesUrl: c.remotesUrl,
    allowedRemoteOrigins: c.allowedRemoteOrigins.map((o) => o.replace(/\/+$/, '')),
    allowRemoteOverrides: c.allowRemoteOverrides,
    remoteTimeoutMs: c.remoteTimeoutMs,
    auth: {
      adapter: c.auth.adapter,
      firebase: {
        apiKey: c.auth.firebase.apiKey,
        authDomain: c.auth.firebase.authDomain,
        projectId: c.auth.firebase.projectId,
        appId: c.auth.firebase.appId,
        storageBucket: c.auth.firebase.storageBucket,
      },
      emulatorUrl: c.auth.emulatorUrl,
      tokenSyncUrl: c.auth.tokenSyncUrl,
    },
    billing: {
      adapter: c.billing.adapter,
      localServiceUrl: c.billing.localServiceUrl,
      prices: { monthly: c.billing.prices.monthly, yearly: c.billing.prices.yearly },
      portalUrl: c.billing.portalUrl,
    },
    links: { sourceCode: c.links.sourceCode, social: c.links.social, contactEmail: c.links.contactEmail },
    health: c.health ? { sink: c.health.sink, endpoint: c.health.endpoint, sampleRate: c.health.sampleRate } : null,
  };
}

/**
 * The configuration of a local run when no config.json is served (a standalone remote's dev server,
 * tests): demo data under /data, the Auth emulator, the local payments service. Only ever used on a
 * loopback host (see {@link isLoopbackHost}).
 */
export const LOCAL_DEFAULT_CONFIG: RuntimeConfig = {
  dataBaseUrl: '/data',
  premiumData: null,
  cardImages: null,
  remotesUrl: '/remotes.json',
  allowedRemoteOrigins: [],
  allowRemoteOverrides: true,
  remoteTimeoutMs: REMOTE_TIMEOUT_MS,
  auth: {
    adapter: 'firebase',
    firebase: { apiKey: 'demo-api-key', authDomain: 'demo-tcgp.firebaseapp.com', projectId: 'demo-tcgp' },
    emulatorUrl: 'http://127.0.0.1:9099',
    tokenSyncUrl: null,
  },
  billing: {
    adapter: 'local',
    localServiceUrl: 'http://127.0.0.1:8090',
    prices: { monthly: 'price_monthly', yearly: 'price_yearly' },
    portalUrl: null,
  },
  links: LINK_DEFAULTS,
  health: null,
};

/** localhost, 127.0.0.0/8 and [::1]: the only hosts where development defaults and emulators are allowed. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host.endsWith('.localhost') || host === '::1' || /^127(?:\.\d{1,3}){3}$/.test(host);
}

/**
 * What makes a configuration unfit for a public host: development services on loopback addresses
 * (the Auth emulator accepts forged tokens by design). Empty for a loopback page or a clean config.
 */
export function configProblemsForHost(config: RuntimeConfig, hostname: string): string[] {
  if (isLoopbackHost(hostname)) return [];
  const problems: string[] = [];
  if (config.auth.emulatorUrl !== null) problems.push('auth.emulatorUrl must be null outside local runs');
  const local = config.billing.localServiceUrl;
  if (config.billing.adapter === 'local' && local !== null && isLoopbackHost(new URL(local, 'http://x').hostname)) {
    problems.push('billing.adapter "local" points at this computer; production uses "firestore"');
  }
  return problems;
}
