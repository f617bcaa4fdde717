import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addMissing, paymentOverdueResolved, premiumResolved, selectModal, setDeckAmount, setSortBy } from 'shared-contracts';
import { TIERS, type Archetype } from '@tcgp/domain';
import { renderWithHost, type TestHostOptions, snapshotFiles } from '@tcgp/dev-kit/testing';
import setup from '../setup';
import TierListPage from './TierListPage';
import { BLASTOISE, CHARIZARD, FIXTURE_DECKS, FIXTURE_LAST_WEEK, PIKA_MEWTWO, VENUSAUR, fixtureFiles } from '../testing/fixtures';

/** One day after the fixtures' lastUpdated (2026-06-29): green. */
const NOW = new Date('2026-06-30T00:00:00Z');

async function renderPage(options: TestHostOptions & { now?: Date } = {}) {
  const { now = NOW, ...host } = options;
  const result = await renderWithHost(<TierListPage now={now} />, {
    route: '/tier-list',
    files: fixtureFiles(),
    ...host,
    setups: [setup],
  });
  return result;
}

/** Waits until the tiers (or the no-deck message) are on screen. */
async function ready() {
  await screen.findByTestId('tierlist-last-updated');
}

function tile(deckId: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[data-deck-id="${deckId}"]`);
}

function tierOf(deckId: string): string | null {
  return tile(deckId)?.closest('[data-tier]')?.getAttribute('data-tier') ?? null;
}

function shownDeckIds(): string[] {
  return [...document.querySelectorAll('[data-deck-id]')].map((el) => el.getAttribute('data-deck-id') ?? '');
}

/** The metric as it reads on screen (a win rate's text for screen readers left out). */
function metricOf(deckId: string): string {
  const metric = tile(deckId)?.querySelector('[data-metric]')?.cloneNode(true) as HTMLElement | undefined;
  metric?.querySelectorAll('[data-sr-only]').forEach((el) => el.remove());
  return metric?.textContent ?? '';
}

function changeOf(deckId: string): string | null {
  return tile(deckId)?.querySelector('[data-rank-change]')?.getAttribute('data-rank-change') ?? null;
}

describe('TierListPage: tiers and tiles', () => {
  it('shows six labelled tiers S..E with each deck in its tier by score, empty tiers included', async () => {
    await renderPage({ premium: false });
    await ready();
    const rows = document.querySelectorAll('[data-tier]');
    expect([...rows].map((r) => r.getAttribute('data-tier'))).toEqual([...TIERS]);
    for (const tier of TIERS) expect(screen.getByRole('region', { name: `Tier ${tier}` })).toBeInTheDocument();
    // score 0.55 / 0.50 / 0.40 / 0.35 over six equal bands of [0.35, 0.55]
    expect(tierOf(VENUSAUR)).toBe('S');
    expect(tierOf(CHARIZARD)).toBe('A');
    expect(tierOf(BLASTOISE)).toBe('D');
    expect(tierOf(PIKA_MEWTWO)).toBe('E');
    for (const empty of ['B', 'C']) {
      expect(within(screen.getByRole('region', { name: `Tier ${empty}` })).getByText('No decks in this tier')).toBeInTheDocument();
    }
    expect(within(screen.getByRole('region', { name: 'Tier S' })).queryByText('No decks in this tier')).toBeNull();
    expect(screen.getByTestId('tierlist-shown')).toHaveTextContent('4 decks, sorted by Score');
  });

  it('shows readable names, icon cards and the score as a percent, and links each tile to /deck/{id}', async () => {
    await renderPage({ premium: false });
    await ready();
    const venusaur = within(tile(VENUSAUR) as HTMLElement);
    expect(venusaur.getByRole('link')).toHaveAttribute('href', `/deck/${VENUSAUR}`);
    expect(venusaur.getByRole('link')).toHaveAccessibleName('Venusaur ex, 400 games, Score 55.0%, tier S');
    expect(metricOf(VENUSAUR)).toBe('Score 55.0%');
    // Icon cards: the card ids embedded in the archetype name.
    expect([...(tile(VENUSAUR) as HTMLElement).querySelectorAll('[data-card-id]')].map((e) => e.getAttribute('data-card-id'))).toEqual(['a1-004']);
    const pair = tile(PIKA_MEWTWO) as HTMLElement;
    expect(within(pair).getByRole('link')).toHaveAttribute('href', `/deck/${PIKA_MEWTWO}`);
    expect(within(pair).getByText('Pikachu ex & Mewtwo ex')).toBeInTheDocument();
    expect([...pair.querySelectorAll('[data-card-id]')].map((e) => e.getAttribute('data-card-id'))).toEqual(['a1-096', 'a1-129']);
  });

  it("falls back to the best list's first Pokémon as the icon when the name embeds no card", async () => {
    const decks: Archetype[] = [
      { name: 'Rain Dance', popularity: 0.2, percentOfGames: 0.2, lists: [{ cards: ['2:pa-005', '2:a1-053', '2:a1-055'], score: 0.5, strength: 0.5 }] },
    ];
    await renderPage({ premium: false, files: fixtureFiles({ 'best-decks.json': decks }) });
    await ready();
    const rain = tile('rain-dance') as HTMLElement;
    expect(within(rain).getByText('Rain Dance')).toBeInTheDocument();
    expect([...rain.querySelectorAll('[data-card-id]')].map((e) => e.getAttribute('data-card-id'))).toEqual(['a1-053']);
    expect(within(rain).getByRole('link')).toHaveAttribute('href', '/deck/rain-dance');
  });

  it('notes deck lists left out because they use unknown cards, and still shows the rest', async () => {
    const decks: Archetype[] = [
      ...FIXTURE_DECKS,
      { name: 'mystery-zz-001', popularity: 0.2, percentOfGames: 0.2, lists: [{ cards: ['2:zz-001', '2:zz-002', '2:pa-005'], score: 0.9, strength: 0.9 }] },
    ];
    await renderPage({ premium: false, files: fixtureFiles({ 'best-decks.json': decks }) });
    await ready();
    expect(screen.getByRole('note')).toHaveTextContent('1 deck list was left out because it uses a card we do not know.');
    expect(shownDeckIds()).toHaveLength(4);
    expect(tile('mystery-zz-001')).toBeNull();
  });

  it('shows no note when every list is known', async () => {
    await renderPage({ premium: false });
    await ready();
    expect(screen.queryByRole('note')).toBeNull();
  });
});

describe('TierListPage: free, premium and unknown users', () => {
  it('gives a visitor (signed out) the top 30 decks of the real snapshot by score, no filter bar and the upsell', async () => {
    const { store } = await renderPage({ user: null, files: snapshotFiles() });
    await ready();
    expect(store.getState().entitlements.premium).toBe(false);
    expect(shownDeckIds()).toHaveLength(30);
    expect(document.querySelectorAll('[data-tier]')).toHaveLength(6);
    expect(screen.getByTestId('tierlist-shown')).toHaveTextContent('30 decks, sorted by Score');
    expect(screen.queryByTestId('tierlist-filters')).toBeNull();
    expect(screen.getByTestId('tierlist-upsell')).toHaveTextContent('Get Premium');
    // Every tile names its deck in words (no card ids left) and links to its page.
    for (const el of document.querySelectorAll<HTMLElement>('[data-deck-id]')) {
      const id = el.getAttribute('data-deck-id') ?? '';
      expect(within(el).getByRole('link')).toHaveAttribute('href', `/deck/${id}`);
      // The icon cards are hidden from assistive tech; the link reads "<name>, <games>, Score <value>, tier <T>".
      expect(within(el).getByRole('link')).toHaveAccessibleName(/^[^&]+( & [^&]+)*, .*Score \d+\.\d%.*, tier [SA-E]$/);
      expect(within(el).getByRole('link')).not.toHaveAccessibleName(/[a-z0-9]+-\d{3}/i);
      expect(metricOf(id)).toMatch(/^Score \d+\.\d%$/);
    }
    expect(within(tile('espeon-b3a-020&swablu-b1-196') as HTMLElement).getByText('Espeon & Swablu')).toBeInTheDocument();
  });

  it('opens the premium modal from the upsell', async () => {
    const user = userEvent.setup();
    const { store } = await renderPage({ premium: false });
    await ready();
    expect(screen.getByText(/Free plan: the top 30 decks by score/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Get Premium' }));
    expect(store.getState().ui.modal).toBe('premium');
  });

  it('ignores premium filters stored for a free user: still 30 decks by score', async () => {
    const { store } = await renderPage({ premium: false, files: snapshotFiles() });
    await ready();
    act(() => {
      store.dispatch(setSortBy('popularity'));
      store.dispatch(setDeckAmount(10));
    });
    expect(shownDeckIds()).toHaveLength(30);
    expect(screen.getByTestId('tierlist-shown')).toHaveTextContent('30 decks, sorted by Score');
  });

  it('offers a player whose payment is overdue "Manage subscription" (the Premium modal), not "Get Premium"', async () => {
    const { store } = await renderPage({ premium: false });
    await ready();
    expect(screen.getByTestId('tierlist-upsell')).toHaveTextContent('Get Premium');
    act(() => {
      store.dispatch(paymentOverdueResolved(true));
      store.dispatch(premiumResolved(false));
    });
    const upsell = screen.getByTestId('tierlist-upsell');
    expect(upsell).toHaveTextContent('Manage subscription');
    expect(upsell.closest('aside')).toHaveTextContent('Your last payment did not go through, so Premium is paused and you have the free plan.');
    expect(upsell.closest('aside')).not.toHaveTextContent('Free plan: the top');
    await userEvent.click(upsell);
    expect(selectModal(store.getState())).toBe('premium');
  });

  it('shows neither the filter bar nor the upsell while premium is unknown', async () => {
    const { store } = await renderPage({});
    await ready();
    expect(store.getState().entitlements.premium).toBeNull();
    expect(screen.queryByTestId('tierlist-filters')).toBeNull();
    expect(screen.queryByTestId('tierlist-upsell')).toBeNull();
    expect(tierOf(VENUSAUR)).toBe('S');
  });

  it('gives premium users the filter bar and no upsell', async () => {
    await renderPage({ premium: true });
    await ready();
    const bar = screen.getByTestId('tierlist-filters');
    expect(screen.queryByTestId('tierlist-upsell')).toBeNull();
    expect(within(bar).getByLabelText('Energy type')).toHaveValue('all');
    expect(within(bar).getByLabelText('Include EX cards')).toBeChecked();
    expect(within(bar).getByLabelText('Number of Decks')).toHaveValue('30');
    expect(within(bar).getByLabelText('Sort By')).toHaveValue('score');
    const energies = within(within(bar).getByLabelText('Energy type'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(energies).toEqual(['All', 'Grass', 'Fire', 'Water', 'Lightning', 'Psychic', 'Fighting', 'Darkness', 'Metal', 'Dragon', 'Colorless']);
    const amounts = within(within(bar).getByLabelText('Number of Decks'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(amounts).toEqual(['10', '20', '30', '40', '50', '60', '70', '80', '90', '100']);
    const sorts = within(within(bar).getByLabelText('Sort By'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(sorts).toEqual(['Score', 'Popularity', 'Strength', 'Win rate']);
  });

  it('swaps the upsell for the filter bar as soon as premium is confirmed', async () => {
    const { store } = await renderPage({});
    await ready();
    expect(screen.queryByTestId('tierlist-filters')).toBeNull();
    act(() => {
      store.dispatch({ type: 'entitlements/premiumResolved', payload: false });
    });
    expect(screen.getByTestId('tierlist-upsell')).toBeInTheDocument();
    act(() => {
      store.dispatch({ type: 'entitlements/premiumResolved', payload: true });
    });
    expect(screen.getByTestId('tierlist-filters')).toBeInTheDocument();
    expect(screen.queryByTestId('tierlist-upsell')).toBeNull();
  });
});

describe('TierListPage: premium filters re-rank at once', () => {
  it('energy type keeps only decks of that energy (plus Trainers) and shows its icon', async () => {
    const user = userEvent.setup();
    const { store } = await renderPage({ premium: true });
    await ready();
    const energy = screen.getByLabelText('Energy type');
    expect(document.querySelector('[data-energy-icon]')).toHaveAttribute('data-energy-icon', 'all');
    await user.selectOptions(energy, 'Fire');
    expect(store.getState().filters.energy).toBe('Fire');
    expect(shownDeckIds()).toEqual([CHARIZARD]);
    expect(tierOf(CHARIZARD)).toBe('S');
    expect(document.querySelector('[data-energy-icon]')).toHaveAttribute('data-energy-icon', 'Fire');
    expect(document.querySelector('[data-energy-icon] [title="Fire"]')).not.toBeNull();
    await user.selectOptions(energy, 'Water');
    expect(shownDeckIds()).toEqual([BLASTOISE]);
    await user.selectOptions(energy, 'all');
    expect(store.getState().filters.energy).toBeNull();
    expect(shownDeckIds()).toHaveLength(4);
  });

  it('an energy no deck uses shows the no-deck message instead of six empty tiers', async () => {
    const user = userEvent.setup();
    await renderPage({ premium: true });
    await ready();
    // The only Lightning deck also holds a Psychic Pokémon.
    await user.selectOptions(screen.getByLabelText('Energy type'), 'Lightning');
    expect(document.querySelectorAll('[data-tier]')).toHaveLength(0);
    expect(screen.getByTestId('tierlist-no-decks')).toHaveTextContent('No deck matches the current filters: choose another energy type or include EX cards.');
  });

  it('Include EX cards off keeps only decks without ex Pokémon', async () => {
    const user = userEvent.setup();
    const { store } = await renderPage({ premium: true });
    await ready();
    await user.click(screen.getByLabelText('Include EX cards'));
    expect(store.getState().filters.includeEx).toBe(false);
    expect(shownDeckIds()).toEqual([BLASTOISE]);
    await user.click(screen.getByLabelText('Include EX cards'));
    expect(shownDeckIds()).toHaveLength(4);
  });

  it('Number of Decks shows that many decks of the real snapshot (all 86 at most)', async () => {
    const user = userEvent.setup();
    const { store } = await renderPage({ premium: true, files: snapshotFiles() });
    await ready();
    expect(shownDeckIds()).toHaveLength(30);
    await user.selectOptions(screen.getByLabelText('Number of Decks'), '10');
    expect(store.getState().filters.deckAmount).toBe(10);
    expect(shownDeckIds()).toHaveLength(10);
    expect(screen.getByTestId('tierlist-shown')).toHaveTextContent('10 decks, sorted by Score');
    await user.selectOptions(screen.getByLabelText('Number of Decks'), '50');
    expect(shownDeckIds()).toHaveLength(50);
    await user.selectOptions(screen.getByLabelText('Number of Decks'), '100');
    expect(shownDeckIds()).toHaveLength(86);
  });

  it.each([
    ['score', 'Score', VENUSAUR, 'Score 55.0%', BLASTOISE, 'Score 40.0%'],
    ['popularity', 'Popularity', BLASTOISE, 'Popularity 10.0', VENUSAUR, 'Popularity 7.5'],
    ['strength', 'Strength', CHARIZARD, 'Strength 10.0', BLASTOISE, 'Strength 6.7'],
    ['winRate', 'Win rate', PIKA_MEWTWO, 'Win rate 60.0%uncertain', CHARIZARD, 'Win rate 45.0%'],
  ])('Sort By %s puts another deck in tier S and shows that metric', async (value, label, top, topText, other, otherText) => {
    const user = userEvent.setup();
    const { store } = await renderPage({ premium: true });
    await ready();
    if (value !== 'score') await user.selectOptions(screen.getByLabelText('Sort By'), value);
    expect(store.getState().filters.sortBy).toBe(value);
    expect(
      within(screen.getByRole('region', { name: 'Tier S' }))
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-deck-id')),
    ).toEqual([top]);
    expect(metricOf(top)).toBe(topText);
    expect(metricOf(other)).toBe(otherText);
    expect(screen.getByTestId('tierlist-shown')).toHaveTextContent(`4 decks, sorted by ${label}`);
  });

  it('sorts and tiers the real snapshot by win rate, highest first', async () => {
    const user = userEvent.setup();
    await renderPage({ premium: true, files: snapshotFiles() });
    await ready();
    await user.selectOptions(screen.getByLabelText('Sort By'), 'winRate');
    const values = shownDeckIds().map((id) => Number(/([\d.]+)%$/.exec(metricOf(id))?.[1]));
    expect(values).toHaveLength(30);
    expect(values.every((v) => Number.isFinite(v))).toBe(true);
    expect([...values].sort((a, b) => b - a)).toEqual(values);
    expect(within(screen.getByRole('region', { name: 'Tier S' })).getAllByRole('listitem').length).toBeGreaterThan(0);
  });
});

describe('TierListPage: missing cards', () => {
  it('lists the missing cards, recalculates without them, and brings a deck back when its card is removed', async () => {
    const user = userEvent.setup();
    const { store } = await renderPage({ premium: false, missing: ['a1-036'] });
    await ready();
    // One copy of Charizard ex missing: its list holds 2, so the deck is dropped.
    expect(tile(CHARIZARD)).toBeNull();
    expect(shownDeckIds()).toEqual([VENUSAUR, BLASTOISE, PIKA_MEWTWO]);
    const panel = screen.getByTestId('tierlist-missing');
    expect(panel).toHaveAccessibleName('Your missing cards (1)');
    // How many cards the decks leave out is said once, at the top, not again in the panel.
    expect(panel).not.toHaveTextContent('left out');
    expect(within(panel).getByTitle('Charizard ex')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Remove Charizard ex from your missing cards' }));
    expect(store.getState().missingCards.ids).toEqual([]);
    expect(tierOf(CHARIZARD)).toBe('A');
    // The panel stays, empty, with the hint where to mark cards; focus moves to its heading.
    expect(panel).toHaveAccessibleName('Your missing cards (0)');
    expect(within(panel).queryAllByRole('listitem')).toHaveLength(0);
    expect(panel).toHaveTextContent('You have not marked any card as missing yet.');
    expect(within(panel).getByText(/Mark the cards you do not own/)).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Your missing cards (0)' })).toHaveFocus();
  });

  it('recalculates at once when a card is marked elsewhere on the site', async () => {
    const { store } = await renderPage({ premium: false });
    await ready();
    expect(tierOf(VENUSAUR)).toBe('S');
    act(() => {
      store.dispatch(addMissing('a1-004'));
    });
    expect(tile(VENUSAUR)).toBeNull();
    // Charizard ex (0.50) is now the best score: S.
    expect(tierOf(CHARIZARD)).toBe('S');
    expect(screen.getByRole('region', { name: 'Your missing cards (1)' })).toHaveTextContent('Venusaur ex');
  });

  it('shows copies marked twice once, with their count, and removes both at once', async () => {
    const user = userEvent.setup();
    const { store } = await renderPage({ premium: false, missing: ['a1-001', 'a1-096', 'a1-001'] });
    await ready();
    const panel = screen.getByRole('region', { name: 'Your missing cards (2)' });
    const bulbasaur = panel.querySelector('[data-missing-card="a1-001"]') as HTMLElement;
    expect(within(bulbasaur).getByText('×2')).toBeInTheDocument();
    // Remove takes every copy, and says so.
    await user.click(within(panel).getByRole('button', { name: 'Remove all 2 copies of Bulbasaur from your missing cards' }));
    expect(store.getState().missingCards.ids).toEqual(['a1-096']);
    expect(tile(VENUSAUR)).not.toBeNull();
    expect(tile(PIKA_MEWTWO)).toBeNull();
  });

  it('clears every missing card with Clear all', async () => {
    const user = userEvent.setup();
    const { store } = await renderPage({ premium: false, missing: ['a1-001', 'a1-036'] });
    await ready();
    expect(shownDeckIds()).toEqual([BLASTOISE, PIKA_MEWTWO]);
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(store.getState().missingCards.ids).toEqual(['a1-001', 'a1-036']);
    await user.click(screen.getByRole('button', { name: 'Yes, clear all' }));
    expect(store.getState().missingCards.ids).toEqual([]);
    expect(shownDeckIds()).toHaveLength(4);
  });

  it('says there are not enough cards when no deck is left, with a hint and a link that tries again', async () => {
    const user = userEvent.setup();
    const { store } = await renderPage({ premium: false, missing: ['pa-005'] });
    await ready();
    const message = screen.getByTestId('tierlist-not-enough-cards');
    expect(within(message).getByRole('heading', { name: 'Not enough cards' })).toBeInTheDocument();
    expect(message).toHaveTextContent('No deck can be built without the cards you marked as missing.');
    expect(message).toHaveTextContent('Remove a few of your missing cards above, or try another deck');
    expect(document.querySelectorAll('[data-tier]')).toHaveLength(0);
    const link = within(message).getByRole('link', { name: 'Try another deck' });
    expect(link).toHaveAttribute('href', '/tier-list');
    await user.click(link);
    expect(store.getState().missingCards.ids).toEqual([]);
    expect(shownDeckIds()).toHaveLength(4);
    expect(screen.queryByTestId('tierlist-not-enough-cards')).toBeNull();
  });
});

describe('TierListPage: loading and errors', () => {
  it('shows Loading... until the data is there', async () => {
    await renderPage({ premium: false });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await ready();
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('shows the data error with Retry, and Retry loads the tier list once the file is back', async () => {
    const user = userEvent.setup();
    const files = fixtureFiles({ 'best-decks.json': { status: 404 } });
    const { requests } = await renderPage({ premium: false, files });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The data could not be loaded');
    expect(document.querySelectorAll('[data-tier]')).toHaveLength(0);
    const before = requests.filter((r) => r.endsWith('best-decks.json')).length;
    files['best-decks.json'] = FIXTURE_DECKS;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await ready();
    expect(requests.filter((r) => r.endsWith('best-decks.json')).length).toBe(before + 1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(tierOf(VENUSAUR)).toBe('S');
  });

  it('names a damaged data file in the error', async () => {
    await renderPage({ premium: false, files: fixtureFiles({ 'meta.json': { lastUpdated: 'yesterday' } }) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The data file meta.json is damaged or incomplete.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('TierListPage: last updated', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const updated = Date.parse('2026-06-29T00:00:00Z');

  it.each([
    ['just now', 0, 'green'],
    ['exactly 2 days', 2 * DAY, 'green'],
    ['2 days and 1 ms', 2 * DAY + 1, 'recent'],
    ['exactly 7 days', 7 * DAY, 'recent'],
    ['7 days and 1 ms', 7 * DAY + 1, 'red'],
    ['30 days', 30 * DAY, 'red'],
  ])('%s after the update the dot is %s', async (_label, age, colour) => {
    await renderPage({ premium: false, now: new Date(updated + age) });
    await ready();
    const indicator = screen.getByTestId('tierlist-last-updated');
    expect(indicator).toHaveAttribute('data-freshness', colour);
    expect(indicator).toHaveTextContent('Last updated: June 29, 2026');
    const words = { green: 'Up to date: updated within the last 2 days', recent: 'Updated within the last 7 days', red: 'Updated more than 7 days ago' };
    expect(within(indicator).getByRole('img')).toHaveAccessibleName(words[colour as keyof typeof words]);
    expect(within(indicator).getByRole('img')).toHaveClass(colour);
  });

  it('draws a recent update in a neutral grey, and only an old one in the warning red', () => {
    const css = readFileSync(path.join(__dirname, '../features/shared/LastUpdated.module.css'), 'utf8');
    const tokens = readFileSync(path.join(__dirname, '../../../libs/ui/src/styles/tokens.css'), 'utf8');
    const background = (rule: string) => new RegExp(`\\.${rule} \\{\\s*background: var\\((--[a-z-]+)\\);`).exec(css)?.[1];
    const token = (name: string | undefined) => new RegExp(`${name}: ([^;]+);`).exec(tokens)?.[1];
    expect(token(background('recent'))).toBe('var(--color-text-muted)');
    expect(token(background('red'))).toBe('#d12b2b');
  });

  it('writes the date in the reader’s language', async () => {
    await renderPage({ premium: false, language: 'de' });
    await ready();
    expect(screen.getByTestId('tierlist-last-updated')).toHaveTextContent('Zuletzt aktualisiert: 29. Juni 2026');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Tier-Liste');
    expect(metricOf(VENUSAUR)).toMatch(/^Wertung 55,0\s%$/);
  });
});

describe('TierListPage: rank changes since last week and honest win rates', () => {
  const withLastWeek = () => fixtureFiles({ 'last-week.json': FIXTURE_LAST_WEEK });

  it('shows each tile\'s rank change by score: up and down arrows with the number, and "New"', async () => {
    await renderPage({ premium: false, files: withLastWeek() });
    await screen.findByText('New');
    expect([VENUSAUR, CHARIZARD, BLASTOISE, PIKA_MEWTWO].map(changeOf)).toEqual(['up', 'down', 'down', 'new']);
    const venusaur = tile(VENUSAUR) as HTMLElement;
    expect(venusaur.querySelector('[data-rank-change]')).toHaveAttribute('data-rank-by', '2');
    expect(within(venusaur).getByText('▲ 2')).toBeInTheDocument();
    expect(within(venusaur).getByRole('link')).toHaveAccessibleName('Venusaur ex, 400 games, Score 55.0%, Up 2 places since last week (was 3), tier S');
    expect(within(tile(CHARIZARD) as HTMLElement).getByText('▼ 1')).toBeInTheDocument();
    expect(within(tile(CHARIZARD) as HTMLElement).getByTitle('Down 1 place since last week (was 1)')).toBeInTheDocument();
    expect(within(tile(PIKA_MEWTWO) as HTMLElement).getByRole('link')).toHaveAccessibleName(
      "Pikachu ex & Mewtwo ex, 12 games, Few games, Score 35.0%, New: not in last week's list, tier E",
    );
  });

  it('compares in every sort order: by popularity nothing moved', async () => {
    const user = userEvent.setup();
    await renderPage({ premium: true, files: withLastWeek() });
    await screen.findByText('New');
    await user.selectOptions(screen.getByLabelText('Sort By'), 'popularity');
    expect(shownDeckIds()).toEqual([BLASTOISE, VENUSAUR, CHARIZARD, PIKA_MEWTWO]);
    expect(shownDeckIds().map(changeOf)).toEqual(['same', 'same', 'same', 'new']);
    expect(within(tile(BLASTOISE) as HTMLElement).getByTitle('Same rank as last week')).toHaveTextContent('=');
  });

  it('does not ask for last week when meta.json says the set has no statistics files (a published drop)', async () => {
    const files = withLastWeek();
    files['meta.json'] = { ...(files['meta.json'] as object), statistics: false };
    const host = await renderPage({ premium: false, files });
    await ready();
    expect(shownDeckIds()).toHaveLength(4);
    expect(document.querySelector('[data-rank-change]')).toBeNull();
    expect(host.requests.some((url) => url.endsWith('/last-week.json'))).toBe(false);
  });

  it('shows no arrows when the data has no last week (real snapshot drops), and the tiers as usual', async () => {
    await renderPage({ premium: false });
    await ready();
    expect(shownDeckIds()).toHaveLength(4);
    expect(document.querySelector('[data-rank-change]')).toBeNull();
  });

  it('shows the win rate with its games and 95 % interval, and marks one from fewer than 20 games as uncertain', async () => {
    const user = userEvent.setup();
    await renderPage({ premium: true });
    await ready();
    await user.selectOptions(screen.getByLabelText('Sort By'), 'winRate');
    // Pikachu ex & Mewtwo ex: 60 % over 12 games: 33.3 %..81.8 %.
    const pika = tile(PIKA_MEWTWO) as HTMLElement;
    expect(pika.querySelector('[data-win-rate]')).toHaveAttribute('data-uncertain', 'true');
    expect(within(pika).getByText('uncertain')).toBeVisible();
    expect(within(pika).getByTitle('12 games · 95% interval 33.3% to 81.8% · fewer than 20 games, so uncertain')).toHaveTextContent('60.0%');
    // Venusaur ex: 50 % over 400 games: 45.1 %..54.9 %, not uncertain.
    const venusaur = tile(VENUSAUR) as HTMLElement;
    expect(venusaur.querySelector('[data-win-rate]')).not.toHaveAttribute('data-uncertain');
    expect(within(venusaur).getByRole('link')).toHaveAccessibleName('Venusaur ex, 400 games, Win rate 50.0% (400 games · 95% interval 45.1% to 54.9%), tier C');
  });
});

describe('TierListPage: a personal view says so at the top', () => {
  const withLastWeek = () => fixtureFiles({ 'last-week.json': FIXTURE_LAST_WEEK });
  const line = () => screen.queryByTestId('tierlist-personal-view');

  it('shows no line, the meta intro and the arrows without missing cards', async () => {
    await renderPage({ premium: false, files: withLastWeek() });
    await screen.findByText('New');
    expect(line()).toBeNull();
    expect(screen.queryByText(/left out/)).toBeNull();
    expect(screen.getByText('Competitive decks ranked from S to E by their tournament results.')).toBeInTheDocument();
    expect(shownDeckIds().map(changeOf)).toEqual(['up', 'down', 'down', 'new']);
  });

  it('says "Your view: 1 card left out" above the tiers, with a personal intro and no arrows', async () => {
    await renderPage({ premium: false, missing: ['a1-036'], files: withLastWeek() });
    await ready();
    const top = line() as HTMLElement;
    expect(top).toHaveTextContent('Your view: 1 card left out');
    // Right under the heading, before the tiers and before the missing cards panel.
    const firstTier = document.querySelector('[data-tier]') as HTMLElement;
    expect(top.compareDocumentPosition(firstTier) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Tier List' }).compareDocumentPosition(top) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(top).getByRole('link', { name: 'Edit the list' })).toHaveAttribute('href', '/collection');
    expect(screen.getByText(/^The decks you can build without the cards you left out/)).toBeInTheDocument();
    expect(screen.queryByText('Competitive decks ranked from S to E by their tournament results.')).toBeNull();
    expect(shownDeckIds()).toEqual([VENUSAUR, BLASTOISE, PIKA_MEWTWO]);
    // Last week is loaded (meta.json says the set has it), yet a personal rank gets no arrow.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(document.querySelector('[data-rank-change]')).toBeNull();
    expect(screen.queryByText('New')).toBeNull();
    // Nor is there help for arrows the view does not show.
    expect(screen.queryByRole('button', { name: 'What do the arrows mean?' })).toBeNull();
    expect(screen.getByRole('button', { name: 'What is Score?' })).toBeInTheDocument();
  });

  it('counts distinct cards: two copies of one card and one other card are 2 cards left out', async () => {
    await renderPage({ premium: false, missing: ['a1-001', 'a1-096', 'a1-001'] });
    await ready();
    expect(line()).toHaveTextContent('Your view: 2 cards left out');
  });

  it('"Show the full meta" shows the published tiers with their arrows and keeps the list; "Show your view" goes back', async () => {
    const user = userEvent.setup();
    const { store } = await renderPage({ premium: false, missing: ['a1-036'], files: withLastWeek() });
    await ready();
    expect(tile(CHARIZARD)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show the full meta' }));
    // The meta's tiers, as with no card missing, and last week's arrows with them.
    await screen.findByText('New');
    expect(shownDeckIds()).toEqual([VENUSAUR, CHARIZARD, BLASTOISE, PIKA_MEWTWO]);
    expect(tierOf(CHARIZARD)).toBe('A');
    expect(shownDeckIds().map(changeOf)).toEqual(['up', 'down', 'down', 'new']);
    expect(screen.getByText('Competitive decks ranked from S to E by their tournament results.')).toBeInTheDocument();
    expect(line()).toHaveTextContent('Showing the full meta');
    expect(screen.getByRole('button', { name: 'What do the arrows mean?' })).toBeInTheDocument();
    expect(line()).not.toHaveTextContent('left out');
    // The player's list is untouched, and still shown in the panel.
    expect(store.getState().missingCards.ids).toEqual(['a1-036']);
    expect(screen.getByRole('region', { name: 'Your missing cards (1)' })).toHaveTextContent('Charizard ex');

    await user.click(screen.getByRole('button', { name: 'Show your view' }));
    expect(line()).toHaveTextContent('Your view: 1 card left out');
    expect(tile(CHARIZARD)).toBeNull();
    expect(document.querySelector('[data-rank-change]')).toBeNull();
    expect(store.getState().missingCards.ids).toEqual(['a1-036']);
  });

  it('goes back to the personal view when the player marks a card while the full meta shows', async () => {
    const user = userEvent.setup();
    const { store } = await renderPage({ premium: false, missing: ['a1-036'] });
    await ready();
    await user.click(screen.getByRole('button', { name: 'Show the full meta' }));
    expect(tile(CHARIZARD)).not.toBeNull();
    act(() => {
      store.dispatch(addMissing('a1-004'));
    });
    expect(line()).toHaveTextContent('Your view: 2 cards left out');
    expect(tile(CHARIZARD)).toBeNull();
    expect(tile(VENUSAUR)).toBeNull();
  });

  it('says it in the page language, with its plural', async () => {
    await renderPage({ premium: false, missing: ['a1-036', 'a1-001'], language: 'de' });
    await ready();
    expect(line()).toHaveTextContent('Deine Ansicht: 2 Karten ausgelassen');
    expect(within(line() as HTMLElement).getByRole('button', { name: 'Gesamtes Meta zeigen' })).toBeInTheDocument();
  });
});
