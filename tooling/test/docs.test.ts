import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Config } from 'jest';

/**
 * What the documentation promises and the code can check: the repository paths the docs name exist,
 * the `npm run` scripts they name exist in that package.json, the Jest project list of docs/testing.md
 * is jest.config.ts's, the ports they name are the ones the code uses, docs/architecture.md stays an
 * overview, and no tracked file names a path of the machine it was written on. Every failure names
 * the doc file and the stale token.
 */
const repoRoot = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');
const readJson = <T>(file: string) => JSON.parse(read(file)) as T;
/** jest.config.ts as Jest reads it (outside this project's TypeScript root, so loaded at run time). */
const jestConfig = jest.requireActual<{ default: Config }>(path.join(repoRoot, 'jest.config.ts')).default;

function git(args: string[], input?: string): string {
  const run = spawnSync('git', args, { cwd: repoRoot, encoding: 'utf8', input, maxBuffer: 64 * 1024 * 1024 });
  if (run.error) throw run.error;
  return run.stdout;
}
const trackedFiles = git(['ls-files', '-z']).split('\0').filter(Boolean);

/** README.md, CONTRIBUTING.md and every Markdown file under docs/. */
function docFiles(): string[] {
  const files = ['README.md', 'CONTRIBUTING.md'];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(repoRoot, dir), { withFileTypes: true })) {
      const file = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.md')) files.push(file);
    }
  };
  walk('docs');
  return files;
}
const docs = docFiles().map((file) => ({ file, text: read(file) }));

/** The text without fenced code blocks (inline spans and links are what name paths). */
const prose = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '');
const inlineSpans = (text: string) => [...prose(text).matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!.trim());
/** The anchors GitHub gives a Markdown file's headings (`## The collection: who owns what` -> `the-collection-who-owns-what`). */
function headingAnchors(text: string): Set<string> {
  const anchors = new Set<string>();
  for (const m of prose(text).matchAll(/^#{1,6} (.+)$/gm)) {
    const slug = m[1]!
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    let unique = slug;
    for (let n = 1; anchors.has(unique); n += 1) unique = `${slug}-${n}`;
    anchors.add(unique);
  }
  return anchors;
}
const linkTargets = (text: string) => [...prose(text).matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);

// ---------------------------------------------------------------------------------------------
// Paths

const topFolders = new Set(trackedFiles.filter((f) => f.includes('/')).map((f) => f.split('/')[0]!));
/** Paths inside a workspace (`src/setup.ts` of every remote). */
const WORKSPACE_RELATIVE = new Set(['src', 'test']);

/**
 * A span that looks like a repository path: a top folder of the repository (or `src/`, `test/`) followed
 * by a file name with an extension or a trailing `/`; no placeholders, globs, routes or URLs.
 */
function looksLikePath(token: string): boolean {
  if (!/^[\w.@-]+(\/[\w.@-]+)*\/?$/.test(token) || !token.includes('/')) return false;
  const first = token.split('/')[0]!;
  if (!topFolders.has(first) && !WORKSPACE_RELATIVE.has(first)) return false;
  return token.endsWith('/') || /\.[A-Za-z0-9]{1,6}$/.test(token);
}

/** The paths git ignores (build output, local state): named in the docs, never in the repository. */
function ignoredPaths(paths: string[]): Set<string> {
  if (paths.length === 0) return new Set();
  return new Set(
    git(['check-ignore', '--no-index', '--stdin'], `${paths.join('\n')}\n`)
      .split('\n')
      .filter(Boolean),
  );
}

/** CONTRIBUTING's worked example of adding a remote (`npm run new:remote -- trades`): its files do not exist. */
const exampleRemote = /npm run new:remote -- (\w+)/.exec(read('CONTRIBUTING.md'))?.[1];
const isExample = (token: string) => exampleRemote !== undefined && token.toLowerCase().includes(exampleRemote.toLowerCase());

function pathExists(token: string): boolean {
  const clean = token.replace(/\/$/, '');
  if (existsSync(path.join(repoRoot, clean))) return true;
  if (!WORKSPACE_RELATIVE.has(clean.split('/')[0]!)) return false;
  // Relative to a workspace: some workspace has it.
  return trackedFiles.some((f) => f.endsWith(`/${clean}`) || f.includes(`/${clean}/`));
}

// ---------------------------------------------------------------------------------------------
// Scripts

interface Manifest {
  name: string;
  scripts?: Record<string, string>;
  workspaces?: string[];
}
const packageFolders = trackedFiles.filter((f) => f.endsWith('package.json') && !f.includes('node_modules')).map((f) => path.dirname(f));
const manifests = new Map(packageFolders.map((dir) => [dir, readJson<Manifest>(path.join(dir, 'package.json'))]));

const remoteFolders = () => readJson<{ remotes: { folder: string }[] }>('remotes.manifest.json').remotes.map((r) => r.folder);

/** The package.json of `-w <workspace>` (a folder or a package name); the root's without one. */
function manifestOf(workspace: string | undefined): Manifest | undefined {
  if (!workspace) return manifests.get('.');
  return manifests.get(workspace.replace(/\/$/, '')) ?? [...manifests.values()].find((m) => m.name === workspace);
}

/** A remote's own command named without `-w` (`npm run dev`, run in the remote's folder). */
const everyRemoteHas = (script: string) => remoteFolders().every((folder) => manifests.get(folder)?.scripts?.[script] !== undefined);

// ---------------------------------------------------------------------------------------------
// Ports

const remotesManifest = readJson<{
  shell: { devPort: number; localPort: number };
  remotes: { name: string; folder: string; devPort: number; localPort: number }[];
}>('remotes.manifest.json');
const appPorts = new Map<string, number[]>([
  ['shell', [remotesManifest.shell.devPort, remotesManifest.shell.localPort]],
  ...remotesManifest.remotes.map((r) => [r.name, [r.devPort, r.localPort]] as [string, number[]]),
]);
/** The defaults of `npm start` (scripts/start.mjs: `port('PAYMENTS_PORT', 8090)`). */
const startDefaults = new Map([...read('scripts/start.mjs').matchAll(/port\('(\w+)', (\d+)\)/g)].map((m) => [m[1]!, Number(m[2])]));
const emulatorPorts = Object.values(readJson<{ emulators: Record<string, { port?: number }> }>('firebase.json').emulators)
  .map((e) => e.port)
  .filter((p): p is number => typeof p === 'number');
const knownPorts = new Set([...[...appPorts.values()].flat(), ...startDefaults.values(), ...emulatorPorts]);

describe('the docs', () => {
  it('name repository paths that exist', () => {
    const candidates = docs.flatMap(({ file, text }) =>
      inlineSpans(text)
        .filter(looksLikePath)
        .map((token) => ({ file, token })),
    );
    const ignored = ignoredPaths([...new Set(candidates.map((c) => c.token))]);
    const stale = candidates
      .filter(({ token }) => !ignored.has(token) && !isExample(token) && !pathExists(token))
      .map(({ file, token }) => `${file}: \`${token}\` does not exist`);
    expect(stale).toEqual([]);
  });

  it('link to files and headings that exist', () => {
    const stale = docs.flatMap(({ file, text }) =>
      linkTargets(text)
        .filter((target) => !/^[a-z]+:/i.test(target))
        .flatMap((target) => {
          const [name, anchor] = target.split('#') as [string, string | undefined];
          const linked = name === '' ? path.join(repoRoot, file) : path.resolve(repoRoot, path.dirname(file), decodeURI(name));
          if (!existsSync(linked)) return [`${file}: link (${target}) points to no file`];
          if (anchor === undefined || !linked.endsWith('.md')) return [];
          return headingAnchors(readFileSync(linked, 'utf8')).has(anchor) ? [] : [`${file}: link (${target}) points to no heading`];
        }),
    );
    expect(stale).toEqual([]);
  });

  it('name npm scripts that exist in that package.json', () => {
    const stale: string[] = [];
    for (const { file, text } of docs) {
      for (const m of text.matchAll(/npm (?:-w ([\w./@-]+) )?(run ([\w:.-]+)|test|start)((?: -w| --workspace[= ])([\w./@-]+))?/g)) {
        const script = m[3] ?? m[2]!;
        const workspace = m[1] ?? m[5];
        const manifest = manifestOf(workspace);
        const where = workspace ? `${workspace}/package.json` : 'package.json';
        if (!manifest) stale.push(`${file}: \`${m[0]}\` names workspace ${workspace}, which does not exist`);
        else if (!manifest.scripts?.[script] && !(workspace === undefined && everyRemoteHas(script))) {
          stale.push(`${file}: \`${m[0]}\`: no script "${script}" in ${where}`);
        }
      }
    }
    expect(stale).toEqual([]);
  });

  it("list jest.config.ts's projects in docs/testing.md", () => {
    const text = read('docs/testing.md');
    const item = /\*\*`npm run test:unit`\*\*[\s\S]*?\n4\. /.exec(text)?.[0];
    expect(item).toBeDefined();
    const listed = inlineSpans(item!.slice(item!.indexOf('workspaces):'))).filter((t) => t !== 'remotes.manifest.json');
    const projects = (jestConfig.projects ?? []).map((p) => (typeof p === 'string' ? p : String(p.rootDir).replace('<rootDir>/', '')));
    const expected = projects.filter((dir) => !remoteFolders().includes(dir));
    const problems = [
      ...expected.filter((dir) => !listed.includes(dir)).map((dir) => `docs/testing.md: Jest project \`${dir}\` is missing from the list`),
      ...listed.filter((dir) => !expected.includes(dir)).map((dir) => `docs/testing.md: \`${dir}\` is listed but is no Jest project`),
      ...(item!.includes('each remote') ? [] : ['docs/testing.md: the list does not say "each remote"']),
    ];
    expect(problems).toEqual([]);
  });

  it('name the ports the code uses', () => {
    const stale: string[] = [];
    for (const { file, text } of docs) {
      for (const m of text.matchAll(/(?:127\.0\.0\.1|localhost):(\d+)/g)) {
        if (!knownPorts.has(Number(m[1]))) stale.push(`${file}: \`${m[0]}\`: no app, service or emulator uses port ${m[1]}`);
      }
      for (const m of text.matchAll(/\b(shell|tierlist|deck|cards|account) (\d{4})\b/g)) {
        if (!appPorts.get(m[1]!)?.includes(Number(m[2]))) stale.push(`${file}: \`${m[0]}\`: ${m[1]}'s ports are ${appPorts.get(m[1]!)?.join(' and ')}`);
      }
      for (const m of text.matchAll(/\bremotes (\d{4})[–-](\d{4})\b/g)) {
        const ports = remotesManifest.remotes.map((r) => r.localPort);
        const range = `${Math.min(...ports)}–${Math.max(...ports)}`;
        if (`${m[1]}–${m[2]}` !== range) stale.push(`${file}: \`${m[0]}\`: the remotes' local ports are ${range}`);
      }
      for (const [pattern, variable] of [
        [/payments service (\d{4})/g, 'PAYMENTS_PORT'],
        [/Auth emulator (\d{4})/g, 'AUTH_EMULATOR_PORT'],
      ] as const) {
        for (const m of text.matchAll(pattern)) {
          if (Number(m[1]) !== startDefaults.get(variable)) stale.push(`${file}: \`${m[0]}\`: scripts/start.mjs uses ${startDefaults.get(variable)}`);
        }
      }
    }
    expect(stale).toEqual([]);
  });

  it('keep docs/architecture.md an overview of at most 200 lines', () => {
    const lines = read('docs/architecture.md').split('\n').length - 1;
    expect(lines <= 200 ? [] : [`docs/architecture.md: ${lines} lines, more than 200`]).toEqual([]);
  });
});

describe('the tracked files', () => {
  it('name no path of the machine they were written on', () => {
    const machinePath = new RegExp(`(^|[\\s'"\`(=:])/(${['work', 'root', 'home'].join('|')})/[\\w.-]`, 'm');
    const found: string[] = [];
    for (const file of trackedFiles) {
      const full = path.join(repoRoot, file);
      if (!existsSync(full) || !statSync(full).isFile()) continue;
      const bytes = readFileSync(full);
      if (bytes.subarray(0, 8000).includes(0)) continue; // binary
      const text = bytes.toString('utf8');
      const m = machinePath.exec(text);
      if (m)
        found.push(
          `${file}: \`${
            text
              .slice(m.index, m.index + 40)
              .trim()
              .split(/\s/)[0]
          }\` is a machine path`,
        );
    }
    expect(found).toEqual([]);
  });
});
