import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paymentOverdueResolved, premiumResolved } from 'shared-contracts';
import type { Matchup } from '@tcgp/domain';
import { renderWithHost, snapshotFiles } from '@tcgp/dev-kit/testing';
import { decodeSharedView } from '@tcgp/collection';
import setup from '../setup';
import { fixtureArchetype, fixtureDeckName, fixtureFiles, fixtureList } from '../testing/fixtures';
import DeckDetailPage from './DeckDetailPage';

const ESPEON = 'espeon-b3a-020&swablu-b1-196';

const render = (deckId: string, options: Parameters<typeof renderWithHost>[1] = {}) =>
  renderWithHost(<DeckDetailPage />, {
    route: `/deck/${encodeURIComponent(deckId)}`,
    path: '/deck/:deckId',
    setups: [setup],
    premium: false,
    files: snapshotFiles(),
    ...options,
  });

const matchupsSection = () => document.querySelector<HTMLElement>('[data-matchups]');
/** The matchups section, once there: a deck page's lower sections render right after its top. */
const findMatchupsSection = () =>
  waitFor(() => {
    const section = matchupsSection();
    if (!section) throw new Error('no matchups section yet');
    return section;
  });

/** The page's text without "also played in" and "Compare with…" (both name the tier list's decks, which are public). */
function withoutAlsoPlayedIn(): string {
  const page = document.body.cloneNode(true) as HTMLElement;
  page.querySelectorAll('[data-also-played-in], [data-compare-with]').forEach((el) => el.remove());
  return page.textContent ?? '';
}

/** An element's text as it reads on screen (a win rate's text for screen readers left out). */
function visibleText(el: Element | null | undefined): string | null {
  if (!el) return null;
  const copy = el.cloneNode(true) as Element;
  copy.querySelectorAll('[data-sr-only]').forEach((e) => e.remove());
  return copy.textContent;
}

function stat(name: string): string | null {
  return visibleText(document.querySelector(`[data-stat="${name}"] dd`));
}

describe('DeckDetailPage on the real snapshot', () => {
  it('offers "Compare with…" the other decks of the tier list, linking to the canonical comparison', async () => {
    await render(ESPEON);
    // The page carries only the button; the picker (its own chunk) opens on a press, focus in its select.
    expect(screen.queryByRole('combobox')).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Compare with…', expanded: false }));
    const select = await screen.findByRole('combobox', { name: 'Compare with…' });
    await waitFor(() => expect(select).toHaveFocus());
    const options = within(select).getAllByRole('option');
    // The 29 other decks of the top 30, by name; never the deck itself.
    expect(options).toHaveLength(29);
    expect(options.map((o) => o.getAttribute('value'))).not.toContain(ESPEON);
    await userEvent.selectOptions(select, 'Great Tusk');
    const go = screen.getByRole('link', { name: 'Compare' });
    const [first, second] = (go.getAttribute('href') ?? '').split('/').slice(2);
    expect([first, second].sort()).toEqual([first, second]);
    expect(go.getAttribute('href')).toMatch(/^\/compare\/espeon-b3a-020&swablu-b1-196\/great-tusk-/);
  });

  it('links to the finder with this deck view: the player missing cards, the filters in force and this deck', async () => {
    await render(ESPEON, { missing: ['b1-036'] });
    await screen.findByRole('heading', { level: 1, name: 'Espeon & Swablu' });
    const link = screen.getByRole('link', { name: 'Open in the finder' });
    const url = new URL(link.getAttribute('href') ?? '', 'http://site.test');
    expect(url.pathname).toBe('/deck');
    expect(decodeSharedView(url.searchParams.get('s') ?? '')).toEqual({
      ok: true,
      view: { missing: ['b1-036'], filters: { energy: null, includeEx: true, deckAmount: 30, sortBy: 'score' }, deck: ESPEON },
    });
  });

  it('shows the name, icon cards, best list with counts and the key stats', async () => {
    await render(ESPEON);
    expect(await screen.findByRole('heading', { level: 1, name: 'Espeon & Swablu' })).toBeInTheDocument();
    const icons = screen.getByRole('list', { name: 'Signature cards' });
    expect([...icons.querySelectorAll('[data-card-id]')].map((e) => e.getAttribute('data-card-id'))).toEqual(['b3a-020', 'b1-196']);
    // The list renders right after the page's top (below the fold on a phone).
    const best = await screen.findByRole('list', { name: 'Best list' });
    expect(within(best).getAllByRole('listitem')).toHaveLength(13);
    expect(best.querySelector('[data-card-id="a2-150"]')).toHaveTextContent('Cyrus');
    expect(best.querySelector('[data-card-id="a2-150"]')).toHaveTextContent('×1');
    expect(best.querySelector('[data-card-id="b1-184"]')).toHaveTextContent('×2');
    // strength 0.98895 and popularity 0.99298 of the top 30 (0..10, one decimal); Total win rate 0.51555.
    expect(stat('strength')).toBe('9.9 / 10');
    expect(stat('popularity')).toBe('9.9 / 10');
    // 51.6 % over 9,647 games: 50.6 %..52.6 % (Wilson, 95 %), under the value for phones too.
    expect(stat('winRate')).toBe('51.6%9,647 games · 95% interval 50.6% to 52.6%');
  });

  it('shows a deck beyond the 30 tier-list decks too (its stats among all decks)', async () => {
    await render('mega-blaziken-ex-b1-036');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mega Blaziken ex' })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Best list' })).toBeInTheDocument();
    // No tier or rank to show: it says so instead of a made-up one.
    expect(document.querySelector('[data-standing]')).toHaveTextContent('Not among the 30 decks of the tier list.');
    expect(document.querySelector('[data-standing] dl')).toBeNull();
  });

  it('shows up to 3 alternatives, each as the swap out -> in', async () => {
    await render(ESPEON);
    const section = await screen.findByRole('region', { name: 'Alternatives' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items.map((i) => [i.getAttribute('data-swap-out'), i.getAttribute('data-swap-in')])).toEqual([
      ['b2-153', 'pa-002'],
      ['b2-153', 'b3a-074'],
      ['a1-225', 'pa-002'],
    ]);
    expect(items[0]).toHaveTextContent('Take out Training Area, put in X Speed');
  });

  it('shows "Not enough cards" and the link when the missing cards leave no list of this deck', async () => {
    await render(ESPEON, { missing: ['b3a-020', 'b3a-020'] });
    expect(await screen.findByRole('heading', { level: 2, name: 'Not enough cards' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Espeon & Swablu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Try another deck' })).toHaveAttribute('href', '/tier-list');
    // The finder shows decks the player can build: no link to it from here.
    expect(screen.queryByRole('link', { name: 'Open in the finder' })).toBeNull();
  });

  it('shows the localized data error with Retry when a data file fails', async () => {
    await render(ESPEON, { files: { ...snapshotFiles(), 'cards.json': { status: 404 } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The data could not be loaded');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Deck details' })).toBeInTheDocument();
  });

  it('shows a clear not-found message with a link to the tier list for an unknown id', async () => {
    await render('no-such-deck-zz-999');
    expect(await screen.findByRole('heading', { level: 2, name: 'There is no deck called “no-such-deck-zz-999”.' })).toBeInTheDocument();
    // Never indexed while it says so.
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(screen.getByRole('heading', { level: 1, name: 'Deck details' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Go to the tier list' });
    expect(link).toHaveAttribute('href', '/tier-list');
    await userEvent.click(link);
    expect(screen.getByTestId('navigated-elsewhere')).toBeInTheDocument();
  });

  it('downloads only this deck’s matchup file (never matchup-data.json)', async () => {
    const { requests } = await render(ESPEON, { premium: true });
    await screen.findByRole('heading', { level: 3, name: 'Strong Against' });
    expect(await screen.findAllByRole('link', { name: /./ })).not.toHaveLength(0);
    expect(matchupsSection()).toHaveAttribute('data-matchups', 'visible');
    expect(requests.filter((u) => u.includes('matchup'))).toEqual([
      'http://data.test/data/matchup-summary.json',
      'http://data.test/data/matchups/espeon-b3a-020_26swablu-b1-196.json',
    ]);
  });

  it('blurs the matchups for free users: placeholders only, nothing to read, upsell opens the premium modal', async () => {
    const { store, requests } = await render(ESPEON, { premium: false });
    await screen.findByRole('heading', { level: 1, name: 'Espeon & Swablu' });
    await findMatchupsSection();
    const section = matchupsSection();
    expect(section).toHaveAttribute('data-matchups', 'blurred');
    if (!section) throw new Error('no matchups section');
    expect(within(section).queryAllByRole('link')).toHaveLength(0);
    expect(within(section).queryAllByRole('listitem')).toHaveLength(0);
    expect(section.textContent).not.toMatch(/\d%/);
    // Great Tusk (77.2%) is its best matchup and Suicune ex & Greninja (26.2%) its worst, for premium
    // users; neither name nor rate is anywhere on the page but in "also played in" (public: the tier list's decks).
    expect(withoutAlsoPlayedIn()).not.toMatch(/Great Tusk|Greninja|77\.2|26\.2/);
    expect(requests.some((u) => u.includes('/matchups/'))).toBe(false);
    await userEvent.click(screen.getByTestId('deck-upsell'));
    expect(store.getState().ui.modal).toBe('premium');
  });

  it('shows a neutral placeholder while the plan is unknown, and the matchups once premium is confirmed', async () => {
    const { store } = await render(ESPEON, { premium: null });
    await screen.findByRole('heading', { level: 1, name: 'Espeon & Swablu' });
    await findMatchupsSection();
    expect(matchupsSection()).toHaveAttribute('data-matchups', 'unknown');
    expect(screen.queryByTestId('deck-upsell')).toBeNull();
    expect(screen.getByText('Checking your plan...')).toBeInTheDocument();
    act(() => {
      store.dispatch(premiumResolved(true));
    });
    expect(matchupsSection()).toHaveAttribute('data-matchups', 'visible');
    const strong = await screen.findByRole('list', { name: 'Strong Against' });
    // Highest win rate first, each with its games.
    const rates = within(strong)
      .getAllByRole('listitem')
      .map((li) => Number(li.querySelector('[data-win-rate]')?.getAttribute('data-win-rate')));
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    expect(visibleText(within(strong).getByRole('link', { name: 'Mega Blaziken ex & Greninja' }).closest('li'))).toBe(
      'Mega Blaziken ex & Greninja55.1%477 games',
    );
    expect(within(strong).getByRole('link', { name: 'Mega Blaziken ex & Greninja' })).toHaveAttribute('href', '/deck/mega-blaziken-ex-b1-036&greninja-a1-089');
    const weak = screen.getByRole('list', { name: 'Weak Against' });
    expect(within(weak).getAllByRole('listitem')[0]).toHaveTextContent('Suicune ex & Greninja26.2%');
    expect(within(weak).getAllByRole('listitem')).toHaveLength(6);
  });
});

describe('DeckDetailPage strong and weak matchups (hand-made data)', () => {
  // Opponents: cards 2..9 ("Beta".."Iota"), each its own deck of the current list.
  const names = [1, 2, 3, 4, 5, 6, 7, 8, 9].map(fixtureDeckName);
  const [alpha = '', beta = '', gamma = '', delta = '', epsilon = '', zeta = '', eta = '', theta = '', iota = ''] = names;
  const archetypes = names.map((name, i) => fixtureArchetype(name, [fixtureList(`tst-00${i + 1}`, 0.5 + i / 100)]));
  const row = (name: string, winRate: number, totalGames: number): Matchup => ({ name, winRate, totalGames });
  const alphaMatchups: Matchup[] = [
    row('Total', 0.55, 1000),
    row(alpha, 0.5, 300), // the deck itself: left out
    row(beta, 0.7, 20), // exactly 20 games: left out
    row(gamma, 0.6, 20.5), // more than 20: strong
    row(delta, 0.505, 50), // exactly 0.505: weak
    row(epsilon, 0.5051, 50), // above 0.505: strong
    row(zeta, 0.42, 80), // weak
    row('outsider-zz-999', 0.9, 500), // not a deck of the current list: left out
    row(eta, 0.61, 40),
    row(theta, 0.62, 40),
    row(iota, 0.63, 40),
  ];
  const files = () => fixtureFiles(archetypes, { [alpha]: alphaMatchups });

  it('applies the 20-game and 0.505 boundaries and links to the opponents', async () => {
    await render(alpha, { files: files(), premium: true });
    const strong = await screen.findByRole('list', { name: 'Strong Against' });
    const weak = screen.getByRole('list', { name: 'Weak Against' });
    const texts = (list: HTMLElement) =>
      within(list)
        .getAllByRole('listitem')
        .map((li) => visibleText(li));
    // Highest win rate first, each with its games (Gamma's 20.5 games shown rounded); Beta (exactly 20
    // games), Alpha itself, Total and the outsider are left out. Weak: the worst matchup first.
    expect(texts(strong)).toEqual(['Iota63.0%40 games', 'Theta62.0%40 games', 'Eta61.0%40 games', 'Gamma60.0%21 games', 'Epsilon50.5%50 games']);
    expect(texts(weak)).toEqual(['Zeta42.0%80 games', 'Delta50.5%50 games']);
    expect(within(strong).getByRole('link', { name: 'Gamma' })).toHaveAttribute('href', '/deck/gamma-tst-003');
    expect(within(weak).getByRole('link', { name: 'Delta' })).toHaveAttribute('href', '/deck/delta-tst-004');
    const matchups = matchupsSection() as HTMLElement;
    expect(within(matchups).queryByText('Beta')).toBeNull();
    expect(within(matchups).queryByText(/Outsider/i)).toBeNull();
    expect(stat('winRate')).toBe('55.0%1,000 games · 95% interval 51.9% to 58.1%');
  });

  it('shows at most 6 strong matchups', async () => {
    // 7 strong matchups: Delta at 0.65 and Beta with 21 games join the 5 above; the weakest opponent (Beta, score 0.51) drops.
    const many = [...alphaMatchups.map((r) => (r.name === delta ? row(delta, 0.65, 50) : r)), row(beta, 0.64, 21)];
    await render(alpha, { files: fixtureFiles(archetypes, { [alpha]: many }), premium: true });
    const strong = await screen.findByRole('list', { name: 'Strong Against' });
    const items = within(strong).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    // The 6 strongest opponents it beats, shown by win rate: Delta (65 %) first.
    expect(items.map((li) => visibleText(li))).toEqual([
      'Delta65.0%50 games',
      'Iota63.0%40 games',
      'Theta62.0%40 games',
      'Eta61.0%40 games',
      'Gamma60.0%21 games',
      'Epsilon50.5%50 games',
    ]);
    expect(within(strong).queryByText('Beta')).toBeNull();
  });

  it('keeps names and win rates out of the DOM for free users', async () => {
    await render(alpha, { files: files(), premium: false });
    await screen.findByRole('heading', { level: 1, name: 'Alpha' });
    await findMatchupsSection();
    // The deck's own numbers (key stats, its list's win rate: 60 %) may equal a matchup's by chance; the
    // decks that also play its cards and those "Compare with…" offers are the tier list's (public), not its matchups.
    const page = document.body.cloneNode(true) as HTMLElement;
    page.querySelectorAll('[data-stat], [data-list-win-rate], [data-also-played-in], [data-compare-with]').forEach((el) => el.remove());
    const text = page.textContent ?? '';
    for (const name of ['Gamma', 'Delta', 'Epsilon', 'Zeta', 'Eta', 'Theta', 'Iota']) expect(text).not.toContain(name);
    expect(text).not.toMatch(/6[0-3]\.0%|50\.5%|42\.0%/);
    expect(screen.getByTestId('deck-upsell')).toHaveTextContent('Get Premium');
  });

  it('offers a player whose payment is overdue "Manage subscription" instead of "Get Premium"', async () => {
    const { store } = await render(alpha, { files: files(), premium: false });
    await screen.findByRole('heading', { level: 1, name: 'Alpha' });
    await findMatchupsSection();
    act(() => {
      store.dispatch(paymentOverdueResolved(true));
      store.dispatch(premiumResolved(false));
    });
    expect(screen.getByTestId('deck-upsell')).toHaveTextContent('Manage subscription');
    expect(matchupsSection()).toHaveTextContent('Your last payment did not go through, so Premium and its matchups are paused.');
    await userEvent.click(screen.getByTestId('deck-upsell'));
    expect(store.getState().ui.modal).toBe('premium');
  });

  it('keeps the page when the matchup file fails, with Retry in the matchups section', async () => {
    const broken = { ...files(), [`matchups/${alpha}.json`]: { status: 404 } };
    await render(alpha, { files: broken, premium: true });
    const section = await screen.findByRole('region', { name: 'Matchups' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('The data could not be loaded');
    expect(within(section).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Key stats' })).toBeInTheDocument();
  });

  it('gives each matchup its games and 95 % interval in the tooltip and for screen readers', async () => {
    await render(alpha, { files: files(), premium: true });
    const strong = await screen.findByRole('list', { name: 'Strong Against' });
    // Gamma: 60 % over 20.5 games (older files count a tie as half a game; shown rounded): 38.9 %..77.9 %.
    const gamma = within(strong).getAllByRole('listitem')[3] as HTMLElement;
    expect(within(gamma).getByTitle('21 games · 95% interval 38.9% to 77.9%')).toHaveTextContent('60.0%');
    expect(within(gamma).getByText('60.0% (21 games · 95% interval 38.9% to 77.9%)')).toBeInTheDocument();
    expect(gamma.querySelector('[data-uncertain]')).toBeNull();
  });

  it("shows the strongest list's and the best list's win rates with the games their score implies", async () => {
    await render(alpha, { files: files(), premium: false });
    await screen.findByRole('heading', { level: 1, name: 'Alpha' });
    await screen.findByRole('list', { name: 'Best list' });
    // Alpha's one list: score 0.5 (the Wilson lower bound) and strength 0.6 imply 96 games: 50.0 %..69.2 %.
    const strongest = document.querySelector('[data-stat="strength"] dd:nth-of-type(2)');
    expect(visibleText(strongest)).toBe('Of its best list, also its strongest: 60.0%about 96 games · 95% interval 50.0% to 69.2%');
    expect(visibleText(document.querySelector('[data-list-win-rate]'))).toBe(
      'Highest score and highest win rate of the deck’s lists: 60.0%about 96 games · 95% interval 50.0% to 69.2%',
    );
    expect(screen.queryByRole('heading', { name: 'Strongest list' })).toBeNull();
  });

  it('marks a Total win rate from fewer than 20 games as uncertain', async () => {
    await render(alpha, { files: fixtureFiles(archetypes, { [alpha]: [row('Total', 0.75, 12)] }), premium: false });
    await screen.findByRole('heading', { level: 1, name: 'Alpha' });
    const total = document.querySelector('[data-stat="winRate"] [data-win-rate]');
    expect(total).toHaveAttribute('data-uncertain', 'true');
    expect(within(total as HTMLElement).getByText('uncertain')).toBeVisible();
    expect(stat('winRate')).toMatch(/^75\.0%uncertain12 games · 95% interval .* · fewer than 20 games, so uncertain$/);
  });

  it('marks a deck from fewer than 100 games "Few games" in words under its win rate, as the tier tiles do; 100 games are not', async () => {
    const note = () => visibleText(document.querySelector('[data-stat="winRate"] dd:nth-of-type(2)'));
    const page = await render(alpha, { files: fixtureFiles(archetypes, { [alpha]: [row('Total', 0.55, 99)] }), premium: false });
    await screen.findByRole('heading', { level: 1, name: 'Alpha' });
    expect(note()).toBe('All its lists, all games · Few games');
    expect(screen.getByText('Few games')).toHaveAttribute('title', "Fewer than 100 games: a small sample, so this deck's place may still change.");
    page.unmount();
    await render(alpha, { files: fixtureFiles(archetypes, { [alpha]: [row('Total', 0.55, 100)] }), premium: false });
    await screen.findByRole('heading', { level: 1, name: 'Alpha' });
    expect(note()).toBe('All its lists, all games');
    expect(screen.queryByText('Few games')).toBeNull();
  });

  it('says so when no opponent has enough games', async () => {
    await render(alpha, { files: fixtureFiles(archetypes, { [alpha]: [row('Total', 0.5, 10), row(beta, 0.9, 20)] }), premium: true });
    await screen.findByRole('heading', { level: 3, name: 'Strong Against' });
    expect(await screen.findAllByText('No opponent with more than 20 games.')).toHaveLength(2);
  });
});

describe('DeckDetailPage header: tier, score and rank (hand-made data)', () => {
  // Nine decks, Alpha..Iota, scores 50 % .. 58 %: Iota first, Alpha last.
  const names = [1, 2, 3, 4, 5, 6, 7, 8, 9].map(fixtureDeckName);
  const [alpha = '', , gamma = '', , , , , , iota = ''] = names;
  const archetypes = names.map((name, i) => fixtureArchetype(name, [fixtureList(`tst-00${i + 1}`, 0.5 + i / 100)]));
  const standing = () => document.querySelector('[data-standing]') as HTMLElement;
  const facts = () => {
    const list = document.querySelector('[data-standing] dl') as HTMLElement;
    return [...list.querySelectorAll('div')].map((d) => visibleText(d));
  };

  it('shows the tier letter, score and rank of the published tier list, as text', async () => {
    await render(iota, { files: fixtureFiles(archetypes) });
    await screen.findByRole('heading', { level: 1, name: 'Iota' });
    expect(
      within(standing())
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Tier', 'Score', 'Rank']);
    expect(facts()).toEqual(['TierS', 'Score58.0%', 'Rank1 of 9']);
    expect(standing()).not.toHaveTextContent('your');
  });

  it('gives the last deck tier E and its rank', async () => {
    await render(alpha, { files: fixtureFiles(archetypes) });
    await screen.findByRole('heading', { level: 1, name: 'Alpha' });
    expect(facts()).toEqual(['TierE', 'Score50.0%', 'Rank9 of 9']);
  });

  it("adds the player's own rank when their missing cards move the deck", async () => {
    // Both copies of Iota's signature card missing: Iota drops out, Gamma moves from 7th of 9 to 6th of 8.
    await render(gamma, { files: fixtureFiles(archetypes), missing: ['tst-009', 'tst-009'] });
    await screen.findByRole('heading', { level: 1, name: 'Gamma' });
    expect(facts()).toEqual(['TierD', 'Score52.0%', 'Rank7 of 9']);
    expect(document.querySelector('[data-personal-standing]')).toHaveTextContent('With your missing cards: tier D, rank 6 of 8 in your tier list.');
  });

  it('adds nothing when the missing cards leave the rank as it is', async () => {
    await render(gamma, { files: fixtureFiles(archetypes), missing: ['tst-106'] });
    await screen.findByRole('heading', { level: 1, name: 'Gamma' });
    expect(facts()).toEqual(['TierD', 'Score52.0%', 'Rank7 of 9']);
    expect(document.querySelector('[data-personal-standing]')).toBeNull();
  });
});

describe('DeckDetailPage lists: the best and the strongest, cards in order (hand-made data)', () => {
  const kappa = fixtureDeckName(10);
  // Best list: 65.5 % over 181 games (score 0.583172); strongest: 67.1 % over 38 games (score 0.512069).
  // Cards as published, by set number: Trainers and Pokémon mixed.
  const best = { cards: ['2:tst-001', '2:tst-005', '2:tst-010', '2:tst-101', '2:tst-102', '1:tst-104'], score: 0.583172, strength: 0.655 };
  const strongest = { cards: ['2:tst-002', '2:tst-010', '2:tst-101', '2:tst-102', '2:tst-103'], score: 0.512069, strength: 0.671 };
  const files = () => fixtureFiles([fixtureArchetype(kappa, [best, strongest])]);
  const ids = (list: HTMLElement) => [...list.querySelectorAll('[data-card-id]')].map((e) => e.getAttribute('data-card-id'));

  it('shows both lists, each with its win rate and games, and says which one the strength is of', async () => {
    await render(kappa, { files: files() });
    const bestList = await screen.findByRole('region', { name: 'Best list' });
    const strongestList = screen.getByRole('region', { name: 'Strongest list' });
    expect(visibleText(bestList.querySelector('[data-list-win-rate]'))).toMatch(/^Highest score .*Its win rate: 65\.5%about 181 games · /);
    expect(visibleText(strongestList.querySelector('[data-list-win-rate]'))).toMatch(
      /^Highest win rate of the deck’s lists, from fewer games: 67\.1%about 38 games · /,
    );
    expect(ids(within(strongestList).getByRole('list', { name: 'Strongest list' }))).toEqual(['tst-002', 'tst-010', 'tst-101', 'tst-102', 'tst-103']);
    // The strength is the strongest list's: the key stats say so and link to it.
    const note = document.querySelector('[data-stat="strength"] dd:nth-of-type(2)');
    expect(visibleText(note)).toMatch(/^Of its strongest list: 67\.1%about 38 games/);
    expect(screen.getByRole('link', { name: 'Of its strongest list:' })).toHaveAttribute('href', '#deck-strongest-list');
    expect(visibleText(document.querySelector('[data-stat="winRate"] dd:nth-of-type(2)'))).toBe('All its lists, all games');
  });

  it('marks in each list the copies the player misses of that list, for a deck they cannot build', async () => {
    // One Kappa ex marked: both lists hold two, so neither can be built. One Beta marked: only the strongest list plays it.
    await render(kappa, { files: files(), missing: ['tst-010', 'tst-002'] });
    expect(await screen.findByRole('heading', { level: 2, name: 'Not enough cards' })).toBeInTheDocument();
    const bestList = await screen.findByRole('list', { name: 'Best list' });
    const strongestList = screen.getByRole('list', { name: 'Strongest list' });
    const marks = (list: HTMLElement) =>
      [...list.querySelectorAll('[data-missing-copies]')].map((li) => [
        li.querySelector('[data-card-id]')?.getAttribute('data-card-id'),
        li.getAttribute('data-missing-copies'),
      ]);
    expect(marks(bestList)).toEqual([['tst-010', '1']]);
    expect(marks(strongestList)).toEqual([
      ['tst-002', '1'],
      ['tst-010', '1'],
    ]);
    expect(within(strongestList).getAllByText('missing ×1')).toHaveLength(2);
  });

  it('shows the Pokémon first, by energy (Grass, Fire, Water), then the Trainers, each by set number', async () => {
    await render(kappa, { files: files() });
    const list = await screen.findByRole('list', { name: 'Best list' });
    // Epsilon (Grass), Alpha (Fire), Kappa ex (Water), then Poké Ball, Professor's Research, X Speed.
    expect(ids(list)).toEqual(['tst-005', 'tst-001', 'tst-010', 'tst-101', 'tst-102', 'tst-104']);
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Epsilon');
  });
});

describe('DeckDetailPage alternatives (hand-made data)', () => {
  const base = ['2:tst-001', '2:tst-101', '2:tst-102', '1:tst-103', '1:tst-104'];
  const list = (cards: string[], score: number) => ({ cards, score, strength: score });
  const deck = fixtureArchetype('alpha-tst-001', [
    list(base, 0.6),
    list(['2:tst-001', '2:tst-101', '2:tst-102', '1:tst-103', '1:tst-105'], 0.57), // X Speed -> Red Card
    list(['2:tst-001', '2:tst-101', '2:tst-102', '2:tst-104'], 0.58), // Potion -> a second X Speed
    list(['2:tst-001', '2:tst-101', '2:tst-102', '1:tst-105', '1:tst-106'], 0.59), // two swaps: not an alternative
    list(['2:tst-001', '2:tst-101', '1:tst-102', '1:tst-103', '1:tst-104', '1:tst-106'], 0.56), // Professor's Research -> Sabrina
    list(['2:tst-001', '1:tst-101', '2:tst-102', '1:tst-103', '1:tst-104', '1:tst-106'], 0.55), // 4th one-swap: over the limit
  ]);

  it('lists up to 3 one-card swaps, best first, and none for a deck without any', async () => {
    const view = await render('alpha-tst-001', { files: fixtureFiles([deck]) });
    const section = await screen.findByRole('region', { name: 'Alternatives' });
    const items = within(section).getAllByRole('listitem');
    expect(items.map((i) => i.querySelector('p')?.textContent)).toEqual([
      'Take out Potion, put in X Speed',
      'Take out X Speed, put in Red Card',
      "Take out Professor's Research, put in Sabrina",
    ]);
    expect(within(items[0] as HTMLElement).getByRole('heading', { level: 3, name: 'Alternative 1' })).toBeInTheDocument();
    view.unmount();

    await render('alpha-tst-001', { files: fixtureFiles([fixtureArchetype('alpha-tst-001', [list(base, 0.6)])]) });
    expect(await screen.findByText('No list differs from the best list by just one card.')).toBeInTheDocument();
  });

  it('only offers alternatives the player can build', async () => {
    // Red Card missing (twice): the X Speed -> Red Card list is gone; the next one-swap list moves up.
    await render('alpha-tst-001', { files: fixtureFiles([deck]), missing: ['tst-105', 'tst-105'] });
    const section = await screen.findByRole('region', { name: 'Alternatives' });
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((i) => i.getAttribute('data-swap-in')),
    ).toEqual(['tst-104', 'tst-106', 'tst-106']);
  });
});

describe('DeckDetailPage "also played in" (hand-made data)', () => {
  const alpha = fixtureArchetype(fixtureDeckName(1), [fixtureList('tst-001', 0.6, ['2:tst-101', '2:tst-106', '1:tst-103'])], 0.3);
  // Beta plays Sabrina and two Potions only in its second list: one Potion missing drops that list, and Beta's link for them.
  const beta = fixtureArchetype(
    fixtureDeckName(2),
    [fixtureList('tst-002', 0.55, ['2:tst-101']), fixtureList('tst-002', 0.5, ['2:tst-101', '1:tst-106', '2:tst-103'])],
    0.2,
  );
  const gamma = fixtureArchetype(fixtureDeckName(3), [fixtureList('tst-003', 0.5, ['2:tst-101', '2:tst-102'])], 0.1);
  const files = () => fixtureFiles([alpha, beta, gamma]);
  const section = () => screen.findByRole('region', { name: 'Also played in' });
  const row = (region: HTMLElement, cardId: string) => region.querySelector<HTMLElement>(`li[data-card-id="${cardId}"]`);

  it('lists each card of the best list with the other decks that play it, closed, as links to their pages', async () => {
    const user = userEvent.setup();
    await render(fixtureDeckName(1), { files: files() });
    const region = await section();
    // In the list's order: the Pokémon, then the Trainers by set number.
    expect([...region.querySelectorAll('li[data-card-id]')].map((li) => li.getAttribute('data-card-id'))).toEqual(['tst-001', 'tst-101', 'tst-103', 'tst-106']);
    expect(row(region, 'tst-001')).toHaveTextContent('Alpha TST-001 in no other deck');
    // A card no other deck plays links only to its own card page.
    expect(
      within(row(region, 'tst-001') as HTMLElement)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([['Card page of Alpha', '/card/tst-001']]);
    expect(row(region, 'tst-101')).toHaveTextContent('Poké Ball TST-101 in 2 other decks');
    expect(row(region, 'tst-106')).toHaveTextContent('Sabrina TST-106 in 1 other deck');
    expect(row(region, 'tst-103')).toHaveTextContent('Potion TST-103 in 1 other deck');

    const pokeBall = row(region, 'tst-101') as HTMLElement;
    expect(pokeBall.querySelector('details')).not.toHaveAttribute('open');
    await user.click(within(pokeBall).getByText('Poké Ball'));
    expect(pokeBall.querySelector('details')).toHaveAttribute('open');
    const links = within(within(pokeBall).getByRole('list', { name: 'Other decks with Poké Ball' })).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Beta', `/deck/${fixtureDeckName(2)}`],
      ['Gamma', `/deck/${fixtureDeckName(3)}`],
    ]);
    // Above the decks, the card's own page (the cards remote's, by path).
    expect(within(pokeBall).getByRole('link', { name: 'Card page of Poké Ball' })).toHaveAttribute('href', '/card/tst-101');
  });

  it('follows a link to the other deck, whose page lists its own cards', async () => {
    const user = userEvent.setup();
    await render(fixtureDeckName(1), { files: files() });
    const sabrina = row(await section(), 'tst-106') as HTMLElement;
    await user.click(within(sabrina).getByText('Sabrina'));
    await user.click(within(sabrina).getByRole('link', { name: 'Beta' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Beta' })).toBeInTheDocument();
    // Beta's best list has no Sabrina; its Poké Ball is also in Alpha and Gamma.
    const region = await section();
    expect(row(region, 'tst-106')).toBeNull();
    expect(row(region, 'tst-101')).toHaveTextContent('in 2 other decks');
  });

  it('looks only at the lists kept for the missing cards', async () => {
    // One Potion missing: Beta's list with two Potions is gone (Beta stays, with its other list); Alpha's one Potion is fine.
    await render(fixtureDeckName(1), { files: files(), missing: ['tst-103'] });
    const region = await section();
    expect(row(region, 'tst-103')).toHaveTextContent('Potion TST-103 in no other deck');
    expect(row(region, 'tst-106')).toHaveTextContent('Sabrina TST-106 in no other deck');
    expect(row(region, 'tst-101')).toHaveTextContent('Poké Ball TST-101 in 2 other decks');
  });
});

describe('DeckDetailPage "also played in" on the real snapshot', () => {
  it('links, for a card of the best list, every other tier-list deck whose lists play it', async () => {
    await render(ESPEON);
    const region = await screen.findByRole('region', { name: 'Also played in' });
    const cyrus = region.querySelector<HTMLElement>('li[data-card-id="a2-150"]') as HTMLElement;
    const linked = [...cyrus.querySelectorAll(':scope ul a')].map((a) => a.getAttribute('href'));
    expect(linked.length).toBeGreaterThan(10);
    expect(linked).not.toContain(`/deck/${ESPEON}`);
    expect(cyrus).toHaveTextContent(`in ${linked.length} other decks`);
  });
});

describe('DeckDetailPage of a deck the player cannot build (no dead end)', () => {
  const MISSING = ['b3a-020', 'b3a-020'];

  it('keeps the message and shows under it the key stats of the full collection, as for a buildable deck', async () => {
    await render(ESPEON, { missing: MISSING });
    const notice = await screen.findByRole('heading', { level: 2, name: 'Not enough cards' });
    const stats = screen.getByRole('region', { name: 'Key stats' });
    // The message comes first, the stats under it.
    expect(notice.compareDocumentPosition(stats) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(stat('strength')).toBe('9.9 / 10');
    expect(stat('popularity')).toBe('9.9 / 10');
    expect(stat('winRate')).toBe('51.6%9,647 games · 95% interval 50.6% to 52.6%');
  });

  it('shows the best list with the copies the player misses struck through and named', async () => {
    await render(ESPEON, { missing: MISSING });
    const best = await screen.findByRole('list', { name: 'Best list' });
    expect(within(best).getAllByRole('listitem')).toHaveLength(13);
    const espeon = best.querySelector('[data-card-id="b3a-020"]')?.closest('li');
    if (!espeon) throw new Error('no Espeon in the list');
    expect(espeon).toHaveAttribute('data-missing-copies', '2');
    expect(espeon).toHaveTextContent(/Espeon.*×2.*missing ×2/);
    expect(espeon.querySelector('[data-card-id="b3a-020"]')?.className).toMatch(/dimmed/);
    // Only the missing card is marked.
    expect(best.querySelectorAll('[data-missing-copies]')).toHaveLength(1);
    const cyrus = best.querySelector('[data-card-id="a2-150"]')?.closest('li');
    expect(cyrus).not.toHaveTextContent('missing');
  });

  it('says what to get next for this deck: the copies and the pack they come from', async () => {
    await render(ESPEON, { missing: MISSING });
    const toGet = await screen.findByRole('region', { name: 'What to get next' });
    expect(toGet).toHaveTextContent('You miss 2 copies of this list. Get them to build the deck:');
    const items = within(toGet).getAllByRole('listitem');
    expect(items.map((i) => [i.getAttribute('data-get-card'), i.getAttribute('data-copies')])).toEqual([['b3a-020', '2']]);
    expect(items[0]).toHaveTextContent(/Espeon.*×2 to get.*from Paradox Drive \(B3a\)/);
  });

  it('names the pack in the page language, as the cards pages do', async () => {
    // Rampardos (A2) ×2 marked: "Space-Time Smackdown" is "Kollision von Raum und Zeit" in German.
    await render('rampardos-a2-089', { missing: ['a2-089', 'a2-089'], language: 'de' });
    const toGet = await screen.findByRole('region', { name: 'Was du als Nächstes holen solltest' });
    const rampardos = toGet.querySelector('[data-get-card="a2-089"]');
    expect(rampardos).toHaveTextContent('aus Kollision von Raum und Zeit (A2)');
    expect(toGet).not.toHaveTextContent('Space-Time Smackdown');
  });

  it('counts one copy marked of a two-copy card as one copy missing', async () => {
    // Espeon: one copy marked (a list may still hold one); Swablu: both copies marked.
    await render(ESPEON, { missing: ['b3a-020', 'b1-196', 'b1-196'] });
    const toGet = await screen.findByRole('region', { name: 'What to get next' });
    expect(toGet).toHaveTextContent(/You miss \d+ copies of this list/);
    expect(toGet.querySelector('[data-get-card="b3a-020"]')).toHaveAttribute('data-copies', '1');
    const best = screen.getByRole('list', { name: 'Best list' });
    expect(best.querySelector('[data-card-id="b3a-020"]')?.closest('li')).toHaveTextContent('missing ×1');
  });

  it('blurs the matchups for free users, as on every deck page', async () => {
    await render(ESPEON, { missing: MISSING, premium: false });
    await screen.findByRole('heading', { level: 2, name: 'Not enough cards' });
    const section = await findMatchupsSection();
    expect(section).toHaveAttribute('data-matchups', 'blurred');
    expect(within(section).queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByTestId('deck-upsell')).toBeInTheDocument();
  });

  it('shows the matchups to Premium users', async () => {
    const { requests } = await render(ESPEON, { missing: MISSING, premium: true });
    await screen.findByRole('heading', { level: 2, name: 'Not enough cards' });
    expect(await screen.findByRole('list', { name: 'Weak Against' })).toBeInTheDocument();
    expect(matchupsSection()).toHaveAttribute('data-matchups', 'visible');
    expect(requests).toContain('http://data.test/data/matchups/espeon-b3a-020_26swablu-b1-196.json');
  });
});
