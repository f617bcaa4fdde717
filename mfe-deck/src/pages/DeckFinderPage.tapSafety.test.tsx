import { act, screen, within } from '@testing-library/react';
import { cardName, renderWithHost, snapshotFiles } from '@tcgp/dev-kit/testing';
import setup from '../setup';
import { HOLD_MS } from '../features/tap-safety/useHeldValue';
import DeckFinderPage from './DeckFinderPage';

const render = (options: Parameters<typeof renderWithHost>[1] = {}) =>
  renderWithHost(<DeckFinderPage />, { route: '/deck', path: '/deck', setups: [setup], premium: false, files: snapshotFiles(), ...options });

/** Lets `ms` pass on the fake clock, with React's work of that time done. */
async function pass(ms: number): Promise<void> {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

/** The finder's grid of cards and its buttons in order. */
function tiles(): HTMLElement[] {
  return within(screen.getByRole('list', { name: 'Cards of the best list' })).getAllByRole('button');
}

/** The finder on the real snapshot with its best deck shown (Espeon & Swablu with nothing missing); then the clock is the test's. */
async function renderFinder(options: Parameters<typeof renderWithHost>[1] = {}, best = 'Espeon & Swablu') {
  const rendered = await render(options);
  await screen.findByRole('heading', { level: 2, name: best });
  jest.useFakeTimers();
  return rendered;
}

afterEach(() => {
  jest.useRealTimers();
});

describe('DeckFinderPage: the grid holds still after a mark', () => {
  it('a second tap within 500 ms hits the same card, and the grid re-sorts after 500 ms', async () => {
    const { store } = await renderFinder();
    const before = tiles();
    const cyrus = screen.getByRole('button', { name: cardName('Cyrus') });
    const at = before.indexOf(cyrus);

    await act(async () => cyrus.click());
    await pass(350);
    // The mark is in the store, but the grid is the one that was tapped: Cyrus where it was.
    expect(store.getState().missingCards.ids).toEqual(['a2-150', 'a2-150']);
    expect(screen.getByRole('heading', { level: 2, name: 'Espeon & Swablu' })).toBeInTheDocument();
    expect(tiles()).toEqual(before);
    expect(tiles()[at]).toBe(cyrus);
    expect(cyrus).toHaveClass('dimmed');

    // The second tap of a double tap: the same card, which adds nothing more.
    await act(async () => cyrus.click());
    await pass(100);
    expect(store.getState().missingCards.ids).toEqual(['a2-150', 'a2-150']);
    expect(screen.getByRole('heading', { level: 2, name: 'Espeon & Swablu' })).toBeInTheDocument();

    // 500 ms after the mark the next best deck shows.
    await pass(HOLD_MS - 350 - 100 + 10);
    expect(screen.getByRole('heading', { level: 2, name: 'Baxcalibur & Suicune ex' })).toBeInTheDocument();
    expect(cyrus).not.toBeInTheDocument();
    expect(store.getState().missingCards.ids).toEqual(['a2-150', 'a2-150']);
  });

  it('a tap on another card within the hold marks that card, and the hold starts again from it', async () => {
    const { store } = await renderFinder();
    await act(async () => screen.getByRole('button', { name: cardName('Cyrus') }).click());
    await pass(300);
    await act(async () => screen.getByRole('button', { name: cardName('Eevee') }).click());
    await pass(300);
    // 600 ms after the first mark, 300 ms after the second: still the grid that was tapped.
    expect(screen.getByRole('heading', { level: 2, name: 'Espeon & Swablu' })).toBeInTheDocument();
    expect(store.getState().missingCards.ids).toEqual(['a2-150', 'a2-150', 'b1-184']);
    await pass(HOLD_MS);
    expect(screen.queryByRole('heading', { level: 2, name: 'Espeon & Swablu' })).toBeNull();
  });
});
