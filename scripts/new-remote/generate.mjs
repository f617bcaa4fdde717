// Creates a remote in the one layout and registers it: its folder (files.mjs), its entry in
// remotes.manifest.json (exposes, one page with its texts, free ports) and its origin in the demo
// project's release settings. The shell composes its page from the manifest at its next build.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { checkManifest } from '../../tooling/remotes.mjs';
import { remoteFiles } from './files.mjs';
import { starterTexts } from './texts.mjs';

/** The files a generated remote registers in, besides its own folder (and npm's lock file). */
export const REGISTRATION_FILES = ['remotes.manifest.json', 'scripts/deploy/demo/release.json'];

/** @param {string} word */
const capitalized = (word) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The site's language codes, English first: the keys of the contract's language table.
 * @param {string} root
 * @returns {string[]}
 */
export function siteLanguages(root) {
  const codes = Object.keys(JSON.parse(readFileSync(path.join(root, 'shared-contracts/src/languages.json'), 'utf8')));
  return [...codes].sort((a, b) => (a === 'en' ? -1 : b === 'en' ? 1 : 0));
}

/**
 * The ports firebase.json gives its emulators, which `npm start` runs beside the apps.
 * @param {string} root
 * @returns {number[]}
 */
function emulatorPorts(root) {
  const file = path.join(root, 'firebase.json');
  if (!existsSync(file)) return [];
  const emulators = JSON.parse(readFileSync(file, 'utf8')).emulators ?? {};
  return Object.values(emulators).flatMap((e) => (typeof e?.port === 'number' ? [e.port] : []));
}

/**
 * Formats a file as the repository's Prettier settings ask, so the new files pass `npm run lint`.
 * @param {string} file
 * @param {string} text
 */
export async function prettierFormat(file, text) {
  const prettier = await import('prettier');
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(text, { ...options, filepath: file });
}

/**
 * @param {{ root: string, name: string, route?: string, format?: (file: string, text: string) => Promise<string> }} options
 * @returns {Promise<{ folder: string, route: string, files: string[], devPort: number, localPort: number }>}
 */
export async function generateRemote({ root, name, route = `/${name}`, format = prettierFormat }) {
  /** @param {string} file @param {string} text */
  const writeFormatted = async (file, text) => {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, await format(file, text));
  };
  if (!/^[a-z][a-z0-9]*$/.test(name)) throw new Error(`"${name}": a remote's name is lower-case letters and digits (news, events2)`);
  const manifestFile = path.join(root, 'remotes.manifest.json');
  const manifest = checkManifest(JSON.parse(readFileSync(manifestFile, 'utf8')));
  const folder = `mfe-${name}`;
  if (existsSync(path.join(root, folder))) throw new Error(`${folder} exists already`);

  const title = capitalized(name);
  const page = `${capitalized(name)}Page`;
  const languages = siteLanguages(root);
  // The first remote with pages is the model for dependencies and project references.
  const model = manifest.remotes.find((r) => r.pages?.length) ?? manifest.remotes[0];
  if (!model) throw new Error('remotes.manifest.json has no remote to model the new one on');
  const modelPackage = JSON.parse(readFileSync(path.join(root, model.folder, 'package.json'), 'utf8'));
  const tsconfig = JSON.parse(readFileSync(path.join(root, model.folder, 'tsconfig.json'), 'utf8'));

  // The next ports after the site's own, past the emulators' (firebase.json: Firestore is on 8085).
  const apps = [manifest.shell, ...manifest.remotes];
  const taken = new Set([...apps.flatMap((p) => [p.devPort, p.localPort]), ...emulatorPorts(root)]);
  /** @param {number} after */
  const freePort = (after) => {
    let port = after + 1;
    while (taken.has(port)) port += 1;
    return port;
  };
  const devPort = freePort(Math.max(...apps.map((p) => p.devPort)));
  const localPort = freePort(Math.max(...apps.map((p) => p.localPort)));
  const remote = {
    name,
    folder,
    devPort,
    localPort,
    exposes: { './setup': './src/setup.ts', [`./${page}`]: `./src/pages/${page}.tsx` },
    pages: [
      {
        id: name,
        path: route,
        module: page,
        skeleton: 'page',
        prefetch: [],
        menu: true,
        texts: Object.fromEntries(languages.map((l) => [l, { title: `${title} – TCG Pocket Tier List`, heading: title, description: starterTexts(l).intro }])),
      },
    ],
  };
  // The same checks as every build: a taken name, path or port fails here, before anything is written.
  const next = checkManifest({ ...manifest, remotes: [...manifest.remotes, remote] });

  const files = remoteFiles({
    name,
    folder,
    route,
    title,
    page,
    loader: `load${title}Texts`,
    textsType: `${title}Texts`,
    languages,
    packageBase: { dependencies: modelPackage.dependencies, devDependencies: modelPackage.devDependencies },
    tsconfig,
  });
  for (const [file, text] of Object.entries(files)) await writeFormatted(path.join(root, folder, file), text);
  await writeFormatted(manifestFile, JSON.stringify(next));
  const releaseFile = path.join(root, 'scripts/deploy/demo/release.json');
  const release = JSON.parse(readFileSync(releaseFile, 'utf8'));
  release.remoteOrigins = { ...release.remoteOrigins, [name]: `https://tcgp-${name}.web.app` };
  await writeFormatted(releaseFile, JSON.stringify(release));
  return { folder, route, files: Object.keys(files).map((f) => `${folder}/${f}`), devPort, localPort };
}
