import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithHost, snapshotFiles } from '@tcgp/dev-kit/testing';
import setup from '../../setup';
import DeckFinderPage from '../../pages/DeckFinderPage';

const ESPEON_LIST = [
  'Pokémon: 12',
  '2 Mega Altaria ex B1 102',
  '2 Espeon B3a 20',
  '2 Darkrai B2b 40',
  '2 Igglybuff A4a 59',
  '2 Eevee B1 184',
  'Foo bar',
  '2 Swablu B1 196',
  '',
  'Trainer: 8',
  '1 Sabrina',
  '1 Cyrus A2 150',
  "2 Professor's Research P-A 7",
].join('\n');

/** The finder with the real snapshot and the player's missing cards; the paste panel opened. */
async function renderPanel(missing: string[] = []) {
  const user = userEvent.setup();
  const host = await renderWithHost(<DeckFinderPage />, { route: '/deck', path: '/deck', setups: [setup], premium: false, files: snapshotFiles(), missing });
  const summary = await screen.findByText('Paste a list');
  const panel = summary.closest<HTMLDetailsElement>('details');
  if (!panel) throw new Error('no paste panel');
  return { user, host, summary, panel };
}

describe('Paste a list', () => {
  // Opening it with the keyboard is the browser's (a native disclosure): the e2e spec presses Enter.
  it('is a closed disclosure with a labelled field and Check', async () => {
    const { user, summary, panel } = await renderPanel();
    expect(panel.open).toBe(false);
    await user.click(summary);
    expect(panel.open).toBe(true);
    const field = within(panel).getByRole('textbox', { name: 'Deck list' });
    expect(field).toHaveAccessibleDescription('At most 100 lines and 5,000 characters.');
    expect(within(panel).getByRole('button', { name: 'Check' })).toHaveAttribute('type', 'submit');
  });

  it('lists the lines it cannot place, names the deck with a link, shows the missing cards and changes nothing', async () => {
    const missing = ['a2-150', 'b1-184', 'b1-184', 'a1-001'];
    const { user, host, summary, panel } = await renderPanel(missing);
    await user.click(summary);
    await user.click(within(panel).getByRole('textbox', { name: 'Deck list' }));
    await user.paste(ESPEON_LIST);
    await user.click(within(panel).getByRole('button', { name: 'Check' }));

    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent('Cards found: 8. Lines not placed: 2.'));
    const problems = within(panel).getByRole('region', { name: 'Lines not placed' });
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Not found: line 7 “Foo bar”', 'More than one card: line 11 “1 Sabrina” (A1 225, A1 272, A4b 338, A4b 339). Add the set and number.']);

    const deck = within(panel).getByRole('region', { name: 'Deck of this list' });
    expect(within(deck).getByRole('link', { name: 'Espeon & Swablu' })).toHaveAttribute('href', '/deck/espeon-b3a-020&swablu-b1-196');
    expect(deck).toHaveTextContent('(tier S)');

    // Of the list's cards, Cyrus (once) and Eevee (twice) are marked; Bulbasaur is not in the list.
    const marked = within(panel).getByRole('region', { name: 'Cards of this list you marked missing' });
    expect(
      within(marked)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Eevee B1 184 · marked missing ×2', 'Cyrus A2 150 · marked missing ×1']);

    expect(host.store.getState().missingCards.ids).toEqual(missing);
  });

  it('says so when the list fits no deck, and when none of its cards is marked', async () => {
    const { user, summary, panel } = await renderPanel();
    await user.click(summary);
    await user.type(within(panel).getByRole('textbox', { name: 'Deck list' }), '2 Sabrina A1 225');
    await user.click(within(panel).getByRole('button', { name: 'Check' }));
    expect(await within(panel).findByText('This list matches no deck of the tier list.')).toBeInTheDocument();
    expect(within(panel).getByText('You marked none of its cards missing.')).toBeInTheDocument();
    expect(within(panel).queryByRole('region', { name: 'Lines not placed' })).toBeNull();
  });

  it('names a deck of the data beyond the tier list, and says it is not on it', async () => {
    const { user, summary, panel } = await renderPanel();
    await user.click(summary);
    await user.click(within(panel).getByRole('textbox', { name: 'Deck list' }));
    await user.paste('2 Mega Kangaskhan ex B2 127\n2 Magby A4 32');
    await user.click(within(panel).getByRole('button', { name: 'Check' }));
    const deck = await within(panel).findByRole('region', { name: 'Deck of this list' });
    expect(within(deck).getByRole('link', { name: 'Mega Kangaskhan ex' })).toHaveAttribute('href', '/deck/mega-kangaskhan-ex-b2-127');
    expect(deck).toHaveTextContent('Not among the 30 decks of the tier list.');
  });

  it('reads nothing of a text over 5,000 characters or 100 lines, and says why', async () => {
    const { user, summary, panel } = await renderPanel(['a2-150']);
    await user.click(summary);
    const field = within(panel).getByRole('textbox', { name: 'Deck list' });
    await user.click(field);
    await user.paste('x'.repeat(5001));
    await user.click(within(panel).getByRole('button', { name: 'Check' }));
    await waitFor(() =>
      expect(within(panel).getByRole('status')).toHaveTextContent('This text is too long: at most 5,000 characters are read. Nothing was checked.'),
    );
    // The text stays as pasted, to shorten.
    expect(field).toHaveValue('x'.repeat(5001));
    await user.clear(field);
    await user.paste(Array.from({ length: 101 }, () => '1 Cyrus A2 150').join('\n'));
    await user.click(within(panel).getByRole('button', { name: 'Check' }));
    await waitFor(() =>
      expect(within(panel).getByRole('status')).toHaveTextContent('This text has too many lines: at most 100 lines are read. Nothing was checked.'),
    );
    expect(within(panel).queryByRole('region', { name: 'Cards of this list you marked missing' })).toBeNull();
  });

  it('says a text without a card line holds none', async () => {
    const { user, summary, panel } = await renderPanel();
    await user.click(summary);
    await user.type(within(panel).getByRole('textbox', { name: 'Deck list' }), 'Pokémon: 0');
    await user.click(within(panel).getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(within(panel).getByRole('status')).toHaveTextContent('No card line found. Paste a list with one card a line.'));
  });
});
