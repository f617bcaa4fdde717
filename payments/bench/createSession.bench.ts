/**
 * `npm run bench -w payments`: time of one checkout-session create (HTTP request to a durable
 * answer) with many sessions already stored. Prints medians against a budget; never fails.
 * Before the journal, at 1,338 sessions a create took 60-310 ms (the whole file was rewritten and
 * fsynced on every write).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startPaymentsServer } from '../src/server';
import { PaymentsStore } from '../src/store';
import { createFakeVerifier } from '../src/verifier';

const BUDGET_MS = 20;
const RUNS = 60;
const SITE = 'http://site.test';

async function measure(existing: number): Promise<number> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'payments-bench-'));
  const store = await PaymentsStore.open(path.join(dir, 'payments.json'));
  const now = new Date();
  await store.transact((tx) => {
    for (let i = 0; i < existing; i++) {
      const id = `cs_seed_${i}`;
      tx.put('checkoutSessions', id, {
        id,
        uid: `u${i % 50}`,
        mode: 'subscription',
        prices: ['price_monthly'],
        quantity: 1,
        success_url: `${SITE}/`,
        cancel_url: `${SITE}/`,
        created: now.toISOString(),
        expires_at: new Date(now.getTime() + 3_600_000).toISOString(),
        status: 'open',
        subscription: null,
      });
    }
  });
  const server = await startPaymentsServer({ store, verifier: createFakeVerifier({ t: 'alice' }), allowedOrigins: [SITE] });
  const body = JSON.stringify({ price: 'price_monthly', success_url: `${SITE}/`, cancel_url: `${SITE}/` });
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const res = await fetch(`${server.url}/v1/customers/alice/checkout_sessions`, {
      method: 'POST',
      headers: { Authorization: 'Bearer t', 'Content-Type': 'application/json' },
      body,
    });
    await res.arrayBuffer();
    times.push(performance.now() - start);
  }
  await server.close();
  await store.close();
  await rm(dir, { recursive: true, force: true });
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] ?? Number.NaN;
}

async function main() {
  console.log(`checkout-session create, median of ${RUNS} (budget ${BUDGET_MS} ms):`);
  for (const existing of [0, 1338, 10_000]) {
    const median = await measure(existing);
    console.log(`  ${String(existing).padStart(6)} stored sessions: ${median.toFixed(2)} ms ${median <= BUDGET_MS ? 'within budget' : 'OVER BUDGET'}`);
  }
}

void main();
