/**
 * Starts the local payments service (`npm start -w payments`, or scripts/stack.mjs for `npm start`
 * and the end-to-end tests). Configuration through the environment:
 *
 *   PAYMENTS_PORT               port on 127.0.0.1 (default 8090; 0 = any free port)
 *   PAYMENTS_DATA_FILE          the snapshot file; its journal is <file>.journal (default <repo>/.runtime/payments/payments.json)
 *   PAYMENTS_ALLOWED_ORIGINS    comma-separated origins of the site (CORS and redirect targets)
 *   PAYMENTS_PREMIUM_DATA_DIR   folder of the premium data set (GET /v1/premium-data/...); unset = none served
 *   AUTH_EMULATOR_URL           Firebase Auth emulator, on the loopback interface only (default http://127.0.0.1:9099)
 *   FIREBASE_API_KEY, FIREBASE_PROJECT_ID   (defaults demo-api-key, demo-tcgp)
 *   PRICE_MONTHLY, PRICE_YEARLY             price ids (defaults price_monthly, price_yearly)
 *
 * Refuses to start with NODE_ENV=production or a non-loopback emulator URL (see verifier.ts).
 * Prints `PAYMENTS_READY <url>` once it accepts requests.
 */
import path from 'node:path';
import { defaultPrices } from './domain/prices';
import { startPaymentsServer } from './server';
import { PaymentsStore } from './store';
import { createEmulatorVerifier } from './verifier';

const env = (name: string, fallback: string) => process.env[name] ?? fallback;

async function main() {
  const verifier = createEmulatorVerifier({
    emulatorUrl: env('AUTH_EMULATOR_URL', 'http://127.0.0.1:9099'),
    apiKey: env('FIREBASE_API_KEY', 'demo-api-key'),
    projectId: env('FIREBASE_PROJECT_ID', 'demo-tcgp'),
  });
  const dataFile = path.resolve(process.env.PAYMENTS_DATA_FILE ?? path.join(__dirname, '../../.runtime/payments/payments.json'));
  const premiumDataDir = process.env.PAYMENTS_PREMIUM_DATA_DIR ? path.resolve(process.env.PAYMENTS_PREMIUM_DATA_DIR) : null;
  const store = await PaymentsStore.open(dataFile);
  const server = await startPaymentsServer({
    store,
    verifier,
    allowedOrigins: env('PAYMENTS_ALLOWED_ORIGINS', 'http://127.0.0.1:8080,http://localhost:8080')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    prices: defaultPrices(env('PRICE_MONTHLY', 'price_monthly'), env('PRICE_YEARLY', 'price_yearly')),
    premiumDataDir,
    port: Number(env('PAYMENTS_PORT', '8090')),
  });
  console.log(`PAYMENTS_READY ${server.url}`);
  console.log(`[payments] data file ${dataFile}${premiumDataDir ? `, premium data ${premiumDataDir}` : ''}`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await server.close();
    await store.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error('[payments] failed to start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
