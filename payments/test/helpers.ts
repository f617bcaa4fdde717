/** A payments service on a free 127.0.0.1 port with a fake token table, a settable clock and a temporary data folder. */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Subscription } from '@tcgp/billing';
import { startPaymentsServer, type PaymentsServer } from '../src/server';
import { PaymentsStore } from '../src/store';
import { createFakeVerifier } from '../src/verifier';

export const SITE = 'http://site.test:8080';
export const NOW = new Date('2026-01-31T10:00:00.000Z');

export interface CallOptions {
  token?: string;
  method?: string;
  body?: unknown;
  /** Sent as is (not JSON-encoded). */
  raw?: string;
  origin?: string;
  form?: Record<string, string>;
  headers?: Record<string, string>;
}

export interface TestService {
  server: PaymentsServer;
  store: PaymentsStore;
  dir: string;
  file: string;
  clock: { now: Date };
  call(urlOrPath: string, o?: CallOptions): Promise<Response>;
  /** Stops the server and opens the same data again (a restart). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export async function startTestService(o: { premiumDataDir?: string; tokens?: Record<string, string> } = {}): Promise<TestService> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'payments-test-'));
  const file = path.join(dir, 'payments.json');
  const clock = { now: NOW };
  const boot = async () => {
    const store = await PaymentsStore.open(file);
    const server = await startPaymentsServer({
      store,
      verifier: createFakeVerifier(o.tokens ?? { 'token-alice': 'alice', 'token-bob': 'bob' }),
      allowedOrigins: [SITE],
      premiumDataDir: o.premiumDataDir ?? null,
      now: () => clock.now,
    });
    return { store, server };
  };
  const t: TestService = {
    ...(await boot()),
    dir,
    file,
    clock,
    call(urlOrPath, c = {}) {
      const headers: Record<string, string> = { ...c.headers };
      if (c.token) headers.Authorization = `Bearer ${c.token}`;
      if (c.origin) headers.Origin = c.origin;
      let body: string | undefined = c.raw;
      if (c.body !== undefined) {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(c.body);
      } else if (c.form) {
        headers['Content-Type'] = 'application/x-www-form-urlencoded';
        body = new URLSearchParams(c.form).toString();
      }
      const url = urlOrPath.startsWith('http') ? urlOrPath : `${t.server.url}${urlOrPath}`;
      return fetch(url, { method: c.method ?? (body === undefined ? 'GET' : 'POST'), headers, body, redirect: 'manual' });
    },
    async restart() {
      await t.server.close();
      await t.store.close();
      Object.assign(t, await boot());
    },
    async stop() {
      await t.server.close();
      await t.store.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
  return t;
}

export const checkoutBody = (price = 'price_monthly') => ({
  price,
  mode: 'subscription',
  success_url: `${SITE}/tier-list?checkout=success`,
  cancel_url: `${SITE}/tier-list?checkout=cancel`,
});

export async function createSession(t: TestService, token = 'token-alice', uid = 'alice', body: unknown = checkoutBody()) {
  const res = await t.call(`/v1/customers/${uid}/checkout_sessions`, { token, body });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; created: string; url: string };
}

/** What the Pay button of the local checkout page does. */
export const pay = (t: TestService, sessionUrl: string) => t.call(`${sessionUrl}/pay`, { origin: t.server.url, form: { card: '4242 4242 4242 4242' } });

export async function listSubs(t: TestService, token = 'token-alice', uid = 'alice', query = '') {
  const res = await t.call(`/v1/customers/${uid}/subscriptions${query}`, { token });
  return { status: res.status, body: (await res.json()) as Subscription[] & { error?: { code: string; message: string } } };
}

/** The `{ error: { code } }` of a JSON error answer. */
export async function errorCode(res: Response): Promise<string | undefined> {
  const json = (await res.json()) as { error?: { code?: string } };
  return json.error?.code;
}
