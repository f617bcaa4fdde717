import { screen, within } from '@testing-library/react';
import { renderWithHost, type TestHostOptions } from '@tcgp/dev-kit/testing';
import setup from '../../setup';
import TierListPage from '../../pages/TierListPage';
import { BLASTOISE, CHARIZARD, FIXTURE_CARDS, FIXTURE_DECKS, FIXTURE_SUMMARY, PIKA_MEWTWO, VENUSAUR, fixtureFiles } from '../../testing/fixtures';

const cardImages = { urlTemplate: 'https://img.example/{lang}/{set}/{number}/{size}.webp', languages: ['en'], fallbackLanguage: 'en' };

async function renderTiers(options: TestHostOptions = {}) {
  await renderWithHost(<TierListPage now={new Date('2026-06-30T00:00:00Z')} />, {
    route: '/tier-list',
    files: fixtureFiles(),
    premium: false,
    ...options,
    setups: [setup],
  });
  await screen.findByTestId('tierlist-last-updated');
}

const tile = (deckId: string) => document.querySelector<HTMLElement>(`[data-deck-id="${deckId}"]`) as HTMLElement;
const icons = (deckId: string) => [...tile(deckId).querySelectorAll<HTMLElement>('[data-card-id]')];

describe('DeckTiers: deck tiles', () => {
  it("shows each key card as a monogram icon named in full, not as the card's squeezed name", async () => {
    await renderTiers();
    const [pikachu, mewtwo] = icons(PIKA_MEWTWO);
    expect(pikachu).toHaveAccessibleName('Pikachu ex');
    expect(pikachu).toHaveAttribute('title', 'Pikachu ex');
    expect(pikachu).toHaveTextContent(/^Pi$/);
    expect(mewtwo).toHaveAccessibleName('Mewtwo ex');
    expect(mewtwo).toHaveTextContent(/^Me$/);
    // Neither the name nor the card id is drawn in the icon.
    expect(within(tile(PIKA_MEWTWO)).queryByText('A1-096')).toBeNull();
    expect(within(tile(PIKA_MEWTWO)).queryByText('Pikachu ex')).toBeNull();
    expect(pikachu?.querySelector('img')).toBeNull();
  });

  it("shows the card's art in the icon when the site has an image host", async () => {
    await renderTiers({ config: { cardImages } });
    const [venusaur] = icons(VENUSAUR);
    expect(venusaur?.querySelector('img')).toHaveAttribute('src', 'https://img.example/en/A1/004/low.webp');
    expect(venusaur?.querySelector('img')).toHaveAttribute('sizes', '2.5rem');
    expect(venusaur).toHaveAccessibleName('Venusaur ex');
    expect(venusaur).toHaveAttribute('title', 'Venusaur ex');
  });

  it("keeps the deck's full name in the link's accessible name and as the tooltip of the (clamped) name", async () => {
    await renderTiers();
    const link = within(tile(PIKA_MEWTWO)).getByRole('link');
    expect(link).toHaveAccessibleName(/^Pikachu ex & Mewtwo ex, 12 games, .*, tier E$/);
    expect(within(tile(PIKA_MEWTWO)).getByText('Pikachu ex & Mewtwo ex')).toHaveAttribute('title', 'Pikachu ex & Mewtwo ex');
  });
});

describe('DeckTiers: sample sizes', () => {
  /** The summary with Venusaur ex at `venusaur` games and Charizard ex at `charizard`. */
  const withGames = (venusaur: number, charizard: number) =>
    fixtureFiles({
      'matchup-summary.json': {
        ...FIXTURE_SUMMARY,
        [VENUSAUR]: { winRate: 0.5, totalGames: venusaur },
        [CHARIZARD]: { winRate: 0.45, totalGames: charizard },
      },
    });
  const link = (deckId: string) => within(tile(deckId)).getByRole('link');

  it("shows each deck's games (its Total row, as the deck page counts them) on the tile and in the link's name", async () => {
    await renderTiers({ files: withGames(1234, 300) });
    expect(within(tile(VENUSAUR)).getByText('1,234 games')).toBeVisible();
    expect(tile(VENUSAUR).querySelector('[data-games]')).toHaveAttribute('data-games', '1234');
    expect(link(VENUSAUR)).toHaveAccessibleName('Venusaur ex, 1,234 games, Score 55.0%, tier S');
    expect(link(CHARIZARD)).toHaveAccessibleName('Charizard ex, 300 games, Score 50.0%, tier A');
  });

  it('marks a deck below 100 games "Few games" in words, on the tile and in its name; exactly 100 is not marked', async () => {
    await renderTiers({ files: withGames(100, 99) });
    expect(within(tile(CHARIZARD)).getByText('Few games')).toHaveAttribute(
      'title',
      "Fewer than 100 games: a small sample, so this deck's place may still change.",
    );
    expect(link(CHARIZARD)).toHaveAccessibleName('Charizard ex, 99 games, Few games, Score 50.0%, tier A');
    expect(within(tile(VENUSAUR)).queryByText('Few games')).toBeNull();
    expect(link(VENUSAUR)).toHaveAccessibleName('Venusaur ex, 100 games, Score 55.0%, tier S');
    expect(within(tile(VENUSAUR)).getByText('100 games')).toBeVisible();
  });

  it('says nothing about games for a deck the summary has no row for', async () => {
    const summary: Record<string, unknown> = { ...FIXTURE_SUMMARY };
    delete summary[BLASTOISE];
    await renderTiers({ files: fixtureFiles({ 'matchup-summary.json': summary }) });
    expect(tile(BLASTOISE).querySelector('[data-games]')).toBeNull();
    expect(link(BLASTOISE)).toHaveAccessibleName('Blastoise, Score 40.0%, tier D');
  });

  it('writes the games and the mark in the page language', async () => {
    await renderTiers({ files: withGames(1234, 12), language: 'de' });
    expect(within(tile(VENUSAUR)).getByText('1.234 Spiele')).toBeVisible();
    expect(within(tile(CHARIZARD)).getByText('Wenige Spiele')).toBeVisible();
    expect(link(CHARIZARD)).toHaveAccessibleName(/^Charizard ex, 12 Spiele, Wenige Spiele, .*, Tier A$/);
  });
});

describe('DeckTiers: monograms unique among the tiles', () => {
  it('gives Mew ex and Mewtwo ex different monograms when both are shown', async () => {
    const mew = 'mew-ex-a1a-003';
    const files = fixtureFiles({
      'cards.json': [...FIXTURE_CARDS, { id: 'a1a-003', name: 'Mew ex', type: 'Psychic', ex: 'Yes', set: 'a1a' }],
      'best-decks.json': [
        ...FIXTURE_DECKS,
        { name: mew, popularity: 0.2, percentOfGames: 0.2, lists: [{ cards: ['2:a1a-003', '2:a1-001', '2:pa-005', '2:pa-007'], score: 0.45, strength: 0.5 }] },
      ],
    });
    await renderTiers({ files });
    const [mewIcon] = icons(mew);
    const [, mewtwo] = icons(PIKA_MEWTWO);
    expect(mewIcon).toHaveAccessibleName('Mew ex');
    expect(mewtwo).toHaveAccessibleName('Mewtwo ex');
    expect(mewIcon?.textContent).not.toBe(mewtwo?.textContent);
    expect(mewIcon).toHaveTextContent(/^Mew$/);
    expect(mewtwo).toHaveTextContent(/^Mewt$/);
  });

  it('keeps the short monogram when nothing else shown shares it', async () => {
    await renderTiers();
    const [, mewtwo] = icons(PIKA_MEWTWO);
    expect(mewtwo).toHaveTextContent(/^Me$/);
  });
});
