import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** The rule of `selector` (its body) in a CSS file. */
const ruleOf = (css: string, selector: string) => new RegExp(`(^|\\n)\\${selector} \\{([^}]*)\\}`).exec(css)?.[2]?.trim() ?? null;

const src = path.join(__dirname, '../..');
const cssFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? cssFiles(path.join(dir, e.name)) : e.name.endsWith('.module.css') ? [path.join(dir, e.name)] : [],
  );

describe('the empty-state panel is defined once in the tier list remote', () => {
  it.each(['pages/TierListPage.module.css', 'features/find-by-card/FindByCard.module.css'])('%s composes it instead of repeating it', (file) => {
    const css = readFileSync(path.join(src, file), 'utf8');
    expect(ruleOf(css, '.empty')).toMatch(/^composes: empty from '(\.\.\/)+(features\/)?shared\/EmptyPanel\.module\.css';$/);
    expect(ruleOf(css, '.emptyTitle')).toMatch(/^composes: emptyTitle from '(\.\.\/)+(features\/)?shared\/EmptyPanel\.module\.css';$/);
  });

  it("no other stylesheet of the remote repeats the panel's look", () => {
    const repeating = cssFiles(src).filter((file) => /border-style: dashed;\s*text-align: center;/.test(readFileSync(file, 'utf8')));
    expect(repeating.map((file) => path.relative(src, file))).toEqual(['features/shared/EmptyPanel.module.css']);
  });
});
