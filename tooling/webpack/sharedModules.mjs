// What Module Federation shares between the shell and the remotes.
import { contractsPkg, installed } from './packages.mjs';

/**
 * The run-time singletons: one copy of each runs in the composed page (the shell's, `loaded-first`).
 * Only what must be one instance: React, and THE CONTRACT (`shared-contracts` and its data API entry,
 * with RTK Query under it). The React bindings of i18next and Redux and the store toolkit come with the
 * contract (parts import them from `shared-contracts`), so the page gets exactly the parts of them it
 * uses instead of whole packages. No router: the shell owns it and gives parts the contract's navigation
 * port. The libraries in libs/ are NOT shared: each part bundles the version it was built with. Nothing is
 * eager: every app starts behind an async boundary.
 */
export function sharedSingletons({ hostProvided = false } = {}) {
  // A production remote never runs without the shell, which provides every one of these: the remote
  // ships no copy of its own (`import: false`), so the page always runs the shell's, and nothing of it
  // is downloaded twice. Standalone dev builds keep their own copies (they run alone).
  const fromHost = hostProvided ? { import: false } : {};
  const single = (pkg, extra = {}) => ({ singleton: true, requiredVersion: `^${installed(pkg)}`, version: installed(pkg), ...fromHost, ...extra });
  const contract = { singleton: true, version: contractsPkg.version, requiredVersion: `^${contractsPkg.version}`, ...fromHost };
  return {
    react: single('react'),
    'react/jsx-runtime': single('react'),
    'react/jsx-dev-runtime': single('react'),
    'react-dom': single('react-dom'),
    'react-dom/client': single('react-dom'),
    // RTK Query: the data API of the contract and the account remote's own API use one copy.
    '@reduxjs/toolkit/query': single('@reduxjs/toolkit'),
    '@reduxjs/toolkit/query/react': single('@reduxjs/toolkit'),
    'shared-contracts': contract,
    'shared-contracts/data-api': contract,
  };
}

/**
 * Firebase as shared singletons, for the apps that use it (shell and account): the shell's AuthClient
 * initializes the Firebase app, and the account remote's Firestore billing adapter reaches the same
 * app (and its signed-in user) with getApp().
 */
export function sharedFirebase() {
  const single = (version) => ({ singleton: true, version, requiredVersion: `^${version}` });
  return {
    'firebase/app': single(installed('firebase')),
    'firebase/firestore': single(installed('firebase')),
    '@firebase/app': single(installed('@firebase/app')),
    '@firebase/firestore': single(installed('@firebase/firestore')),
  };
}
