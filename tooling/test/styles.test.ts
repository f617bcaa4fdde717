import * as fs from 'node:fs';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * CSS modules follow the same boundary as imports: a style sheet composes classes only from its own
 * package (a relative path that stays inside it) or from the one shared sheet @tcgp/ui exports.
 */
const repoRoot = path.resolve(__dirname, '../..');
const PACKAGES = ['shell', 'mfe-tierlist', 'mfe-deck', 'mfe-cards', 'mfe-account', 'dev-kit', 'shared-contracts', ...readdirSync(path.join(repoRoot, 'libs')).map((d) => `libs/${d}`)];
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
