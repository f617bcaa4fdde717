// `npm run new:remote -- <name> [--route /path] [--no-install]`: a new remote in the one layout,
// registered in remotes.manifest.json; the site composes its page at the next `npm start`.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { repoRoot } from '../../tooling/remotes.mjs';
import { REGISTRATION_FILES, generateRemote } from './generate.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { route: { type: 'string' }, 'no-install': { type: 'boolean', default: false } },
});
const [name] = positionals;
if (!name || positionals.length > 1) {
  console.error('Usage: npm run new:remote -- <name> [--route /path] [--no-install]   (e.g. npm run new:remote -- news --route /news)');
  process.exit(2);
}
try {
  const made = await generateRemote({ root: repoRoot, name, ...(values.route ? { route: values.route } : {}) });
  console.log(`Created ${made.folder} (${made.files.length} files), page ${made.route}, ports ${made.devPort} (dev) and ${made.localPort} (npm start).`);
  console.log(`Registered in ${REGISTRATION_FILES.join(' and ')}.`);
  if (!values['no-install']) {
    // npm links the new workspace and records it in package-lock.json.
    const install = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: repoRoot, stdio: 'inherit' });
    if (install.status !== 0) throw new Error('npm install failed: run it again before building');
  }
  console.log(
    `Next: npm test -w ${made.folder}, then npm start and open ${made.route}. Translate its texts in ${made.folder}/src/i18n and remotes.manifest.json.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
