import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateRemote as generate, siteLanguages } from '../new-remote/generate.mjs';

/** Prettier loads its plugins with a dynamic import, which Jest's module system refuses: the files are kept as written. */
const generateRemote = (options: { root: string; name: string; route?: string }) => generate({ ...options, format: async (_file, text) => text });

/** The generator's inputs, copied into a temporary root: the manifest, the release settings, the shell's texts and a model remote. */
const repoRoot = path.resolve(__dirname, '../..');
const INPUTS = [
  'remotes.manifest.json',
  'firebase.json',
  'scripts/deploy/demo/release.json',
  '.prettierrc.json',
  'shared-contracts/src/languages.json',
  'mfe-tierlist/package.json',
  'mfe-tierlist/tsconfig.json',
];

let root = '';
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'new-remote-'));
  for (const input of INPUTS) {
    if (!existsSync(path.join(repoRoot, input))) continue;
    mkdirSync(path.dirname(path.join(root, input)), { recursive: true });
    cpSync(path.join(repoRoot, input), path.join(root, input), { recursive: true });
  }
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as T;
interface Manifest {
  shell: { devPort: number; localPort: number };
  remotes: {
    name: string;
    folder: string;
    devPort: number;
    localPort: number;
    exposes: Record<string, string>;
    pages?: { id: string; path: string; module: string; skeleton: string; menu?: boolean; texts?: Record<string, { heading: string }> }[];
  }[];
}

describe('npm run new:remote', () => {
  it('creates a remote in the one layout, with texts in every language of the site', async () => {
    const made = await generateRemote({ root, name: 'news', route: '/news' });
    const languages = siteLanguages(root);
    expect(languages).toHaveLength(9);
    expect(languages[0]).toBe('en');
    for (const file of [
      'package.json',
      'tsconfig.json',
      'webpack.config.mjs',
      'src/index.ts',
      'src/setup.ts',
      'src/setup.test.ts',
      'src/standalone.tsx',
      'src/server.tsx',
      'src/server.test.tsx',
      'src/pages/NewsPage.tsx',
      'src/pages/NewsPage.test.tsx',
      'src/i18n/index.ts',
      'src/i18n/texts.test.ts',
      ...languages.map((l) => `src/i18n/${l}.ts`),
    ]) {
      expect(made.files).toContain(`mfe-news/${file}`);
      expect(existsSync(path.join(root, 'mfe-news', file))).toBe(true);
    }
    expect(readJson<{ name: string; scripts: Record<string, string> }>('mfe-news/package.json')).toMatchObject({
      name: 'mfe-news',
      scripts: { test: 'jest --config ../jest.config.ts --selectProjects mfe-news' },
    });
    expect(readFileSync(path.join(root, 'mfe-news/src/i18n/ja.ts'), 'utf8')).toContain('ティアリストに戻る');
  });

  it('registers it: the manifest gets the remote with the next free ports and its page, the release settings its origin', async () => {
    const before = readJson<Manifest>('remotes.manifest.json');
    await generateRemote({ root, name: 'news', route: '/news' });
    const after = readJson<Manifest>('remotes.manifest.json');
    expect(after.remotes.slice(0, -1)).toEqual(before.remotes);
    const news = after.remotes.at(-1);
    // 3001-3004 and 8080-8084 are the site's; 8085 is the Firestore emulator's (firebase.json).
    expect(news).toMatchObject({
      name: 'news',
      folder: 'mfe-news',
      devPort: 3005,
      localPort: 8086,
      exposes: { './setup': './src/setup.ts', './NewsPage': './src/pages/NewsPage.tsx' },
    });
    expect(news?.pages).toEqual([expect.objectContaining({ id: 'news', path: '/news', module: 'NewsPage', skeleton: 'page', menu: true })]);
    expect(Object.keys(news?.pages?.[0]?.texts ?? {}).sort()).toEqual([...siteLanguages(root)].sort());
    expect(news?.pages?.[0]?.texts?.de?.heading).toBe('News');
    expect(readJson<{ remoteOrigins: Record<string, string> }>('scripts/deploy/demo/release.json').remoteOrigins.news).toBe('https://tcgp-news.web.app');
  });

  it('takes /<name> as the route when none is given', async () => {
    await generateRemote({ root, name: 'events2' });
    expect(readJson<Manifest>('remotes.manifest.json').remotes.at(-1)?.pages?.[0]).toMatchObject({ id: 'events2', path: '/events2', module: 'Events2Page' });
  });

  it.each([
    ['News', /lower-case letters and digits/],
    ['deck', /name deck is taken/],
    ['shell', /name shell is taken/],
  ])('refuses the name %s and writes nothing', async (name, message) => {
    const manifest = readFileSync(path.join(root, 'remotes.manifest.json'), 'utf8');
    await expect(generateRemote({ root, name })).rejects.toThrow(message);
    expect(readFileSync(path.join(root, 'remotes.manifest.json'), 'utf8')).toBe(manifest);
    expect(existsSync(path.join(root, `mfe-${name}`))).toBe(false);
  });

  it.each([
    ['/deck', /path \/deck is taken/],
    ['/News', /path must be lower-case segments/],
    ['news', /path must be lower-case segments/],
  ])('refuses the route %s and writes nothing', async (route, message) => {
    await expect(generateRemote({ root, name: 'news', route })).rejects.toThrow(message);
    expect(existsSync(path.join(root, 'mfe-news'))).toBe(false);
  });

  it('refuses a folder that exists', async () => {
    mkdirSync(path.join(root, 'mfe-news'));
    await expect(generateRemote({ root, name: 'news' })).rejects.toThrow('mfe-news exists already');
  });
});
