import { CONTRACT_VERSION, type RemoteSetup } from 'shared-contracts';

/**
 * What the shell checks of a remote's `./setup` before running it: its shape, and the contract
 * version the remote was built against (inlined in the remote, `__CONTRACT_VERSION__`) against the
 * contract the shell runs (`CONTRACT_VERSION`, the page's one copy).
 */
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

/** Whether a module's default export is a remote setup (`defineRemoteSetup` of the contract). */
export function isRemoteSetup(value: unknown): value is RemoteSetup {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.name === 'string' && typeof v.contractVersion === 'string' && typeof v.buildLabel === 'string' && typeof v.setup === 'function';
}
