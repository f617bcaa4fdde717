/**
 * Lets the data CLIs import the `shared-contracts` entry point under Node. The entry also re-exports
 * React components that import CSS modules, which only webpack (and Jest's style stub) understand;
 * here a `.css` file loads as an empty module. Import this module first in every CLI.
 */
type Loader = (module: { exports: unknown }) => void;
const extensions = (require as unknown as { extensions: Record<string, Loader> }).extensions;
extensions['.css'] ??= (module) => {
  module.exports = {};
};

export {};
