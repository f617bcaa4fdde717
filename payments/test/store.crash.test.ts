/**
 * kill -9 under load loses no acknowledged write: a child process writes as fast as it can, is
 * killed with SIGKILL at a random moment (several times, with and without compactions), and every
 * write it acknowledged is there when the store is opened again.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PaymentsStore } from '../src/store';

const WRITER = path.join(__dirname, 'fixtures/crashWriter.ts');
const repoRoot = path.join(__dirname, '../..');

/** Runs the writer until it has acknowledged `atLeast` writes, kills it with SIGKILL and returns the acknowledged ids. */
function writeThenKill(file: string, prefix: string, atLeast: number, compactAfter: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', WRITER, file, prefix, String(compactAfter)], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const acked: string[] = [];
    let buffer = '';
    let errors = '';
    child.stderr.on('data', (d: Buffer) => (errors += d.toString()));
    child.stdout.on('data', (d: Buffer) => {
      buffer += d.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) if (line.startsWith('ACK ')) acked.push(line.slice(4));
      if (acked.length >= atLeast && child.exitCode === null && !child.killed) child.kill('SIGKILL');
    });
    child.on('exit', (code, signal) => {
      if (signal === 'SIGKILL') resolve(acked);
      else reject(new Error(`writer exited with ${code}: ${errors}`));
    });
  });
}

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'payments-crash-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

it.each([
  ['journal only', 64 * 1024 * 1024],
  ['with frequent compactions', 8 * 1024],
])(
  'kill -9 while writing loses no acknowledged write (%s)',
  async (_label, compactAfter) => {
    const file = path.join(dir, 'payments.json');
    const acked: string[] = [];
    for (let round = 0; round < 3; round++) acked.push(...(await writeThenKill(file, `r${round}`, 60 + round * 25, compactAfter)));
    const store = await PaymentsStore.open(file);
    const stored = new Set(store.list('portalSessions').map((p) => p.id));
    await store.close();
    expect(acked.length).toBeGreaterThanOrEqual(225);
    expect(acked.filter((id) => !stored.has(id))).toEqual([]);
  },
  60_000,
);
