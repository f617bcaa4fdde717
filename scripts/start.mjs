// `npm start`: builds everything, generates the demo data when missing, and serves the composed site
// with the Firebase Auth emulator and the local payments service on fixed local ports (override with the env variables below).
import { buildAll, ensureDemoData, startStack } from './stack.mjs';

const port = (name, fallback) => Number(process.env[name] ?? fallback);
const skipBuild = process.argv.includes('--no-build');

await ensureDemoData();
if (!skipBuild) await buildAll();
const stack = await startStack({
  shellPort: port('SHELL_PORT', 8080),
  remotePorts: {
    tierlist: port('TIERLIST_PORT', 8081),
    deck: port('DECK_PORT', 8082),
    cards: port('CARDS_PORT', 8083),
    account: port('ACCOUNT_PORT', 8084),
  },
  authPort: port('AUTH_EMULATOR_PORT', 9099),
  paymentsPort: port('PAYMENTS_PORT', 8090),
  // Contributors may point this shell at a remote's dev server (`?remote=deck@http://127.0.0.1:3002/mf-manifest.json`).
  extraAllowedOrigins: [3001, 3002, 3003, 3004].flatMap((p) => [`http://127.0.0.1:${p}`, `http://localhost:${p}`]),
});

console.log(`
  TCG Pocket Tier List is running:   ${stack.shellUrl}

  remotes:        ${Object.entries(stack.remoteUrls).map(([n, u]) => `${n} ${u}`).join(', ')}
  auth emulator:  ${stack.authUrl}
  payments:       ${stack.paymentsUrl} (local test checkout and portal; data in .runtime/payments/)
  registry:       ${stack.registryFile} (edit it and reload the page to swap a remote)

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
