import { screen, waitFor, within } from '@testing-library/react';
import { selectMissingIds, selectShownMissingIds } from 'shared-contracts';
import { encodeSharedView } from '@tcgp/collection';
import { renderWithHost } from '@tcgp/dev-kit/testing';
import setup from '../setup';
import TierListPage from './TierListPage';
import { BLASTOISE, PIKA_MEWTWO, fixtureFiles } from '../testing/fixtures';

const NOW = new Date('2026-06-30T00:00:00Z');
const render = (route: string, missing: string[] = []) =>
  renderWithHost(<TierListPage now={NOW} />, { route, files: fixtureFiles(), missing, premium: true, setups: [setup] });
const shownDeckIds = () => [...document.querySelectorAll('[data-deck-id]')].map((el) => el.getAttribute('data-deck-id') ?? '');
const WATER = { energy: 'Water', includeEx: true, deckAmount: 30, sortBy: 'score' } as const;

describe('TierListPage: share links', () => {
  it('shows the sender view over the reader own list without replacing it', async () => {
    const code = encodeSharedView({ missing: ['a1-001', 'a1-036'], filters: { ...WATER }, deck: null }).code;
    const { store } = await render(`/tier-list?s=${code}`, ['a1-055']);
    await screen.findByTestId('tierlist-last-updated');
    await waitFor(() => expect(selectShownMissingIds(store.getState())).toEqual(['a1-001', 'a1-036']));
    expect(selectMissingIds(store.getState())).toEqual(['a1-055']);
    expect(store.getState().filters).toEqual(WATER);
    // The page computes with the shown list: its missing-cards panel and its decks.
    expect(within(screen.getByRole('region', { name: 'Your missing cards (2)' })).getAllByRole('button').length).toBeGreaterThan(0);
    expect(shownDeckIds()).toEqual([BLASTOISE]);
    expect(shownDeckIds()).not.toContain(PIKA_MEWTWO);
  });

  it('has Share and a link to the collection page under the missing cards', async () => {
    await render('/tier-list', ['a1-001']);
    await screen.findByTestId('tierlist-last-updated');
    const panel = screen.getByTestId('tierlist-missing');
    expect(within(panel).getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Manage your collection' })).toHaveAttribute('href', '/collection');
  });
});
