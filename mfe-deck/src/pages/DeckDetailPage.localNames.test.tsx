import { screen, waitFor } from '@testing-library/react';
import { renderWithHost } from '@tcgp/dev-kit/testing';
import type { LanguageCode } from 'shared-contracts';
import { DATA_FILES } from '@tcgp/schemas';
import setup from '../setup';
import { FIXTURE_CARDS, fixtureArchetype, fixtureFiles, fixtureList } from '../testing/fixtures';
import DeckDetailPage from './DeckDetailPage';

/** Alpha (tst-001) and Poké Ball (tst-101) with local names, as cards.json carries them. */
const CARDS = FIXTURE_CARDS.map((card) =>
  card.id === 'tst-001'
    ? { ...card, names: { de: 'Alpha-DE', ja: 'アルファ' } }
    : card.id === 'tst-101'
      ? { ...card, names: { de: 'Pokéball', ja: 'モンスターボール' } }
      : card,
);
const DECK = 'alpha-tst-001';

async function render(language: LanguageCode, name: string) {
  const files = { ...fixtureFiles([fixtureArchetype(DECK, [fixtureList('tst-001', 0.6)])]), [DATA_FILES.cards]: CARDS };
  await renderWithHost(<DeckDetailPage />, { route: `/deck/${DECK}`, path: '/deck/:deckId', setups: [setup], premium: false, files, language });
  // The deck's heading once the data is there (a loading title comes first), and its list right after.
  const heading = await screen.findByRole('heading', { level: 1, name });
  await waitFor(() => expect(tile('tst-101')).not.toBeNull());
  return heading;
}

const tile = (id: string) => document.querySelector(`[data-deck-id="${DECK}"] [data-card-id="${id}"]`);

describe('the deck page in the page language', () => {
  it('names the deck and its cards in German, with the English name under the title and in the tooltips', async () => {
    const title = await render('de', 'Alpha-DE');
    expect(title).toHaveTextContent('Alpha-DE');
    expect(screen.getByText('Englischer Name:').closest('[data-english-name]')).toHaveTextContent('Englischer Name: Alpha');
    expect(document.querySelector('[data-english-name] [lang="en"]')).toHaveTextContent(/^Alpha$/);
    expect(tile('tst-101')).toHaveTextContent('Pokéball');
    expect(tile('tst-101')).toHaveAttribute('title', 'Pokéball (Poké Ball)');
    // A card without a local name: its English name, once.
    expect(tile('tst-102')).toHaveAttribute('title', "Professor's Research");
  });

  it('names them in Japanese on a Japanese page', async () => {
    const title = await render('ja', 'アルファ');
    expect(title).toHaveTextContent('アルファ');
    expect(tile('tst-101')).toHaveTextContent('モンスターボール');
  });

  it('has no English line on an English page', async () => {
    const title = await render('en', 'Alpha');
    expect(title).toHaveTextContent('Alpha');
    expect(document.querySelector('[data-english-name]')).toBeNull();
    expect(tile('tst-101')).toHaveAttribute('title', 'Poké Ball');
  });
});
