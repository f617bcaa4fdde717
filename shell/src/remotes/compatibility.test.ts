import { CONTRACT_VERSION, defineRemoteSetup } from 'shared-contracts';
import { contractMismatch, isRemoteSetup, parseContractVersion } from './compatibility';

describe("compatibility: same MAJOR, remote MINOR not newer than the shell's, any patch", () => {
  it.each([
    ['2.0.0', '2.0.0'],
    ['2.0.7', '2.0.0'],
    ['2.0.0', '2.0.9'],
    ['2.0.0', '2.3.0'],
    ['2.2.5', '2.3.0'],
    ['2.3.0-beta.1', '2.3.0'],
  ])('loads a remote built against %s when the shell uses %s', (remote, host) => {
    expect(contractMismatch(remote, host)).toBeNull();
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
  });

  it.each(['', 'garbage', '1', '1.0', 'v1.0.0', '?', 'x.y.z'])('refuses the unparsable version %j', (version) => {
    expect(contractMismatch(version, '2.0.0')).toBe('unparsable');
    expect(contractMismatch('2.0.0', version)).toBe('unparsable');
  });

  it("compares with the shell's contract version by default", () => {
    expect(parseContractVersion(CONTRACT_VERSION)).not.toBeNull();
    expect(contractMismatch(CONTRACT_VERSION)).toBeNull();
    expect(contractMismatch('99.0.0')).toBe('major');
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

describe('a setup declared with defineRemoteSetup', () => {
  it('passes the check', () => {
    expect(isRemoteSetup(defineRemoteSetup({ name: 'cards', contractVersion: '7.1.0', buildLabel: 'build-42', setup: () => undefined }))).toBe(true);
  });
});
