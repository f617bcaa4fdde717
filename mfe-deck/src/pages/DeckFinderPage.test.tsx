import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setEnergy } from 'shared-contracts';
import { afterNextPaint } from '@tcgp/ui';
import { afterPaint, cardName, renderWithHost, snapshotFiles } from '@tcgp/dev-kit/testing';
import setup from '../setup';
import { fixtureArchetype, fixtureFiles, fixtureList } from '../testing/fixtures';
import { afterHold } from '../testing/afterHold';
import DeckFinderPage from './DeckFinderPage';

const render = (options: Parameters<typeof renderWithHost>[1] = {}) =>
  renderWithHost(<DeckFinderPage />, { route: '/deck', path: '/deck', setups: [setup], premium: false, ...options });

describe('DeckFinderPage on the real snapshot', () => {
  it('offers "Compare with…" beside the best deck: the other decks of the tier list, to the canonical comparison', async () => {
    await render({ files: snapshotFiles() });
    await userEvent.click(await screen.findByRole('button', { name: 'Compare with…' }));
    const select = await screen.findByRole('combobox', { name: 'Compare with…' });
    expect(within(select).getAllByRole('option')).toHaveLength(29);
    await userEvent.selectOptions(select, 'Charizard ex');
    // Charizard ex sorts before Espeon & Swablu, so it comes first whichever deck the picker was on.
    expect(screen.getByRole('link', { name: 'Compare' }).getAttribute('href')).toMatch(/^\/compare\/charizard-ex-[a-z0-9-]+\/espeon-b3a-020&swablu-b1-196$/);
  });

  it('tells the player to click missing cards and shows the best deck with its cards, counts and 100% strength', async () => {
    await render({ files: snapshotFiles() });
    expect(screen.getByRole('heading', { level: 1, name: 'Best Deck Finder' })).toBeInTheDocument();
    expect(screen.getByText(/Click the cards you do not have/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Espeon & Swablu' })).toBeInTheDocument();
    expect(screen.getByText('Relative strength: 100.0%')).toBeInTheDocument();
    expect(screen.getByText('Compared with the best deck in the game, Espeon & Swablu.')).toBeInTheDocument();
    const grid = screen.getByRole('list', { name: 'Cards of the best list' });
    // 13 distinct cards of espeon-b3a-020&swablu-b1-196's best list, as buttons (CardTile) with counts.
    expect(within(grid).getAllByRole('button')).toHaveLength(13);
    // Named by what it shows (name, set and number, count), described by the hint above the grid.
    const eevee = within(grid).getByRole('button', { name: 'Eevee B1-184 ×2' });
    expect(eevee).toHaveAccessibleDescription('Click each card you do not have.');
    expect(eevee).toHaveAttribute('data-card-id', 'b1-184');
    expect(within(eevee).getByText('×2')).toBeInTheDocument();
    const cyrus = within(grid).getByRole('button', { name: cardName('Cyrus') });
    expect(within(cyrus).getByText('×1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View deck details' })).toHaveAttribute('href', '/deck/espeon-b3a-020&swablu-b1-196');
  });

  it('a card the list holds once is marked twice; the view recomputes once the tap is painted', async () => {
    const { store } = await render({ files: snapshotFiles() });
    await screen.findByRole('heading', { level: 2, name: 'Espeon & Swablu' });
    await userEvent.click(screen.getByRole('button', { name: cardName('Cyrus') }));
    await afterHold();
    expect(store.getState().missingCards.ids).toEqual(['a2-150', 'a2-150']);
    // Cyrus is now fully missing: every Espeon & Swablu list with Cyrus is gone; the next best deck shows.
    expect(screen.getByRole('heading', { level: 2, name: 'Baxcalibur & Suicune ex' })).toBeInTheDocument();
    expect(screen.getByText('Relative strength: 98.8%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: cardName('Baxcalibur') })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: cardName('Espeon') })).toBeNull();
  });

  it('a tap strikes the card through at once; the missing list follows once that is painted, then the next best deck', async () => {
    const { store } = await render({ files: snapshotFiles() });
    await screen.findByRole('heading', { level: 2, name: 'Espeon & Swablu' });
    const cyrus = screen.getByRole('button', { name: cardName('Cyrus') });
    // As in a browser: the tap's own update commits in the event's microtasks (before the next
    // paint); the store update comes in a task after that paint, and the re-ranking after it.
    const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = scope.IS_REACT_ACT_ENVIRONMENT;
    scope.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      cyrus.click();
      await new Promise<void>(queueMicrotask);
      expect(cyrus).toHaveClass('dimmed');
      expect(store.getState().missingCards.ids).toEqual([]);
      await new Promise<void>((resolve) => afterNextPaint(resolve));
      expect(store.getState().missingCards.ids).toEqual(['a2-150', 'a2-150']);
      expect((await screen.findByRole('region', { name: 'Your missing cards (1)' })).querySelector('[data-missing-card="a2-150"]')).toHaveTextContent('Cyrus');
      expect(await screen.findByRole('heading', { level: 2, name: 'Baxcalibur & Suicune ex' })).toBeInTheDocument();
      expect(cyrus).not.toBeInTheDocument();
    } finally {
      scope.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('a card the list holds twice is marked once', async () => {
    const { store } = await render({ files: snapshotFiles() });
    await screen.findByRole('heading', { level: 2, name: 'Espeon & Swablu' });
    await userEvent.click(screen.getByRole('button', { name: cardName('Eevee') }));
    await afterHold();
    expect(store.getState().missingCards.ids).toEqual(['b1-184']);
    expect(screen.getByRole('heading', { level: 2, name: 'Mega Blaziken ex & Greninja' })).toBeInTheDocument();
    expect(screen.getByText('Relative strength: 99.9%')).toBeInTheDocument();
  });

  it('marks with Enter and Space too', async () => {
    const { store } = await render({ files: snapshotFiles() });
    await screen.findByRole('heading', { level: 2, name: 'Espeon & Swablu' });
    screen.getByRole('button', { name: cardName('Eevee') }).focus();
    await userEvent.keyboard('{Enter}');
    await afterPaint();
    expect(store.getState().missingCards.ids).toEqual(['b1-184']);
    await screen.findByRole('heading', { level: 2, name: 'Mega Blaziken ex & Greninja' });
    screen.getByRole('button', { name: cardName('Cyrus') }).focus();
    await userEvent.keyboard(' ');
    await afterPaint();
    expect(store.getState().missingCards.ids).toEqual(['b1-184', 'a2-150', 'a2-150']);
  });

  it('lists the marked cards and undoes a mark', async () => {
    const { store } = await render({ files: snapshotFiles() });
    await screen.findByRole('heading', { level: 2, name: 'Espeon & Swablu' });
    expect(screen.getByRole('region', { name: 'Your missing cards (0)' })).toHaveTextContent('You have not marked any card as missing yet.');
    await userEvent.click(screen.getByRole('button', { name: cardName('Cyrus') }));
    await afterPaint();
    const marked = screen.getByRole('region', { name: 'Your missing cards (1)' });
    const cyrus = marked.querySelector('[data-missing-card="a2-150"]') as HTMLElement;
    expect(cyrus).toHaveTextContent('Cyrus');
    expect(within(cyrus).getByText('×2')).toBeInTheDocument();
    await userEvent.click(within(marked).getByRole('button', { name: 'Remove all 2 copies of Cyrus from your missing cards' }));
    expect(store.getState().missingCards.ids).toEqual([]);
    expect(within(marked).getByRole('heading', { name: 'Your missing cards (0)' })).toHaveFocus();
    expect(screen.getByRole('heading', { level: 2, name: 'Espeon & Swablu' })).toBeInTheDocument();
    expect(screen.getByText('Relative strength: 100.0%')).toBeInTheDocument();
  });

  it('shows the relative strength for missing cards already marked elsewhere (e.g. on the cards list)', async () => {
    await render({ files: snapshotFiles(), missing: ['b1-196'] });
    expect(await screen.findByRole('heading', { level: 2, name: 'Mega Blaziken ex & Greninja' })).toBeInTheDocument();
    expect(screen.getByText('Relative strength: 99.9%')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, clear all' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Espeon & Swablu' })).toBeInTheDocument();
  });

  it('speaks the page language, numbers included', async () => {
    await render({ files: snapshotFiles(), missing: ['b1-196'], language: 'de' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bester-Deck-Finder' })).toBeInTheDocument();
    expect(await screen.findByText(/^Relative Stärke: 99,9\s%$/)).toBeInTheDocument();
  });
});

describe('DeckFinderPage on hand-made data', () => {
  const alpha = fixtureArchetype('alpha-tst-001', [fixtureList('tst-001', 0.6)]);
  const beta = fixtureArchetype('beta-tst-002', [fixtureList('tst-002', 0.5)]);

  it('shows "Not enough cards" with a hint and a link to the tier list when no deck is left', async () => {
    await render({ files: fixtureFiles([alpha]), route: '/deck' });
    await screen.findByRole('heading', { level: 2, name: 'Alpha' });
    await userEvent.click(screen.getByRole('button', { name: cardName('Potion') }));
    await afterHold();
    const heading = screen.getByRole('heading', { level: 2, name: 'Not enough cards' });
    // The clicked tile is gone: focus moves to the message instead of being lost.
    expect(heading).toHaveFocus();
    expect(screen.getByText(/No deck can be built without the cards you marked as missing/)).toBeInTheDocument();
    expect(screen.queryByText(/Relative strength/)).toBeNull();
    const link = screen.getByRole('link', { name: 'Try another deck' });
    expect(link).toHaveAttribute('href', '/tier-list');
    await userEvent.click(link);
    expect(screen.getByTestId('navigated-elsewhere')).toBeInTheDocument();
  });

  it('moves on to the next deck and compares it with the best deck in the game', async () => {
    await render({ files: fixtureFiles([alpha, beta]) });
    await screen.findByRole('heading', { level: 2, name: 'Alpha' });
    await userEvent.click(screen.getByRole('button', { name: cardName('Alpha') }));
    await afterHold();
    expect(screen.getByRole('heading', { level: 2, name: 'Beta' })).toBeInTheDocument();
    // 100 × 0.5 / 0.6
    expect(screen.getByText('Relative strength: 83.3%')).toBeInTheDocument();
    expect(screen.getByText('Compared with the best deck in the game, Alpha.')).toBeInTheDocument();
  });

  it('honours the premium energy filter for premium users only', async () => {
    const premium = await render({ files: fixtureFiles([alpha, beta]), premium: true });
    act(() => {
      premium.store.dispatch(setEnergy('Water'));
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Beta' })).toBeInTheDocument();
    expect(screen.getByText('Your tier list filters apply here too.')).toBeInTheDocument();
    expect(screen.getByText('Relative strength: 100.0%')).toBeInTheDocument();
    premium.unmount();

    const free = await render({ files: fixtureFiles([alpha, beta]), premium: false });
    act(() => {
      free.store.dispatch(setEnergy('Water'));
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Alpha' })).toBeInTheDocument();
    expect(screen.queryByText('Your tier list filters apply here too.')).toBeNull();
  });

  it('notes lists left out for unknown cards and still finds a deck', async () => {
    const broken = fixtureArchetype('gamma-tst-003', [fixtureList('tst-003', 0.7, ['2:zz-999'])]);
    await render({ files: fixtureFiles([alpha, broken]) });
    expect(await screen.findByRole('heading', { level: 2, name: 'Alpha' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('1 deck list was left out because it uses a card we do not know.');
  });

  it('shows the localized data error with Retry when a file is missing', async () => {
    const files = { ...fixtureFiles([alpha]), 'best-decks.json': { status: 404 } };
    await render({ files });
    expect(await screen.findByRole('alert')).toHaveTextContent('The data could not be loaded');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Best Deck Finder' })).toBeInTheDocument();
  });
});

describe('DeckFinderPage: sharing the deck it found', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'share');
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it("shares the found deck's page through the share sheet, and the next deck once a card is marked", async () => {
    const user = userEvent.setup();
    const share = jest.fn<Promise<void>, [ShareData]>(async () => undefined);
    Object.defineProperty(navigator, 'share', { configurable: true, value: share });
    await render({ files: snapshotFiles() });
    await screen.findByRole('heading', { level: 2, name: 'Espeon & Swablu' });
    await user.click(screen.getByRole('button', { name: 'Share deck' }));
    expect(share).toHaveBeenLastCalledWith({
      title: 'Espeon & Swablu',
      // Its tier on the published tier list (the free filters, no missing cards), as its link preview shows.
      text: 'Espeon & Swablu – tier S on the TCG Pocket tier list',
      url: `${window.location.origin}/deck/espeon-b3a-020&swablu-b1-196`,
    });
    await user.click(screen.getByRole('button', { name: cardName('Cyrus') }));
    await screen.findByRole('heading', { level: 2, name: 'Baxcalibur & Suicune ex' });
    await user.click(screen.getByRole('button', { name: 'Share deck' }));
    expect(share.mock.lastCall?.[0]).toMatchObject({ title: 'Baxcalibur & Suicune ex', url: expect.stringMatching(/\/deck\/baxcalibur-/) });
    // The share link is the deck page, never the player's missing cards.
    expect(share.mock.lastCall?.[0]?.url).not.toContain('?');
  });

  it('copies the link where the device has no share sheet, and says so', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn<Promise<void>, [string]>(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    await render({ files: snapshotFiles() });
    await screen.findByRole('heading', { level: 2, name: 'Espeon & Swablu' });
    await user.click(screen.getByRole('button', { name: 'Share deck' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/deck/espeon-b3a-020&swablu-b1-196`);
    expect(screen.getByText('Link copied')).toHaveAttribute('role', 'status');
  });
});
