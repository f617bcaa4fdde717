import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from 'jest';
import { sitePageTexts, siteRemotes } from './tooling/remotes.mjs';

/**
 * One Jest "project" per workspace (`npm test -w <workspace>` runs one; `npm run test:unit` all).
 * UI workspaces run in jsdom, the rest in node. @swc/jest only transpiles (fast); type checking is
 * `tsc -b` (npm run typecheck).
 */
type ProjectConfig = Exclude<NonNullable<Config['projects']>[number], string>;

const readJson = (file: string): unknown => JSON.parse(readFileSync(path.join(import.meta.dirname, file), 'utf8'));
/** The contract version, as DefinePlugin inlines it in real builds (tooling/webpack/buildVariables.mjs). */
const CONTRACT_VERSION = (readJson('shared-contracts/package.json') as { version: string }).version;
/** The remotes' folders, one Jest project each (remotes.manifest.json). */
const REMOTE_FOLDERS = (readJson('remotes.manifest.json') as { remotes: { folder: string }[] }).remotes.map((r) => r.folder);

const swc: [string, Record<string, unknown>] = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/** `dir` is the workspace folder; the project is named after its last part (rules, ui, shell, mfe-deck...). */
function project(dir: string, environment: 'node' | 'jsdom'): ProjectConfig {
  const depth = dir.split('/').length;
  const up = '../'.repeat(depth);
  return {
    displayName: dir.split('/').pop(),
    rootDir: `<rootDir>/${dir}`,
    testEnvironment: environment === 'jsdom' ? `<rootDir>/${up}tooling/jest/jsdom-env.js` : 'node',
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
    transform: { '^.+\\.[cm]?[jt]sx?$': swc },
    // Our own sources are transformed, and the few dependencies that ship only ES modules.
    transformIgnorePatterns: ['/node_modules/(?!(wouter|regexparam|mitt)/)'],
    moduleNameMapper: {
      '\\.css$': `<rootDir>/${up}tooling/jest/style-stub.js`,
    },
    setupFiles: [`<rootDir>/${up}tooling/jest/fast-check-seed.ts`],
    setupFilesAfterEnv: environment === 'jsdom' ? [`<rootDir>/${up}tooling/jest/setup-dom.ts`] : [],
    // Inlined by webpack's DefinePlugin in real builds.
    globals: { __CONTRACT_VERSION__: CONTRACT_VERSION, __BUILD_LABEL__: 'test', __SITE_REMOTES__: siteRemotes(), __SITE_PAGE_TEXTS__: sitePageTexts() },
  } as ProjectConfig;
}

const config: Config = {
  // Room for the tests that read the real data snapshot on a busy runner (see tooling/jest/setup-dom.ts).
  testTimeout: 20_000,
  projects: [
    project('shared-contracts', 'jsdom'),
    project('libs/domain', 'node'),
    project('libs/rules', 'node'),
    project('libs/schemas', 'node'),
    project('libs/data-hooks', 'jsdom'),
    project('libs/ui', 'jsdom'),
    project('libs/i18n', 'jsdom'),
    project('libs/billing', 'node'),
    project('libs/collection', 'node'),
    project('libs/routing', 'jsdom'),
    project('libs/scheduling', 'jsdom'),
    project('libs/page-render', 'jsdom'),
    project('dev-kit', 'jsdom'),
    project('shell', 'jsdom'),
    ...REMOTE_FOLDERS.map((folder) => project(folder, 'jsdom')),
    project('payments', 'node'),
    project('data', 'node'),
    project('security', 'node'),
    project('tooling', 'node'),
    project('scripts', 'node'),
  ],
};

export default config;
