// The Firebase Auth emulator of the local site.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './apps.mjs';
import { freePort } from './ports.mjs';
import { waitForHttp } from './processes.mjs';

/**
 * Starts the Firebase Auth emulator (firebase-tools, runs offline) on 127.0.0.1:port.
 * @param {{ port: number, workDir: string }} o
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startAuthEmulator({ port, workDir }) {
  mkdirSync(workDir, { recursive: true });
  const [hub, logging] = [await freePort(), await freePort()];
  const configFile = path.join(workDir, 'firebase.emulators.json');
  writeFileSync(
    configFile,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port },
        hub: { host: '127.0.0.1', port: hub },
        logging: { host: '127.0.0.1', port: logging },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  const firebaseBin = path.join(repoRoot, 'node_modules/firebase-tools/lib/bin/firebase.js');
  const child = spawn(process.execPath, [firebaseBin, 'emulators:start', '--only', 'auth', '--project', 'demo-tcgp', '--config', configFile], {
    cwd: workDir,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', CI: process.env.CI ?? 'true' },
    detached: process.platform !== 'win32',
  });
  /** Signals the emulator's process group (it starts Java); false when there is none (any more). */
  const signalGroup = (/** @type {NodeJS.Signals} */ signal) => {
    if (child.pid === undefined) return false;
    try {
      process.kill(-child.pid, signal);
      return true;
    } catch {
      return false;
    }
  };
  // Never leave an orphan emulator behind, whatever way this process ends.
  process.once('exit', () => signalGroup('SIGKILL'));
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  try {
    // A busy machine may need longer (AUTH_EMULATOR_START_MS).
    await waitForHttp(url, Number(process.env.AUTH_EMULATOR_START_MS ?? 90_000), child);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`Auth emulator failed to start: ${error instanceof Error ? error.message : String(error)}\n${output}`, { cause: error });
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        if (!signalGroup('SIGTERM')) child.kill('SIGTERM');
        setTimeout(() => signalGroup('SIGKILL'), 5000).unref();
      }),
  };
}
