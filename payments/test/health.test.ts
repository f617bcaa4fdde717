/** POST /health and GET /health/summary: the local sink of the shell's health beacons. */
import { bucketOf, p75 } from '../src/domain/health';
import { SITE, errorCode, startTestService, type TestService } from './helpers';

let t: TestService;
beforeEach(async () => {
  t = await startTestService();
});
afterEach(async () => {
  await t.stop();
});

const report = (over: Record<string, unknown> = {}) => ({
  remote: 'deck',
  version: '1.0.0+3f2c1ab',
  sessions: 1,
  errorSessions: 0,
  loadFailures: { manifest: 0, entry: 0, chunk: 0, contract: 0 },
  boundaryErrors: 0,
  uncaughtErrors: 0,
  lcpMs: 1234,
  inpMs: 88,
  cls: 0.01,
  ...over,
});

/** As navigator.sendBeacon sends a string: text/plain, no credentials. */
const beacon = (reports: unknown[], extra: Record<string, unknown> = {}) =>
  t.call('/health', {
    method: 'POST',
    raw: JSON.stringify({ v: 1, reports, ...extra }),
    headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    origin: SITE,
  });

const summary = async (remote: string) => {
  const res = await t.call(`/health/summary?remote=${remote}`);
  expect(res.status).toBe(200);
  return (await res.json()) as { remote: string; versions: Record<string, Record<string, unknown>> };
};

describe('POST /health', () => {
  it('adds each report to its remote version, and the summary shows the sums and p75 vitals', async () => {
    expect((await beacon([report(), report({ remote: 'cards', version: '1.0.0' })])).status).toBe(204);
    expect(
      (
        await beacon([
          report({ errorSessions: 1, loadFailures: { manifest: 0, entry: 0, chunk: 1, contract: 0 }, lcpMs: 2950, inpMs: null, cls: 0.25 }),
          report({ version: '1.1.0+9e8d7c6', errorSessions: 1, boundaryErrors: 2, uncaughtErrors: 1 }),
        ])
      ).status,
    ).toBe(204);
    await beacon([report({ lcpMs: 1000 }), report({ lcpMs: 1100 })]);
    expect(await summary('deck')).toEqual({
      remote: 'deck',
      versions: {
        '1.0.0+3f2c1ab': {
          sessions: 4,
          errorSessions: 1,
          loadFailures: { manifest: 0, entry: 0, chunk: 1, contract: 0 },
          boundaryErrors: 0,
          uncaughtErrors: 0,
          // LCP 1000, 1100, 1234, 2950: three quarters lie at or below the 1300 ms bucket.
          lcpP75: 1300,
          inpP75: 88,
          // CLS 0.01 three times and 0.25 once.
          clsP75: 0.01,
          lastReportAt: '2026-01-31T10:00:00.000Z',
        },
        '1.1.0+9e8d7c6': expect.objectContaining({ sessions: 1, errorSessions: 1, boundaryErrors: 2, uncaughtErrors: 1 }),
      },
    });
    expect(Object.keys((await summary('cards')).versions)).toEqual(['1.0.0']);
    expect(await summary('account')).toEqual({ remote: 'account', versions: {} });
  });

  it('keeps the counts across a restart', async () => {
    await beacon([report()]);
    await t.restart();
    expect((await summary('deck')).versions['1.0.0+3f2c1ab']?.sessions).toBe(1);
  });

  it('allows the site origin (CORS) and no other', async () => {
    const ok = await t.call('/health', { method: 'OPTIONS', origin: SITE, headers: { 'Access-Control-Request-Method': 'POST' } });
    expect(ok.headers.get('access-control-allow-origin')).toBe(SITE);
    const other = await t.call('/health/summary?remote=deck', { origin: 'https://evil.example' });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses anything but the exact shape, naming the problem, and stores nothing of it', async () => {
    const res = await beacon([report({ sessions: 1001 })]);
    expect(res.status).toBe(400);
    expect(await errorCode(res)).toBe('invalid-argument');
    expect((await beacon([report({ email: 'ash@example.com' })])).status).toBe(400);
    expect((await beacon([report()], { user: 'x' })).status).toBe(400);
    expect((await t.call('/health', { method: 'POST', raw: 'not json' })).status).toBe(400);
    expect(await summary('deck')).toEqual({ remote: 'deck', versions: {} });
  });

  it('a summary needs a remote name', async () => {
    expect((await t.call('/health/summary')).status).toBe(400);
    expect((await t.call('/health/summary?remote=../x')).status).toBe(400);
  });
});

describe('vital histograms', () => {
  it('puts a value in the bucket whose upper edge is at or above it', () => {
    expect(bucketOf(0, { fine: 100, fineUpTo: 10_000, coarse: 1000 })).toBe('100');
    expect(bucketOf(1234, { fine: 100, fineUpTo: 10_000, coarse: 1000 })).toBe('1300');
    expect(bucketOf(1300, { fine: 100, fineUpTo: 10_000, coarse: 1000 })).toBe('1300');
    expect(bucketOf(45_001, { fine: 100, fineUpTo: 10_000, coarse: 1000 })).toBe('46000');
    expect(bucketOf(0.3, { fine: 0.01, fineUpTo: 1, coarse: 0.1 })).toBe('0.3');
  });

  it('p75 is the edge where three quarters of the sessions are reached; none without data', () => {
    expect(p75({})).toBeNull();
    expect(p75({ '100': 3, '900': 1 })).toBe(100);
    expect(p75({ '900': 1, '100': 2, '500': 1 })).toBe(500);
  });
});
