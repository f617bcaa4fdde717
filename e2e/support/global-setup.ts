import path from 'node:path';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
// The stack scripts are plain ESM shared with `npm start`.
import { REMOTES, buildAll, buildApp, ensureDemoData, repoRoot, startStack } from '../../scripts/stack.mjs';
import { startStaticServer } from '../../scripts/static-server.mjs';
import type { RemoteName, StackInfo } from './stack';

/**
 * A copy of the @tcgp/ui library whose percent format has two decimals instead of one: the "newer
 * library version" a remote can ship on its own.
 */
function forkUiLibrary(dir: string): string {
  rmSync(dir, { recursive: true, force: true });
  cpSync(path.join(repoRoot, 'libs/ui'), dir, { recursive: true, filter: (src) => !/node_modules|\.tsbuild/.test(src) });
  const format = path.join(dir, 'src/format.ts');
  const text = readFileSync(format, 'utf8');
  const patched = text.replace(
    'export function formatPercent(fraction: number, language: string, digits = 1)',
    'export function formatPercent(fraction: number, language: string, digits = 2)',
  );
  if (patched === text) throw new Error('could not patch formatPercent in the @tcgp/ui fork');
  writeFileSync(format, patched);
  return path.join(dir, 'src/index.ts');
}

/**
 * A copy of @tcgp/ui whose card tile throws while it renders for every player in an odd bucket: built
 * into the deck remote, a canary that fails in half its renders (releases.spec.ts).
 */
function forkFlakyUiLibrary(dir: string): string {
  rmSync(dir, { recursive: true, force: true });
  cpSync(path.join(repoRoot, 'libs/ui'), dir, { recursive: true, filter: (src) => !/node_modules|\.tsbuild/.test(src) });
  const cards = path.join(dir, 'src/cards.tsx');
  const text = readFileSync(cards, 'utf8');
  const start = "export function CardTile({ cardId, card, count, onSelect, describedBy, size = 'md', dimmed = false }: CardTileProps) {\n";
  const patched = text.replace(
    start,
    () =>
      `${start}  if (typeof window !== 'undefined' && Number(window.localStorage.getItem('tcgp.bucket.v1')) % 2 === 1) throw new Error('e2e: this canary fails in half its renders');\n`,
  );
  if (patched === text) throw new Error('could not patch CardTile in the flaky @tcgp/ui fork');
  writeFileSync(cards, patched);
  return path.join(dir, 'src/index.ts');
}

/** The label of the deck remote's second build (a version of its own: a canary in releases.spec.ts). */
const DECK_CANARY_LABEL = '1.0.1+e2e0001';
/** The label of the deck build that fails in half its renders (rolled back by `release canary` in releases.spec.ts). */
const DECK_FLAKY_LABEL = '1.0.2+e2e0002';

/**
 * The contract version of the site (shared-contracts/package.json), the next major (refused) and the
 * next minor (refused: a remote built against it may use what the site's contract lacks).
 */
function contractVersions(): StackInfo['contractVersions'] {
  const site = (JSON.parse(readFileSync(path.join(repoRoot, 'shared-contracts/package.json'), 'utf8')) as { version: string }).version;
  const [major = 0, minor = 0] = site.split('.').map(Number);
  return { site, nextMajor: `${major + 1}.0.0`, newerMinor: `${major}.${minor + 1}.0` };
}

/** The folder of a remote the suite builds variants of (remotes.manifest.json). */
function folderOf(remote: RemoteName): string {
  const folder = REMOTES[remote];
  if (!folder) throw new Error(`remotes.manifest.json has no remote ${remote}`);
  return folder;
}

/**
 * Builds the site as `npm start` does (unless E2E_SKIP_BUILD=1), plus extra remote builds used by the
 * tests: a second build of the tier list (label "swapped-v2"), the tier list built with a newer copy of
 * @tcgp/ui (label "ui-next"), and cards remotes built against an incompatible contract (the next
 * major) and against a newer minor. Starts everything on free ports and hands the URLs over.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const buildsDir = path.join(repoRoot, 'e2e/.builds');
  const releasesDir = path.join(buildsDir, 'releases');
  const versions = contractVersions();
  await ensureDemoData();
  if (process.env.E2E_SKIP_BUILD !== '1') {
    await buildAll();
    await buildApp(folderOf('tierlist'), { outDir: path.join(buildsDir, 'tierlist-v2'), env: { BUILD_LABEL: 'swapped-v2' } });
    // A second version of the deck remote (same code, its own label), released as a canary by releases.spec.ts.
    await buildApp(folderOf('deck'), { outDir: path.join(buildsDir, 'deck-canary'), env: { BUILD_LABEL: DECK_CANARY_LABEL } });
    await buildApp(folderOf('deck'), {
      outDir: path.join(buildsDir, 'deck-flaky'),
      env: { BUILD_LABEL: DECK_FLAKY_LABEL, TCGP_LIBRARY_OVERRIDES: `@tcgp/ui=${forkFlakyUiLibrary(path.join(buildsDir, 'ui-flaky'))}` },
    });
    // Versions published by an earlier run were built from other code under the same labels.
    rmSync(releasesDir, { recursive: true, force: true });
    const uiNext = forkUiLibrary(path.join(buildsDir, 'ui-next'));
    await buildApp(folderOf('tierlist'), {
      outDir: path.join(buildsDir, 'tierlist-ui-next'),
      env: { BUILD_LABEL: 'ui-next', TCGP_LIBRARY_OVERRIDES: `@tcgp/ui=${uiNext}` },
    });
    await buildApp(folderOf('cards'), {
      outDir: path.join(buildsDir, 'cards-next-major'),
      env: { CONTRACT_VERSION: versions.nextMajor, BUILD_LABEL: `contract-${versions.nextMajor}` },
    });
    await buildApp(folderOf('cards'), {
      outDir: path.join(buildsDir, 'cards-newer-minor'),
      env: { CONTRACT_VERSION: versions.newerMinor, BUILD_LABEL: `contract-${versions.newerMinor}` },
    });
  }
  const serve = (dir: string) => startStaticServer({ root: path.join(buildsDir, dir), port: 0, cors: true });
  const v2 = await serve('tierlist-v2');
  const uiNextServer = await serve('tierlist-ui-next');
  const major = await serve('cards-next-major');
  const minor = await serve('cards-newer-minor');
  const runtimeDir = path.join(repoRoot, 'e2e/.builds/runtime');
  mkdirSync(runtimeDir, { recursive: true });
  // Every run starts from the stack's own registry: each remote's build its default at 100 %.
  for (const file of ['remotes.json', 'remotes.integrity.json', 'releases.history.jsonl']) rmSync(path.join(runtimeDir, file), { force: true });
  // As `npm start`: every page composed from the remotes' server builds.
  const stack = await startStack({ runtimeDir, releasesDir, extraAllowedOrigins: [v2.url, uiNextServer.url, major.url, minor.url], pages: true });
  const info: StackInfo = {
    shellUrl: stack.shellUrl,
    remoteUrls: stack.remoteUrls as StackInfo['remoteUrls'],
    authUrl: stack.authUrl,
    paymentsUrl: stack.paymentsUrl,
    registry: stack.registry as StackInfo['registry'],
    registryFile: stack.registryFile,
    runtimeDir,
    deckCanary: { dir: path.join(buildsDir, 'deck-canary'), label: DECK_CANARY_LABEL },
    deckFlaky: { dir: path.join(buildsDir, 'deck-flaky'), label: DECK_FLAKY_LABEL },
    configFile: stack.configFile,
    pagesDir: stack.pagesDir,
    variants: {
      tierlistV2: `${v2.url}/mf-manifest.json`,
      tierlistUiNext: `${uiNextServer.url}/mf-manifest.json`,
      cardsContract3: `${major.url}/mf-manifest.json`,
      cardsContract21: `${minor.url}/mf-manifest.json`,
    },
    contractVersions: versions,
  };
  const infoFile = path.join(runtimeDir, 'stack.json');
  writeFileSync(infoFile, JSON.stringify(info, null, 2));
  process.env.E2E_STACK_FILE = infoFile;
  return async () => {
    await stack.stop();
    for (const server of [v2, uiNextServer, major, minor]) await server.close();
  };
}
