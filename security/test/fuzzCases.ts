/**
 * Malformed requests for the fuzz suite, drawn from a seeded generator so every run sends the same
 * ones: bad paths and encodings, methods, headers (ranges, encodings, lengths, tokens, origins),
 * bodies (not JSON, prototype keys, deep nesting, oversized, binary) and tokens.
 */
import type { RawRequest } from './rawHttp';

/** mulberry32: a small deterministic generator (fixed seed = the same requests every run). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type ServerKind = 'static' | 'payments';

export interface FuzzContext {
  /** A valid ID token of the fuzzing user and that user's uid. */
  token: string;
  uid: string;
  /** Another user's uid (the bystander whose data must stay intact). */
  otherUid: string;
  siteOrigin: string;
}

export interface FuzzCase extends RawRequest {
  kind: ServerKind;
  /** The target's path has a percent-escape decodeURIComponent refuses. */
  malformedPath: boolean;
  /** A dotfile or a symlink leading out of the folder (static servers must answer 404). */
  forbiddenFile: boolean;
}

const pick = <T>(rng: () => number, list: readonly T[]): T => list[Math.floor(rng() * list.length)] as T;

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
/** An unsigned token like the emulator's, claiming to be `uid` (the emulator must still refuse it). */
const forgedToken = (uid: string, exp = 4102444800) => `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ aud: 'demo-tcgp', exp, user_id: uid, sub: uid })}.`;

const COMMON_PATHS = [
  '/%',
  '/%%',
  '/%E0%A4%A',
  '/%C0%AE%C0%AE/%C0%AE%C0%AE/etc/passwd',
  '/..%2f..%2f..%2fetc%2fpasswd',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/..\\..\\windows\\win.ini',
  '//etc/passwd',
  '/index.html%00.js',
  '/%00',
  '/%ff%fe',
  `/${'a/'.repeat(1500)}`,
  `/${'%41'.repeat(2000)}`,
  '/?%',
  '/?q=%E0%A4%A&q=',
  '*',
  'http://evil.test/',
  '/health/..%2f..%2f',
  '/\u00fc\u20ac',
];

const STATIC_PATHS = [
  '/',
  '/main.js',
  '/app.0123456789.js',
  '/mf-manifest.json',
  '/remoteEntry.js',
  '/data/meta.json',
  '/data/best-decks.json',
  '/config.json',
  '/remotes.json',
  '/tier-list',
  '/data/matchups/a1-pikachu.json',
  '/de/',
];
const FORBIDDEN_STATIC = [
  '/.env',
  '/.git/config',
  '/%2eenv',
  '/data/.env',
  '/data/%2Eenv',
  '/data/leak.json',
  '/leak.js',
  '/linked-dir/secret.txt',
  '/.%2e/outside/secret.txt',
  '/data/..%2f..%2foutside%2fsecret.txt',
];

function paymentsPaths(c: FuzzContext) {
  return [
    '/health',
    '/checkout/__proto__',
    '/checkout/__proto__/pay',
    '/checkout/constructor/cancel',
    '/checkout/%E0%A4%A',
    '/portal/constructor/cancel',
    '/portal/__proto__',
    '/v1/customers/__proto__/subscriptions',
    `/v1/customers/${c.uid}/subscriptions/__proto__`,
    `/v1/customers/${c.uid}/subscriptions?status=%`,
    `/v1/customers/${c.uid}/subscriptions?status=`,
    `/v1/customers/${c.uid}/subscriptions?status=active&status=active&status=${'x'.repeat(500)}`,
    `/v1/customers/${c.uid}/checkout_sessions`,
    `/v1/customers/${c.otherUid}/checkout_sessions`,
    `/v1/customers/${c.uid}/portal_sessions`,
    `/v1/customers/${c.otherUid}/subscriptions`,
    '/v1/premium-data/..%2F..%2Fpayments.json',
    '/v1/premium-data/%2e%2e/%2e%2e/etc/passwd',
    '/v1/premium-data/best-decks.json',
    '/v1/premium-data/.env',
    `/v1/users/${c.uid}/collection`,
    `/v1/users/${c.otherUid}/collection`,
    '/v1/users/%ZZ/collection',
    '/v1/%',
  ];
}

const METHODS = ['GET', 'GET', 'GET', 'GET', 'HEAD', 'POST', 'POST', 'POST', 'PUT', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'FOO', 'get', 'CONNECT'];

const RANGES = [
  'bytes=5-2',
  'bytes=-',
  'bytes=abc',
  'bytes=0-1,5-2',
  'bytes=99999999999999999999-',
  'bytes=-5',
  'items=0-1',
  'bytes=0-0',
  'bytes=1-',
  'bytes= 1-2',
  'bytes=18446744073709551616-1',
  'bytes=2-1,1-2',
];

function headerVariants(rng: () => number, c: FuzzContext): [string, string][] {
  const makers: (() => [string, string])[] = [
    () => ['Range', pick(rng, RANGES)],
    () => ['Accept-Encoding', pick(rng, ['br', 'gzip', 'br;q=0', 'gzip, br, *', 'identity;q=0', 'x'.repeat(1000), 'br, br, br'])],
    () => ['Authorization', `Bearer ${c.token}`],
    () => ['Authorization', `Bearer ${c.token}`],
    () => [
      'Authorization',
      pick(rng, [
        'Bearer',
        'Bearer ',
        'Basic YWxpY2U6c2VjcmV0',
        `Bearer ${forgedToken(c.uid)}`,
        `Bearer ${forgedToken(c.otherUid)}`,
        `Bearer ${forgedToken(c.uid, 1)}`,
        `Bearer ${c.token}x`,
        `Bearer ${'A'.repeat(9000)}`,
        'Bearer a.b.c',
        'Bearer \u00ff\u00fe',
      ]),
    ],
    () => ['Origin', pick(rng, ['null', 'http://evil.test', c.siteOrigin, `${c.siteOrigin}.evil.test`, 'file://'])],
    () => [
      'Content-Type',
      pick(rng, ['application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=utf-7']),
    ],
    () => ['If-None-Match', pick(rng, ['*', 'W/"garbage"', '"' + 'x'.repeat(300) + '"'])],
    () => ['Accept-Language', pick(rng, ['de', '*', 'xx-XX;q=2', ',,,'])],
    () => ['X-Forwarded-For', '1.2.3.4'],
    () => ['Expect', '100-continue'],
    () => ['X-Big', 'x'.repeat(20_000)],
  ];
  const count = Math.floor(rng() * 4);
  return Array.from({ length: count }, () => pick(rng, makers)());
}

function bodyVariant(rng: () => number, c: FuzzContext): string | Buffer {
  const makers: (() => string | Buffer)[] = [
    () => '{"price":',
    () => 'not json at all',
    () => '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
    () => '['.repeat(50_000) + ']'.repeat(50_000),
    () => JSON.stringify({ price: 'price_monthly', success_url: `${c.siteOrigin}/ok\r\nSet-Cookie: x=1`, cancel_url: c.siteOrigin }),
    () =>
      JSON.stringify({
        line_items: [{ price_data: { currency: 'usd', unit_amount: 1, product_data: { name: 'Premium' } }, quantity: 1 }],
        success_url: c.siteOrigin,
        cancel_url: c.siteOrigin,
      }),
    () => JSON.stringify({ price: 'price_monthly', quantity: '1e309', success_url: 'javascript:alert(1)', cancel_url: c.siteOrigin }),
    () => JSON.stringify({ version: 1, missing: Array.from({ length: 3000 }, () => 'a1-001'), updatedAt: '2026-01-01T00:00:00Z' }),
    () => JSON.stringify({ version: 1, missing: ['../etc/passwd', { id: 1 }, null], updatedAt: 'yesterday' }),
    () => JSON.stringify({ return_url: 'https://evil.test/' }),
    () => 'subscription=__proto__&subscription=constructor',
    () => 'x'.repeat(200_000),
    () => Buffer.from(Array.from({ length: 2048 }, () => Math.floor(rng() * 256))),
    () => '\u0000\u0001\u0002',
    () => '',
  ];
  return pick(rng, makers)();
}

function isMalformed(target: string): boolean {
  if (!target.startsWith('/')) return false;
  try {
    for (const part of target.split(/[?#]/, 1)[0]?.split('/') ?? []) decodeURIComponent(part);
    return false;
  } catch {
    return true;
  }
}

/** One random malformed request for a server of `kind`. */
export function fuzzCase(rng: () => number, kind: ServerKind, c: FuzzContext): FuzzCase {
  const own = kind === 'static' ? (rng() < 0.2 ? FORBIDDEN_STATIC : STATIC_PATHS) : paymentsPaths(c);
  const target = rng() < 0.35 ? pick(rng, COMMON_PATHS) : pick(rng, own);
  const method = pick(rng, METHODS);
  const headers = headerVariants(rng, c);
  const forbiddenFile = kind === 'static' && FORBIDDEN_STATIC.includes(target);
  const request: FuzzCase = { kind, method, target, headers, malformedPath: isMalformed(target), forbiddenFile };
  const roll = rng();
  if (method === 'GET' && roll < 0.8) return request;
  const body = bodyVariant(rng, c);
  const length = Buffer.byteLength(body);
  if (roll < 0.1) {
    // Announce more than is sent, then close: the server sees the body end early.
    headers.push(['Content-Length', String(length + 100)]);
    return { ...request, body, endAfterWrite: true };
  }
  if (roll < 0.18) {
    headers.push(['Transfer-Encoding', 'chunked']);
    return { ...request, body: `${length.toString(16)}\r\n${body.toString()}\r\nzz\r\n0\r\n\r\n`, endAfterWrite: true };
  }
  if (roll < 0.22) {
    headers.push(['Content-Length', String(length)], ['Content-Length', String(length + 1)]);
    return { ...request, body };
  }
  if (roll < 0.25) {
    headers.push(['Content-Length', '-1']);
    return { ...request, body };
  }
  headers.push(['Content-Length', String(length)]);
  return { ...request, body };
}
