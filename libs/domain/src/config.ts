/**
 * The runtime configuration every part reads, served by the shell host as `/config.json` (never
 * compiled in). It chooses adapters, emulator hosts, allowed remote origins and data/image URLs.
 * No secrets. The schema that parses and checks it is in `@tcgp/schemas`.
 */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId?: string | undefined;
  storageBucket?: string | undefined;
}

/** Where premium users read the premium (daily) data set, and how they prove they may. */
export interface PremiumDataConfig {
  /**
   * URL of one premium data file, with `{file}` standing for the file's path URL-encoded as ONE segment
   * (`matchups/x.json` -> `matchups%2Fx.json`), e.g. the local service `http://127.0.0.1:8090/v1/premium-data/{file}`
   * or Cloud Storage `https://firebasestorage.googleapis.com/v0/b/<bucket>/o/premium%2F{file}?alt=media`.
   */
  urlTemplate: string;
  /** `Authorization: <scheme> <Firebase ID token>`: `Bearer` for the local service, `Firebase` for Cloud Storage. */
  authScheme: 'Bearer' | 'Firebase';
}

/** Card art from an image host such as TCGdex (`https://assets.tcgdex.net/{lang}/tcgp/{set}/{number}/{size}.webp`). */
export interface CardImagesConfig {
  /** URL of one card image: `{set}` and `{number}` (the host's set id and card number), optional `{lang}` and `{size}` (`low` or `high`). */
  urlTemplate: string;
  /** The host's language codes (e.g. `en`, `de`, `zh-tw`); a page in another language uses `fallbackLanguage`. */
  languages: string[];
  /** The host's language used when the page's is not in `languages` or its image fails; null: the text tile. */
  fallbackLanguage: string | null;
}

export interface RuntimeConfig {
  /** Base URL of the public (free, weekly) data files, e.g. `/data`. */
  dataBaseUrl: string;
  /** The premium (daily) data set, or null when there is none: everyone reads the free set. */
  premiumData: PremiumDataConfig | null;
  /** Where card art comes from; null shows the styled text tile. */
  cardImages: CardImagesConfig | null;
  /** URL of the remote registry (remote name -> mf-manifest.json URL). */
  remotesUrl: string;
  /** Origins (scheme://host:port) a remote manifest and its scripts may come from. Anything else is rejected. */
  allowedRemoteOrigins: string[];
  /** Whether `?remote=name@url` may point this tab at another build of a remote (contributors; off in production). */
  allowRemoteOverrides: boolean;
  /** Milliseconds before a remote that is still loading counts as failed (docs/product-rules.md: 120 s). */
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
  /** Where the shell reports the health of each remote version (docs/adr/0018-release-health.md); null or absent: nowhere. */
  health?: HealthReportingConfig | null | undefined;
}

/** The health beacon's destination and the share of page sessions that send one. */
export interface HealthReportingConfig {
  /**
   * `service`: a URL that takes the beacon body as it is (the local service's `POST /health`);
   * `firestore`: the Firestore REST `documents:commit` URL of the project, each report one `health/{id}` document.
   */
  sink: 'service' | 'firestore';
  endpoint: string;
  /** 0–1: the chance that a page session reports (1 in local runs). */
  sampleRate: number;
}

/** docs/product-rules.md: script chunk time-out 120 seconds. */
export const REMOTE_TIMEOUT_MS = 120_000;
