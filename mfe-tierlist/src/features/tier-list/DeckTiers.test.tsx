import { screen, within } from '@testing-library/react';
import { renderWithHost, type TestHostOptions } from '@tcgp/dev-kit/testing';
import setup from '../../setup';
import TierListPage from '../../pages/TierListPage';
import { PIKA_MEWTWO, VENUSAUR, fixtureFiles } from '../../testing/fixtures';

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
    expect(link).toHaveAccessibleName(/^Pikachu ex & Mewtwo ex Score /);
    expect(within(tile(PIKA_MEWTWO)).getByText('Pikachu ex & Mewtwo ex')).toHaveAttribute('title', 'Pikachu ex & Mewtwo ex');
  });
});
