import fc from 'fast-check';
import { DEFAULT_JUDGE_OPTIONS, judgeCanary, newcombeDifference, normalQuantile, wilsonInterval } from '../release/judge.mjs';

/**
 * The canary decision of the release CLI: a canary is rolled back only when its error-session rate is
 * worse than the default version's by more than the allowed margin beyond chance (the lower bound of
 * Newcombe's interval of the difference), never on a raw ratio, and only with enough sessions.
 */
const options = { minSessions: 100, maxExtraErrorRate: 0.02, confidence: 0.95 };
const z95 = normalQuantile(0.975);

describe('the interval arithmetic', () => {
  it('matches the published values', () => {
    expect(z95).toBeCloseTo(1.959964, 5);
    expect(normalQuantile(0.995)).toBeCloseTo(2.575829, 5);
    expect(normalQuantile(0.01)).toBeCloseTo(-2.326348, 5);
    // Newcombe (1998), table II: 81/263 -> 0.2553 to 0.3662 (Wilson).
    const w = wilsonInterval(81, 263, z95);
    expect(w.low).toBeCloseTo(0.2553, 4);
    expect(w.high).toBeCloseTo(0.3662, 4);
    // Newcombe (1998), method 10: 56/70 - 48/80 -> 0.0524 to 0.3339.
    const d = newcombeDifference(56, 70, 48, 80, z95);
    expect(d.low).toBeCloseTo(0.0524, 4);
    expect(d.high).toBeCloseTo(0.3339, 4);
  });
});

describe('judgeCanary', () => {
  it('rolls back a canary that fails in half its sessions, and says why in one sentence', () => {
    const result = judgeCanary(
      { canary: { sessions: 100, errorSessions: 48, label: '1.1.0+9e8d7c6' }, baseline: { sessions: 900, errorSessions: 2, label: '1.0.0+3f2c1ab' } },
      options,
    );
    expect(result.verdict).toBe('rollback');
    expect(result.reason).toBe(
      'canary 1.1.0+9e8d7c6 failed in 48 of 100 sessions (48 %, 95 % interval 38–58 %) against 2 of 900 (0.2 %) for 1.0.0+3f2c1ab: ' +
        'rolled back (worse by at least 38 percentage points, more than the 2 allowed)',
    );
  });

  it('waits below the minimum number of sessions, however bad the canary looks', () => {
    const result = judgeCanary({ canary: { sessions: 99, errorSessions: 99, label: '1.1.0+9e8d7c6' }, baseline: { sessions: 900, errorSessions: 0 } }, options);
    expect(result.verdict).toBe('wait');
    expect(result.reason).toBe('canary 1.1.0+9e8d7c6 has 99 of the 100 sessions needed to judge: waiting');
    expect(judgeCanary({ canary: { sessions: 100, errorSessions: 0 }, baseline: { sessions: 99, errorSessions: 0 } }, options).verdict).toBe('wait');
  });

  it('decides at exactly the minimum number of sessions', () => {
    expect(judgeCanary({ canary: { sessions: 100, errorSessions: 99 }, baseline: { sessions: 100, errorSessions: 0 } }, options).verdict).toBe('rollback');
  });

  it('uses the confidence bound, not the raw ratio: 7 % against 0 % in 100 sessions is not enough, 8 % is', () => {
    // Raw difference 7 points (over the 2 allowed) but the lower bound is 1.9 points.
    const seven = judgeCanary({ canary: { sessions: 100, errorSessions: 7 }, baseline: { sessions: 100, errorSessions: 0 } }, options);
    expect(seven.verdict).toBe('healthy');
    expect(seven.difference?.low).toBeLessThan(0.02);
    const eight = judgeCanary({ canary: { sessions: 100, errorSessions: 8 }, baseline: { sessions: 100, errorSessions: 0 } }, options);
    expect(eight.verdict).toBe('rollback');
    expect(eight.difference?.low).toBeGreaterThan(0.02);
  });

  it('never rolls back a canary that is better, however many sessions', () => {
    expect(judgeCanary({ canary: { sessions: 1000, errorSessions: 0 }, baseline: { sessions: 1000, errorSessions: 500 } }, options).verdict).toBe('healthy');
  });

  it('is stricter with a higher confidence and laxer with a wider margin', () => {
    const input = { canary: { sessions: 100, errorSessions: 8 }, baseline: { sessions: 100, errorSessions: 0 } };
    expect(judgeCanary(input, { ...options, confidence: 0.99 }).verdict).toBe('healthy');
    expect(judgeCanary(input, { ...options, maxExtraErrorRate: 0.05 }).verdict).toBe('healthy');
  });

  it('uses the stated defaults when given none', () => {
    expect(DEFAULT_JUDGE_OPTIONS).toEqual(options);
    expect(judgeCanary({ canary: { sessions: 100, errorSessions: 8 }, baseline: { sessions: 100, errorSessions: 0 } }).verdict).toBe('rollback');
  });

  it('refuses counts that cannot be', () => {
    expect(() => judgeCanary({ canary: { sessions: 10, errorSessions: 11 }, baseline: { sessions: 10, errorSessions: 0 } })).toThrow(/errorSessions/);
    expect(() => judgeCanary({ canary: { sessions: -1, errorSessions: 0 }, baseline: { sessions: 10, errorSessions: 0 } })).toThrow(/sessions/);
    expect(() => judgeCanary({ canary: { sessions: 1.5, errorSessions: 0 }, baseline: { sessions: 10, errorSessions: 0 } })).toThrow(/sessions/);
    expect(() => judgeCanary({ canary: { sessions: 10, errorSessions: 0 }, baseline: { sessions: 10, errorSessions: 0 } }, { confidence: 1 })).toThrow(
      /confidence/,
    );
    expect(() => judgeCanary({ canary: { sessions: 10, errorSessions: 0 }, baseline: { sessions: 10, errorSessions: 0 } }, { minSessions: 0 })).toThrow(
      /minSessions/,
    );
  });

  describe('properties (fixed seed)', () => {
    const params = { seed: 34, numRuns: 300 };

    it('never rolls back a canary that fails exactly as often as the default, at high counts', () => {
      fc.assert(
        fc.property(fc.integer({ min: 200, max: 20_000 }), fc.integer({ min: 1, max: 20 }), fc.double({ min: 0, max: 1, noNaN: true }), (n, factor, p) => {
          const baselineSessions = n * factor;
          const k = Math.round(p * n);
          const result = judgeCanary(
            { canary: { sessions: n, errorSessions: k }, baseline: { sessions: baselineSessions, errorSessions: k * factor } },
            options,
          );
          return result.verdict === 'healthy';
        }),
        params,
      );
    });

    it('always rolls back a canary clearly worse than the default (12 points over, 1000+ sessions each)', () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 1000, max: 20_000 }),
          fc.integer({ min: 1000, max: 20_000 }),
          fc.double({ min: 0, max: 0.85, noNaN: true }),
          (n1, n2, p) => {
            const baseline = { sessions: n2, errorSessions: Math.round(p * n2) };
            const canary = { sessions: n1, errorSessions: Math.min(n1, Math.round((p + 0.12) * n1)) };
            return judgeCanary({ canary, baseline }, options).verdict === 'rollback';
          },
        ),
        params,
      );
    });
  });
});
