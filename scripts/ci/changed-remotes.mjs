// Which remotes a change touches: a remote is affected when a file changes in its folder or in a
// workspace it depends on (directly or through another workspace: libs, the contract, the dev kit),
// or in what every build reads (tooling/, the root package files, the remotes manifest).
//
//   node scripts/ci/changed-remotes.mjs <base-ref>     prints a JSON array of remote folders
//
// CI runs each affected remote's own tests and build; the whole suite runs on every change anyway.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, remotes } from '../../tooling/remotes.mjs';

/** Files every remote's build or tests read. */
const EVERYONE = [/^tooling\//, /^package\.json$/, /^package-lock\.json$/, /^remotes\.manifest\.json$/, /^jest\.config\.ts$/, /^tsconfig\.json$/];

/**
 * The workspaces and what each depends on.
 * @typedef {object} WorkspaceGraph
 * @property {Map<string, string>} byName  package name -> workspace folder
 * @property {Map<string, string[]>} deps  workspace folder -> the package names it depends on
 */

/**
 * Workspace folder -> the names of the workspaces it depends on.
 * @returns {WorkspaceGraph}
 */
function workspaceGraph(root = repoRoot) {
  /** @type {{ workspaces: string[] }} */
  const rootPackage = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  // Workspace patterns are folders or globs of one level (`libs/*`, `mfe-*`): their package.json files.
  const folders = rootPackage.workspaces.flatMap((pattern) =>
    execFileSync('git', ['ls-files', '--', `${pattern}/package.json`], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((file) => file && file.split('/').length === pattern.split('/').length + 1)
      .map((file) => path.dirname(file)),
  );
  /** @type {WorkspaceGraph['byName']} */
  const byName = new Map();
  /** @type {WorkspaceGraph['deps']} */
  const deps = new Map();
  for (const folder of folders) {
    const pkg = JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8'));
    byName.set(pkg.name, folder);
    deps.set(folder, Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }));
  }
  return { byName, deps };
}

/**
 * The workspace folders `folder` reaches through its dependencies, itself included.
 * @param {string} folder
 * @param {WorkspaceGraph} graph
 */
export function reach(folder, graph) {
  const seen = new Set([folder]);
  const queue = [folder];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const name of graph.deps.get(next) ?? []) {
      const dep = graph.byName.get(name);
      if (dep && !seen.has(dep)) {
        seen.add(dep);
        queue.push(dep);
      }
    }
  }
  return seen;
}

/**
 * The remotes (folders) affected by a list of changed files.
 * @param {string[]} changedFiles  paths relative to the repository root
 * @param {WorkspaceGraph} [graph]
 * @returns {string[]}
 */
export function affectedRemotes(changedFiles, graph = workspaceGraph()) {
  if (changedFiles.some((file) => EVERYONE.some((pattern) => pattern.test(file)))) return remotes.map((r) => r.folder);
  return remotes
    .map((r) => r.folder)
    .filter((folder) => {
      const folders = [...reach(folder, graph)];
      return changedFiles.some((file) => folders.some((f) => file === f || file.startsWith(`${f}/`)));
    });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2];
  if (!base) {
    console.error('usage: node scripts/ci/changed-remotes.mjs <base-ref>');
    process.exit(2);
  }
  const changed = execFileSync('git', ['diff', '--name-only', `${base}...HEAD`], { cwd: repoRoot, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  console.log(JSON.stringify(affectedRemotes(changed)));
}
