import pkg from '../package.json';

/**
 * The contract version: the version of this package. A remote inlines the version it was built
 * against (`__CONTRACT_VERSION__`, from this same package.json at build time); at run time this
 * module is the shell's singleton copy, so this constant is the SHELL's version.
 */
export const CONTRACT_VERSION: string = pkg.version;

export interface ContractVersion {
  major: number;
  minor: number;
  patch: number;
}

export function parseContractVersion(version: string): ContractVersion | null {
  const m = /^(\d+)\.(\d+)\.(\d+)(?:[-+].*)?$/.exec(version);
  return m ? { major: Number(m[1]), minor: Number(m[2]), patch: Number(m[3]) } : null;
}

/** Why a remote cannot run with this shell, or null when it can. */
export type ContractMismatch = 'unparsable' | 'major' | 'newerMinor';

/**
 * Compatibility rule: a remote runs when it was built against the same MAJOR version and a MINOR
 * version no newer than the shell's (it may rely on something a newer minor added). Any patch and any
 * older minor load.
 */
export function contractMismatch(remoteVersion: string, hostVersion: string = CONTRACT_VERSION): ContractMismatch | null {
  const remote = parseContractVersion(remoteVersion);
  const host = parseContractVersion(hostVersion);
  if (!remote || !host) return 'unparsable';
  if (remote.major !== host.major) return 'major';
  if (remote.minor > host.minor) return 'newerMinor';
  return null;
}

export function isContractCompatible(remoteVersion: string, hostVersion: string = CONTRACT_VERSION): boolean {
  return contractMismatch(remoteVersion, hostVersion) === null;
}
