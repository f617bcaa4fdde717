import { parseHealthBeacon, type HealthReport } from './health';

const report = (over: Partial<HealthReport> = {}): HealthReport => ({
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

describe('parseHealthBeacon', () => {
  it('accepts the agreed shape, with vitals that were not measured as null', () => {
    const beacon = { v: 1, reports: [report(), report({ remote: 'cards', version: '1.0.0', lcpMs: null, inpMs: null, cls: null })] };
    expect(parseHealthBeacon(beacon)).toEqual({ ok: true, value: beacon });
  });

  it.each([
    ['an extra field', { ...report(), user: 'ash@example.com' }],
    ['an extra load failure kind', report({ loadFailures: { manifest: 0, entry: 0, chunk: 0, contract: 0, other: 1 } as HealthReport['loadFailures'] })],
    ['a count over 1000', report({ boundaryErrors: 1001 })],
    ['a negative count', report({ sessions: -1 })],
    ['a fractional count', report({ uncaughtErrors: 0.5 })],
    ['more failed sessions than sessions', report({ sessions: 1, errorSessions: 2 })],
    ['an LCP of hours', report({ lcpMs: 3_600_000 })],
    ['an infinite CLS', report({ cls: Infinity })],
    ['a version with a space', report({ version: '1.0.0 beta' })],
    ['a version of 65 characters', report({ version: `1.${'0'.repeat(63)}` })],
    ['a remote name with a slash', report({ remote: 'deck/../x' })],
  ])('refuses %s', (_what, bad) => {
    expect(parseHealthBeacon({ v: 1, reports: [bad] }).ok).toBe(false);
  });

  it('refuses another version of the body, an empty list and more than 20 reports', () => {
    expect(parseHealthBeacon({ v: 2, reports: [report()] }).ok).toBe(false);
    expect(parseHealthBeacon({ v: 1, reports: [] }).ok).toBe(false);
    expect(parseHealthBeacon({ v: 1, reports: Array.from({ length: 21 }, () => report()) }).ok).toBe(false);
    expect(parseHealthBeacon({ v: 1, reports: Array.from({ length: 20 }, () => report()) }).ok).toBe(true);
    expect(parseHealthBeacon([report()]).ok).toBe(false);
  });
});
