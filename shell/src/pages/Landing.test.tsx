import { screen, within } from '@testing-library/react';
import { Landing } from './Landing';
import { renderInShell } from '../testing/helpers';

describe('Landing page (docs/product-rules.md)', () => {
  it('shows the hero: title, subtitle and a "View Tier List" button to /tier-list', async () => {
    await renderInShell(<Landing />);
    expect(screen.getByRole('heading', { level: 1, name: 'Pokémon TCG Pocket Tier List' })).toBeInTheDocument();
    expect(screen.getByText('The strongest competitive decks, ranked from tournament results and updated every week.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Tier List' })).toHaveAttribute('href', '/tier-list');
  });

  it('shows a feature grid of exactly six items, each with a title and a text', async () => {
    await renderInShell(<Landing />);
    const features = screen.getByRole('region', { name: 'Everything you need to pick your next deck' });
    const items = within(features).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Tier list from real tournaments',
      'Best deck finder',
      'Exclude missing cards',
      'Matchups',
      'Best cards and expansions',
      'Nine languages, dark theme',
    ]);
    for (const item of items) expect(within(item).getByText(/\w/, { selector: 'p' })).toBeInTheDocument();
  });

  it('shows the best-deck-finder promo: title, two descriptions and a "Try Best Deck Finder" button to /deck', async () => {
    await renderInShell(<Landing />);
    const promo = screen.getByRole('region', { name: 'Which deck can you build right now?' });
    expect(within(promo).getByText('Click the cards you do not have. The finder recomputes the best deck you can still build.')).toBeInTheDocument();
    expect(within(promo).getByText('It shows how strong that deck is compared with the best deck in the game.')).toBeInTheDocument();
    expect(promo.querySelectorAll('p')).toHaveLength(2);
    expect(within(promo).getByRole('link', { name: 'Try Best Deck Finder' })).toHaveAttribute('href', '/deck');
  });

  it('has exactly two links: the two buttons', async () => {
    await renderInShell(<Landing />);
    expect(screen.getAllByRole('link').map((l) => l.getAttribute('href'))).toEqual(['/tier-list', '/deck']);
  });

  it('is shown in the page language', async () => {
    await renderInShell(<Landing />, { lang: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: 'Tier list Pokémon TCG Pocket' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir la tier list' })).toHaveAttribute('href', '/tier-list');
    expect(screen.getByRole('link', { name: 'Essayer la recherche du meilleur deck' })).toHaveAttribute('href', '/deck');
  });
});
