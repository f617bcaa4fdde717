/**
 * Health aggregates of remote versions: what `POST /health` adds a beacon's reports to, and what
 * `GET /health/summary` answers. Vitals are kept as bounded histograms (a fixed set of buckets
 * per vital), so a version's record has the same size after a million reports as after ten; the
 * p75 is the upper edge of the bucket that holds the 75th percentile.
 */
import type { HealthReport } from '@tcgp/schemas';
import type { HealthAggregateRecord } from '../store';

/** Bucket widths: fine up to a limit, coarse above it (at most a few hundred buckets per vital). */
interface Buckets {
  fine: number;
  fineUpTo: number;
  coarse: number;
}
const LCP_BUCKETS: Buckets = { fine: 100, fineUpTo: 10_000, coarse: 1_000 };
const INP_BUCKETS: Buckets = { fine: 8, fineUpTo: 1_000, coarse: 100 };
const CLS_BUCKETS: Buckets = { fine: 0.01, fineUpTo: 1, coarse: 0.1 };

/** The upper edge of the bucket that holds `value`, as the histogram's key. */
export function bucketOf(value: number, b: Buckets): string {
  const width = value < b.fineUpTo ? b.fine : b.coarse;
  const edge = value <= 0 ? width : Math.ceil(value / width - 1e-9) * width;
  // Round away floating-point noise (0.1 * 3 -> 0.30000000000000004).
  return String(Number(edge.toFixed(6)));
}

/** The value below which 75 % of the histogram's sessions lie (the bucket's upper edge), or null when empty. */
export function p75(histogram: Record<string, number>): number | null {
  const entries = Object.entries(histogram)
    .map(([edge, n]) => [Number(edge), n] as const)
    .sort((a, b) => a[0] - b[0]);
  const total = entries.reduce((sum, [, n]) => sum + n, 0);
  if (total === 0) return null;
  let seen = 0;
  for (const [edge, n] of entries) {
    seen += n;
    if (seen >= 0.75 * total) return edge;
  }
  return entries[entries.length - 1]?.[0] ?? null;
}

export const healthKey = (remote: string, version: string): string => `${remote}@${version}`;

function emptyAggregate(remote: string, version: string, at: string): HealthAggregateRecord {
  return {
    remote,
    version,
    sessions: 0,
    errorSessions: 0,
    loadFailures: { manifest: 0, entry: 0, chunk: 0, contract: 0 },
    boundaryErrors: 0,
    uncaughtErrors: 0,
    lcpMs: {},
    inpMs: {},
    cls: {},
    lastReportAt: at,
  };
}

function addTo(histogram: Record<string, number>, value: number | null, b: Buckets, sessions: number): void {
  if (value === null || sessions === 0) return;
  const key = bucketOf(value, b);
  histogram[key] = (histogram[key] ?? 0) + sessions;
}

/** `current` (or a new record) with one report added. */
export function addReport(current: HealthAggregateRecord | undefined, report: HealthReport, at: string): HealthAggregateRecord {
  const next = current ?? emptyAggregate(report.remote, report.version, at);
  next.sessions += report.sessions;
  next.errorSessions += report.errorSessions;
  for (const kind of ['manifest', 'entry', 'chunk', 'contract'] as const) next.loadFailures[kind] += report.loadFailures[kind];
  next.boundaryErrors += report.boundaryErrors;
  next.uncaughtErrors += report.uncaughtErrors;
  // A vital describes the page, not each session: it counts once per report that measured it.
  addTo(next.lcpMs, report.lcpMs, LCP_BUCKETS, 1);
  addTo(next.inpMs, report.inpMs, INP_BUCKETS, 1);
  addTo(next.cls, report.cls, CLS_BUCKETS, 1);
  next.lastReportAt = at;
  return next;
}

/** One version's line of `GET /health/summary`. */
export interface VersionHealthSummary {
  sessions: number;
  errorSessions: number;
  loadFailures: HealthAggregateRecord['loadFailures'];
  boundaryErrors: number;
  uncaughtErrors: number;
  lcpP75: number | null;
  inpP75: number | null;
  clsP75: number | null;
  lastReportAt: string;
}

export function summarize(record: HealthAggregateRecord): VersionHealthSummary {
  return {
    sessions: record.sessions,
    errorSessions: record.errorSessions,
    loadFailures: { ...record.loadFailures },
    boundaryErrors: record.boundaryErrors,
    uncaughtErrors: record.uncaughtErrors,
    lcpP75: p75(record.lcpMs),
    inpP75: p75(record.inpMs),
    clsP75: p75(record.cls),
    lastReportAt: record.lastReportAt,
  };
}
