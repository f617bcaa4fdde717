/** Every data command prints its usage with --help and exits 0 (and loads under Node at all). */
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../..');
const TSX = join(ROOT, 'node_modules/tsx/dist/cli.mjs');

describe('--help', () => {
  it.each([
    ['data:ingest', 'data/src/cli/ingest.ts'],
    ['data:build', 'data/src/cli/build.ts'],
    ['data:fetch', 'data/src/cli/fetch.ts'],
    ['data:demo', 'data/src/demo/cli.ts'],
    ['data:validate', 'data/src/cli/validate.ts'],
    ['data:preview', 'data/src/cli/preview.ts'],
    ['data:derive', 'data/src/cli/derive.ts'],
    ['data:publish', 'data/src/cli/publish.ts'],
    ['bench', 'data/bench/cli.ts'],
  ])('npm run %s -- --help', (script, file) => {
    const run = spawnSync(process.execPath, [TSX, file, '--help'], { cwd: ROOT, encoding: 'utf8' });
    expect({ status: run.status, stderr: run.stderr }).toEqual({ status: 0, stderr: '' });
    expect(run.stdout.startsWith(`Usage: npm run ${script}`)).toBe(true);
  });
});
