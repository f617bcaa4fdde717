import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * scripts/ci/changed-remotes.mjs picks the remotes whose own CI job runs for a change: a remote is
 * affected by its folder, by any workspace it bundles (directly or through another), and by the files
 * every build reads.
 */
const repoRoot = path.resolve(__dirname, '../..');
const ALL = ['mfe-tierlist', 'mfe-deck', 'mfe-cards', 'mfe-account'];

function affected(files: string[]): string[] {
  const script = `import(${JSON.stringify(path.join(repoRoot, 'scripts/ci/changed-remotes.mjs'))}).then((m) => console.log(JSON.stringify(m.affectedRemotes(${JSON.stringify(files)}))))`;
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: repoRoot, encoding: 'utf8' })) as string[];
}

describe('the remotes a change affects', () => {
  it('is the remote whose folder changed, and only it', () => {
    expect(affected(['mfe-deck/src/pages/DeckFinderPage.tsx'])).toEqual(['mfe-deck']);
  });

  it('follows the libraries a remote bundles, directly or through another library', () => {
    expect(affected(['libs/ui/src/cards.tsx'])).toEqual(ALL);
    expect(affected(['libs/billing/src/billing.ts'])).toEqual(['mfe-account']);
  });

  it('is every remote when what every build reads changed', () => {
    expect(affected(['tooling/webpack.mjs'])).toEqual(ALL);
    expect(affected(['remotes.manifest.json'])).toEqual(ALL);
    expect(affected(['package-lock.json'])).toEqual(ALL);
  });

  it('is none for documentation, the payments service or the data pipeline', () => {
    expect(affected(['README.md', 'docs/architecture.md', 'payments/src/server.ts', 'data/src/derive.ts'])).toEqual([]);
  });
});
