// `npm start`: builds everything, generates the demo data when missing, and serves the composed site
// with the Firebase Auth emulator and the local payments service on fixed local ports (override with the env variables below).
// The shell's and the remotes' ports are their `localPort` in remotes.manifest.json (SHELL_PORT, TIERLIST_PORT, ...).
import { buildAll, ensureDemoData, startStack } from './stack.mjs';
import { devServerOrigins, portVariable, remotes, shellApp } from '../tooling/remotes.mjs';

const port = (/** @type {string} */ name, /** @type {number} */ fallback) => Number(process.env[name] ?? fallback);
const skipBuild = process.argv.includes('--no-build');

await ensureDemoData();
if (!skipBuild) await buildAll();
const stack = await startStack({
  shellPort: port(portVariable('shell'), shellApp.localPort),
  remotePorts: Object.fromEntries(remotes.map((r) => [r.name, port(portVariable(r.name), r.localPort)])),
  authPort: port('AUTH_EMULATOR_PORT', 9099),
  paymentsPort: port('PAYMENTS_PORT', 8090),
  // Contributors may point this shell at a remote's dev server (`?remote=deck@http://127.0.0.1:3002/mf-manifest.json`).
  extraAllowedOrigins: devServerOrigins(),
  // Every page composed from the remotes' server builds and the demo data (npm run pages:render).
  pages: true,
});

console.log(`
  TCG Pocket Tier List is running:   ${stack.shellUrl}

  remotes:        ${Object.entries(stack.remoteUrls)
    .map(([n, u]) => `${n} ${u}`)
    .join(', ')}
  auth emulator:  ${stack.authUrl}
  payments:       ${stack.paymentsUrl} (local test checkout and portal; data in .runtime/payments/)
  registry:       ${stack.registryFile} (edit it, then \`npm run pages:render\`, to swap a remote)
  pages:          ${stack.pagesDir} (composed from the remotes' server builds)

  Press Ctrl+C to stop.
`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    await stack.stop();
    process.exit(0);
  });
}
