/**
 * The health beacon the shell sends once per page session (docs/adr/0018-release-health.md): per
 * remote and version, the session's counts and the page's vitals. Every field is bounded and nothing
 * else is accepted, so a report can carry no personal data and no sink can be made to store much.
 */
import * as v from 'valibot';
import { check, expected, type ParseResult } from './check';

/** Most reports in one beacon, and the largest beacon body in bytes. */
export const HEALTH_MAX_REPORTS = 20;
export const HEALTH_MAX_BODY_BYTES = 16 * 1024;
/** The largest value of every count of a report. */
export const HEALTH_MAX_COUNT = 1000;
/** Upper bounds of the vitals (anything above is a broken measurement, not a slow page). */
export const HEALTH_MAX_LCP_MS = 120_000;
export const HEALTH_MAX_INP_MS = 60_000;
export const HEALTH_MAX_CLS = 10;

/** A remote's name as the registry spells it. */
export const HEALTH_REMOTE_PATTERN = /^[a-z][a-z0-9-]{0,31}$/;
/** A build label: `1.4.0+3f2c1ab`, `1.0.0`, … (letters, digits, `.`, `+`, `-`; at most 64). */
export const HEALTH_VERSION_PATTERN = /^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/;

export const LOAD_FAILURE_KINDS = ['manifest', 'entry', 'chunk', 'contract'] as const;
export type LoadFailureKind = (typeof LOAD_FAILURE_KINDS)[number];

const count = v.pipe(
  v.number(expected('a whole number')),
  v.integer('must be a whole number'),
  v.minValue(0, 'must not be negative'),
  v.maxValue(HEALTH_MAX_COUNT, `must be at most ${HEALTH_MAX_COUNT}`),
);
const bounded = (max: number, integer: boolean) =>
  v.nullable(
    v.pipe(
      v.number(expected('a number or null')),
      v.finite('must be finite'),
      v.check((n) => !integer || Number.isInteger(n), 'must be a whole number'),
      v.minValue(0, 'must not be negative'),
      v.maxValue(max, `must be at most ${max}`),
    ),
  );

export const healthReportSchema = v.pipe(
  v.strictObject({
    remote: v.pipe(v.string(expected('a remote name')), v.regex(HEALTH_REMOTE_PATTERN, 'is not a remote name')),
    version: v.pipe(v.string(expected('a version label')), v.regex(HEALTH_VERSION_PATTERN, 'is not a version label')),
    sessions: count,
    errorSessions: count,
    loadFailures: v.strictObject({ manifest: count, entry: count, chunk: count, contract: count }),
    boundaryErrors: count,
    uncaughtErrors: count,
    lcpMs: bounded(HEALTH_MAX_LCP_MS, true),
    inpMs: bounded(HEALTH_MAX_INP_MS, true),
    cls: bounded(HEALTH_MAX_CLS, false),
  }),
  v.check((r) => r.errorSessions <= r.sessions, 'errorSessions must not exceed sessions'),
);

export const healthBeaconSchema = v.strictObject({
  v: v.literal(1, expected('1')),
  reports: v.pipe(
    v.array(healthReportSchema, expected('a list of reports')),
    v.minLength(1, 'must hold at least one report'),
    v.maxLength(HEALTH_MAX_REPORTS, `must hold at most ${HEALTH_MAX_REPORTS} reports`),
  ),
});

export type HealthReport = v.InferOutput<typeof healthReportSchema>;
export type HealthBeacon = v.InferOutput<typeof healthBeaconSchema>;

/** Checks a beacon body (parsed JSON): exactly the agreed shape, every number bounded. */
export function parseHealthBeacon(json: unknown): ParseResult<HealthBeacon> {
  return check(healthBeaconSchema, json);
}
