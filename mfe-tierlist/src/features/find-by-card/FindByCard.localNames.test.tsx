import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Card } from '@tcgp/domain';
import type { LanguageCode } from 'shared-contracts';
import { renderWithHost } from '@tcgp/dev-kit/testing';
import setup from '../../setup';
import TierListPage from '../../pages/TierListPage';
import { CHARIZARD, FIXTURE_CARDS, fixtureFiles } from '../../testing/fixtures';

const NOW = new Date('2026-06-30T00:00:00Z');

/** The fixture's catalogue with the local names cards.json carries (TCGdex's, the Japanese cards'). */
const NAMES: Record<string, Card['names']> = {
  'a1-036': { de: 'Glurak-ex', fr: 'Dracaufeu-ex', ja: 'リザードンex' },
  'a1-033': { de: 'Glumanda', fr: 'Salamèche', ja: 'ヒトカゲ' },
  'pa-007': { de: 'Forschung des Professors', ja: '博士の研究' },
};
const CARDS = FIXTURE_CARDS.map((card) => (NAMES[card.id] ? { ...card, names: NAMES[card.id] } : card));

async function renderPage(language: LanguageCode) {
  await renderWithHost(<TierListPage now={NOW} />, {
    route: '/tier-list',
    files: fixtureFiles({ 'cards.json': CARDS }),
    premium: false,
    language,
    setups: [setup],
  });
  await screen.findByTestId('tierlist-last-updated');
}

const optionNames = () =>
  within(screen.getByRole('listbox'))
    .queryAllByRole('option')
    .map((o) => o.textContent);
const deckTile = (deckId: string) => document.querySelector(`[data-deck-id="${deckId}"]`);

describe('Decks with cards in the page language', () => {
  it('finds Charizard ex on a German page by its German name "Glurak", shown as Glurak-ex', async () => {
    const user = userEvent.setup();
    await renderPage('de');
    const input = screen.getByRole('combobox', { name: 'Decks mit Karten' });
    expect(input).toHaveAttribute('placeholder', 'z. B. Glurak-ex');
    await user.click(input);
    await user.keyboard('Glurak');
    expect(optionNames()).toEqual(['Glurak-ex A1-036']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('button', { name: 'Glurak-ex entfernen' })).toBeInTheDocument();
    expect(deckTile(CHARIZARD)).toHaveTextContent('Glurak-ex');
  });

  it('finds it by its English name "Charizard" too, and by "Glumanda" its German basic', async () => {
    const user = userEvent.setup();
    await renderPage('de');
    const input = screen.getByRole('combobox', { name: 'Decks mit Karten' });
    await user.click(input);
    await user.keyboard('Charizard');
    expect(optionNames()).toEqual(['Glurak-ex A1-036']);
    await user.clear(input);
    await user.keyboard('Glum');
    expect(optionNames()).toEqual(['Glumanda A1-033']);
  });

  it('finds リザードンex on a Japanese page by "リザードン", and names the deck in Japanese', async () => {
    const user = userEvent.setup();
    await renderPage('ja');
    const input = screen.getByRole('combobox', { name: 'カードを使うデッキ' });
    await user.click(input);
    await user.keyboard('リザードン');
    expect(optionNames()).toEqual(['リザードンex A1-036']);
    expect(deckTile(CHARIZARD)).toHaveTextContent('リザードンex');
  });

  it('shows the English name where a language has none (Korean here)', async () => {
    await renderPage('ko');
    expect(deckTile(CHARIZARD)).toHaveTextContent('Charizard ex');
  });
});
