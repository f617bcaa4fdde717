import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildLabel as label, isVersionLabel as isLabel, sourceState as state } from '../buildLabel.mjs';

/** A git checkout of one app folder (package.json 1.4.0), with one commit. */
function checkout(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'label-'));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'ignore' });
  git('init', '-q');
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'app', version: '1.4.0' }));
  writeFileSync(path.join(dir, 'a.ts'), 'export const a = 1;\n');
  git('add', '.');
  git('-c', 'user.name=t', '-c', 'user.email=t@example.invalid', 'commit', '-q', '-m', 'first');
  return dir;
}

describe('version labels', () => {
  let dir = '';
  beforeEach(() => {
    dir = checkout();
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('is the package version and the 7-hex commit for a clean tree', () => {
    const commit = execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], { cwd: dir, encoding: 'utf8' }).trim();
    expect(label(dir, { env: {} })).toBe(`1.4.0+${commit}`);
    expect(isLabel(label(dir, { env: {} }))).toBe(true);
  });

  it('gives two different uncommitted trees two labels, and one tree always the same', () => {
    writeFileSync(path.join(dir, 'a.ts'), 'export const a = 2;\n');
    const first = label(dir, { env: {} });
    expect(first).toMatch(/^1\.4\.0\+[0-9a-f]{7}\.dirty\.[0-9a-f]{7}$/);
    expect(label(dir, { env: {} })).toBe(first);
    writeFileSync(path.join(dir, 'a.ts'), 'export const a = 3;\n');
    const second = label(dir, { env: {} });
    expect(second).not.toBe(first);
    // A new file that is not committed changes it too.
    writeFileSync(path.join(dir, 'b.ts'), 'export const b = 1;\n');
    expect(label(dir, { env: {} })).not.toBe(second);
    expect(isLabel(second)).toBe(true);
  });

  it('is overridden by BUILD_LABEL', () => {
    expect(label(dir, { env: { BUILD_LABEL: '2.0.0+feedbee' } })).toBe('2.0.0+feedbee');
  });

  it('says "unversioned" and the time outside a git checkout', () => {
    const plain = mkdtempSync(path.join(tmpdir(), 'nogit-'));
    try {
      writeFileSync(path.join(plain, 'package.json'), JSON.stringify({ version: '1.0.0' }));
      expect(state(plain)).toBeNull();
      const text = label(plain, { env: {}, now: new Date('2026-01-02T03:04:05Z') });
      expect(text).toBe('1.0.0+unversioned.20260102030405');
      expect(isLabel(text)).toBe(true);
    } finally {
      rmSync(plain, { recursive: true, force: true });
    }
  });

  it('refuses what is not a label', () => {
    for (const bad of ['1.0.0', 'swapped-v2', '1.0+abc', `1.0.0+${'a'.repeat(60)}`, '1.0.0+a/b']) expect(isLabel(bad)).toBe(false);
  });
});
