import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithHost, type TestHostOptions } from '@tcgp/dev-kit/testing';
import { followChanged, selectFollowedDecks } from 'shared-contracts';
import setup from '../../setup';
import TierListPage from '../../pages/TierListPage';
import { CHARIZARD, FIXTURE_LAST_WEEK, PIKA_MEWTWO, VENUSAUR, fixtureFiles } from '../../testing/fixtures';
import { followedDecks } from './YourDecks';

async function renderTiers(options: TestHostOptions = {}) {
  const host = await renderWithHost(<TierListPage now={new Date('2026-06-30T00:00:00Z')} />, {
    route: '/tier-list',
    files: fixtureFiles({ 'last-week.json': FIXTURE_LAST_WEEK }),
    premium: false,
    ...options,
    setups: [setup],
  });
  await screen.findByTestId('tierlist-last-updated', {}, { timeout: 5000 });
  return host;
}

const tile = (deckId: string) => document.querySelector<HTMLElement>(`[data-deck-id="${deckId}"]`) as HTMLElement;

describe('the follow star on the deck tiles', () => {
  it('sits beside the tile link, not in it, and follows the deck', async () => {
    const { store } = await renderTiers();
    const star = within(tile(VENUSAUR)).getByRole('button', { name: 'Follow Venusaur ex' });
    expect(star.closest('a')).toBeNull();
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    expect(selectFollowedDecks(store.getState())).toEqual([VENUSAUR]);
    expect(star).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('"Your decks"', () => {
  it('is not there while the player follows nothing', async () => {
    await renderTiers();
    expect(screen.queryByRole('region', { name: 'Your decks' })).toBeNull();
  });

  it('shows the followed decks first, in the order followed, each with its tier and its rank change since last week', async () => {
    const { store } = await renderTiers();
    await screen.findAllByText('New');
    act(() => {
      store.dispatch(followChanged(CHARIZARD, true));
      store.dispatch(followChanged(VENUSAUR, true));
    });
    const row = await screen.findByRole('region', { name: 'Your decks' });
    // Before every tier row.
    expect(row.compareDocumentPosition(tile(VENUSAUR)) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const links = within(row).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['ATier ACharizard ex', 'STier SVenusaur ex']);
    expect(links[1]).toHaveAccessibleName('Tier S Venusaur ex');
    const venusaur = row.querySelector<HTMLElement>(`[data-followed-deck="${VENUSAUR}"]`) as HTMLElement;
    expect(within(venusaur).getByText('▲ 2')).toBeInTheDocument();
    expect(within(venusaur).getByTitle('Up 2 places since last week (was 3)')).toBeInTheDocument();
  });

  it('unfollows from its own star; the row goes with the last followed deck', async () => {
    const { store } = await renderTiers();
    act(() => {
      store.dispatch(followChanged(VENUSAUR, true));
    });
    const row = await screen.findByRole('region', { name: 'Your decks' });
    await userEvent.click(within(row).getByRole('button', { name: 'Follow Venusaur ex' }));
    expect(selectFollowedDecks(store.getState())).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Your decks' })).toBeNull();
    expect(within(tile(VENUSAUR)).getByRole('button', { name: 'Follow Venusaur ex' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('says when a followed deck is not in the tier list shown (left out by the missing cards)', async () => {
    const { store } = await renderTiers({ missing: ['a1-096', 'a1-096'] });
    act(() => {
      store.dispatch(followChanged(PIKA_MEWTWO, true));
    });
    const row = await screen.findByRole('region', { name: 'Your decks' });
    expect(within(row).getByRole('link')).toHaveTextContent('Pikachu ex & Mewtwo exNot in this tier list');
    expect(row.querySelector('[data-followed-tier]')).toBeNull();
  });

  it('speaks the page language', async () => {
    const { store } = await renderTiers({ language: 'de' });
    act(() => {
      store.dispatch(followChanged(VENUSAUR, true));
    });
    const row = await screen.findByRole('region', { name: 'Deine Decks' });
    expect(within(row).getByRole('button', { name: 'Venusaur ex folgen' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('followedDecks', () => {
  const rows = [
    { tier: 'S' as const, items: [{ id: 'a', name: 'a' }] },
    { tier: 'B' as const, items: [{ id: 'b', name: 'b' }] },
  ] as unknown as Parameters<typeof followedDecks>[1];

  it('gives each followed deck its tier, null when not shown, and the id as the name of a deck the data no longer has', () => {
    expect(followedDecks(['b', 'c', 'gone', 'a'], rows, [{ name: 'c' }], undefined)).toEqual([
      { id: 'b', name: 'b', tier: 'B', change: undefined },
      { id: 'c', name: 'c', tier: null, change: undefined },
      { id: 'gone', name: 'gone', tier: null, change: undefined },
      { id: 'a', name: 'a', tier: 'S', change: undefined },
    ]);
  });
});
