import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigation } from 'shared-contracts';
import { renderWithHost, type TestHostOptions } from '@tcgp/dev-kit/testing';
import setup from '../../setup';
import TierListPage from '../../pages/TierListPage';
import { BLASTOISE, CHARIZARD, FIXTURE_SUMMARY, PIKA_MEWTWO, VENUSAUR, fixtureFiles } from '../../testing/fixtures';

const NOW = new Date('2026-06-30T00:00:00Z');

/** The address the page is at, as the router has it. */
function Where() {
  const { pathname, search } = useNavigation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

// Games: Venusaur ex 400, Blastoise 350, Charizard ex 100, Pikachu ex & Mewtwo ex 99.
const files = () =>
  fixtureFiles({
    'matchup-summary.json': {
      ...FIXTURE_SUMMARY,
      [CHARIZARD]: { winRate: 0.45, totalGames: 100 },
      [PIKA_MEWTWO]: { winRate: 0.6, totalGames: 99 },
    },
  });

async function renderPage(route = '/tier-list', options: TestHostOptions = {}) {
  const host = await renderWithHost(
    <>
      <TierListPage now={NOW} />
      <Where />
    </>,
    { route, files: files(), premium: false, ...options, setups: [setup] },
  );
  await screen.findByTestId('tierlist-last-updated');
  return host;
}

const where = () => screen.getByTestId('where').textContent;
const select = () => screen.getByRole('combobox', { name: 'Minimum games' });
const shownDeckIds = () => [...document.querySelectorAll('[data-deck-id]')].map((el) => el.getAttribute('data-deck-id'));
const tierOf = (deckId: string) => document.querySelector(`[data-deck-id="${deckId}"]`)?.closest('[data-tier]')?.getAttribute('data-tier') ?? null;
const count = () => screen.getByTestId('min-games-count').textContent;

describe('Minimum games on the tier list', () => {
  it('is "Any" by default, for free users too: every deck shown, nothing counted, the address unchanged', async () => {
    await renderPage();
    expect(select()).toHaveValue('0');
    expect(
      within(select())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any', '50 or more', '100 or more', '500 or more']);
    expect(shownDeckIds()).toEqual([VENUSAUR, CHARIZARD, BLASTOISE, PIKA_MEWTWO]);
    expect(count()).toBe('');
    expect(where()).toBe('/tier-list');
  });

  it('hides decks below the minimum (exactly the minimum stays); the others keep their tier; the choice goes to the address', async () => {
    const user = userEvent.setup();
    await renderPage();
    await user.selectOptions(select(), '100');
    expect(shownDeckIds()).toEqual([VENUSAUR, CHARIZARD, BLASTOISE]);
    expect(tierOf(CHARIZARD)).toBe('A');
    expect(tierOf(BLASTOISE)).toBe('D');
    expect(count()).toBe('3 of 4 decks have 100 games or more');
    expect(where()).toBe('/tier-list?min-games=100');
    await user.selectOptions(select(), '500');
    expect(shownDeckIds()).toEqual([]);
    expect(count()).toBe('0 of 4 decks have 500 games or more');
    await user.selectOptions(select(), '0');
    expect(shownDeckIds()).toHaveLength(4);
    expect(where()).toBe('/tier-list');
  });

  it('reads the choice from the address, together with the picked cards', async () => {
    await renderPage('/tier-list?with=a1-036&min-games=50');
    expect(select()).toHaveValue('50');
    expect(shownDeckIds()).toEqual([CHARIZARD]);
    expect(count()).toBe('4 of 4 decks have 50 games or more');
  });

  it('reads a value it does not offer as "Any" and cleans the address', async () => {
    await renderPage('/tier-list?min-games=75');
    expect(select()).toHaveValue('0');
    expect(shownDeckIds()).toHaveLength(4);
    expect(where()).toBe('/tier-list');
  });

  it('speaks German', async () => {
    const user = userEvent.setup();
    await renderPage('/tier-list', { language: 'de' });
    const field = screen.getByRole('combobox', { name: 'Mindestzahl an Spielen' });
    await user.selectOptions(field, '100');
    expect(count()).toBe('3 von 4 Decks haben 100 oder mehr Spiele');
    expect(shownDeckIds()).not.toContain(PIKA_MEWTWO);
    expect(shownDeckIds()).toContain(VENUSAUR);
  });
});
