import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithHost } from '@tcgp/dev-kit/testing';
import type { LanguageCode } from 'shared-contracts';
import { DATA_FILES } from '@tcgp/schemas';
import { summarizeMatchups } from '@tcgp/rules';
import type { Archetype, Card, DeckList } from '@tcgp/domain';
import setup from '../setup';
import CardPage from './CardPage';
import { card, meta, scoreRow } from '../testing/fixtures';

const CARDS: Card[] = [
  card('x1-001', 'Alpha', { type: 'Fire' }),
  card('x1-002', 'Beta', { type: 'Water' }),
  card('x1-003', 'Gamma', { type: 'Grass' }),
  card('x1-010', 'Sabrina', { type: 'Trainer' }),
  card('x1-011', 'Poké Ball', { type: 'Trainer', names: { de: 'Pokéball', ja: 'モンスターボール' } }),
];

const list = (score: number, ...cards: string[]): DeckList => ({ cards, score, strength: score + 0.1 });
const deck = (name: string, lists: DeckList[]): Archetype => ({ name, lists, popularity: 0.1, percentOfGames: 0.1 });

/**
 * Alpha plays Sabrina twice in its best list and in 2 of its 3 lists; Beta once, in 1 of 2; Gamma never.
 * Deck scores 0.6, 0.48 and 0.3: tiers S, B and E (six bands over [0.3, 0.6]).
 */
const DECKS: Archetype[] = [
  deck('gamma-x1-003', [list(0.3, '2:x1-003', '2:x1-011')]),
  deck('beta-x1-002', [list(0.48, '2:x1-002', '2:x1-011'), list(0.45, '2:x1-002', '1:x1-010')]),
  deck('alpha-x1-001', [list(0.6, '2:x1-001', '2:x1-010', '2:x1-011'), list(0.5, '2:x1-001', '1:x1-010'), list(0.4, '2:x1-001', '2:x1-011')]),
];

/** Card scores 1 (Poké Ball), 0.6 (Sabrina) and 0.1 (Alpha): Sabrina is tier B of [0.1, 1], second most played of 3. */
const SCORES = [scoreRow('x1-011', 'Poké Ball', 1, 0.9), scoreRow('x1-010', 'Sabrina', 0.36, 0.5), scoreRow('x1-001', 'Alpha', 0.01, 0.2)];

function files(): Record<string, unknown> {
  const totals = Object.fromEntries(DECKS.map((d) => [d.name, [{ name: 'Total', winRate: 0.5, totalGames: 100 }]]));
  return {
    [DATA_FILES.cards]: CARDS,
    [DATA_FILES.bestDecks]: DECKS,
    [DATA_FILES.matchupSummary]: summarizeMatchups(totals),
    [DATA_FILES.cardScores]: SCORES,
    [DATA_FILES.meta]: meta(),
  };
}

const render = (cardId: string, language: LanguageCode = 'en', served: Record<string, unknown> = files()) =>
  renderWithHost(<CardPage />, { route: `/card/${cardId}`, path: '/card/:cardId', setups: [setup], premium: false, files: served, language });

const decksRegion = () => screen.getByRole('region', { name: /play it$|spielen sie$/ });

describe('CardPage', () => {
  afterEach(() => document.head.querySelectorAll('meta[name="robots"]').forEach((m) => m.remove()));

  it('shows the card with its set, number, type, tier, score and rank', async () => {
    await render('x1-010');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sabrina' })).toBeInTheDocument();
    const facts = screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement;
    expect(within(facts).getByText('Set').nextSibling).toHaveTextContent('First Set');
    expect(within(facts).getByText('Number').nextSibling).toHaveTextContent('X1 10');
    expect(within(facts).getByText('Type').nextSibling).toHaveTextContent('Trainer');
    expect(within(facts).getByText('Tier').nextSibling).toHaveTextContent(/^B$/);
    expect(within(facts).getByText('Card score').nextSibling).toHaveTextContent('0.60');
    expect(within(facts).getByText('Rank').nextSibling).toHaveTextContent('2 of 3');
    // The card's tile (its art when a host is configured, else its name, energy and id).
    expect(document.querySelector('[data-card-id="x1-010"]')).not.toBeNull();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('lists the decks that play it in tier-list order, with tier, copies and share of lists, each linking to its page', async () => {
    await render('x1-010');
    await screen.findByRole('heading', { level: 1, name: 'Sabrina' });
    expect(screen.getByRole('heading', { level: 2, name: '2 decks play it' })).toBeInTheDocument();
    const rows = within(decksRegion()).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent?.replace(/\s+/g, ' ').trim())).toEqual([
      'Alpha Tier S · 2 copies · in 67% of lists',
      'Beta Tier B · 1 copy · in 50% of lists',
    ]);
    expect(within(rows[0] as HTMLElement).getByRole('link', { name: 'Alpha' })).toHaveAttribute('href', '/deck/alpha-x1-001');
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'Beta' })).toHaveAttribute('href', '/deck/beta-x1-002');
    expect(within(decksRegion()).queryByRole('link', { name: 'Gamma' })).toBeNull();
  });

  it('links to the tier list filtered by the card, and to the best cards', async () => {
    await render('x1-010');
    await screen.findByRole('heading', { level: 1, name: 'Sabrina' });
    expect(screen.getByRole('link', { name: 'Tier list: decks with this card' })).toHaveAttribute('href', '/tier-list?with=x1-010');
    expect(screen.getByRole('link', { name: 'Best cards by tier' })).toHaveAttribute('href', '/cards-list');
  });

  it('says when no deck plays the card and when it has no card score', async () => {
    await render('x1-002');
    await screen.findByRole('heading', { level: 1, name: 'Beta' });
    expect(screen.getByRole('heading', { level: 2, name: '1 deck plays it' })).toBeInTheDocument();
    expect(screen.getByText('No card score yet: the card is not in the current tournament results.')).toBeInTheDocument();
    expect(screen.queryByText('Tier', { selector: 'dt' })).toBeNull();
  });

  it('shows the German name with the English one, and German texts', async () => {
    await render('x1-011', 'de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pokéball' })).toBeInTheDocument();
    expect(document.querySelector('[data-english-name]')).toHaveTextContent('Englischer Name: Poké Ball');
    expect(document.querySelector('[data-english-name] [lang="en"]')).toHaveTextContent(/^Poké Ball$/);
    expect(screen.getByRole('heading', { level: 2, name: '3 Decks spielen sie' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tier-Liste: Decks mit dieser Karte' })).toHaveAttribute('href', '/tier-list?with=x1-011');
  });

  it('reads an id in upper case as the card', async () => {
    await render('X1-010');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sabrina' })).toBeInTheDocument();
  });

  it('says when the card scores cannot be loaded, and Retry brings the page', async () => {
    const served: Record<string, unknown> = { ...files(), [DATA_FILES.cardScores]: { status: 404 } };
    await render('x1-010', 'en', served);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The data could not be loaded');
    served[DATA_FILES.cardScores] = SCORES;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sabrina' })).toBeInTheDocument();
  });

  it('says an unknown card is not there, links back and keeps the page out of search engines', async () => {
    await render('zz-999');
    expect(await screen.findByRole('heading', { level: 2, name: 'There is no card “zz-999”.' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Card' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Best cards by tier' })).toHaveAttribute('href', '/cards-list');
    expect(screen.getByRole('link', { name: 'Tier list' })).toHaveAttribute('href', '/tier-list');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});
