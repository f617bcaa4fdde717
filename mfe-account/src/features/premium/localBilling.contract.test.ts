/**
 * @jest-environment node
 */
// The contract suite against the local adapter for real: over HTTP against the local payments
// service, started in-process on a free port with a fake token verifier.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PaymentsStore } from 'payments/src/store';
import { createFakeVerifier } from 'payments/src/verifier';
import { startPaymentsServer } from 'payments/src/server';
import { createLocalBilling } from './localBilling';
import { describeBillingContract, type BillingHarness } from './billingContract';

const SITE = 'http://site.test:8080';

async function post(url: string, origin: string, form: Record<string, string>) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    redirect: 'manual',
  });
  if (res.status !== 303) throw new Error(`${url} answered ${res.status}`);
}

describeBillingContract('local payments service over HTTP', async (): Promise<BillingHarness> => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'billing-contract-'));
  const store = await PaymentsStore.open(path.join(dir, 'payments.json'));
  const server = await startPaymentsServer({
    store,
    verifier: createFakeVerifier({ 'token-alice': 'u-alice', 'token-bob': 'u-bob' }),
    allowedOrigins: [SITE],
  });
  const tokens: Record<string, string> = { 'u-alice': 'token-alice', 'u-bob': 'token-bob' };
  const currentPage = `${SITE}/tier-list`;
  const client = (uid: string | null) =>
    createLocalBilling({
      baseUrl: server.url,
      getUid: () => uid,
      getIdToken: async () => (uid ? (tokens[uid] ?? null) : null),
      currentPage: () => currentPage,
    });
  const record = (session: { id: string }) => {
    const s = store.get('checkoutSessions', session.id);
    if (!s) throw new Error(`no session ${session.id}`);
    return s;
  };
  return {
    client,
    currentPage,
    prices: { monthly: 'price_monthly', yearly: 'price_yearly' },
    pay: (_uid, session) => post(`${session.url}/pay`, server.url, { card: '4242 4242 4242 4242' }),
    async cancel(uid, subscriptionId) {
      const portal = await client(uid).getPortalUrl(currentPage);
      await post(`${portal}/cancel`, server.url, { subscription: subscriptionId });
    },
    async storedRequest(_uid, session) {
      const s = record(session);
      return { mode: s.mode, success_url: s.success_url, cancel_url: s.cancel_url, prices: s.prices };
    },
    sessionCount: async (uid) => store.list('checkoutSessions').filter((s) => s.uid === uid).length,
    async teardown() {
      await server.close();
      await store.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
});
