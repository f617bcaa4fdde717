import path from 'node:path';
import { mkdirSync, writeFileSync } from 'node:fs';
// The stack scripts are plain ESM shared with `npm start`.
import { buildAll, buildApp, ensureDemoData, repoRoot, startStack } from '../../scripts/stack.mjs';
import { startStaticServer } from '../../scripts/static-server.mjs';
import type { StackInfo } from './stack';

/**
 * Builds the site as `npm start` does (unless E2E_SKIP_BUILD=1), plus two extra remote builds used by
 * the tests: a second build of the tier list (label "swapped-v2") and a cards remote built against an
 * incompatible contract (2.0.0). Starts everything on free ports and hands the URLs to the tests.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const buildsDir = path.join(repoRoot, 'e2e/.builds');
  await ensureDemoData();
  if (process.env.E2E_SKIP_BUILD !== '1') {
    await buildAll();
    await buildApp('mfe-tierlist', { outDir: path.join(buildsDir, 'tierlist-v2'), env: { BUILD_LABEL: 'swapped-v2' } });
    await buildApp('mfe-cards', { outDir: path.join(buildsDir, 'cards-contract-2'), env: { CONTRACT_VERSION: '2.0.0', BUILD_LABEL: 'contract-2' } });
  }
  const v2 = await startStaticServer({ root: path.join(buildsDir, 'tierlist-v2'), port: 0, cors: true });
  const incompatible = await startStaticServer({ root: path.join(buildsDir, 'cards-contract-2'), port: 0, cors: true });
  const runtimeDir = path.join(repoRoot, 'e2e/.builds/runtime');
  mkdirSync(runtimeDir, { recursive: true });
  const stack = await startStack({ runtimeDir, extraAllowedOrigins: [v2.url, incompatible.url] });
  const info: StackInfo = {
    shellUrl: stack.shellUrl,
    remoteUrls: stack.remoteUrls as StackInfo['remoteUrls'],
    authUrl: stack.authUrl,
    paymentsUrl: stack.paymentsUrl,
    registry: stack.registry as StackInfo['registry'],
    registryFile: stack.registryFile,
    variants: { tierlistV2: `${v2.url}/mf-manifest.json`, cardsContract2: `${incompatible.url}/mf-manifest.json` },
  };
  const infoFile = path.join(runtimeDir, 'stack.json');
  writeFileSync(infoFile, JSON.stringify(info, null, 2));
  process.env.E2E_STACK_FILE = infoFile;
  return async () => {
    await stack.stop();
    await v2.close();
    await incompatible.close();
  };
}
