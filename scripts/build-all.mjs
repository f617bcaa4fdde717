// `npm run build`: production builds of the shell and the remotes (remotes.manifest.json) into <app>/dist.
//
//   node scripts/build-all.mjs [app ...]
//
//   app   `shell`, a remote's name (`deck`) or folder (`mfe-deck`); several may be given. Default: every app.
import { APPS, buildAll } from './stack.mjs';
import { remotes } from '../tooling/remotes.mjs';

const asked = process.argv.slice(2);
const folderOf = (/** @type {string} */ app) => remotes.find((r) => r.name === app)?.folder ?? app;
const unknown = asked.filter((app) => !APPS.includes(folderOf(app)));
if (unknown.length) {
  console.error(`[build] unknown app ${unknown.join(', ')}: choose from shell, ${remotes.map((r) => `${r.name} (${r.folder})`).join(', ')}`);
  process.exit(2);
}
await buildAll(asked.length ? [...new Set(asked.map(folderOf))] : APPS);
