import type { Config } from 'jest';

/**
 * One Jest "project" per workspace. UI workspaces run in jsdom, the rest in node.
 * ts-jest only transpiles (isolatedModules); type checking is `tsc -b` (npm run typecheck).
 */
type ProjectConfig = Exclude<NonNullable<Config['projects']>[number], string>;

const tsJest: [string, Record<string, unknown>] = [
  'ts-jest',
  {
    tsconfig: {
      module: 'commonjs',
      moduleResolution: 'node10',
      ignoreDeprecations: '6.0',
      jsx: 'react-jsx',
      esModuleInterop: true,
      isolatedModules: true,
      target: 'ES2022',
    },
  },
];

function project(name: string, environment: 'node' | 'jsdom'): ProjectConfig {
  return {
    displayName: name,
    rootDir: `<rootDir>/${name}`,
    testEnvironment: environment === 'jsdom' ? '<rootDir>/../tooling/jest/jsdom-env.js' : 'node',
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
    transform: { '^.+\\.tsx?$': tsJest },
    moduleNameMapper: {
      '\\.css$': '<rootDir>/../tooling/jest/style-stub.js',
    },
    setupFilesAfterEnv: environment === 'jsdom' ? ['<rootDir>/../tooling/jest/setup-dom.ts'] : [],
    // Inlined by webpack's DefinePlugin in real builds.
    globals: { __CONTRACT_VERSION__: '1.0.0', __BUILD_LABEL__: 'test' },
  } as ProjectConfig;
}

const config: Config = {
  projects: [
    project('shared-contracts', 'jsdom'),
    project('shell', 'jsdom'),
    project('mfe-tierlist', 'jsdom'),
    project('mfe-deck', 'jsdom'),
    project('mfe-cards', 'jsdom'),
    project('mfe-account', 'jsdom'),
    project('payments', 'node'),
    project('data', 'node'),
    project('security', 'node'),
  ],
};

export default config;
