// The values DefinePlugin inlines into a build (`__CONTRACT_VERSION__`, `__BUILD_LABEL__`, `__SITE_REMOTES__`,
// `__SITE_PAGE_TEXTS__`).
import { buildLabel as versionLabel } from '../buildLabel.mjs';
import { contractsPkg } from './packages.mjs';
import { sitePageTexts, siteRemotes } from '../remotes.mjs';

/**
 * The same build variables as a remote's browser build: the contract version it declares and its
 * version label (`<package version>+<commit>`, tooling/buildLabel.mjs; BUILD_LABEL overrides it). The
 * label is also the build version mf-manifest.json's build info gives (`metaData.buildInfo.buildVersion`).
 */
export function buildVariables(dir) {
  const buildLabel = versionLabel(dir);
  process.env.MF_BUILD_VERSION = buildLabel;
  return { contractVersion: process.env.CONTRACT_VERSION ?? contractsPkg.version, buildLabel };
}

/**
 * DefinePlugin's definitions for a build: its contract version and label, and the remotes and pages of
 * remotes.manifest.json (the shell's route table, menu, skeletons and the worker's page list) and the
 * texts of those pages (the shell's texts loader only).
 * @param {{ contractVersion: string, buildLabel: string }} variables
 */
export function definitions({ contractVersion, buildLabel }) {
  return {
    __CONTRACT_VERSION__: JSON.stringify(contractVersion),
    __BUILD_LABEL__: JSON.stringify(buildLabel),
    __SITE_REMOTES__: JSON.stringify(siteRemotes()),
    // One definition per language (`__SITE_PAGE_TEXTS__['de']`): a language's texts module inlines its own only.
    __SITE_PAGE_TEXTS__: Object.fromEntries(Object.entries(sitePageTexts()).map(([code, texts]) => [code, JSON.stringify(texts)])),
  };
}
