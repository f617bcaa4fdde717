/**
 * Runtime configuration, served by the shell host as `/config.json` (never compiled in).
 * It chooses adapters, emulator hosts, allowed remote origins and data/image URLs. No secrets.
 */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId?: string;
}

export interface RuntimeConfig {
  /** Base URL of the data files (cards.json, best-decks.json, ...), e.g. `/data`. */
  dataBaseUrl: string;
  /** Base URL of card images (`{base}/{set}/{NNN}.png`); null shows the styled text tile. */
  cardImageBaseUrl: string | null;
  /** URL of the remote registry (remote name -> mf-manifest.json URL). */
  remotesUrl: string;
  /** Origins (scheme://host:port) a remote manifest may come from. Anything else is rejected. */
  allowedRemoteOrigins: string[];
  /** Milliseconds before a remote that is still loading counts as failed (SPEC: 120 s). */
  remoteTimeoutMs: number;
  auth: {
    adapter: 'firebase';
    firebase: FirebaseWebConfig;
    /** Firebase Auth emulator URL (local runs), e.g. http://127.0.0.1:9099; null in production. */
    emulatorUrl: string | null;
    /** Optional same-origin URL: POST (bearer token) on sign-in, DELETE on sign-out. */
    tokenSyncUrl: string | null;
  };
  billing: {
    adapter: 'local' | 'firestore';
    /** Base URL of the local payments service (adapter `local`). */
    localServiceUrl: string | null;
    prices: { monthly: string; yearly: string };
    /** Stripe customer portal link (adapter `firestore`). */
    portalUrl: string | null;
  };
  links: { sourceCode: string; social: string; contactEmail: string };
}

export const REMOTE_TIMEOUT_MS = 120_000;

/** Defaults for a standalone remote dev host and tests: demo data, Auth emulator, local payments. */
export const DEFAULT_CONFIG: RuntimeConfig = {
  dataBaseUrl: '/data',
  cardImageBaseUrl: null,
  remotesUrl: '/remotes.json',
  allowedRemoteOrigins: [],
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
  links: {
    sourceCode: 'https://github.com/tcgp-tier-list/tcgp-tier-list',
    social: 'https://x.com/tcgptierlist',
    contactEmail: 'feedback@tcgp-tier-list.example',
  },
};

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Merge a fetched config.json over the defaults, checking the fields the shell relies on. */
export function parseRuntimeConfig(json: unknown): RuntimeConfig {
  if (!isRecord(json)) throw new Error('config.json is not an object');
  const origins = json.allowedRemoteOrigins;
  if (origins !== undefined && !(Array.isArray(origins) && origins.every((o) => typeof o === 'string'))) {
    throw new Error('config.json: allowedRemoteOrigins must be a list of origins');
  }
  const auth = isRecord(json.auth) ? json.auth : {};
  const billing = isRecord(json.billing) ? json.billing : {};
  const links = isRecord(json.links) ? json.links : {};
  return {
    ...DEFAULT_CONFIG,
    ...(json as Partial<RuntimeConfig>),
    auth: { ...DEFAULT_CONFIG.auth, ...(auth as Partial<RuntimeConfig['auth']>) },
    billing: { ...DEFAULT_CONFIG.billing, ...(billing as Partial<RuntimeConfig['billing']>) },
    links: { ...DEFAULT_CONFIG.links, ...(links as Partial<RuntimeConfig['links']>) },
  };
}
