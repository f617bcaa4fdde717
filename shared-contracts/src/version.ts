import pkg from '../package.json';

/**
 * The contract version: the version of this package. A remote inlines the version it was built
 * against (`__CONTRACT_VERSION__`, from this same package.json at build time); at run time this
 * module is the shell's singleton copy, so this constant is the SHELL's version. The shell's loader
 * applies the compatibility rule (`shell/src/remotes/compatibility.ts`).
 */
export const CONTRACT_VERSION: string = pkg.version;
