import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cardName, renderWithHost, snapshotFiles } from '@tcgp/dev-kit/testing';
import type { Card, CardScore, DataMeta } from '@tcgp/domain';
import setup from '../setup';
import CardsListPage from './CardsListPage';
import { selectExpansion } from '../features/cards-list/cardsPage';
import { card, files, meta, scoreRow } from '../testing/fixtures';

type Options = Parameters<typeof renderWithHost>[1];
const renderPage = (options: Options = {}) => renderWithHost(<CardsListPage />, { route: '/cards-list', setups: [setup], ...options });

/** The card buttons of the tier rows, in page order, by their accessible names. */
function cardButtons(region?: HTMLElement): string[] {
  const regions = region ? [region] : screen.queryAllByRole('region', { name: /^Tier / });
  return regions.flatMap((r) =>
    within(r)
      .queryAllByRole('button')
      .map((b) => b.getAttribute('title') ?? ''),
  );
}
const tierRegion = (tier: string) => screen.getByRole('region', { name: `Tier ${tier}` });
const waitForList = () => screen.findAllByRole('region', { name: /^Tier / });

describe('CardsListPage on the real snapshot', () => {
  it('shows 20 cards in tiers S..E by card score, the most played first inside a tier', async () => {
    await renderPage({ files: snapshotFiles() });
    await waitForList();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Best Cards');
    expect(screen.getAllByRole('region', { name: /^Tier / }).map((r) => r.getAttribute('data-tier'))).toEqual(['S', 'A', 'B', 'C', 'D', 'E']);
    expect(cardButtons()).toHaveLength(20);
    // Professor's Research (popularity 0.98, raw score 0.774 -> 0.88) and Cyrus (0.87, 0.746 -> 0.86).
    expect(cardButtons(tierRegion('S'))).toEqual(["Professor's Research", 'Cyrus']);
    expect(cardButtons(tierRegion('A'))).toEqual(['Poké Ball']);
    expect(cardButtons(tierRegion('B'))).toEqual(['Copycat']);
    expect(cardButtons(tierRegion('C'))).toEqual(['Sabrina']);
    expect(cardButtons(tierRegion('D'))).toEqual(['Rare Candy', 'Pokémon Center Lady', 'Lisia']);
    expect(cardButtons(tierRegion('E'))).toHaveLength(12);
    const research = screen.getByRole('article', { name: "Professor's Research" });
    expect(research).toHaveTextContent('Score 0.88');
    expect(research).toHaveTextContent('Popularity 98.2%');
    expect(research).toHaveTextContent('Promo A · PA');
    expect(research).toHaveTextContent('Trainer');
    const magneton = screen.getByRole('article', { name: 'Magneton' });
    expect(magneton).toHaveTextContent('Genetic Apex · A1');
    expect(within(magneton).getByText('Lightning')).toBeInTheDocument();
  });

  it("filters by expansion through the cards pages' own slice (All plus every expansion of meta.json)", async () => {
    const { store } = await renderPage({ files: snapshotFiles() });
    await waitForList();
    const select = screen.getByRole('combobox', { name: 'Expansion' });
    const options = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options[0]).toBe('All');
    const expansions = (snapshotFiles()['meta.json'] as DataMeta).expansions;
    expect(expansions).toHaveLength(23);
    expect(options).toHaveLength(1 + 23);
    expect(options).toContain('Genetic Apex (A1)');
    expect(options).toContain("Team Rocket's Ambition (B4a)");
    await userEvent.selectOptions(select, 'a1');
    expect(selectExpansion(store.getState())).toBe('a1');
    const buttons = cardButtons();
    expect(buttons).toHaveLength(20);
    expect(buttons).not.toContain("Professor's Research");
    expect(cardButtons(tierRegion('S'))).toEqual(['Sabrina']);
    for (const article of screen.getAllByRole('article')) expect(article).toHaveTextContent('Genetic Apex · A1');
    await userEvent.selectOptions(select, '');
    expect(selectExpansion(store.getState())).toBeNull();
    expect(cardButtons(tierRegion('S'))).toEqual(["Professor's Research", 'Cyrus']);
  });

  it('leaves missing cards out; clicking, Enter and Space mark a card missing; marked cards can be removed', async () => {
    const { store } = await renderPage({ files: snapshotFiles(), missing: ['pa-007'] });
    await waitForList();
    expect(cardButtons()).not.toContain("Professor's Research");
    expect(cardButtons()).toHaveLength(20);
    const panel = screen.getByRole('region', { name: 'Your missing cards (1)' });
    expect(panel).toHaveTextContent("Professor's Research");

    // Named by what it shows (its visible name, set and number), described by the page's hint.
    const cyrus = screen.getByRole('button', { name: 'Cyrus A2-150' });
    expect(cyrus).toHaveAccessibleDescription('Click a card you do not own to mark it as missing.');
    // Mouse
    await userEvent.click(cyrus);
    expect(store.getState().missingCards.ids).toEqual(['pa-007', 'a2-150']);
    expect(cardButtons()).not.toContain('Cyrus');
    expect(cardButtons()).toHaveLength(20);
    expect(screen.getByRole('region', { name: 'Your missing cards (2)' })).toHaveTextContent('Cyrus');

    // Enter: the mark goes to the store and focus moves on to the card that took its place.
    screen.getByRole('button', { name: cardName('Poké Ball') }).focus();
    await userEvent.keyboard('{Enter}');
    expect(store.getState().missingCards.ids).toEqual(['pa-007', 'a2-150', 'pa-005']);
    expect(cardButtons()).not.toContain('Poké Ball');
    expect(document.activeElement).toHaveAttribute('data-card-id');

    // Space
    screen.getByRole('button', { name: cardName('Copycat') }).focus();
    await userEvent.keyboard(' ');
    expect(store.getState().missingCards.ids).toEqual(['pa-007', 'a2-150', 'pa-005', 'b1-225']);
    expect(cardButtons()).not.toContain('Copycat');

    // Remove one: it comes back into the list.
    await userEvent.click(screen.getByRole('button', { name: 'Remove Cyrus from your missing cards' }));
    expect(store.getState().missingCards.ids).toEqual(['pa-007', 'pa-005', 'b1-225']);
    expect(cardButtons(tierRegion('S'))).toEqual(['Cyrus']);

    // Clear all.
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, clear all' }));
    expect(store.getState().missingCards.ids).toEqual([]);
    expect(screen.getByRole('region', { name: 'Your missing cards (0)' })).toHaveTextContent('You have not marked any card as missing yet.');
    expect(cardButtons(tierRegion('S'))).toEqual(["Professor's Research", 'Cyrus']);
  });
});

describe('CardsListPage: a personal view says so at the top', () => {
  const line = () => screen.queryByTestId('cards-personal-view');

  it('shows no line without missing cards', async () => {
    await renderPage({ files: snapshotFiles() });
    await waitForList();
    expect(line()).toBeNull();
  });

  it('says "Your view: 2 cards left out" above the tiers; "Show the full meta" brings the cards back and keeps the list', async () => {
    const user = userEvent.setup();
    const { store } = await renderPage({ files: snapshotFiles(), missing: ['pa-007', 'a2-150', 'pa-007'] });
    await waitForList();
    const top = line() as HTMLElement;
    expect(top).toHaveTextContent('Your view: 2 cards left out');
    expect(top.compareDocumentPosition(tierRegion('S')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(top).getByRole('link', { name: 'Edit the list' })).toHaveAttribute('href', '/collection');
    expect(cardButtons(tierRegion('S'))).not.toContain("Professor's Research");

    await user.click(within(top).getByRole('button', { name: 'Show the full meta' }));
    expect(cardButtons(tierRegion('S'))).toEqual(["Professor's Research", 'Cyrus']);
    expect(line()).toHaveTextContent('Showing the full meta');
    expect(store.getState().missingCards.ids).toEqual(['pa-007', 'a2-150', 'pa-007']);
    expect(screen.getByRole('region', { name: 'Your missing cards (2)' })).toHaveTextContent("Professor's Research");

    await user.click(screen.getByRole('button', { name: 'Show your view' }));
    expect(line()).toHaveTextContent('Your view: 2 cards left out');
    expect(cardButtons()).not.toContain("Professor's Research");
    expect(cardButtons()).not.toContain('Cyrus');
  });

  it('a card marked while the full meta shows is added to the list and the personal view comes back', async () => {
    const user = userEvent.setup();
    const { store } = await renderPage({ files: snapshotFiles(), missing: ['pa-007'] });
    await waitForList();
    await user.click(screen.getByRole('button', { name: 'Show the full meta' }));
    await user.click(screen.getByRole('button', { name: 'Cyrus A2-150' }));
    expect(store.getState().missingCards.ids).toEqual(['pa-007', 'a2-150']);
    expect(line()).toHaveTextContent('Your view: 2 cards left out');
    expect(cardButtons()).not.toContain('Cyrus');
  });

  it('a card already marked twice gets no third copy when the full meta shows it and it is clicked', async () => {
    const user = userEvent.setup();
    const { store } = await renderPage({ files: snapshotFiles(), missing: ['pa-007', 'pa-007'] });
    await waitForList();
    await user.click(screen.getByRole('button', { name: 'Show the full meta' }));
    await user.click(screen.getByRole('button', { name: cardName("Professor's Research") }));
    expect(store.getState().missingCards.ids).toEqual(['pa-007', 'pa-007']);
    expect(line()).toHaveTextContent('Your view: 1 card left out');
    expect(cardButtons()).not.toContain("Professor's Research");
  });
});

describe('CardsListPage on small fixtures', () => {
  it('shows at most 20 cards: the 20 most played of 25', async () => {
    const cards: Card[] = [];
    const scores: CardScore[] = [];
    for (let i = 1; i <= 25; i++) {
      const id = `x1-${String(i).padStart(3, '0')}`;
      cards.push(card(id, `Card ${i}`));
      scores.push(scoreRow(id, `Card ${i}`, 0.5, 1 - i / 100));
    }
    await renderPage({ files: files(cards, scores) });
    await waitForList();
    const buttons = cardButtons();
    expect(buttons).toHaveLength(20);
    expect(buttons[0]).toBe('Card 1');
    expect(buttons).toContain('Card 20');
    expect(buttons).not.toContain('Card 21');
    expect(buttons).not.toContain('Card 25');
  });

  it('shows the square root of the raw score and orders by popularity, one entry per card', async () => {
    const cards = [card('x1-001', 'Alpha'), card('x1-002', 'Beta'), card('x1-003', 'Gamma')];
    const scores = [
      scoreRow('x1-001', 'Alpha', 0.64, 0.9, 2), // score 0.80, most played
      scoreRow('x1-001', 'Alpha', 0.81, 0.2, 1), // the less played row of the same card is not listed
      scoreRow('x1-002', 'Beta', 0.81, 0.5), // score 0.90, the highest score
      scoreRow('x1-003', 'Gamma', 0, 0.1), // score 0.00
    ];
    await renderPage({ files: files(cards, scores) });
    await waitForList();
    expect(screen.getByRole('article', { name: 'Alpha' })).toHaveTextContent('Score 0.80');
    expect(screen.getByRole('article', { name: 'Beta' })).toHaveTextContent('Score 0.90');
    expect(screen.getByRole('article', { name: 'Gamma' })).toHaveTextContent('Score 0.00');
    expect(screen.queryByText('Score 0.64')).toBeNull();
    expect(screen.getAllByRole('article', { name: 'Alpha' })).toHaveLength(1);
    // Alpha (0.80) and Beta (0.90) are both S (0.80 is in the top sixth of 0..0.90); Alpha is more played.
    expect(cardButtons(tierRegion('S'))).toEqual(['Alpha', 'Beta']);
    expect(cardButtons(tierRegion('E'))).toEqual(['Gamma']);
  });

  it('splits the score range into six equal bands; a value on an edge goes to the higher tier', async () => {
    // Scores (square roots) 1, 0.75, 0.5, 0.25, 0 over the range 0..1: bands of 1/6.
    const values = [1, 0.75, 0.5, 0.25, 0];
    const cards = values.map((_, i) => card(`x1-00${i + 1}`, `Card ${values[i]}`));
    const scores = values.map((v, i) => scoreRow(`x1-00${i + 1}`, `Card ${v}`, v * v, 0.9 - i / 10));
    await renderPage({ files: files(cards, scores) });
    await waitForList();
    expect(cardButtons(tierRegion('S'))).toEqual(['Card 1']);
    expect(cardButtons(tierRegion('A'))).toEqual(['Card 0.75']); // 4.5 bands
    expect(cardButtons(tierRegion('B'))).toEqual(['Card 0.5']); // exactly 3 bands: B, not C
    expect(cardButtons(tierRegion('C'))).toEqual([]);
    expect(tierRegion('C')).toHaveTextContent('No cards');
    expect(cardButtons(tierRegion('D'))).toEqual(['Card 0.25']);
    expect(cardButtons(tierRegion('E'))).toEqual(['Card 0']);
  });

  it('shows a note for card scores of unknown cards and drops an unknown missing card with a notice, without crashing', async () => {
    const cards = [card('x1-001', 'Alpha')];
    const scores = [scoreRow('x1-001', 'Alpha', 0.5, 0.5), scoreRow('zz-009', 'Mystery', 0.9, 0.9), scoreRow('x1-099', 'Ghost', 0.9, 0.8)];
    await renderPage({ files: files(cards, scores), missing: ['zz-999'] });
    await waitForList();
    expect(screen.getByRole('note')).toHaveTextContent('2 card score entries were left out because their cards are not in the card catalogue.');
    expect(cardButtons()).toEqual(['Alpha']);
    // The unknown missing card is dropped, and the notice names it.
    expect(screen.getByRole('region', { name: 'Your missing cards (0)' })).toHaveTextContent(
      "This card is no longer in the site's data and was removed from your missing cards: zz-999.",
    );
  });

  it('says so when an expansion has no ranked card', async () => {
    const cards = [card('x1-001', 'Alpha')];
    await renderPage({ files: files(cards, [scoreRow('x1-001', 'Alpha', 0.5, 0.5)]) });
    await waitForList();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Expansion' }), 'x2');
    expect(screen.getByText('No ranked cards for this selection.')).toBeInTheDocument();
    expect(screen.queryAllByRole('region', { name: /^Tier / })).toHaveLength(0);
  });

  it('uses the page language: texts, energy names, expansion names and numbers', async () => {
    const cards = [card('a1-096', 'Pikachu ex', { type: 'Lightning', ex: 'Yes' })];
    const expansions = [{ id: 'a1', name: 'Genetic Apex', releaseDate: '2024-10-30' }];
    await renderPage({ files: files(cards, [scoreRow('a1-096', 'Pikachu ex', 0.5, 0.25)], meta(expansions)), language: 'de' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Beste Karten');
    const article = await screen.findByRole('article', { name: 'Pikachu ex' });
    expect(article).toHaveTextContent('Unschlagbare Gene · A1');
    expect(article).toHaveTextContent('Elektro');
    expect(article).toHaveTextContent('Wert 0,71');
    expect(screen.getByRole('option', { name: 'Unschlagbare Gene (A1)' })).toBeInTheDocument();
    // The card button says what it does in the page language (its description is the page's hint).
    expect(screen.getByRole('button', { name: 'Pikachu ex A1-096' })).toHaveAccessibleDescription(
      'Klicke auf eine Karte, die du nicht besitzt, um sie als fehlend zu markieren.',
    );
  });

  it('shows Loading..., then a localized error with Retry that loads again', async () => {
    const data = files([card('x1-001', 'Alpha')], [scoreRow('x1-001', 'Alpha', 0.5, 0.5)]);
    const served: Record<string, unknown> = { ...data, 'card-scores.json': { status: 404 } };
    await renderPage({ files: served });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The data could not be loaded');
    served['card-scores.json'] = data['card-scores.json'];
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: cardName('Alpha') })).toBeInTheDocument();
  });

  it('links to the expansion list', async () => {
    await renderPage({ files: files([], []) });
    expect(screen.getByRole('link', { name: 'Expansions by tier' })).toHaveAttribute('href', '/expansion-list');
  });

  it("links each card's name to its page, the tile staying the button that marks it missing", async () => {
    await renderPage({ files: files([card('x1-001', 'Alpha')], [scoreRow('x1-001', 'Alpha', 0.25, 0.9)]) });
    expect(await screen.findByRole('link', { name: 'Alpha' })).toHaveAttribute('href', '/card/x1-001');
    expect(screen.getByRole('button', { name: cardName('Alpha') })).toBeInTheDocument();
  });
});
