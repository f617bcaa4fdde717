// What the deploy generator derives from the production config.json and the deploy options: the
// Content-Security-Policy of firebase.json and the constants block of firestore.rules. Pure
// functions; scripts/deploy/generate.mjs reads and writes the files.
//
// Deploy options (scripts/deploy/demo/deploy.json is the demo project's):
//   siteOrigins        origins the site is served from (checkout / portal return URLs must be on one)
//   reportUri          optional CSP report-uri endpoint
//   reportTo           optional Reporting API endpoint (Reporting-Endpoints header + report-to csp)
//   scriptHashes       'sha256-…' of inline scripts allowed in script-src
//   styleUnsafeInline  keep 'unsafe-inline' in style-src; false: style elements only from files and
//                      styleHashes, style attributes allowed (style-src-attr 'unsafe-inline')
//   styleHashes        'sha256-…' of inline styles allowed in style-src
//   connectOrigins, imgOrigins   extra origins for connect-src / img-src

/** Google and Firebase endpoints the site talks to in production. */
export const GOOGLE_CONNECT = [
  'https://firestore.googleapis.com',
  'https://firebasestorage.googleapis.com',
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
  'https://apis.google.com',
];
export const GOOGLE_SCRIPT = ['https://apis.google.com'];
export const GOOGLE_FRAMES = ['https://accounts.google.com', 'https://apis.google.com'];
export const GOOGLE_IMAGES = ['https://lh3.googleusercontent.com'];

const REPORT_GROUP = 'csp';
const HASH = /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/;
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export class DeployConfigError extends Error {}

/**
 * A JSON file as parsed (the production config.json, the deploy options, firebase.json): the functions
 * below check each field as they read it and throw DeployConfigError for a bad one.
 * @typedef {any} Json
 */

/**
 * The origin of `value` (a URL or an origin), checked for use in a policy: https (http only for a
 * local host), nothing that could end a CSP directive or a rules string.
 * @param {unknown} value
 * @param {string} what  where it comes from, for the message
 * @returns {string}
 */
export function originOf(value, what) {
  let url;
  try {
    url = new URL(String(value));
  } catch {
    throw new DeployConfigError(`${what}: ${JSON.stringify(value)} is not a URL`);
  }
  const local = url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname);
  if (url.protocol !== 'https:' && !local) throw new DeployConfigError(`${what}: ${value} must use https`);
  if (!/^[a-z0-9.-]+$|^\[::1\]$/.test(url.hostname)) throw new DeployConfigError(`${what}: ${value} has an unusual host name`);
  return url.origin;
}

/** The origin of an absolute URL; null for a relative one (same origin) or null. */
const absoluteOrigin = (/** @type {unknown} */ value, /** @type {string} */ what) =>
  typeof value === 'string' && /^[a-z][a-z0-9+.-]*:/i.test(value) ? originOf(value, what) : null;

/**
 * The origin card images come from: that of `cardImages.urlTemplate` (placeholders filled in); null
 * without card images.
 * @param {Json} config
 */
function cardImagesOrigin(config) {
  const images = /** @type {Json | null | undefined} */ (config.cardImages);
  if (images === undefined || images === null) return null;
  const template = images.urlTemplate;
  if (typeof template !== 'string') throw new DeployConfigError('cardImages.urlTemplate must be a URL template');
  const originWith = (/** @type {string} */ fill) =>
    absoluteOrigin(
      template.replace(/\{(set|number|lang|size)\}/g, () => fill),
      'cardImages.urlTemplate',
    );
  const origin = originWith('x');
  if (origin === null) throw new DeployConfigError(`cardImages.urlTemplate: ${template} must be an absolute URL`);
  if (origin !== originWith('y')) throw new DeployConfigError('cardImages.urlTemplate: the origin must not have placeholders');
  return origin;
}

/** @returns {unknown[]} */
const list = (/** @type {unknown} */ value, /** @type {string} */ what) => {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw new DeployConfigError(`${what} must be a list`);
  return value;
};

/** The values without repeats, nulls and empty strings. */
const unique = (/** @type {(string | null)[]} */ values) => [...new Set(/** @type {string[]} */ (values.filter(Boolean)))];

/**
 * @param {unknown} values
 * @param {string} what
 */
function hashes(values, what) {
  return list(values, what).map((h) => {
    if (typeof h !== 'string' || !HASH.test(h)) throw new DeployConfigError(`${what}: ${JSON.stringify(h)} is not like sha256-<base64>`);
    return `'${h}'`;
  });
}

/**
 * @param {unknown} value
 * @param {string} what
 */
function reportUrl(value, what) {
  if (value === undefined || value === null) return null;
  const origin = originOf(value, what);
  const text = String(value);
  if (/[\s;,'"]/.test(text)) throw new DeployConfigError(`${what}: ${text} has a character that is not allowed`);
  return origin && new URL(text).href;
}

/**
 * The Content-Security-Policy header value.
 * @param {Json} config  the production config.json
 * @param {Json} deploy  the deploy options
 * @returns {string}
 */
export function contentSecurityPolicy(config, deploy) {
  const remotes = list(config.allowedRemoteOrigins, 'allowedRemoteOrigins').map((o) => originOf(o, 'allowedRemoteOrigins'));
  const data = absoluteOrigin(config.dataBaseUrl, 'dataBaseUrl');
  const premium = absoluteOrigin(config.premiumData?.urlTemplate, 'premiumData.urlTemplate');
  const cards = cardImagesOrigin(config);
  const billing = config.billing?.adapter === 'local' ? absoluteOrigin(config.billing?.localServiceUrl, 'billing.localServiceUrl') : null;
  // The health beacon's sink (sendBeacon is a fetch under connect-src).
  const health = absoluteOrigin(config.health?.endpoint, 'health.endpoint');
  const authDomain = config.auth?.firebase?.authDomain;
  if (typeof authDomain !== 'string' || authDomain === '') throw new DeployConfigError('auth.firebase.authDomain is required');
  const authOrigin = originOf(`https://${authDomain}`, 'auth.firebase.authDomain');
  const extraConnect = list(deploy.connectOrigins, 'connectOrigins').map((o) => originOf(o, 'connectOrigins'));
  const extraImg = list(deploy.imgOrigins, 'imgOrigins').map((o) => originOf(o, 'imgOrigins'));
  // Style sheets are files; React's style attributes (bar widths, chart positions) need style-src-attr.
  const styleInline = deploy.styleUnsafeInline === false ? [] : ["'unsafe-inline'"];
  const reportUri = reportUrl(deploy.reportUri, 'reportUri');
  const reportTo = reportUrl(deploy.reportTo, 'reportTo');

  /** @type {[string, (string | null)[]][]} */
  const directives = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...remotes, ...GOOGLE_SCRIPT, ...hashes(deploy.scriptHashes, 'scriptHashes')]],
    ['style-src', ["'self'", ...remotes, ...styleInline, ...hashes(deploy.styleHashes, 'styleHashes')]],
    ...(styleInline.length === 0 ? [/** @type {[string, string[]]} */ (['style-src-attr', ["'unsafe-inline'"]])] : []),
    ['connect-src', ["'self'", ...remotes, data, premium, billing, health, ...GOOGLE_CONNECT, ...extraConnect]],
    ['img-src', ["'self'", 'data:', ...remotes, cards, ...GOOGLE_IMAGES, ...extraImg]],
    ['font-src', ["'self'", ...remotes]],
    ['frame-src', [authOrigin, ...GOOGLE_FRAMES]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  if (reportUri) directives.push(['report-uri', [reportUri]]);
  if (reportTo) directives.push(['report-to', [REPORT_GROUP]]);
  return directives.map(([name, sources]) => `${name} ${unique(sources).join(' ')}`).join('; ');
}

/**
 * The Reporting-Endpoints header value, or null without `reportTo`.
 * @param {Json} deploy
 */
export function reportingEndpoints(deploy) {
  const url = reportUrl(deploy.reportTo, 'reportTo');
  return url ? `${REPORT_GROUP}="${url}"` : null;
}

/** A rules string literal (single quotes; the values were checked to hold no quote or backslash). */
const rulesString = (/** @type {string} */ value) => {
  if (/['\\\n\r]/.test(value)) throw new DeployConfigError(`${JSON.stringify(value)} cannot be written into the rules`);
  return `'${value}'`;
};

/**
 * Characters a site URL may hold after its origin: printable ASCII without space, quotes and angle
 * brackets (what `new URL(v).href` produces), written without backslashes for the rules' regex.
 */
export const URL_TAIL = '[!#-&(-;=?-~]';

/**
 * The regular expression (RE2 and JavaScript alike) a checkout / portal return URL must match.
 * @param {unknown} siteOrigins
 */
export function siteUrlPattern(siteOrigins) {
  const origins = list(siteOrigins, 'siteOrigins').map((o) => originOf(o, 'siteOrigins'));
  if (origins.length === 0) throw new DeployConfigError('siteOrigins must name at least one origin');
  const alternatives = origins.map((o) => o.replace(/[.]/g, '[.]'));
  return `^(${alternatives.join('|')})([/?#]${URL_TAIL}*)?$`;
}

/**
 * The Premium price ids of config.billing.prices.
 * @param {Json} config
 * @returns {string[]}
 */
export function premiumPrices(config) {
  /** @type {unknown[]} */
  const prices = Object.values(config.billing?.prices ?? {});
  if (prices.length === 0 || !prices.every(/** @returns {p is string} */ (p) => typeof p === 'string' && /^[A-Za-z0-9_-]+$/.test(p))) {
    throw new DeployConfigError('billing.prices must hold price ids (letters, digits, _ and -)');
  }
  return unique(prices);
}

export const RULES_BEGIN = '// BEGIN GENERATED by scripts/deploy/generate.mjs from the deploy config: do not edit by hand.';
export const RULES_END = '// END GENERATED';

/**
 * The constants block of firestore.rules (indented for the `match /databases/...` scope).
 * @param {Json} config
 * @param {Json} deploy
 */
export function rulesConstants(config, deploy, indent = '    ') {
  return [
    RULES_BEGIN,
    '// The Premium prices a checkout session may name.',
    `function premiumPrices() { return [${premiumPrices(config).map(rulesString).join(', ')}]; }`,
    "// URLs on the site's own origins (checkout success / cancel).",
    `function isSiteUrl(url) { return url is string && url.size() <= 2048 && url.matches(${rulesString(siteUrlPattern(deploy.siteOrigins))}); }`,
    RULES_END,
  ]
    .map((line) => indent + line)
    .join('\n');
}

/**
 * `text` with the lines from RULES_BEGIN to RULES_END replaced by `block`.
 * @param {string} text
 * @param {string} block
 */
export function replaceGenerated(text, block) {
  const lines = text.split('\n');
  const begin = lines.findIndex((l) => l.trim() === RULES_BEGIN);
  const end = lines.findIndex((l, i) => i > begin && l.trim() === RULES_END);
  if (begin === -1 || end === -1) throw new DeployConfigError('firestore.rules has no generated block (BEGIN GENERATED ... END GENERATED)');
  return [...lines.slice(0, begin), block, ...lines.slice(end + 1)].join('\n');
}

/**
 * firebase.json with the generated headers (every header list that has a CSP gets the new one).
 * @param {Json} firebaseJson
 * @param {Json} config
 * @param {Json} deploy
 * @returns {Json}
 */
export function withSecurityHeaders(firebaseJson, config, deploy) {
  const next = structuredClone(firebaseJson);
  const csp = contentSecurityPolicy(config, deploy);
  const endpoints = reportingEndpoints(deploy);
  let found = false;
  for (const entry of next.hosting?.headers ?? []) {
    const headers = entry.headers ?? [];
    const policy = headers.find((/** @type {{ key: string, value: string }} */ h) => h.key === 'Content-Security-Policy');
    if (!policy) continue;
    found = true;
    policy.value = csp;
    const rest = headers.filter((/** @type {{ key: string, value: string }} */ h) => h.key !== 'Reporting-Endpoints');
    if (endpoints) rest.splice(rest.indexOf(policy) + 1, 0, { key: 'Reporting-Endpoints', value: endpoints });
    entry.headers = rest;
  }
  if (!found) throw new DeployConfigError('firebase.json has no Content-Security-Policy header to fill in');
  return next;
}
