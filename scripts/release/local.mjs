// The local stack's registry (`npm start`, the end-to-end suite): written once, then kept across restarts.
import { existsSync, renameSync } from 'node:fs';
import path from 'node:path';
import { changeRegistry, readHistory, readRegistry } from './store.mjs';
import { publishBuild } from './versions.mjs';

/** @import { RegistryFiles } from './store.mjs' */

/**
 * The local registry (registry v2, docs/adr/0017-release-registry.md), kept across restarts: a restart
 * never undoes a release. Each remote's current build is published (copied to its version folder); it
 * becomes the default while no release command has changed that remote (the contributor's build-and-run
 * loop), else it is added at 0 % and the release stays. Versions on the local remote servers follow
 * their ports. Returns each remote's default manifest URL.
 * @param {{ files: RegistryFiles, releasesDir: string, remoteUrls: Record<string, string>, buildDirs: Record<string, string> }} o
 * @returns {Promise<Record<string, string>>}
 */
export async function localRegistry({ files, releasesDir, remoteUrls, buildDirs }) {
  let existing = null;
  try {
    existing = readRegistry(files);
  } catch {
    // A v1 registry (the stack wrote one before versions existed) or a damaged one: put aside, started anew.
    renameSync(files.registryFile, `${files.registryFile}.put-aside-${Date.now()}`);
  }
  if (existing) {
    // The remote servers may listen on other ports than last time: a local version follows its remote's server.
    await changeRegistry(files, (registry) => {
      let moved = false;
      for (const [name, releases] of Object.entries(registry.remotes)) {
        const origin = remoteUrls[name];
        if (!origin) continue;
        for (const [label, version] of Object.entries(releases.versions)) {
          const url = new URL(version.manifest);
          const local = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
          const next = `${origin}/${label}/mf-manifest.json`;
          if (local && version.manifest !== next) {
            version.manifest = next;
            moved = true;
          }
        }
      }
      return moved
        ? { entries: [{ command: 'npm start', remote: '*', action: 'stack-origin', reason: 'the local remote servers listen on other ports' }] }
        : null;
    });
  }
  const history = readHistory(files);
  /** A remote whose registry entry only the stack has written: its new build is the default. */
  const untouched = (/** @type {string} */ name) =>
    history.filter((e) => e.remote === name).every((e) => e.action === 'stack-default' || e.command === 'npm start');
  for (const [name, dir] of Object.entries(buildDirs)) {
    const origin = remoteUrls[name];
    if (!origin || !existsSync(path.join(dir, 'mf-manifest.json'))) continue;
    try {
      const published = await publishBuild({
        files,
        releasesDir,
        remote: name,
        origin,
        buildDir: dir,
        command: 'npm start',
        makeDefault: () => untouched(name),
      });
      const now = readRegistry(files)?.remotes[name];
      if (now && now.default !== published.label)
        console.log(
          `[releases] ${name}: this build ${published.label} is published at ${now.versions[published.label]?.share ?? 0} %; the registry keeps ${now.default} (npm run release -- ${name} status)`,
        );
    } catch (error) {
      console.warn(`[releases] ${name}: its build was not published: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  const registry = readRegistry(files);
  return Object.fromEntries(
    Object.entries(registry?.remotes ?? {}).flatMap(([name, r]) =>
      r.versions[r.default] ? [[name, /** @type {string} */ (r.versions[r.default]?.manifest)]] : [],
    ),
  );
}
