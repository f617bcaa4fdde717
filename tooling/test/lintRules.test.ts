import path from 'node:path';
import { execFileSync } from 'node:child_process';

/**
 * The lint rule against string replacements made from data: `.replace(x, text)` reads `$&`, `` $` ``
 * and `$'` in `text` as patterns, so a replacement is a literal or a function written in place. Each
 * case lints a one-line file with the repository's configuration (lint-cases.mjs).
 */
const CASES: Record<string, [file: string, code: string]> = {
  variable: ['scripts/x.mjs', "export const f = (html, description) => html.replace('<!--d-->', description);"],
  template: ['shell/src/x.ts', 'export const f = (html: string, title: string) => html.replace(/<title>/, `<title>${title}`);'],
  replaceAllCall: ['libs/page-render/src/x.ts', "export const f = (url: string, id: string) => url.replaceAll('{id}', encodeURIComponent(id));"],
  namedFunction: ['scripts/x.mjs', "const fill = () => 'x'; export const f = (t) => t.replace('{a}', fill);"],
  literal: ['scripts/x.mjs', "export const f = (t) => t.replace(/&/g, '&amp;').replace('a', `b`);"],
  arrow: ['scripts/x.mjs', "export const f = (html, description) => html.replace('<!--d-->', () => description);"],
  functionExpression: ['mfe-deck/src/x.ts', "export const f = (t: string, v: string) => t.replace('{{value}}', function () { return v; });"],
  oneArgument: ['scripts/x.mjs', 'export const f = (o) => o.replace();'],
};

let messages: Record<string, string[]> = {};
beforeAll(() => {
  const names = Object.keys(CASES);
  const input = JSON.stringify(names.map((n) => ({ file: CASES[n]![0], code: CASES[n]![1] })));
  const output = execFileSync(process.execPath, [path.join(__dirname, 'lint-cases.mjs')], { input, encoding: 'utf8' });
  const results = JSON.parse(output) as string[][];
  messages = Object.fromEntries(names.map((n, i) => [n, results[i] ?? []]));
}, 120_000);

describe('lint: string replacements', () => {
  it('refuses a replacement string made from data, in scripts, the shell and libraries alike', () => {
    for (const name of ['variable', 'template', 'replaceAllCall', 'namedFunction']) {
      expect([name, messages[name]]).toEqual([name, [expect.stringContaining('Pass the replacement as a function')]]);
    }
  });

  it('allows literals and functions written in place', () => {
    for (const name of ['literal', 'arrow', 'functionExpression', 'oneArgument']) expect([name, messages[name]]).toEqual([name, []]);
  });
});
