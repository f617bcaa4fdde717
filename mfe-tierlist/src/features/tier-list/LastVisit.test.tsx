import { act, screen, waitFor, within } from '@testing-library/react';
import { followChanged } from 'shared-contracts';
import userEvent from '@testing-library/user-event';
import { renderWithHost, type TestHostOptions } from '@tcgp/dev-kit/testing';
import { LAST_SEEN_KEY } from '@tcgp/collection';
import setup from '../../setup';
import TierListPage from '../../pages/TierListPage';
import { CHARIZARD, FIXTURE_LAST_WEEK, PIKA_MEWTWO, VENUSAUR, fixtureFiles } from '../../testing/fixtures';

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

const stored = () => JSON.parse(window.localStorage.getItem(LAST_SEEN_KEY) ?? 'null') as unknown;

beforeEach(() => window.localStorage.clear());

describe('"Since your last visit"', () => {
  it('is not shown on a first visit, which records the data set seen (29 June)', async () => {
    await renderTiers();
    await screen.findAllByText('New');
    expect(screen.queryByRole('region', { name: 'Since your last visit' })).toBeNull();
    expect(stored()).toEqual({ visitor: '2026-06-29' });
  });

  it('sums up what changed since the older data set last seen: followed decks that moved, S and A, new decks', async () => {
    window.localStorage.setItem(LAST_SEEN_KEY, JSON.stringify({ visitor: '2026-06-22' }));
    const { store } = await renderTiers();
    act(() => {
      store.dispatch(followChanged(VENUSAUR, true));
    });
    const panel = await screen.findByRole('region', { name: 'Since your last visit' });
    // Last week (scores: Charizard ex 0.6, Blastoise 0.5, Venusaur ex 0.45, no Pikachu ex & Mewtwo ex):
    // Venusaur ex (0.55 now) went from E to S.
    const moved = panel.querySelector<HTMLElement>('[data-last-visit="moved"]') as HTMLElement;
    expect(within(moved).getByRole('heading', { name: 'Decks you follow' })).toBeInTheDocument();
    expect(moved).toHaveTextContent('Venusaur ex E → S');
    expect(panel.querySelector('[data-last-visit="entered"]')).toHaveTextContent('Venusaur ex E → S');
    // Charizard ex went from S to A: still at the top, and not followed, so not told.
    expect(panel.querySelector('[data-last-visit="left"]')).toBeNull();
    expect(panel).not.toHaveTextContent('Charizard ex');
    expect(panel.querySelector('[data-last-visit="added"]')).toHaveTextContent('Pikachu ex & Mewtwo ex not listed → E');
    expect(within(panel).getByRole('link', { name: 'Pikachu ex & Mewtwo ex' })).toHaveAttribute('href', expect.stringContaining('/deck/'));
  });

  it('marks the tiles it names with the tier last seen, or as new, in their link names too; Dismiss takes the marks away', async () => {
    window.localStorage.setItem(LAST_SEEN_KEY, JSON.stringify({ visitor: '2026-06-22' }));
    await renderTiers();
    const panel = await screen.findByRole('region', { name: 'Since your last visit' });
    const tile = (deckId: string) => document.querySelector<HTMLElement>(`[data-deck-id="${deckId}"]`) as HTMLElement;
    await waitFor(() => expect(tile(VENUSAUR).querySelector('[data-since-last-visit]')).toHaveTextContent('Was E last visit'));
    expect(within(tile(VENUSAUR)).getByRole('link')).toHaveAccessibleName(/Was E last visit, tier S$/);
    expect(tile(PIKA_MEWTWO).querySelector('[data-since-last-visit]')).toHaveTextContent('New since your last visit');
    expect(tile(CHARIZARD).querySelector('[data-since-last-visit]')).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: 'Dismiss' }));
    expect(document.querySelector('[data-since-last-visit]')).toBeNull();
  });

  it('is dismissed with its button and stays dismissed: the current data set is recorded as seen', async () => {
    window.localStorage.setItem(LAST_SEEN_KEY, JSON.stringify({ visitor: '2026-06-22' }));
    await renderTiers();
    const panel = await screen.findByRole('region', { name: 'Since your last visit' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'Since your last visit' })).toBeNull();
    expect(stored()).toEqual({ visitor: '2026-06-29' });
  });

  it('is not shown when the data set last seen is the current one', async () => {
    window.localStorage.setItem(LAST_SEEN_KEY, JSON.stringify({ visitor: '2026-06-29' }));
    await renderTiers();
    await screen.findAllByText('New');
    expect(screen.queryByRole('region', { name: 'Since your last visit' })).toBeNull();
  });

  it('speaks the page language', async () => {
    window.localStorage.setItem(LAST_SEEN_KEY, JSON.stringify({ visitor: '2026-06-22' }));
    await renderTiers({ language: 'de' });
    const panel = await screen.findByRole('region', { name: 'Seit deinem letzten Besuch' });
    expect(within(panel).getByRole('button', { name: 'Ausblenden' })).toBeInTheDocument();
  });
});
