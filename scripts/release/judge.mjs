// The decision rule of a canary release: is the canary's share of failed sessions worse than the
// default version's by more than a stated margin, with enough sessions to tell? Used by the release
// CLI (`release canary`, `status`); docs/adr/0018-release-health.md explains the choice.

/** The defaults a release uses when it states none. */
export const DEFAULT_JUDGE_OPTIONS = Object.freeze({ minSessions: 100, maxExtraErrorRate: 0.02, confidence: 0.95 });

/**
 * The quantile of the standard normal distribution (Acklam's rational approximation, relative
 * error below 1.2e-9): `normalQuantile(0.975)` is 1.95996…
 * @param {number} p a probability strictly between 0 and 1
 * @returns {number}
 */
export function normalQuantile(p) {
  if (!(p > 0 && p < 1)) throw new RangeError(`normalQuantile: ${p} is not strictly between 0 and 1`);
  const a = /** @type {const} */ ([
    -3.969683028665376e1, 2.209460984245205e2, -2.759285104469687e2, 1.38357751867269e2, -3.066479806614716e1, 2.506628277459239,
  ]);
  const b = /** @type {const} */ ([-5.447609879822406e1, 1.615858368580409e2, -1.556989798598866e2, 6.680131188771972e1, -1.328068155288572e1]);
  const c = /** @type {const} */ ([-7.784894002430293e-3, -3.223964580411365e-1, -2.400758277161838, -2.549732539343734, 4.374664141464968, 2.938163982698783]);
  const d = /** @type {const} */ ([7.784695709041462e-3, 3.224671290700398e-1, 2.445134137142996, 3.754408661907416]);
  const low = 0.02425;
  if (p < low) {
    const q = Math.sqrt(-2 * Math.log(p));
    return (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5]) / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1);
  }
  if (p > 1 - low) return -normalQuantile(1 - p);
  const q = p - 0.5;
  const r = q * q;
  return ((((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q) / (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1);
}

/**
 * Wilson score interval of a proportion `k` of `n` at the two-sided normal quantile `z`.
 * @param {number} k
 * @param {number} n
 * @param {number} z
 * @returns {{ low: number, high: number }}
 */
export function wilsonInterval(k, n, z) {
  if (n === 0) return { low: 0, high: 1 };
  const p = k / n;
  const z2 = z * z;
  const denominator = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denominator;
  const half = (z / denominator) * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n));
  return { low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

/**
 * @param {number} k1
 * @param {number} n1
 * @param {number} k2
 * @param {number} n2
 * @param {number} z
 * Newcombe's hybrid score interval (method 10) of the difference of two independent proportions
 * `k1/n1 - k2/n2`, built from the two Wilson intervals.
 * @returns {{ low: number, high: number }}
 */
export function newcombeDifference(k1, n1, k2, n2, z) {
  const p1 = n1 === 0 ? 0 : k1 / n1;
  const p2 = n2 === 0 ? 0 : k2 / n2;
  const a = wilsonInterval(k1, n1, z);
  const b = wilsonInterval(k2, n2, z);
  const diff = p1 - p2;
  return {
    low: diff - Math.sqrt((p1 - a.low) ** 2 + (b.high - p2) ** 2),
    high: diff + Math.sqrt((a.high - p1) ** 2 + (p2 - b.low) ** 2),
  };
}

/** A percentage for a sentence: `48 %`, `0.2 %`, `0.05 %`. @param {number} x */
function percent(x) {
  const v = x * 100;
  const digits = v === 0 || v >= 10 ? 0 : Number(v.toFixed(1)) === 0 ? 2 : 1;
  return `${Number(v.toFixed(digits))} %`;
}

/** A percentage without its sign, for ranges: `38–58 %`. @param {number} x */
function bare(x) {
  return percent(x).replace(' %', '');
}

/**
 * @param {unknown} value
 * @param {string} what
 * @returns {{ sessions: number, errorSessions: number, label: string }}
 */
function counts(value, what) {
  const v = /** @type {{ sessions?: unknown, errorSessions?: unknown, label?: unknown }} */ (value ?? {});
  const { sessions, errorSessions } = v;
  if (!Number.isSafeInteger(sessions) || /** @type {number} */ (sessions) < 0) throw new TypeError(`judgeCanary: ${what}.sessions must be a whole number ≥ 0`);
  if (
    !Number.isSafeInteger(errorSessions) ||
    /** @type {number} */ (errorSessions) < 0 ||
    /** @type {number} */ (errorSessions) > /** @type {number} */ (sessions)
  )
    throw new TypeError(`judgeCanary: ${what}.errorSessions must be a whole number between 0 and ${what}.sessions`);
  return {
    sessions: /** @type {number} */ (sessions),
    errorSessions: /** @type {number} */ (errorSessions),
    label: typeof v.label === 'string' ? v.label.slice(0, 80) : '',
  };
}

/**
 * @typedef {{ sessions: number, errorSessions: number, label?: string }} VersionHealth
 * @typedef {{ minSessions?: number, maxExtraErrorRate?: number, confidence?: number }} JudgeOptions
 * @typedef {{ verdict: 'rollback' | 'healthy' | 'wait', reason: string,
 *   canary: { rate: number, low: number, high: number }, baseline: { rate: number },
 *   difference: { low: number, high: number } | null }} Judgement
 */

/**
 * Judges a canary against the default version ("baseline") of the same remote.
 * - `wait` while either version has fewer than `minSessions` sessions;
 * - `rollback` when the lower bound of the `confidence` interval (Newcombe) of the difference of
 *   their error-session rates exceeds `maxExtraErrorRate` (the canary is worse by more than that
 *   margin, beyond chance) — never on a raw ratio;
 * - `healthy` otherwise.
 * `reason` is one sentence for `release status`.
 * @param {{ canary: VersionHealth, baseline: VersionHealth }} input
 * @param {JudgeOptions} [options]
 * @returns {Judgement}
 */
export function judgeCanary(input, options = {}) {
  const { minSessions, maxExtraErrorRate, confidence } = { ...DEFAULT_JUDGE_OPTIONS, ...options };
  if (!Number.isSafeInteger(minSessions) || minSessions < 1) throw new TypeError('judgeCanary: minSessions must be a whole number ≥ 1');
  if (!(maxExtraErrorRate >= 0 && maxExtraErrorRate < 1)) throw new TypeError('judgeCanary: maxExtraErrorRate must be in [0, 1)');
  if (!(confidence > 0.5 && confidence < 1)) throw new TypeError('judgeCanary: confidence must be in (0.5, 1)');
  const canary = counts(input?.canary, 'canary');
  const baseline = counts(input?.baseline, 'baseline');
  const z = normalQuantile(1 - (1 - confidence) / 2);
  const rate = (/** @type {{ sessions: number, errorSessions: number }} */ c) => (c.sessions === 0 ? 0 : c.errorSessions / c.sessions);
  const canaryInterval = wilsonInterval(canary.errorSessions, canary.sessions, z);
  const level = `${Number((confidence * 100).toFixed(1))} %`;
  const canaryName = canary.label ? `canary ${canary.label}` : 'the canary';
  const baselineName = baseline.label || 'the default version';
  const canaryText = `${canaryName} failed in ${canary.errorSessions} of ${canary.sessions} sessions (${percent(rate(canary))}, ${level} interval ${bare(canaryInterval.low)}–${percent(canaryInterval.high)})`;
  const baselineText = `${baseline.errorSessions} of ${baseline.sessions} (${percent(rate(baseline))}) for ${baselineName}`;
  const summary = { canary: { rate: rate(canary), ...canaryInterval }, baseline: { rate: rate(baseline) } };

  if (canary.sessions < minSessions || baseline.sessions < minSessions) {
    const short = [
      canary.sessions < minSessions ? `${canaryName} has ${canary.sessions}` : null,
      baseline.sessions < minSessions ? `${baselineName} has ${baseline.sessions}` : null,
    ]
      .filter(Boolean)
      .join(' and ');
    return { verdict: 'wait', reason: `${short} of the ${minSessions} sessions needed to judge: waiting`, ...summary, difference: null };
  }
  const difference = newcombeDifference(canary.errorSessions, canary.sessions, baseline.errorSessions, baseline.sessions, z);
  if (difference.low > maxExtraErrorRate) {
    return {
      verdict: 'rollback',
      reason: `${canaryText} against ${baselineText}: rolled back (worse by at least ${bare(difference.low)} percentage points, more than the ${bare(maxExtraErrorRate)} allowed)`,
      ...summary,
      difference,
    };
  }
  return {
    verdict: 'healthy',
    reason: `${canaryText} against ${baselineText}: healthy (not shown to be worse by more than the ${bare(maxExtraErrorRate)} percentage points allowed)`,
    ...summary,
    difference,
  };
}
