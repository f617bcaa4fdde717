import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The data pipeline (`data/`) and the local payments service (`payments/`) run in Node and must not
 * depend, directly or through any package they depend on, on a package that declares React (the
 * contract declares react, react-redux, react-i18next...). This walks the `dependencies` (and peer and
 * optional dependencies) of their package.json files: workspace packages by their folder, the others
 * where Node would find them in node_modules.
 */
const repoRoot = path.resolve(__dirname, '../..');
const REACT = ['react', 'react-dom'];

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  workspaces?: string[];
}
const readManifest = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Manifest;

/** Workspace package name -> its folder (the root package.json's workspace patterns: `libs/*`, `mfe-*`...). */
function workspaceFolders(): Map<string, string> {
  const folders = new Map<string, string>();
  for (const pattern of readManifest(repoRoot).workspaces ?? []) {
    const parent = path.join(repoRoot, path.dirname(pattern));
    const last = new RegExp(`^${path.basename(pattern).replace(/[.]/g, '\\.').replace(/\*/g, '.*')}$`);
    for (const entry of readdirSync(parent, { withFileTypes: true })) {
      const dir = path.join(parent, entry.name);
      if (entry.isDirectory() && last.test(entry.name) && existsSync(path.join(dir, 'package.json'))) folders.set(readManifest(dir).name, dir);
    }
  }
  return folders;
}

const workspaces = workspaceFolders();

/** Where Node would find `name` from `fromDir`: the nearest node_modules folder that has it. */
function packageDir(name: string, fromDir: string): string | null {
  const workspace = workspaces.get(name);
  if (workspace) return workspace;
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(dir) === dir) return null;
  }
}

const dependenciesOf = (manifest: Manifest) => [
  ...Object.keys(manifest.dependencies ?? {}),
  ...Object.keys(manifest.peerDependencies ?? {}),
  ...Object.keys(manifest.optionalDependencies ?? {}),
];

/** The chains from the workspace in `dir` to every package it reaches that declares React. */
function chainsToReact(dir: string): string[][] {
  const found: string[][] = [];
  const seen = new Set<string>();
  const visit = (pkgDir: string, chain: string[]) => {
    const real = path.resolve(pkgDir);
    if (seen.has(real)) return;
    seen.add(real);
    const manifest = readManifest(pkgDir);
    const deps = dependenciesOf(manifest);
    if (deps.some((d) => REACT.includes(d))) found.push([...chain, manifest.name]);
    for (const dep of deps) {
      const depDir = packageDir(dep, pkgDir);
      if (depDir) visit(depDir, [...chain, manifest.name]);
    }
  };
  visit(dir, []);
  return found;
}

describe('Node packages reach no package that declares React', () => {
  it.each(['data', 'payments'])('%s', (workspace) => {
    const dir = path.join(repoRoot, workspace);
    expect(Object.keys(readManifest(dir).dependencies ?? {})).not.toContain('shared-contracts');
    expect(chainsToReact(dir).map((chain) => chain.join(' -> '))).toEqual([]);
  });

  it('would find the contract through a library (the check sees indirect dependencies)', () => {
    const chains = chainsToReact(path.join(repoRoot, 'libs/ui')).map((chain) => chain.join(' -> '));
    expect(chains).toContain('@tcgp/ui');
    expect(chains).toContain('@tcgp/ui -> shared-contracts');
  });
});
