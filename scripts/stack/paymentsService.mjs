// The local payments service (payments/) of the local site.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './apps.mjs';

/**
 * Starts the local payments service (payments/, TypeScript run by tsx) on 127.0.0.1:port. It plays the
 * Stripe payments extension and the payment provider (checkout sessions, a local checkout page, the
 * subscriptions, a local portal), serves the premium data set to premium users and keeps saved
 * collections. Its data lives in `dataFile` (snapshot) and `dataFile.journal`, written crash-safely.
 * @param {{ port: number, dataFile: string, allowedOrigins: string[], authUrl: string, premiumDataDir?: string | null, apiKey?: string, projectId?: string }} o
 * @returns {Promise<{ url: string, pid: number, stop: () => Promise<void>, kill: () => Promise<void> }>}
 */
export async function startPaymentsService({
  port,
  dataFile,
  allowedOrigins,
  authUrl,
  premiumDataDir = null,
  apiKey = 'demo-api-key',
  projectId = 'demo-tcgp',
}) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'payments/src/main.ts')], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PAYMENTS_PORT: String(port),
      PAYMENTS_DATA_FILE: dataFile,
      PAYMENTS_ALLOWED_ORIGINS: allowedOrigins.join(','),
      ...(premiumDataDir ? { PAYMENTS_PREMIUM_DATA_DIR: premiumDataDir } : {}),
      AUTH_EMULATOR_URL: authUrl,
      FIREBASE_API_KEY: apiKey,
      FIREBASE_PROJECT_ID: projectId,
    },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const killNow = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  process.once('exit', killNow);
  void exited.then(() => process.removeListener('exit', killNow));
  let output = '';
  /** @type {string} */
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      killNow();
      reject(new Error(`the payments service did not start within 60 s\n${output}`));
    }, 60_000);
    child.stdout.on('data', (d) => {
      output += d;
      const match = /PAYMENTS_READY (\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    });
    child.stderr.on('data', (d) => {
      output += d;
      process.stderr.write(d);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the payments service exited with ${code}\n${output}`));
    });
  });
  return {
    url,
    // It printed its URL, so it was spawned and has a process id.
    pid: /** @type {number} */ (child.pid),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(killNow, 5000);
      await exited;
      clearTimeout(timer);
    },
    /** Ends the service at once (SIGKILL), as a crash would. */
    kill: async () => {
      killNow();
      await exited;
    },
  };
}
