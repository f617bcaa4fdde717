// Lint rules of every workspace (`npm run lint`). Besides typescript-eslint's and react-hooks'
// recommended rules, it enforces the package boundaries of the micro-frontend design:
// - across workspaces, only package entry points are imported (no `shared-contracts/src/...`, no
//   `../../libs/...` paths, no CSS files other than the ones a package exports);
// - remotes never import each other, and the shell imports no remote;
// - production code never imports the dev-only `dev-kit` (only tests, standalone hosts and test helpers),
//   and nothing but tests, test helpers and benchmarks imports the real data of `@tcgp/test-fixtures`;
// - the data pipeline, the payments service and the libraries they use never import the contract or
//   React, and `@tcgp/domain` imports no package at all.
// And one rule of safe text handling: `String.replace`/`replaceAll` take a literal or a function as
// the replacement, never a string built at run time (its `$&`, `` $` ``, `$'` would be read as patterns).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { existsSync, readdirSync } from 'node:fs';
import globals from 'globals';
import { remoteFolders } from './tooling/remotes.mjs';

/** The remotes' folders, from remotes.manifest.json. */
const REMOTES = remoteFolders;
const WORKSPACES = ['shared-contracts', 'dev-kit', 'shell', ...REMOTES, 'payments', 'libs', 'test-fixtures'];

/** Relative paths that leave the package and walk into another workspace. */
const crossWorkspacePaths = {
  group: WORKSPACES.flatMap((w) => [`../**/${w}/**`, `../**/${w}`]),
  message: 'Import another workspace by its package name and entry point, not by a relative path.',
};
/** Deep imports into a package's sources or private files. */
const deepImports = {
  group: ['shared-contracts/src/**', '@tcgp/*/src/**', 'dev-kit/src/**', ...REMOTES.map((r) => `${r}/**`), 'shell/**'],
  message: 'Only package entry points are imported across workspaces (see each package.json "exports").',
};
/** CSS of another package: only what @tcgp/ui exports. */
const foreignCss = {
  group: ['@tcgp/*/**/*.css', '!@tcgp/ui/tokens.css', '!@tcgp/ui/controls.module.css'],
  message: 'Only @tcgp/ui/tokens.css and @tcgp/ui/controls.module.css are shared style sheets.',
};
const devKit = {
  group: ['dev-kit', 'dev-kit/**'],
  message: 'dev-kit (standalone host, test host, fixtures) is for tests and standalone hosts only; it must never reach a production bundle.',
};
const testFixtures = {
  group: ['@tcgp/test-fixtures', '@tcgp/test-fixtures/**'],
  message: 'The real data of @tcgp/test-fixtures is for tests and benchmarks only: never in a bundle, the published data or the demo data.',
};
const remotes = (except) => ({
  group: REMOTES.filter((r) => r !== except),
  message: 'Remotes never import each other (or the shell); they meet only through shared-contracts.',
});

/**
 * The contract declares React (and react-redux, i18next...): the data pipeline, the local payments
 * service and the libraries they use never import it, nor React itself.
 */
const contract = {
  group: ['shared-contracts', 'shared-contracts/**', 'react', 'react/**', 'react-*', 'react-*/**'],
  message:
    'The data pipeline, the payments service and the libraries they use stay free of the contract and React: data shapes and product constants come from @tcgp/domain, the payments port from @tcgp/billing.',
};
/** @tcgp/domain has no dependencies. */
const anyPackage = {
  regex: '^[^.]',
  message: '@tcgp/domain has no dependencies: import only its own files.',
};
/** Libraries the data pipeline or the payments service use (directly or through another library). */
const REACT_FREE_LIBS = ['domain', 'rules', 'schemas', 'collection', 'scheduling', 'billing'];

/**
 * Inside a remote: pages compose features; a feature imports its own folder, `features/shared`, the
 * remote's texts and packages — never a page, nor another feature (what two features use moves to
 * `features/shared`, which imports no feature); test doubles in `testing/` reach tests and the
 * standalone host only.
 */
const featureZones = (remote) => {
  const src = `${remote}/src`;
  const features = (existsSync(`${src}/features`) ? readdirSync(`${src}/features`, { withFileTypes: true }) : [])
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return [
    { target: `${src}/features`, from: `${src}/pages`, message: 'A feature never imports a page: pages compose features.' },
    ...features.map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: feature === 'shared' ? ['./shared'] : [`./${feature}`, './shared'],
      message: feature === 'shared' ? 'features/shared imports no feature.' : 'A feature imports no other feature: move what both use to features/shared.',
    })),
    { target: src, from: `${src}/testing`, message: 'Test doubles in testing/ are for tests and the standalone host only.' },
  ];
};

/** Files that may use dev-kit: tests, test helpers and the standalone hosts. */
const DEV_FILES = ['**/*.test.ts', '**/*.test.tsx', '**/test/**', '**/testing/**', '**/src/standalone.tsx', '**/standalone/**'];

const restrict = (...patterns) => ['error', { patterns }];

/**
 * A `replace`/`replaceAll` call whose replacement is neither a literal (a string or a template without
 * expressions) nor a function written in place: a string made from data, where `$&`, `` $` `` and `$'`
 * are patterns (a description with `` $` `` pasted the template's head into a page).
 */
const dataReplacement = {
  selector:
    "CallExpression[arguments.length=2][callee.property.name=/^replace(All)?$/]:not([arguments.1.type=/^(Literal|ArrowFunctionExpression|FunctionExpression)$/]):not([arguments.1.type='TemplateLiteral'][arguments.1.expressions.length=0])",
  message: "Pass the replacement as a function (`.replace(pattern, () => text)`): in a string, '$&', '$`' and \"$'\" are patterns.",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-prerender/**',
      '**/.tsbuild/**',
      '**/coverage/**',
      'data/demo/**',
      'scratch/**',
      'e2e/test-results/**',
      'e2e/.builds/**',
      '.runtime/**',
      '.releases/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module', globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': restrict(crossWorkspacePaths, deepImports, foreignCss),
      'no-restricted-syntax': ['error', dataReplacement],
    },
  },
  {
    files: ['**/*.tsx', '**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  // Production code of the site: no dev-kit; remotes and the shell keep to themselves.
  ...REMOTES.map((remote) => ({
    files: [`${remote}/src/**/*.{ts,tsx}`],
    ignores: DEV_FILES,
    rules: { 'no-restricted-imports': restrict(crossWorkspacePaths, deepImports, foreignCss, devKit, testFixtures, remotes(remote)) },
  })),
  ...REMOTES.map((remote) => ({
    files: DEV_FILES.map((glob) => `${remote}/${glob.replace(/^\*\*\//, '**/')}`),
    rules: { 'no-restricted-imports': restrict(crossWorkspacePaths, deepImports, foreignCss, remotes(remote)) },
  })),
  {
    files: ['shell/src/**/*.{ts,tsx}', 'shared-contracts/src/**/*.{ts,tsx}', 'libs/*/src/**/*.{ts,tsx}'],
    ignores: DEV_FILES,
    rules: { 'no-restricted-imports': restrict(crossWorkspacePaths, deepImports, foreignCss, devKit, testFixtures, remotes()) },
  },
  // The data pipeline, the payments service and the libraries they use: no contract, no React (their
  // tests may read the real data).
  {
    files: REACT_FREE_LIBS.map((lib) => `libs/${lib}/src/**/*.{ts,tsx}`),
    rules: { 'no-restricted-imports': restrict(crossWorkspacePaths, deepImports, foreignCss, devKit, remotes(), contract) },
  },
  {
    files: REACT_FREE_LIBS.map((lib) => `libs/${lib}/src/**/*.{ts,tsx}`),
    ignores: DEV_FILES,
    rules: { 'no-restricted-imports': restrict(crossWorkspacePaths, deepImports, foreignCss, devKit, testFixtures, remotes(), contract) },
  },
  {
    files: ['libs/domain/src/**/*.ts'],
    rules: { 'no-restricted-imports': restrict(crossWorkspacePaths, deepImports, foreignCss, devKit, remotes(), contract, anyPackage) },
  },
  {
    files: ['data/**/*.{ts,tsx}', 'payments/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(crossWorkspacePaths, deepImports, foreignCss, contract) },
  },
  // The pipeline (the demo generator included) and the payments service never read the real data.
  {
    files: ['data/src/**/*.{ts,tsx}', 'payments/src/**/*.{ts,tsx}'],
    ignores: DEV_FILES,
    rules: { 'no-restricted-imports': restrict(crossWorkspacePaths, deepImports, foreignCss, contract, testFixtures) },
  },
  // The React bindings of i18next and Redux and the store toolkit hold module-level state: parts use the
  // contract's one copy (`useTranslation`, `I18nextProvider`, `StoreProvider`, `createSlice` from
  // 'shared-contracts'); type imports are fine. RTK Query is shared on its own and may be imported.
  {
    files: [...REMOTES.map((r) => `${r}/src/**/*.{ts,tsx}`), 'libs/*/src/**/*.{ts,tsx}', 'dev-kit/src/**/*.{ts,tsx}', 'shell/src/**/*.{ts,tsx}'],
    ignores: ['libs/i18n/src/createI18n.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['react-i18next', 'react-redux', '@reduxjs/toolkit'].map((name) => ({
            name,
            message: 'Use the copy the contract brings: import it from shared-contracts.',
            allowTypeImports: true,
          })),
        },
      ],
    },
  },
  // Boundaries inside each remote (tests may render a page around a feature, and use testing/).
  ...REMOTES.map((remote) => ({
    files: [`${remote}/src/**/*.{ts,tsx}`],
    ignores: DEV_FILES,
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: featureZones(remote) }] },
  })),
  // No import cycles; import-x resolves TypeScript imports to files (its boundary rules compare paths).
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mjs', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ noWarnOnMultipleProjects: true })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // Node scripts and configs written in plain JavaScript.
  {
    files: ['**/*.mjs', '**/*.cjs', '**/*.js'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
