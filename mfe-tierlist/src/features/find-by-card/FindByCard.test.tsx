import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigation } from 'shared-contracts';
import { renderWithHost, type TestHostOptions } from '@tcgp/dev-kit/testing';
import setup from '../../setup';
import TierListPage from '../../pages/TierListPage';
import { BLASTOISE, CHARIZARD, PIKA_MEWTWO, VENUSAUR, fixtureFiles } from '../../testing/fixtures';

const NOW = new Date('2026-06-30T00:00:00Z');

/** The address the page is at, as the router has it. */
function Where() {
  const { pathname, search } = useNavigation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

async function renderPage(route = '/tier-list', options: TestHostOptions = {}) {
  const host = await renderWithHost(
    <>
      <TierListPage now={NOW} />
      <Where />
    </>,
    { route, files: fixtureFiles(), premium: false, ...options, setups: [setup] },
  );
  await screen.findByTestId('tierlist-last-updated');
  return host;
}

const where = () => screen.getByTestId('where').textContent;
const combobox = () => screen.getByRole('combobox', { name: 'Decks with cards' });
const shownDeckIds = () => [...document.querySelectorAll('[data-deck-id]')].map((el) => el.getAttribute('data-deck-id'));
const tierOf = (deckId: string) => document.querySelector(`[data-deck-id="${deckId}"]`)?.closest('[data-tier]')?.getAttribute('data-tier') ?? null;
const optionNames = () =>
  within(screen.getByRole('listbox'))
    .queryAllByRole('option')
    .map((o) => o.textContent);
const count = () => screen.getByTestId('find-by-card-count').textContent;

describe('Decks with cards: the search field (combobox)', () => {
  it('finds cards as the player types, moves with the arrow keys, picks with Enter and keeps the tiers', async () => {
    const user = userEvent.setup();
    await renderPage();
    const input = combobox();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    await user.click(input);
    await user.keyboard('char');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Cards the decks play' });
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    // Names starting with the text, by name; each with its set and number.
    expect(optionNames()).toEqual(['Charizard ex A1-036', 'Charmander A1-033']);
    expect(input).not.toHaveAttribute('aria-activedescendant');

    const [charizard, charmander] = within(listbox).getAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', charizard?.id);
    expect(charizard).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', charmander?.id);
    await user.keyboard('{ArrowDown}'); // wraps
    expect(input).toHaveAttribute('aria-activedescendant', charizard?.id);
    await user.keyboard('{ArrowUp}'); // wraps back
    expect(input).toHaveAttribute('aria-activedescendant', charmander?.id);
    await user.keyboard('{ArrowUp}{Enter}');

    // Picked: in the address, as a chip; only the decks that play it, in the tier they have among all.
    expect(where()).toBe('/tier-list?with=a1-036');
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveFocus();
    expect(shownDeckIds()).toEqual([CHARIZARD]);
    expect(tierOf(CHARIZARD)).toBe('A');
    expect(count()).toBe('1 of 4 decks plays Charizard ex');
    expect(screen.getByRole('list', { name: 'Picked cards' })).toHaveTextContent('Charizard ex A1-036');
    // A picked card is not offered again.
    await user.keyboard('char');
    expect(optionNames()).toEqual(['Charmander A1-033']);
  });

  it('ignores case, accents and spaces, and picks with a click too', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.type(combobox(), 'POKE ball');
    expect(optionNames()).toEqual(['Poké Ball PA-005']);
    await user.click(screen.getByRole('option', { name: 'Poké Ball PA-005' }));
    expect(where()).toBe('/tier-list?with=pa-005');
    expect(shownDeckIds()).toHaveLength(4);
    expect(count()).toBe('4 of 4 decks play Poké Ball');
  });

  it('picks the only card left with Enter, closes with Escape and clears the text with a second Escape', async () => {
    const user = userEvent.setup();
    await renderPage();
    const input = combobox();
    await user.type(input, 'squirt');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveValue('squirt');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
    expect(where()).toBe('/tier-list');
    await user.type(input, 'squirt{Enter}');
    expect(where()).toBe('/tier-list?with=a1-053');
    expect(shownDeckIds()).toEqual([BLASTOISE]);
  });

  it('says when no card of the decks matches, and offers only cards the kept decks play', async () => {
    const user = userEvent.setup();
    // Both copies of Charizard ex missing: its deck is gone, and so is the card from the search.
    await renderPage('/tier-list', { missing: ['a1-036', 'a1-036'] });
    await user.type(combobox(), 'charizard');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('No card of these decks matches “charizard”.')).toBeInTheDocument();
  });
});

describe('Decks with cards: picked cards in the address', () => {
  it('reads two cards from the address, shows them as chips, and removes one and then all', async () => {
    const user = userEvent.setup();
    await renderPage('/tier-list?with=a1-096,a1-129');
    expect(shownDeckIds()).toEqual([PIKA_MEWTWO]);
    expect(tierOf(PIKA_MEWTWO)).toBe('E');
    expect(count()).toBe('1 of 4 decks plays Pikachu ex and Mewtwo ex');
    const chips = screen.getByRole('list', { name: 'Picked cards' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('data-picked-card')),
    ).toEqual(['a1-096', 'a1-129']);

    await user.click(screen.getByRole('button', { name: 'Remove Mewtwo ex' }));
    expect(where()).toBe('/tier-list?with=a1-096');
    expect(combobox()).toHaveFocus();
    expect(count()).toBe('1 of 4 decks plays Pikachu ex');

    await user.type(combobox(), 'venu{Enter}');
    expect(where()).toBe('/tier-list?with=a1-096,a1-004');
    // No deck plays both: said, with the way back to all decks.
    const empty = screen.getByTestId('find-by-card-empty');
    expect(within(empty).getByRole('heading')).toHaveTextContent('No deck plays Pikachu ex and Venusaur ex');
    expect(count()).toBe('0 of 4 decks play Pikachu ex and Venusaur ex');
    expect(shownDeckIds()).toEqual([]);
    await user.click(within(empty).getByRole('button', { name: 'Show all decks' }));
    expect(where()).toBe('/tier-list');
    expect(shownDeckIds()).toHaveLength(4);
    expect(screen.queryByRole('list', { name: 'Picked cards' })).toBeNull();
  });

  it('removes every card at once', async () => {
    const user = userEvent.setup();
    await renderPage('/tier-list?with=pa-005,a1-004');
    expect(shownDeckIds()).toEqual([VENUSAUR]);
    await user.click(screen.getByRole('button', { name: 'Remove all cards' }));
    expect(where()).toBe('/tier-list');
    expect(shownDeckIds()).toHaveLength(4);
    expect(combobox()).toHaveFocus();
  });

  it('drops an unknown or malformed id with a notice and cleans the address, never an error', async () => {
    await renderPage('/tier-list?with=zz-999,a1-036,a1-036,%3Cb%3E');
    expect(await screen.findByText('The address named cards we do not know (zz-999 and <b>): they were left out.')).toBeInTheDocument();
    expect(where()).toBe('/tier-list?with=a1-036');
    expect(shownDeckIds()).toEqual([CHARIZARD]);
  });

  it(`keeps at most 5 cards, says which were left out, and offers no sixth`, async () => {
    const user = userEvent.setup();
    await renderPage('/tier-list?with=pa-005,pa-007,a1-001,a1-004,a1-033,a1-036');
    expect(await screen.findByText('At most 5 cards can be picked at once: Charizard ex was left out.')).toBeInTheDocument();
    expect(where()).toBe('/tier-list?with=pa-005,pa-007,a1-001,a1-004,a1-033');
    await user.type(combobox(), 'squirt');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('You have picked 5 cards, the most at once: remove one to pick another.')).toBeInTheDocument();
  });

  it('counts in the page language', async () => {
    await renderPage('/tier-list?with=a1-096,a1-129', { language: 'de' });
    expect(count()).toBe('1 von 4 Decks spielt Pikachu ex und Mewtwo ex');
    expect(screen.getByRole('button', { name: 'Mewtwo ex entfernen' })).toBeInTheDocument();
  });
});
