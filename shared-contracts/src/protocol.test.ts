import { readFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_MODULES, REMOTE_NAMES, ROUTES, deckPath, defineRemoteSetup, isRemoteName, isRemoteSetup } from './protocol';
import { CONTRACT_VERSION, contractMismatch, isContractCompatible, parseContractVersion } from './version';

const repoRoot = path.resolve(__dirname, '..', '..');

describe('CONTRACT_VERSION', () => {
  it('is the version in shared-contracts/package.json (no hand-kept constant)', () => {
    const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'shared-contracts/package.json'), 'utf8')) as { version: string };
    expect(CONTRACT_VERSION).toBe(pkg.version);
    expect(parseContractVersion(CONTRACT_VERSION)).not.toBeNull();
  });
});

describe('compatibility: same MAJOR, remote MINOR not newer than the shell\'s, any patch', () => {
  it.each([
    ['2.0.0', '2.0.0'],
    ['2.0.7', '2.0.0'],
    ['2.0.0', '2.0.9'],
    ['2.0.0', '2.3.0'],
    ['2.2.5', '2.3.0'],
    ['2.3.0-beta.1', '2.3.0'],
  ])('loads a remote built against %s when the shell uses %s', (remote, host) => {
    expect(contractMismatch(remote, host)).toBeNull();
    expect(isContractCompatible(remote, host)).toBe(true);
  });

  it.each([
    ['3.0.0', '2.0.0', 'major'],
    ['1.9.0', '2.0.0', 'major'],
    ['2.0.0', '3.1.0', 'major'],
    ['10.0.0', '1.0.0', 'major'],
    ['2.1.0', '2.0.0', 'newerMinor'],
    ['2.4.0', '2.3.9', 'newerMinor'],
  ])('refuses a remote built against %s when the shell uses %s (%s)', (remote, host, why) => {
    expect(contractMismatch(remote, host)).toBe(why);
    expect(isContractCompatible(remote, host)).toBe(false);
  });

  it.each(['', 'garbage', '1', '1.0', 'v1.0.0', '?', 'x.y.z'])('refuses the unparsable version %j', (version) => {
    expect(contractMismatch(version, '2.0.0')).toBe('unparsable');
    expect(isContractCompatible('2.0.0', version)).toBe(false);
  });

  it("compares with the shell's contract version by default", () => {
    expect(isContractCompatible(CONTRACT_VERSION)).toBe(true);
    expect(isContractCompatible('99.0.0')).toBe(false);
  });
});

describe('ROUTES and deckPath (SPEC section 2)', () => {
  it('has the paths of the spec, plus the statistics and collection pages', () => {
    expect(ROUTES).toEqual({
      home: '/',
      tierList: '/tier-list',
      cardsList: '/cards-list',
      expansionList: '/expansion-list',
      deckFinder: '/deck',
      deckDetail: '/deck/:deckId',
      statistics: '/statistics',
      collection: '/collection',
    });
  });

  it('links to /deck/{id}, keeping & readable and encoding what must be', () => {
    expect(deckPath('miraidon-ex-b3a-019')).toBe('/deck/miraidon-ex-b3a-019');
    expect(deckPath('espeon-b3a-020&swablu-b1-196')).toBe('/deck/espeon-b3a-020&swablu-b1-196');
    expect(deckPath("professor's-research-pa-007")).toBe("/deck/professor's-research-pa-007");
    expect(deckPath('a/b?c#d')).toBe('/deck/a%2Fb%3Fc%23d');
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
  });
});

describe('REMOTE_NAMES and REMOTE_MODULES', () => {
  it('names the four remotes', () => {
    expect([...REMOTE_NAMES].sort()).toEqual(['account', 'cards', 'deck', 'tierlist']);
    expect(isRemoteName('deck')).toBe(true);
    expect(isRemoteName('__proto__')).toBe(false);
    expect(Object.keys(REMOTE_MODULES).sort()).toEqual([...REMOTE_NAMES].sort());
  });

  it('gives each module name to one remote only', () => {
    const modules = Object.values(REMOTE_MODULES).flat();
    expect(new Set(modules).size).toBe(modules.length);
  });
});
