import * as fs from 'node:fs';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * CSS modules follow the same boundary as imports: a style sheet composes classes only from its own
 * package (a relative path that stays inside it) or from the one shared sheet @tcgp/ui exports.
 */
const repoRoot = path.resolve(__dirname, '../..');
const REMOTE_FOLDERS = (JSON.parse(fs.readFileSync(path.join(repoRoot, 'remotes.manifest.json'), 'utf8')) as { remotes: { folder: string }[] }).remotes.map(
  (r) => r.folder,
);
const PACKAGES = ['shell', ...REMOTE_FOLDERS, 'dev-kit', 'shared-contracts', ...readdirSync(path.join(repoRoot, 'libs')).map((d) => `libs/${d}`)];
const SHARED_SHEETS = ['@tcgp/ui/controls.module.css'];

function cssFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (['node_modules', 'dist', 'dist-prerender', '.tsbuild'].includes(name)) return [];
    return statSync(full).isDirectory() ? cssFiles(full) : name.endsWith('.css') ? [full] : [];
  });
}

/** Every `composes: ... from '<source>'` of a style sheet that breaks the rule, with the reason. */
export function foreignComposes(file: string, packageRoot: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const problems: string[] = [];
  for (const match of text.matchAll(/composes:[^;]*?from\s+['"]([^'"]+)['"]/g)) {
    const source = match[1]!;
    if (SHARED_SHEETS.includes(source)) continue;
    if (source.startsWith('.')) {
      const target = path.resolve(path.dirname(file), source);
      if (target.startsWith(packageRoot + path.sep)) continue;
      problems.push(`${path.relative(repoRoot, file)}: composes from ${source}, outside its package`);
    } else problems.push(`${path.relative(repoRoot, file)}: composes from ${source}, which is not a shared sheet`);
  }
  return problems;
}

describe('style sheets: composes only from the own package or @tcgp/ui/controls.module.css', () => {
  it.each(PACKAGES)('%s', (pkg) => {
    const root = path.join(repoRoot, pkg);
    const problems = cssFiles(root).flatMap((file) => foreignComposes(file, root));
    expect(problems).toEqual([]);
  });

  it('catches a sheet that composes from another package', () => {
    const file = path.join(repoRoot, 'mfe-deck/src/pages/Fake.module.css');
    const text = ".a { composes: tile from '../../../libs/ui/src/cards.module.css'; }\n.b { composes: x from 'other-package/x.css'; }";
    const problems = [...text.matchAll(/composes:[^;]*?from\s+['"]([^'"]+)['"]/g)].map((m) => m[1]);
    expect(problems).toEqual(['../../../libs/ui/src/cards.module.css', 'other-package/x.css']);
    // The same rule as above, on a real file path but with this text.
    jest.spyOn(fs, 'readFileSync').mockReturnValueOnce(text);
    expect(foreignComposes(file, path.join(repoRoot, 'mfe-deck'))).toHaveLength(2);
  });
});

/**
 * The type scale: a remote's sheets (and the libraries they bundle) give text only the sizes of the
 * scale and the weights 400, 600, 700, upright, so every font a page needs after its first paint was
 * already looked up by the shell's prerendered FontWarmup. The shell's own sheets are laid out in the
 * prerendered page itself, before the first paint, so they may use other sizes (the logo, the landing
 * page's title).
 */
const tokens = fs.readFileSync(path.join(repoRoot, 'libs/ui/src/styles/tokens.css'), 'utf8');
const scaleSizes = [...tokens.matchAll(/--font-size-([\w-]+):/g)].map((m) => m[1]!);
const warmup = fs.readFileSync(path.join(repoRoot, 'shell/src/layout/FontWarmup.tsx'), 'utf8');
const listed = (name: string) => [...(new RegExp(`${name} = \\[([^\\]]*)\\]`).exec(warmup)?.[1] ?? '').matchAll(/'?([\w-]+)'?/g)].map((m) => m[1]!);
const WEIGHTS = ['400', '600', '700'];

/** Every font declaration of a sheet that leaves the type scale, with where it is. */
export function offScale(file: string, text = fs.readFileSync(file, 'utf8')): string[] {
  const where = (index: number) => `${path.relative(repoRoot, file)}:${text.slice(0, index).split('\n').length}`;
  const problems: string[] = [];
  for (const m of text.matchAll(/font-size:\s*([^;}]+)/g)) {
    const size = /^var\(--font-size-([\w-]+)\)$/.exec(m[1]!.trim())?.[1];
    if (size === undefined || !scaleSizes.includes(size)) problems.push(`${where(m.index)}: font-size ${m[1]!.trim()}`);
  }
  for (const m of text.matchAll(/font-weight:\s*([^;}]+)/g)) {
    if (!WEIGHTS.includes(m[1]!.trim())) problems.push(`${where(m.index)}: font-weight ${m[1]!.trim()}`);
  }
  for (const m of text.matchAll(/font-style:\s*([^;}]+)/g)) {
    if (m[1]!.trim() !== 'normal') problems.push(`${where(m.index)}: font-style ${m[1]!.trim()}`);
  }
  for (const m of text.matchAll(/(?<![-\w])font:\s*([^;}]+)/g)) {
    if (m[1]!.trim() !== 'inherit') problems.push(`${where(m.index)}: font ${m[1]!.trim()}`);
  }
  return problems;
}

describe('type scale: what a page lays out after its first paint uses fonts the prerendered page warmed', () => {
  it('the scale has the sizes the warmup lays out, and the warmup sheet sets each of them', () => {
    expect(scaleSizes).toEqual(['2xs', 'xs', 'sm', 'md', 'lead', 'lg', 'xl']);
    expect(listed('TYPE_SCALE_SIZES')).toEqual(scaleSizes);
    expect(listed('TYPE_SCALE_WEIGHTS')).toEqual(WEIGHTS);
    const sheet = fs.readFileSync(path.join(repoRoot, 'shell/src/layout/FontWarmup.module.css'), 'utf8');
    for (const size of scaleSizes) expect(sheet).toContain(`font-size: var(--font-size-${size});`);
    for (const weight of WEIGHTS) expect(sheet).toContain(`font-weight: ${weight};`);
  });

  it.each(PACKAGES.filter((pkg) => pkg !== 'shell'))('%s stays on the scale', (pkg) => {
    expect(cssFiles(path.join(repoRoot, pkg)).flatMap((file) => offScale(file))).toEqual([]);
  });

  it('catches a size, weight, style or shorthand off the scale, and lets the scale through', () => {
    const file = path.join(repoRoot, 'mfe-deck/src/pages/Fake.module.css');
    const text = [
      '.a { font-size: var(--font-size-sm); font-weight: 700; font-style: normal; font: inherit; }',
      '.b { font-size: 0.8rem; }',
      '.c { font-size: var(--font-size-huge); }',
      '.d { font-weight: 800; }',
      '.e { font-style: italic; }',
      '.f { font: 12px serif; }',
    ].join('\n');
    expect(offScale(file, text)).toEqual([
      'mfe-deck/src/pages/Fake.module.css:2: font-size 0.8rem',
      'mfe-deck/src/pages/Fake.module.css:3: font-size var(--font-size-huge)',
      'mfe-deck/src/pages/Fake.module.css:4: font-weight 800',
      'mfe-deck/src/pages/Fake.module.css:5: font-style italic',
      'mfe-deck/src/pages/Fake.module.css:6: font 12px serif',
    ]);
  });
});

/**
 * Whole words: no sheet lets the browser break a word anywhere (`overflow-wrap: anywhere`,
 * `word-break: break-all`) or hyphenate it (`hyphens: auto`). Names wrap at spaces and a name too long
 * for its box is ellipsized; `overflow-wrap: break-word` only breaks a word wider than the whole line.
 */
export function wordBreaking(file: string, text = fs.readFileSync(file, 'utf8')): string[] {
  const where = (index: number) => `${path.relative(repoRoot, file)}:${text.slice(0, index).split('\n').length}`;
  return [...text.matchAll(/(overflow-wrap:\s*anywhere|word-break:\s*break-all|hyphens:\s*auto)/g)].map((m) => `${where(m.index)}: ${m[1]}`);
}

describe('whole words: no sheet breaks or hyphenates a word anywhere', () => {
  it.each(PACKAGES)('%s', (pkg) => {
    expect(cssFiles(path.join(repoRoot, pkg)).flatMap((file) => wordBreaking(file))).toEqual([]);
  });

  it('catches each way of breaking a word, and lets break-word through', () => {
    const file = path.join(repoRoot, 'mfe-deck/src/pages/Fake.module.css');
    const text = ['.a { overflow-wrap: break-word; }', '.b { overflow-wrap: anywhere; }', '.c { word-break: break-all; }', '.d { hyphens: auto; }'].join('\n');
    expect(wordBreaking(file, text)).toEqual([
      'mfe-deck/src/pages/Fake.module.css:2: overflow-wrap: anywhere',
      'mfe-deck/src/pages/Fake.module.css:3: word-break: break-all',
      'mfe-deck/src/pages/Fake.module.css:4: hyphens: auto',
    ]);
  });
});
