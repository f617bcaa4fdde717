import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithHost, snapshotFiles } from '@tcgp/dev-kit/testing';
import setup from '../setup';
import ExpansionListPage from './ExpansionListPage';
import { card, files, meta, scoreRow } from '../testing/fixtures';

type Options = Parameters<typeof renderWithHost>[1];
const renderPage = (options: Options = {}) => renderWithHost(<ExpansionListPage />, { route: '/expansion-list', setups: [setup], ...options });

const tierRegion = (tier: string) => screen.getByRole('region', { name: `Tier ${tier}` });
/** Expansion tiles of a tier, by name, in page order. */
const expansionsIn = (tier: string) =>
  within(tierRegion(tier))
    .queryAllByRole('article')
    .map((a) => a.getAttribute('aria-label'));
const waitForTiers = () => screen.findAllByRole('region', { name: /^Tier / });

describe('ExpansionListPage on the real snapshot', () => {
  it('ranks the expansions by summed card score in tiers S..E, without the promo sets', async () => {
    await renderPage({ files: snapshotFiles() });
    await waitForTiers();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Expansions by Tier');
    expect(expansionsIn('S')).toEqual(['Pulsing Aura', 'Mega Rising']);
    expect(expansionsIn('A')).toEqual(['Fantastical Parade', 'Genetic Apex']);
    expect(expansionsIn('C')).toEqual(['Wisdom of Sea and Sky', 'Paldean Wonders', 'Paradox Drive', 'Space-Time Smackdown', 'Celestial Guardians']);
    expect(expansionsIn('E')).toEqual(['Extradimensional Crisis', 'Eevee Grove', 'Triumphant Light', 'Mythical Island']);
    // Sets without any card score are not ranked yet: listed apart, not in tier E with 0.
    const unranked = screen.getByRole('region', { name: 'Not ranked yet' });
    expect(
      within(unranked)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Deluxe Pack: ex', 'Everyday Wonders', 'Ruler of the Skies', "Team Rocket's Ambition"]);
    // 23 expansions in meta.json, 2 of them promo sets.
    expect(screen.getAllByRole('article')).toHaveLength(21);
    expect(screen.queryByText('Promo A')).toBeNull();
    expect(screen.queryByText('Promo B')).toBeNull();
    expect(screen.queryByText('PA')).toBeNull();
    expect(screen.getByText('Promo sets are not ranked.')).toBeInTheDocument();

    const apex = screen.getByRole('article', { name: 'Genetic Apex' });
    expect(apex).toHaveTextContent('A1');
    expect(apex).toHaveTextContent('Released October 30, 2024');
    expect(apex).toHaveTextContent('Card score 31.64');
    expect(screen.getByRole('article', { name: "Team Rocket's Ambition" })).toHaveTextContent('Release date unknown');
  });

  it('links to the cards list', async () => {
    await renderPage({ files: snapshotFiles() });
    expect(screen.getByRole('link', { name: 'Best cards by tier' })).toHaveAttribute('href', '/cards-list');
  });
});

describe('ExpansionListPage on small fixtures', () => {
  const cards = [card('x1-001', 'Alpha'), card('x1-002', 'Beta'), card('x2-001', 'Gamma'), card('px-001', 'Promo Card')];

  it('sums the square-rooted card scores, counts a card once and leaves the promo set out', async () => {
    const scores = [
      scoreRow('x1-001', 'Alpha', 0.25, 0.9, 2), // 0.5
      scoreRow('x1-001', 'Alpha', 0.81, 0.1, 1), // same card, less played row: not counted
      scoreRow('x1-002', 'Beta', 0.36, 0.5), // 0.6
      scoreRow('x2-001', 'Gamma', 0.16, 0.5), // 0.4
      scoreRow('px-001', 'Promo Card', 1, 1), // promo set: not ranked
    ];
    await renderPage({ files: files(cards, scores) });
    await waitForTiers();
    expect(screen.getByRole('article', { name: 'First Set' })).toHaveTextContent('Card score 1.10');
    expect(screen.getByRole('article', { name: 'Second Set' })).toHaveTextContent('Card score 0.40');
    expect(screen.queryByRole('article', { name: 'Promo X' })).toBeNull();
    expect(expansionsIn('S')).toEqual(['First Set']);
    expect(expansionsIn('E')).toEqual(['Second Set']);
  });

  it('splits the total range into six equal bands; a total on an edge goes to the higher tier', async () => {
    const expansions = [0, 1, 2, 3, 4].map((i) => ({ id: `y${i}`, name: `Set ${i}`, releaseDate: '2025-01-01' }));
    // Totals 6, 4.5, 3, 1.5, 0 (one card each, raw score = total²) over 0..6: bands of 1.
    const totals = [6, 4.5, 3, 1.5, 0];
    const setCards = totals.map((_, i) => card(`y${i}-001`, `Card ${i}`));
    const scores = totals.map((total, i) => scoreRow(`y${i}-001`, `Card ${i}`, total * total, 0.5));
    await renderPage({ files: files(setCards, scores, meta(expansions)) });
    await waitForTiers();
    expect(expansionsIn('S')).toEqual(['Set 0']);
    expect(expansionsIn('A')).toEqual(['Set 1']);
    expect(expansionsIn('B')).toEqual(['Set 2']); // exactly 3 of 6: B, not C
    expect(expansionsIn('C')).toEqual([]);
    expect(tierRegion('C')).toHaveTextContent('No expansions');
    expect(expansionsIn('D')).toEqual(['Set 3']);
    expect(expansionsIn('E')).toEqual(['Set 4']);
  });

  it('shows release dates in the reader’s locale and a localized "release date unknown"', async () => {
    const scores = [scoreRow('x1-001', 'Alpha', 0.25, 0.9), scoreRow('x2-001', 'Gamma', 0.16, 0.5)];
    await renderPage({ files: files(cards, scores), language: 'de-AT' });
    await screen.findAllByRole('region', { name: /^Tier / });
    expect(screen.getByRole('article', { name: 'First Set' })).toHaveTextContent('Erschienen am 29. Jänner 2025');
    expect(screen.getByRole('article', { name: 'Second Set' })).toHaveTextContent('Erscheinungsdatum unbekannt');
    expect(screen.getByRole('article', { name: 'First Set' })).toHaveTextContent('Kartenwert 0,50');
  });

  it('shows localized expansion names where known, with the set code', async () => {
    const expansions = [{ id: 'a1', name: 'Genetic Apex', releaseDate: '2024-10-30' }];
    await renderPage({ files: files([card('a1-001', 'Bulbasaur')], [scoreRow('a1-001', 'Bulbasaur', 0.25, 0.5)], meta(expansions)), language: 'ja' });
    const tile = await screen.findByRole('article', { name: '最強の遺伝子' });
    expect(tile).toHaveTextContent('A1');
    expect(tile).toHaveTextContent('発売日 2024年10月30日');
  });

  it('names the expansions in German on the German page, and marks an English name as English', async () => {
    const expansions = [
      { id: 'a2', name: 'Space-Time Smackdown', releaseDate: '2025-01-29' },
      { id: 'a4a', name: 'Secluded Springs', releaseDate: '2025-08-28' },
    ];
    const scores = [scoreRow('a2-150', 'Cyrus', 0.25, 0.5), scoreRow('a4a-001', 'Tyrogue', 0.2, 0.5)];
    await renderPage({ files: files([card('a2-150', 'Cyrus'), card('a4a-001', 'Tyrogue')], scores, meta(expansions)), language: 'de' });
    const tile = await screen.findByRole('article', { name: 'Kollision von Raum und Zeit' });
    expect(tile).toHaveTextContent('A2');
    expect(screen.queryByText('Space-Time Smackdown')).toBeNull();
    expect(within(tile).getByText('Kollision von Raum und Zeit')).not.toHaveAttribute('lang');
    // No German name known for a4a: the English one, marked so a screen reader speaks it as English.
    const springs = screen.getByRole('article', { name: 'Secluded Springs' });
    expect(within(springs).getByText('Secluded Springs')).toHaveAttribute('lang', 'en');
  });

  it('notes card scores of unknown cards without crashing', async () => {
    const scores = [scoreRow('x1-001', 'Alpha', 0.25, 0.9), scoreRow('zz-001', 'Mystery', 0.9, 0.9)];
    await renderPage({ files: files(cards, scores) });
    await waitForTiers();
    expect(screen.getByRole('note')).toHaveTextContent('1 card score entry was left out because its card is not in the card catalogue.');
    expect(screen.getByRole('article', { name: 'First Set' })).toHaveTextContent('Card score 0.50');
  });

  it('shows a localized error for a damaged meta.json, and Retry loads again', async () => {
    const served: Record<string, unknown> = { ...files(cards, [scoreRow('x1-001', 'Alpha', 0.25, 0.9)]), 'meta.json': { expansions: 'none' } };
    const host = await renderPage({ files: served, language: 'fr' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Le fichier de données meta.json est endommagé ou incomplet.');
    served['meta.json'] = meta();
    await userEvent.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('article', { name: 'First Set' })).toBeInTheDocument();
    expect(host.requests.filter((u) => u.endsWith('meta.json'))).toHaveLength(2);
  });
});
