import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, ROUTES } from 'shared-contracts';
import { expectSameEntries } from './sameEntries';

/**
 * remotes.manifest.json is the one list of the remotes that the build, the scripts, lint and Jest
 * read, and the one list of the site's pages the shell routes. These tests keep it in step with the
 * contract's ROUTES, with what each webpack config really exposes, and with the files TypeScript and
 * npm need listed.
 */
const repoRoot = path.resolve(__dirname, '../..');
const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8')) as T;

interface Ports {
  devPort: number;
  localPort: number;
}
interface Page {
  id: string;
  path: string;
  module: string;
  texts?: Record<string, unknown>;
}
interface Remote extends Ports {
  name: string;
  folder: string;
  exposes: Record<string, string>;
  pages?: Page[];
}
const manifest = readJson<{ shell: Ports; remotes: Remote[] }>('remotes.manifest.json');
/** The modules a manifest entry exposes besides `./setup`, without the `./`. */
const modulesOf = (remote: Remote) =>
  Object.keys(remote.exposes)
    .filter((k) => k !== './setup')
    .map((k) => k.slice(2));

type Federation = Record<string, Record<'production' | 'development', { name: string; exposes: Record<string, string>; devPort: number | null }>>;
let federation: Federation = {};
beforeAll(() => {
  // Importing tooling/remotes.mjs there also runs its own check of the manifest (it throws on a bad one).
  federation = JSON.parse(execFileSync(process.execPath, [path.join(__dirname, 'webpack-exposes.mjs')], { encoding: 'utf8' })) as Federation;
}, 60_000);

describe('remotes.manifest.json and the contract', () => {
  const pages = manifest.remotes.flatMap((r) => r.pages ?? []);

  it('has the page of every path of ROUTES, under its key (the paths other parts link to)', () => {
    for (const [key, routePath] of Object.entries(ROUTES)) {
      if (key === 'home') continue;
      const page = pages.find((p) => p.id === key);
      if (page?.path !== routePath) {
        throw new Error(`remotes.manifest.json: no page has id "${key}" and path "${routePath}" (ROUTES of shared-contracts links there)`);
      }
    }
  });

  it('gives every page the contract does not name its title, heading and description in each language', () => {
    for (const page of pages.filter((p) => !Object.hasOwn(ROUTES, p.id))) {
      const missing = LANGUAGES.map((l) => l.code).filter((code) => !page.texts?.[code]);
      if (missing.length) throw new Error(`remotes.manifest.json: page ${page.id} has no texts for ${missing.join(', ')}`);
    }
  });

  it("hands the shell's texts modules each page's texts in each language, and nothing else of them (__SITE_PAGE_TEXTS__)", () => {
    // The jest globals standing in for DefinePlugin's definitions (jest.config.ts, from tooling/remotes.mjs).
    const built = globalThis as unknown as { __SITE_PAGE_TEXTS__: Record<string, unknown>; __SITE_REMOTES__: unknown };
    for (const { code } of LANGUAGES) {
      const expected = Object.fromEntries(pages.flatMap((p) => (p.texts ? [[p.id, p.texts[code] ?? p.texts.en]] : [])));
      expect(built.__SITE_PAGE_TEXTS__[code]).toEqual(expected);
    }
    // The pages themselves, as the shell and its worker read them, carry no texts.
    expect(JSON.stringify(built.__SITE_REMOTES__)).not.toContain('"texts"');
  });

  it('renders each page with a module of its own remote', () => {
    for (const remote of manifest.remotes) for (const page of remote.pages ?? []) expect(modulesOf(remote)).toContain(page.module);
  });

  it("the demo project's release settings give each remote an origin", () => {
    const file = 'scripts/deploy/demo/release.json';
    const origins = readJson<{ remoteOrigins: Record<string, string> }>(file).remoteOrigins;
    expectSameEntries(
      file,
      'remoteOrigins',
      Object.keys(origins),
      manifest.remotes.map((r) => r.name),
      'remotes.manifest.json',
    );
  });
});

describe('remotes.manifest.json and the webpack configs', () => {
  it.each(manifest.remotes.map((r) => [r.folder, r] as const))(
    '%s: its config exposes exactly the manifest modules, under its name and dev port',
    (folder, remote) => {
      for (const mode of ['production', 'development'] as const) {
        expect(federation[folder]?.[mode]).toEqual({ name: remote.name, exposes: remote.exposes, devPort: remote.devPort });
      }
      for (const file of Object.values(remote.exposes)) expect(existsSync(path.join(repoRoot, folder, file))).toBe(true);
    },
  );

  it('the shell exposes nothing and serves on its dev port', () => {
    expect(federation.shell?.production).toEqual({ name: 'shell', exposes: {}, devPort: manifest.shell.devPort });
  });

  it('every port is used once', () => {
    const ports = [manifest.shell, ...manifest.remotes].flatMap((app) => [app.devPort, app.localPort]);
    expect(new Set(ports).size).toBe(ports.length);
  });
});

describe('each remote folder is a workspace that npm and TypeScript see', () => {
  const workspaces = readJson<{ workspaces: string[] }>('package.json').workspaces;
  const typecheck = readJson<{ scripts: Record<string, string> }>('package.json').scripts.typecheck ?? '';
  /** npm workspace patterns here use `*` for one folder name only. */
  const isWorkspace = (folder: string) =>
    workspaces.some((w) => new RegExp(`^${w.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]+')}$`).test(folder));

  it.each(manifest.remotes.map((r) => r.folder))('%s', (folder) => {
    expect(readJson<{ name: string }>(`${folder}/package.json`).name).toBe(folder);
    expect(isWorkspace(folder)).toBe(true);
    // `npm run typecheck` builds the root's projects and every `mfe-*` folder's (the shell expands it).
    expect(typecheck).toMatch(/^tsc -b \. mfe-\*$/);
    expect(folder).toMatch(/^mfe-/);
    expect(existsSync(path.join(repoRoot, folder, 'tsconfig.json'))).toBe(true);
  });
});

describe('the manifest check (tooling/remotes.mjs)', () => {
  /** The error checkManifest throws for `value`, or '' when it accepts it. */
  const problems = (value: unknown) =>
    execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "const { checkManifest } = await import('./tooling/remotes.mjs'); let input = ''; for await (const c of process.stdin) input += c; try { checkManifest(JSON.parse(input)); } catch (e) { process.stdout.write(e.message); }",
      ],
      { cwd: repoRoot, input: JSON.stringify(value), encoding: 'utf8' },
    );
  const deck = { name: 'deck', folder: 'mfe-deck', devPort: 3002, localPort: 8082, exposes: { './setup': './src/setup.ts' } };
  const shell = { devPort: 3000, localPort: 8080 };

  it('accepts the real manifest', () => {
    expect(problems(manifest)).toBe('');
  });

  it.each([
    ['a remote without ./setup', { shell, remotes: [{ ...deck, exposes: { './Page': './src/Page.tsx' } }] }, 'every remote exposes ./setup'],
    ['a port used twice', { shell, remotes: [{ ...deck, localPort: 8080 }] }, 'localPort 8080 is also shell localPort'],
    ['a name used twice', { shell, remotes: [deck, { ...deck, folder: 'mfe-deck2', devPort: 3005, localPort: 8085 }] }, 'name deck is taken'],
    ['a name that is no federation name', { shell, remotes: [{ ...deck, name: 'Deck-1' }] }, 'name must be lower-case letters and digits'],
    [
      'a module outside the folder',
      { shell, remotes: [{ ...deck, exposes: { './setup': '../shell/src/setup.ts' } }] },
      'must point to a file inside the folder',
    ],
    ['no remotes', { shell, remotes: [] }, 'remotes: must be a non-empty list'],
  ])('refuses %s', (_label, value, message) => {
    expect(problems(value)).toContain(message);
  });
});
