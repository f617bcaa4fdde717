// Child processes and waiting for a server to answer: what the build and the local services share.
import { spawn } from 'node:child_process';
import { repoRoot } from './apps.mjs';

/** @import { ChildProcess, SpawnOptions } from 'node:child_process' */

/**
 * @param {string} cmd
 * @param {string[]} args
 * @param {SpawnOptions} [options]
 * @returns {Promise<void>}
 */
export function run(cmd, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: repoRoot, ...options });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(' ')} exited with ${code}`))));
    child.on('error', reject);
  });
}

/**
 * @param {string} url
 * @param {number} timeoutMs
 * @param {ChildProcess} [child]  gives up when it exits
 */
export async function waitForHttp(url, timeoutMs, child) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`process exited with ${child.exitCode} before ${url} answered`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}
