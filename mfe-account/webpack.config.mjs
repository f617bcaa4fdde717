import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAppConfig, sharedFirebase } from '../tooling/webpack.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));
// Remote `account`: builds to ./dist (mf-manifest.json + remoteEntry.js + chunks), deployable anywhere.
// `npm run dev -w mfe-account` serves the same exposes plus a standalone page on http://127.0.0.1:3004.
export default createAppConfig({
  dir,
  name: 'account',
  port: 3004,
  title: 'account remote (standalone)',
  exposes: {
    './setup': './src/setup.ts',
    './AccountSlot': './src/slots/AccountSlot.tsx',
    './ModalHost': './src/slots/ModalHost.tsx',
  },
  extraShared: sharedFirebase(),
});
