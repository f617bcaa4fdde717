// Shared webpack 5 + Module Federation configuration for the shell and every remote.
// The shell's webpack.config.mjs calls createShellConfig(), each remote's createRemoteConfig(): name,
// dev-server port and exposed modules come from remotes.manifest.json (tooling/remotes.mjs).
// The configs and plugins live one per file in tooling/webpack/; this entry is what the apps import.
export { createAppConfig } from './webpack/appConfig.mjs';
export { createRemoteConfig } from './webpack/remoteConfig.mjs';
export { createShellConfig } from './webpack/shellConfig.mjs';
export { sharedFirebase, sharedSingletons } from './webpack/sharedModules.mjs';
