import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cardName, renderWithHost, snapshotFiles } from '@tcgp/dev-kit/testing';
import setup from '../setup';
import { HOLD_MS } from '../features/tap-safety/useHeldValue';
import { TAP_STATUS_MS } from '../features/tap-safety/TapStatus';
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

function tapStatus(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[data-tap-status]');
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
    // Nothing above the grid appears either: the line of the now personal view waits with the grid.
    expect(screen.queryByTestId('finder-personal-view')).toBeNull();

    // The second tap of a double tap: the same card, which adds nothing more.
    await act(async () => cyrus.click());
    await pass(100);
    expect(store.getState().missingCards.ids).toEqual(['a2-150', 'a2-150']);
    expect(screen.getByRole('heading', { level: 2, name: 'Espeon & Swablu' })).toBeInTheDocument();

    // 500 ms after the mark the next best deck shows.
    await pass(HOLD_MS - 350 - 100 + 10);
    expect(screen.getByRole('heading', { level: 2, name: 'Baxcalibur & Suicune ex' })).toBeInTheDocument();
    expect(cyrus).not.toBeInTheDocument();
    expect(screen.getByTestId('finder-personal-view')).toHaveTextContent('Your view: 1 card left out');
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

describe('DeckFinderPage: the status of a tap', () => {
  it('says what the tap did beside the card, politely, and Undo restores exactly the list before it', async () => {
    const { store } = await renderFinder({ missing: ['b1-196'] }, 'Mega Blaziken ex & Greninja');
    // The best deck without Swablu (b1-196) is another one; its first card is the one tapped.
    const first = tiles()[0];
    if (!first) throw new Error('no card in the grid');
    const id = first.getAttribute('data-card-id');
    const name = first.getAttribute('title') ?? '';
    await act(async () => first.click());
    await pass(50);
    const status = tapStatus();
    expect(status).toHaveTextContent(`${name} marked missing·Undo`);
    expect(status).toHaveAttribute('data-tap-status', 'marked');
    const region = status?.closest('[role="status"]');
    expect(region).toHaveAttribute('aria-live', 'polite');
    const missingAfterMark = store.getState().missingCards.ids;
    expect(missingAfterMark.slice(0, 1)).toEqual(['b1-196']);
    expect(missingAfterMark.slice(1).every((card) => card === id)).toBe(true);

    await pass(HOLD_MS);
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await user.click(within(tapStatus() as HTMLElement).getByRole('button', { name: 'Undo' }));
    expect(store.getState().missingCards.ids).toEqual(['b1-196']);
    expect(tapStatus()).toHaveTextContent(`${name} back in your collection·Undo`);
    expect(tapStatus()).toHaveAttribute('data-tap-status', 'restored');

    // With the keyboard: Undo of the undo marks the same copies again.
    await pass(HOLD_MS);
    within(tapStatus() as HTMLElement)
      .getByRole('button', { name: 'Undo' })
      .focus();
    await user.keyboard('{Enter}');
    expect(store.getState().missingCards.ids).toEqual(missingAfterMark);
    expect(tapStatus()).toHaveAttribute('data-tap-status', 'marked');
  });

  it('a double tap on Undo undoes once', async () => {
    const { store } = await renderFinder();
    await act(async () => screen.getByRole('button', { name: cardName('Cyrus') }).click());
    await pass(HOLD_MS);
    const undo = within(tapStatus() as HTMLElement).getByRole('button', { name: 'Undo' });
    await act(async () => undo.click());
    await pass(300);
    await act(async () => undo.click());
    expect(store.getState().missingCards.ids).toEqual([]);
    expect(tapStatus()).toHaveAttribute('data-tap-status', 'restored');
  });

  it('goes after a few seconds, but not while the keyboard is on its Undo', async () => {
    await renderFinder();
    await act(async () => screen.getByRole('button', { name: cardName('Cyrus') }).click());
    await pass(TAP_STATUS_MS + 10);
    expect(tapStatus()).toBeNull();

    await act(async () => screen.getByRole('button', { name: cardName('Baxcalibur') }).click());
    await pass(HOLD_MS);
    act(() =>
      within(tapStatus() as HTMLElement)
        .getByRole('button', { name: 'Undo' })
        .focus(),
    );
    await pass(TAP_STATUS_MS + 10);
    expect(tapStatus()).toHaveTextContent(/^Baxcalibur marked missing/);
    act(() => (document.activeElement as HTMLElement).blur());
    await pass(TAP_STATUS_MS + 10);
    expect(tapStatus()).toBeNull();
    // The live region itself stays, empty, so the next status is read out.
    expect(screen.getAllByRole('status').some((region) => region.getAttribute('aria-live') === 'polite' && region.textContent === '')).toBe(true);
  });

  it('goes on the next action: a change of the missing list elsewhere, or a tap on another part of the page', async () => {
    const { store } = await renderFinder();
    await act(async () => screen.getByRole('button', { name: cardName('Cyrus') }).click());
    await pass(HOLD_MS);
    expect(tapStatus()).not.toBeNull();
    const panel = screen.getByRole('region', { name: 'Your missing cards (1)' });
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await user.click(within(panel).getByRole('button', { name: 'Remove all 2 copies of Cyrus from your missing cards' }));
    expect(store.getState().missingCards.ids).toEqual([]);
    expect(tapStatus()).toBeNull();

    await act(async () => screen.getByRole('button', { name: cardName('Cyrus') }).click());
    await pass(HOLD_MS);
    expect(tapStatus()).not.toBeNull();
    await user.click(screen.getByRole('heading', { level: 1 }));
    expect(tapStatus()).toBeNull();
    // Nothing was undone by it.
    expect(store.getState().missingCards.ids).toEqual(['a2-150', 'a2-150']);
  });

  it('speaks the page language', async () => {
    await renderFinder({ language: 'de' });
    await act(async () => screen.getByRole('button', { name: cardName('Cyrus') }).click());
    await pass(50);
    expect(tapStatus()).toHaveTextContent('Cyrus als fehlend markiert·Rückgängig');
  });
});
