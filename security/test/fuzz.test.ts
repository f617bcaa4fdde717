/**
 * Fuzz suite: a bounded, seeded series of malformed requests against every server of
 * `npm start`, started as `npm start` starts them (scripts/stack.mjs, in one child process, on free
 * 127.0.0.1 ports, with a fixture build and fixture data). After every batch each server still
 * answers its health check, and the payments data on disk is intact (a bystander's subscription
 * and saved collection unchanged). No answer is a 5xx, none leaks a file from outside the served
 * folders or a dotfile, malformed escapes are 400, and every static answer carries nosniff.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readRecords, type Snapshot } from 'payments/src/store';
import { fuzzCase, seededRandom, type FuzzCase, type FuzzContext } from './fuzzCases';
import { startHarness, type Harness } from './harness';
import { sendRaw, type RawResponse } from './rawHttp';

const SEED = 20260301;
const PER_SERVER = 100;
const BATCH = 30;

interface StackInfo {
  shellUrl: string;
  remoteUrls: Record<string, string>;
  authUrl: string;
  paymentsUrl: string;
  paymentsDataFile: string;
  pid: number;
  paymentsPid: number;
}

let dir: string;
let h: Harness<StackInfo>;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'fuzz-'));
  h = await startHarness<StackInfo>('stack.mjs', [dir]);
}, 120_000);
afterAll(async () => {
  await h?.stop();
  await rm(dir, { recursive: true, force: true });
}, 60_000);

async function signUp(authUrl: string): Promise<{ token: string; uid: string }> {
  const res = await fetch(`${authUrl}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ returnSecureToken: true }),
  });
  const json = (await res.json()) as { idToken: string; localId: string };
  return { token: json.idToken, uid: json.localId };
}

/** Gives `user` a paid subscription and a saved collection through the service's own API. */
async function seedBystander(paymentsUrl: string, site: string, user: { token: string; uid: string }) {
  const auth = { Authorization: `Bearer ${user.token}`, 'Content-Type': 'application/json' };
  const session = (await (
    await fetch(`${paymentsUrl}/v1/customers/${user.uid}/checkout_sessions`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ price: 'price_monthly', success_url: `${site}/`, cancel_url: `${site}/` }),
    })
  ).json()) as { url: string };
  const paid = await fetch(`${session.url}/pay`, { method: 'POST', headers: { Origin: paymentsUrl }, redirect: 'manual' });
  expect(paid.status).toBe(303);
  const saved = await fetch(`${paymentsUrl}/v1/users/${user.uid}/collection`, {
    method: 'PUT',
    // The first save of this user: only if none exists (a save without a precondition is 428).
    headers: { ...auth, 'If-None-Match': '*' },
    body: JSON.stringify({ version: 1, missing: ['a1-001', 'a1-001', 'a2-150'], updatedAt: '2026-03-01T00:00:00.000Z' }),
  });
  expect(saved.status).toBe(200);
}

/** The bystander's records in the data files. */
function bystanderRecords(records: Snapshot, uid: string) {
  return {
    subscriptions: Object.values(records.subscriptions).filter((s) => s.uid === uid),
    collection: records.collections[uid],
    collectionVersion: records.collectionVersions[uid],
  };
}

async function healthChecks(info: StackInfo): Promise<Record<string, number>> {
  const checks: Record<string, string> = {
    shell: `${info.shellUrl}/`,
    'shell config.json': `${info.shellUrl}/config.json`,
    'shell data': `${info.shellUrl}/data/meta.json`,
    payments: `${info.paymentsUrl}/health`,
    ...Object.fromEntries(Object.entries(info.remoteUrls).map(([name, url]) => [name, `${url}/mf-manifest.json`])),
  };
  const out: Record<string, number> = {};
  for (const [name, url] of Object.entries(checks))
    out[name] = await fetch(url).then(
      (r) => r.status,
      () => 0,
    );
  return out;
}

/** What must hold for every answer; returns the broken rules. */
function problems(c: FuzzCase, res: RawResponse): string[] {
  const found: string[] = [];
  const body = res.body.toString('latin1');
  if (res.status >= 500) found.push(`answered ${res.status}`);
  if (/OUTSIDE-SECRET|SECRET=/.test(body)) found.push('leaked a secret file');
  if (res.status === 0 && !c.endAfterWrite) found.push('closed without an answer');
  if (c.kind === 'static' && res.status !== 0 && res.headers['x-content-type-options'] !== 'nosniff') found.push('no nosniff');
  const plainGet = (c.method === 'GET' || c.method === 'HEAD') && !c.body && !(c.headers ?? []).some(([k]) => k === 'X-Big');
  if (plainGet && c.malformedPath && res.status !== 400) found.push(`malformed escape answered ${res.status}, not 400`);
  if (plainGet && c.forbiddenFile && !c.malformedPath && res.status !== 404) found.push(`forbidden file answered ${res.status}, not 404`);
  return found;
}

it(`survives ${PER_SERVER} malformed requests per server (seed ${SEED}), checked after every batch of ${BATCH}`, async () => {
  const started = Date.now();
  const info = h.info;
  const me = await signUp(info.authUrl);
  const bystander = await signUp(info.authUrl);
  await seedBystander(info.paymentsUrl, info.shellUrl, bystander);
  const before = bystanderRecords(await readRecords(info.paymentsDataFile), bystander.uid);
  expect(before.subscriptions).toHaveLength(1);
  expect(before.collection?.missing).toEqual(['a1-001', 'a1-001', 'a2-150']);

  const context: FuzzContext = { token: me.token, uid: me.uid, otherUid: bystander.uid, siteOrigin: info.shellUrl };
  const rng = seededRandom(SEED);
  const servers: { name: string; url: string; kind: 'static' | 'payments' }[] = [
    { name: 'shell', url: info.shellUrl, kind: 'static' },
    ...Object.entries(info.remoteUrls).map(([name, url]) => ({ name, url, kind: 'static' as const })),
    { name: 'payments', url: info.paymentsUrl, kind: 'payments' },
  ];
  const cases = servers.flatMap((s) => Array.from({ length: PER_SERVER }, () => ({ server: s, c: fuzzCase(rng, s.kind, context) })));
  // Interleave the servers so every batch reaches all of them.
  cases.sort(() => rng() - 0.5);

  const failures: string[] = [];
  const statusCounts: Record<string, number> = {};
  for (let i = 0; i < cases.length; i += BATCH) {
    const batch = cases.slice(i, i + BATCH);
    const answers = await Promise.all(batch.map(({ server, c }) => sendRaw(server.url, c).then((res) => ({ server, c, res }))));
    for (const { server, c, res } of answers) {
      statusCounts[res.status] = (statusCounts[res.status] ?? 0) + 1;
      for (const p of problems(c, res))
        failures.push(`${server.name}: ${c.method} ${c.target.slice(0, 60)} [${(c.headers ?? []).map(([k]) => k).join(',')}] -> ${p}`);
    }
    const health = await healthChecks(info);
    expect({ batch: i / BATCH, health }).toEqual({ batch: i / BATCH, health: Object.fromEntries(Object.keys(health).map((k) => [k, 200])) });
    expect(bystanderRecords(await readRecords(info.paymentsDataFile), bystander.uid)).toEqual(before);
  }
  expect(failures).toEqual([]);
  // Both processes that were serving at the start are the ones still serving.
  expect(() => process.kill(info.pid, 0)).not.toThrow();
  expect(() => process.kill(info.paymentsPid, 0)).not.toThrow();
  console.log(`fuzz: ${cases.length} requests to ${servers.length} servers in ${Date.now() - started} ms; answers by status ${JSON.stringify(statusCounts)}`);
}, 120_000);
