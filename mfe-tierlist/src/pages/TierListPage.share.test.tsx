import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
  it('shows the sender view after the question when the reader has another list', async () => {
    const code = encodeSharedView({ missing: ['a1-001', 'a1-036'], filters: { ...WATER }, deck: null }).code;
    const { store } = await render(`/tier-list?s=${code}`, ['a1-055']);
    const prompt = await screen.findByRole('region', { name: 'A shared view' });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Show their view' }));
    expect(store.getState().missingCards.ids).toEqual(['a1-001', 'a1-036']);
    expect(store.getState().filters).toEqual(WATER);
    await screen.findByTestId('tierlist-last-updated');
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
