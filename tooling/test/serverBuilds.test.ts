import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The remotes' server builds (`webpack --env server`): every remote with pages has one, beside its
 * browser build, with the browser build's CSS-module class names and build variables, so the markup the
 * page renderer publishes is the markup the browser build hydrates. The account remote (no pages) has none.
 */
const repoRoot = path.resolve(__dirname, '../..');
const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'remotes.manifest.json'), 'utf8')) as {
  remotes: { name: string; folder: string; pages?: unknown[] }[];
};

interface ConfigSummary {
  hasServerEntry: boolean;
  browser: { path: string; cssModules: Record<string, unknown> | null; defined: Record<string, string> | null };
  server?: {
    entry: Record<string, string>;
    target: string;
    path: string;
    filename: string;
    library: Record<string, string>;
    clean: boolean;
    cssModules: Record<string, unknown> | null;
    defined: Record<string, string> | null;
    aliases: string[];
  };
  serverError?: string;
}

let configs: Record<string, ConfigSummary> = {};
beforeAll(() => {
  configs = JSON.parse(execFileSync(process.execPath, [path.join(__dirname, 'webpack-server.mjs')], { encoding: 'utf8' })) as Record<string, ConfigSummary>;
}, 60_000);

/** The Node the project runs on (`engines` in the root package.json, ">=24"): the server builds target it. */
const rootPackage = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { engines: { node: string } };
const NODE_TARGET = `node${/\d+/.exec(rootPackage.engines.node)?.[0] ?? 'unknown'}`;

/** Remotes with pages (routes) in the manifest; the account remote only has a header slot and modals. */
const PAGE_REMOTES: readonly string[] = manifest.remotes.filter((r) => r.pages?.length).map((r) => r.name);

describe('server builds of the remotes', () => {
  it('exist for the remotes with pages only', () => {
    for (const { name, folder } of manifest.remotes) {
      expect([name, configs[folder]?.hasServerEntry]).toEqual([name, PAGE_REMOTES.includes(name)]);
    }
    expect(PAGE_REMOTES).toEqual(expect.arrayContaining(['tierlist', 'deck', 'cards']));
    expect(PAGE_REMOTES).not.toContain('account');
  });

  it.each(manifest.remotes.filter((r) => PAGE_REMOTES.includes(r.name)).map((r) => [r.folder] as const))(
    "%s: one CommonJS file for the project's Node in <outDir>/server, like its browser build",
    (folder) => {
      const config = configs[folder];
      const server = config?.server;
      expect(server).toBeDefined();
      expect(server?.entry).toEqual({ render: './src/server.tsx' });
      expect(server?.target).toBe(NODE_TARGET);
      expect(server?.path).toBe(path.join(config?.browser.path ?? '', 'server'));
      expect(server?.filename).toMatch(/\[contenthash:\d+\]\.cjs$/);
      expect(server?.library).toEqual({ type: 'commonjs2', export: 'default' });
      // Cleans its own folder only (the browser build beside it stays).
      expect(server?.clean).toBe(true);
      expect(server?.cssModules).toEqual({ ...config?.browser.cssModules, exportOnlyLocals: true });
      expect(server?.defined).toEqual(config?.browser.defined);
      expect(server?.aliases).toEqual(expect.arrayContaining(['use-sync-external-store/shim$', 'use-sync-external-store/shim/index.js$']));
    },
  );

  it('refuses a server build for a remote without pages', () => {
    const account = manifest.remotes.find((r) => r.name === 'account');
    expect(configs[account?.folder ?? '']?.serverError).toMatch(/has no server entry/);
  });
});
