import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTES, deckPath, defineRemoteSetup } from './protocol';
import { CONTRACT_VERSION } from './version';

const repoRoot = path.resolve(__dirname, '..', '..');

describe('CONTRACT_VERSION', () => {
  it('is the version in shared-contracts/package.json (no hand-kept constant)', () => {
    const pkg = JSON.parse(readFileSync(path.join(repoRoot, 'shared-contracts/package.json'), 'utf8')) as { version: string };
    expect(CONTRACT_VERSION).toBe(pkg.version);
    expect(CONTRACT_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
  });
});

describe('ROUTES and deckPath (docs/product-rules.md)', () => {
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

describe('defineRemoteSetup', () => {
  it('returns the setup as declared by the remote (values inlined in the remote build)', () => {
    const run = jest.fn();
    const setup = defineRemoteSetup({ name: 'cards', contractVersion: '7.1.0', buildLabel: 'build-42', setup: run });
    expect(setup).toMatchObject({ name: 'cards', contractVersion: '7.1.0', buildLabel: 'build-42' });
    expect(setup.setup).toBe(run);
  });
});
