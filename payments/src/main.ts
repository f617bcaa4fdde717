/**
 * Starts the local payments service (`npm start -w payments`, or scripts/stack.mjs for `npm start`
 * and the end-to-end tests). Configuration through the environment:
 *
 *   PAYMENTS_PORT             port on 127.0.0.1 (default 8090; 0 = any free port)
 *   PAYMENTS_DATA_FILE        the JSON data file (default <repo>/.runtime/payments/payments.json)
 *   PAYMENTS_ALLOWED_ORIGINS  comma-separated origins of the site (CORS and redirect targets)
 *   AUTH_EMULATOR_URL         Firebase Auth emulator (default http://127.0.0.1:9099)
 *   FIREBASE_API_KEY, FIREBASE_PROJECT_ID   (defaults demo-api-key, demo-tcgp)
 *   PRICE_MONTHLY, PRICE_YEARLY             price ids (defaults price_monthly, price_yearly)
 *
 * Prints `PAYMENTS_READY <url>` once it accepts requests.
 */
import path from 'node:path';
import { JsonFileStore } from './store';
import { createEmulatorVerifier } from './verifier';
import { defaultPrices, startPaymentsServer } from './server';

const env = (name: string, fallback: string) => process.env[name] ?? fallback;

async function main() {
  const dataFile = path.resolve(process.env.PAYMENTS_DATA_FILE ?? path.join(__dirname, '../../.runtime/payments/payments.json'));
  const store = await JsonFileStore.open(dataFile);
  const server = await startPaymentsServer({
    store,
    verifier: createEmulatorVerifier({
      emulatorUrl: env('AUTH_EMULATOR_URL', 'http://127.0.0.1:9099'),
      apiKey: env('FIREBASE_API_KEY', 'demo-api-key'),
      projectId: env('FIREBASE_PROJECT_ID', 'demo-tcgp'),
    }),
    allowedOrigins: env('PAYMENTS_ALLOWED_ORIGINS', 'http://127.0.0.1:8080,http://localhost:8080')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    prices: defaultPrices(env('PRICE_MONTHLY', 'price_monthly'), env('PRICE_YEARLY', 'price_yearly')),
    port: Number(env('PAYMENTS_PORT', '8090')),
  });
  console.log(`PAYMENTS_READY ${server.url}`);
  console.log(`[payments] data file ${dataFile}`);
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    await server.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error('[payments] failed to start', error);
  process.exit(1);
});
