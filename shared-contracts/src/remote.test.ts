import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  CONTRACT_VERSION,
  REMOTE_MODULES,
  REMOTE_NAMES,
  defineRemoteSetup,
  isContractCompatible,
  isRemoteSetup,
  type RemoteName,
} from './remote';

const repoRoot = path.resolve(__dirname, '..', '..');

describe('CONTRACT_VERSION', () => {
  it('is the version of the shared-contracts package (the version remotes are built against)', () => {
    const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'shared-contracts/package.json'), 'utf8')) as { version: string };
    expect(CONTRACT_VERSION).toBe(pkg.version);
  });
});

describe('isContractCompatible (same MAJOR version only)', () => {
  it.each([
    ['1.0.0', '1.0.0'],
    ['1.4.2', '1.0.0'],
    ['1.0.0', '1.9.0'],
    ['1.0.0-beta.1', '1.0.0'],
  ])('accepts a remote built against %s when the shell uses %s', (remote, host) => {
    expect(isContractCompatible(remote, host)).toBe(true);
  });

  it.each([
    ['2.0.0', '1.0.0'],
    ['0.9.0', '1.0.0'],
    ['1.0.0', '2.3.0'],
    ['10.0.0', '1.0.0'],
  ])('refuses a remote built against %s when the shell uses %s', (remote, host) => {
    expect(isContractCompatible(remote, host)).toBe(false);
  });

  it.each(['', 'garbage', '1', '1.0', 'v1.0.0', '?', 'x.y.z'])('refuses the unparsable version %j', (version) => {
    expect(isContractCompatible(version, '1.0.0')).toBe(false);
    expect(isContractCompatible('1.0.0', version)).toBe(false);
  });

  it('compares with the shell contract version by default', () => {
    expect(isContractCompatible(CONTRACT_VERSION)).toBe(true);
    expect(isContractCompatible('99.0.0')).toBe(false);
  });
});

describe('isRemoteSetup', () => {
  const valid = { name: 'deck', contractVersion: '1.0.0', buildLabel: 'x', setup: () => undefined };

  it('accepts a complete setup module export', () => {
    expect(isRemoteSetup(valid)).toBe(true);
  });

  it.each([
    ['null', null],
    ['a string', 'deck'],
    ['a function', () => undefined],
    ['no name', { ...valid, name: undefined }],
    ['no contract version', { ...valid, contractVersion: undefined }],
    ['a numeric contract version', { ...valid, contractVersion: 1 }],
    ['no build label', { ...valid, buildLabel: undefined }],
    ['no setup function', { ...valid, setup: 'run' }],
  ])('refuses %s', (_label, value) => {
    expect(isRemoteSetup(value)).toBe(false);
  });
});

describe('defineRemoteSetup', () => {
  it('returns the setup as declared by the remote (values inlined in the remote build)', () => {
    const run = jest.fn();
    const setup = defineRemoteSetup({ name: 'cards', contractVersion: '7.1.0', buildLabel: 'build-42', setup: run });
    expect(isRemoteSetup(setup)).toBe(true);
    expect(setup).toMatchObject({ name: 'cards', contractVersion: '7.1.0', buildLabel: 'build-42' });
    expect(setup.setup).toBe(run);
    expect(CONTRACT_VERSION).toBe('1.0.0');
  });
});

describe('REMOTE_NAMES and REMOTE_MODULES', () => {
  it('names the four remotes', () => {
    expect([...REMOTE_NAMES].sort()).toEqual(['account', 'cards', 'deck', 'tierlist']);
    expect(Object.keys(REMOTE_MODULES).sort()).toEqual([...REMOTE_NAMES].sort());
  });

  /** The `./Name` keys of the `exposes` object in a remote's webpack.config.mjs, read as text. */
  function exposedNames(remote: RemoteName): string[] {
    const source = readFileSync(path.join(repoRoot, `mfe-${remote}`, 'webpack.config.mjs'), 'utf8');
    expect(/\bname:\s*'([^']+)'/.exec(source)?.[1]).toBe(remote);
    const block = /exposes:\s*\{([\s\S]*?)\}/.exec(source)?.[1] ?? '';
    return [...block.matchAll(/['"]\.\/([\w-]+)['"]\s*:/g)].map((m) => m[1] ?? '');
  }

  it.each(REMOTE_NAMES)('%s: REMOTE_MODULES lists exactly the modules its webpack config exposes (besides ./setup)', (remote) => {
    const exposed = exposedNames(remote);
    expect(exposed).toContain('setup');
    expect(exposed.filter((n) => n !== 'setup').sort()).toEqual([...REMOTE_MODULES[remote]].sort());
  });
});
