// The values DefinePlugin inlines into a build (`__CONTRACT_VERSION__`, `__BUILD_LABEL__`).
import { buildLabel as versionLabel } from '../buildLabel.mjs';
import { contractsPkg } from './packages.mjs';

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
