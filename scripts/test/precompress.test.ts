/** scripts/precompress.mjs: the .br / .gz copies the static servers send. */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

const repoRoot = path.resolve(__dirname, '../..');

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'precompress-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const run = (...dirs: string[]) => execFileSync(process.execPath, [path.join(repoRoot, 'scripts/precompress.mjs'), ...dirs], { encoding: 'utf8' });
const text = (bytes: number) => 'const value = "tier list";\n'.repeat(Math.ceil(bytes / 27)).slice(0, bytes);

it('writes .br and .gz next to every compressible file of 1 KiB and more, recursively, and they decode to the file', async () => {
  await mkdir(path.join(dir, 'nested'), { recursive: true });
  const files = ['a.js', 'b.css', 'c.html', 'd.json', 'e.svg', 'f.txt', 'nested/g.js'];
  for (const f of files) await writeFile(path.join(dir, f), text(1024));
  expect(run(dir)).toContain(`${files.length * 2} written`);
  for (const f of files) {
    const source = await readFile(path.join(dir, f));
    expect(brotliDecompressSync(await readFile(path.join(dir, `${f}.br`)))).toEqual(source);
    expect(gunzipSync(await readFile(path.join(dir, `${f}.gz`)))).toEqual(source);
  }
});

it('leaves alone files under 1 KiB, other types and dotfiles', async () => {
  await writeFile(path.join(dir, 'small.js'), text(1023));
  await writeFile(path.join(dir, 'image.png'), text(5000));
  await writeFile(path.join(dir, 'app.js.map'), text(5000));
  await writeFile(path.join(dir, '.env.json'), text(5000));
  run(dir);
  for (const f of ['small.js', 'image.png', 'app.js.map', '.env.json']) expect(existsSync(path.join(dir, `${f}.br`))).toBe(false);
});

it('is incremental: keeps fresh copies, rewrites stale ones, removes orphans', async () => {
  const file = path.join(dir, 'data.json');
  await writeFile(file, text(4000));
  run(dir);
  const first = await stat(`${file}.br`);
  expect(run(dir)).toContain('0 written, 2 up to date');
  expect((await stat(`${file}.br`)).mtimeMs).toBe(first.mtimeMs);

  await writeFile(file, text(3000));
  const later = new Date(Date.now() + 5000);
  await utimes(file, later, later);
  expect(run(dir)).toContain('2 written');
  expect(brotliDecompressSync(await readFile(`${file}.br`)).toString()).toBe(text(3000));

  await rm(file);
  expect(run(dir)).toContain('2 removed');
  expect(existsSync(`${file}.br`)).toBe(false);
  expect(existsSync(`${file}.gz`)).toBe(false);
});

it('fails with usage without a folder', () => {
  expect(() => execFileSync(process.execPath, [path.join(repoRoot, 'scripts/precompress.mjs')], { stdio: 'pipe' })).toThrow();
});
