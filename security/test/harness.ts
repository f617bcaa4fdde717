/**
 * Runs a harness script (security/harness/*.mjs, plain ESM like scripts/) in a child process and
 * reads the JSON line it prints once its servers listen. The harness stops when its standard input
 * closes, so it never outlives the test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export const repoRoot = path.join(__dirname, '../..');

export interface Harness<T> {
  info: T;
  child: ChildProcess;
  /** Everything the harness printed on stderr so far. */
  errors(): string;
  stop(): Promise<void>;
}

export function startHarness<T>(script: string, args: string[], timeoutMs = 90_000): Promise<Harness<T>> {
  const child = spawn(process.execPath, [path.join(repoRoot, 'security/harness', script), ...args], { cwd: repoRoot, stdio: ['pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${script} did not start within ${timeoutMs} ms\n${stderr}`));
    }, timeoutMs);
    child.stdout?.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (!line) return;
      clearTimeout(timer);
      child.stdout?.removeAllListeners('data');
      child.stdout?.resume();
      resolve({
        info: JSON.parse(line) as T,
        child,
        errors: () => stderr,
        stop: async () => {
          child.stdin?.end();
          const timer2 = setTimeout(() => child.kill('SIGKILL'), 10_000);
          await exited;
          clearTimeout(timer2);
        },
      });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited with ${code}\n${stderr}`));
    });
  });
}
