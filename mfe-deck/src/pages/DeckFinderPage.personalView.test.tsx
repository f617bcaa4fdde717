import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cardName, renderWithHost, snapshotFiles } from '@tcgp/dev-kit/testing';
import setup from '../setup';
import { afterHold } from '../testing/afterHold';
import DeckFinderPage from './DeckFinderPage';

const render = (options: Parameters<typeof renderWithHost>[1] = {}) =>
  renderWithHost(<DeckFinderPage />, { route: '/deck', path: '/deck', setups: [setup], premium: false, files: snapshotFiles(), ...options });

const line = () => screen.queryByTestId('finder-personal-view');
const bestDeck = () => document.querySelector('[data-best-deck]')?.getAttribute('data-best-deck');

describe('DeckFinderPage: a personal view says so at the top', () => {
  it('shows no line while no card is missing', async () => {
    await render();
    await screen.findByRole('heading', { level: 2, name: 'Espeon & Swablu' });
    expect(line()).toBeNull();
  });

  it('says "Your view: 1 card left out" above the best deck, and "Show the full meta" shows the meta\'s best deck without touching the list', async () => {
    const user = userEvent.setup();
    const { store } = await render({ missing: ['b1-196'] });
    const personal = await screen.findByRole('heading', { level: 2, name: 'Mega Blaziken ex & Greninja' });
    const top = line() as HTMLElement;
    expect(top).toHaveTextContent('Your view: 1 card left out');
    expect(top.compareDocumentPosition(personal) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(top).getByRole('link', { name: 'Edit the list' })).toHaveAttribute('href', '/collection');
    expect(screen.getByText('Relative strength: 99.9%')).toBeInTheDocument();

    await user.click(within(top).getByRole('button', { name: 'Show the full meta' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Espeon & Swablu' })).toBeInTheDocument();
    expect(bestDeck()).toBe('espeon-b3a-020&swablu-b1-196');
    expect(screen.getByText('Relative strength: 100.0%')).toBeInTheDocument();
    expect(line()).toHaveTextContent('Showing the full meta');
    expect(store.getState().missingCards.ids).toEqual(['b1-196']);
    expect(screen.getByRole('region', { name: 'Your missing cards (1)' })).toHaveTextContent('Swablu');

    await user.click(screen.getByRole('button', { name: 'Show your view' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Mega Blaziken ex & Greninja' })).toBeInTheDocument();
    expect(line()).toHaveTextContent('Your view: 1 card left out');
    expect(store.getState().missingCards.ids).toEqual(['b1-196']);
  });

  it('a tap in the full meta on a card missing twice adds no third copy and brings the personal view back', async () => {
    const user = userEvent.setup();
    const { store } = await render({ missing: ['a2-150', 'a2-150'] });
    await screen.findByRole('heading', { level: 2, name: 'Baxcalibur & Suicune ex' });
    await user.click(screen.getByRole('button', { name: 'Show the full meta' }));
    await screen.findByRole('heading', { level: 2, name: 'Espeon & Swablu' });
    await user.click(screen.getByRole('button', { name: cardName('Cyrus') }));
    await afterHold();
    expect(store.getState().missingCards.ids).toEqual(['a2-150', 'a2-150']);
    // At the tap, what it did: nothing to add, so nothing to undo.
    const status = document.querySelector<HTMLElement>('[data-tap-status]') as HTMLElement;
    expect(status).toHaveAttribute('data-tap-status', 'already');
    expect(status).toHaveTextContent('Cyrus is already marked missing, twice');
    expect(within(status).queryByRole('button', { name: 'Undo' })).toBeNull();
    expect(line()).toHaveTextContent('Your view: 1 card left out');
    expect(screen.getByRole('heading', { level: 2, name: 'Baxcalibur & Suicune ex' })).toBeInTheDocument();
  });

  it('a card the list holds once, already marked once, gets one more copy, not two', async () => {
    const { store } = await render({ missing: ['a2-150'] });
    await screen.findByRole('heading', { level: 2, name: 'Espeon & Swablu' });
    await userEvent.click(screen.getByRole('button', { name: cardName('Cyrus') }));
    await afterHold();
    expect(store.getState().missingCards.ids).toEqual(['a2-150', 'a2-150']);
  });
});
