/** scripts/language-copies.mjs: the copies of LANGUAGES that cannot read it (hosting rewrites, the worker's prefixes). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGE_PREFIX_SOURCE } from '@tcgp/i18n';
import { LANGUAGE_CODES } from 'shared-contracts';
import {
  FIREBASE_JSON,
  WORKER_POLICY,
  languageCopies,
  languagePrefixes,
  languageRewrites,
  prefixPattern,
  textLoaderFiles,
  withPrefixPattern,
  withTextLoaders,
} from '../language-copies.mjs';

const repoRoot = path.resolve(__dirname, '../..');

describe('language-copies', () => {
  it('finds the repository up to date (else: npm run languages:copies)', () => {
    for (const [file, text] of Object.entries(languageCopies(repoRoot))) {
      if (readFileSync(path.join(repoRoot, file), 'utf8') !== text)
        throw new Error(`${file} does not follow shared-contracts/src/languages.json: run npm run languages:copies`);
    }
    expect(Object.keys(languageCopies(repoRoot))).toEqual([FIREBASE_JSON, WORKER_POLICY, ...textLoaderFiles(repoRoot)]);
    expect(textLoaderFiles(repoRoot)).toEqual([
      'libs/ui/src/texts/index.ts',
      'mfe-account/src/i18n/index.ts',
      'mfe-cards/src/i18n/index.ts',
      'mfe-deck/src/i18n/index.ts',
      'mfe-tierlist/src/i18n/index.ts',
      'shell/src/i18n/index.ts',
    ]);
  });

  it('gives the prefixes of LANGUAGES, and the pattern @tcgp/i18n builds of them', () => {
    const prefixes = languagePrefixes(JSON.parse(readFileSync(path.join(repoRoot, 'shared-contracts/src/languages.json'), 'utf8')));
    expect(prefixes).toEqual(LANGUAGE_CODES.map((code) => code.toLowerCase()));
    expect(prefixPattern(prefixes)).toBe(`/${LANGUAGE_PREFIX_SOURCE}/`);
  });

  it('copies each page rewrite per prefix, replacing the old copies and keeping other rewrites', () => {
    const rewrites = [
      { source: '/de/deck/**', destination: '/de/deck/_/index.html' },
      { source: '/ko/deck/**', destination: '/ko/deck/_/index.html' },
      { source: '/deck/**', destination: '/deck/_/index.html' },
      { source: '/api/**', function: 'api' },
    ];
    expect(languageRewrites(rewrites, ['de', 'it'])).toEqual([
      { source: '/de/deck/**', destination: '/de/deck/_/index.html' },
      { source: '/it/deck/**', destination: '/it/deck/_/index.html' },
      { source: '/deck/**', destination: '/deck/_/index.html' },
      { source: '/api/**', function: 'api' },
    ]);
  });

  it("writes the worker's pattern line, and says so when the line is gone", () => {
    const source = 'const a = 1;\nexport const LANGUAGE_PREFIX_PATTERN = /^\\/(en)(?=\\/|$)/;\nconst b = 2;\n';
    expect(withPrefixPattern(source, ['en', 'it'])).toBe('const a = 1;\nexport const LANGUAGE_PREFIX_PATTERN = /^\\/(en|it)(?=\\/|$)/;\nconst b = 2;\n');
    expect(() => withPrefixPattern('const a = 1;\n', ['en'])).toThrow(WORKER_POLICY);
  });

  it('writes one loader line per language, in the order of the table, and keeps the rest of the file', () => {
    const line = (key: string, code: string) => `  ${key}: () => import(/* webpackChunkName: "deck-texts-${code}" */ './${code}'),`;
    const source = ['const modules = {', line('en', 'en'), line("'de-AT'", 'de-AT'), '};', 'export const x = 1;', ''].join('\n');
    expect(withTextLoaders(source, ['en', 'it', 'zh-Hans'], 'f.ts')).toBe(
      ['const modules = {', line('en', 'en'), line('it', 'it'), line("'zh-Hans'", 'zh-Hans'), '};', 'export const x = 1;', ''].join('\n'),
    );
    expect(() => withTextLoaders('const a = 1;\n', ['en'], 'mfe-x/src/i18n/index.ts')).toThrow('mfe-x/src/i18n/index.ts: no texts loader map');
  });
});
