/**
 * Health of remote versions, the local stand-in of production's Firestore `health` collection
 * (docs/adr/0018-release-health.md):
 *
 *   POST /health                       the shell's beacon `{ v: 1, reports: [...] }` (text/plain JSON,
 *                                      no cookie); exactly the agreed shape, every number bounded
 *                                      (@tcgp/schemas parseHealthBeacon), at most 16 KB;
 *                                      204 when added, 400 `invalid-argument` naming the problems
 *   GET  /health/summary?remote=deck   `{ remote, versions: { "<label>": { sessions, errorSessions,
 *                                      loadFailures, boundaryErrors, uncaughtErrors, lcpP75, inpP75,
 *                                      clsP75, lastReportAt } } }` (the release CLI reads it)
 *
 * No token: the reports are anonymous counts. A beacon's reports are added in one store transaction.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HEALTH_MAX_BODY_BYTES, HEALTH_REMOTE_PATTERN, parseHealthBeacon } from '@tcgp/schemas';
import { addReport, healthKey, summarize, type VersionHealthSummary } from '../domain/health';
import { HttpError, readJson, sendJson, type AppEnv } from '../http';
import type { ServiceDeps } from './deps';

export function healthApi(d: ServiceDeps): Hono<AppEnv> {
  const api = new Hono<AppEnv>();

  api.post(
    '/',
    bodyLimit({
      maxSize: HEALTH_MAX_BODY_BYTES,
      onError: () => {
        throw new HttpError(413, 'payload-too-large', `A health report is at most ${HEALTH_MAX_BODY_BYTES} bytes.`);
      },
    }),
    async (c) => {
      const parsed = parseHealthBeacon(await readJson(c));
      if (!parsed.ok) {
        const problems = parsed.problems.slice(0, 5).map((p) => `${p.path}: ${p.reason}`);
        throw new HttpError(400, 'invalid-argument', `Not a health report: ${problems.join('; ')}`);
      }
      const at = d.now().toISOString();
      await d.store.transact((tx) => {
        for (const report of parsed.value.reports) {
          const key = healthKey(report.remote, report.version);
          tx.put('health', key, addReport(tx.get('health', key), report, at));
        }
      });
      c.header('Cache-Control', 'no-store');
      return c.body(null, 204);
    },
  );

  api.get('/summary', (c) => {
    const remote = c.req.query('remote') ?? '';
    if (!HEALTH_REMOTE_PATTERN.test(remote)) throw new HttpError(400, 'invalid-argument', 'Name a remote: /health/summary?remote=<name>.');
    const versions: Record<string, VersionHealthSummary> = {};
    for (const record of d.store.list('health')) if (record.remote === remote) versions[record.version] = summarize(record);
    return sendJson(c, 200, { remote, versions });
  });

  return api;
}
