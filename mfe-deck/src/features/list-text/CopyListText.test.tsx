import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Card } from '@tcgp/domain';
import { DATA_FILES } from '@tcgp/schemas';
import { renderWithHost, snapshotFiles } from '@tcgp/dev-kit/testing';
import setup from '../../setup';
import DeckDetailPage from '../../pages/DeckDetailPage';

const ESPEON = 'espeon-b3a-020&swablu-b1-196';

/** The best list of Espeon & Swablu in the real snapshot, as the deck page orders it. */
const ESPEON_TEXT = [
  'Pokémon: 12',
  '2 Mega Altaria ex B1 102',
  '2 Espeon B3a 20',
  '2 Darkrai B2b 40',
  '2 Igglybuff A4a 59',
  '2 Eevee B1 184',
  '2 Swablu B1 196',
  '',
  'Trainer: 8',
  '1 Sabrina A1 225',
  '1 Cyrus A2 150',
  '1 Copycat B1 225',
  '1 Lisia B1 226',
  '1 Training Area B2 153',
  '1 Poké Ball P-A 5',
  "2 Professor's Research P-A 7",
].join('\n');

function stubClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: writeText ? { writeText } : undefined });
}
const domError = (name: string) => Object.assign(new Error(name), { name });

afterEach(() => {
  Reflect.deleteProperty(navigator, 'clipboard');
});

/** The deck page of Espeon & Swablu; `stub` runs after user-event has set up (it installs a clipboard of its own). */
async function renderDeck(stub: () => void, language?: 'de') {
  const user = userEvent.setup();
  stub();
  const files = snapshotFiles();
  // German names of two cards, as the data publish step adds them from TCGdex.
  const german: Record<string, string> = { 'b3a-020': 'Psiana', 'b1-184': 'Evoli' };
  files[DATA_FILES.cards] = (files[DATA_FILES.cards] as Card[]).map((card) => (german[card.id] ? { ...card, names: { de: german[card.id] } } : card));
  await renderWithHost(<DeckDetailPage />, {
    route: `/deck/${encodeURIComponent(ESPEON)}`,
    path: '/deck/:deckId',
    setups: [setup],
    premium: false,
    files,
    ...(language ? { language } : {}),
  });
  const button = await screen.findByRole('button', { name: language === 'de' ? 'Als Text kopieren' : 'Copy as text' });
  const area = button.closest<HTMLElement>('[data-copy-list]');
  if (!area) throw new Error('no copy area');
  return { user, button, area };
}

describe('Copy as text', () => {
  it('copies the best list in the text format and says "List copied" in its live region', async () => {
    const writeText = jest.fn(async (_text: string) => undefined);
    const { user, button, area } = await renderDeck(() => stubClipboard(writeText));
    expect(within(area).getByRole('status')).toBeEmptyDOMElement();
    await user.click(button);
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(writeText).toHaveBeenCalledWith(ESPEON_TEXT);
    expect(within(area).getByRole('status')).toHaveTextContent('List copied');
    expect(within(area).queryByRole('textbox')).toBeNull();
  });

  it('copies the English names from a German page', async () => {
    const writeText = jest.fn(async (_text: string) => undefined);
    const { user, button, area } = await renderDeck(() => stubClipboard(writeText), 'de');
    expect(screen.getByRole('heading', { level: 1, name: 'Psiana & Swablu' })).toBeInTheDocument();
    await user.click(button);
    expect(writeText).toHaveBeenCalledWith(ESPEON_TEXT);
    expect(within(area).getByRole('status')).toHaveTextContent('Liste kopiert');
  });

  it('shows the list, selected, in a read-only field when the clipboard is refused', async () => {
    const { user, button, area } = await renderDeck(() =>
      stubClipboard(async () => {
        throw domError('NotAllowedError');
      }),
    );
    await user.click(button);
    expect(within(area).getByRole('status')).toHaveTextContent('Could not copy');
    const field = within(area).getByRole<HTMLTextAreaElement>('textbox', { name: 'Your browser did not let the site copy. Select the list and copy it:' });
    expect(field).toHaveValue(ESPEON_TEXT);
    expect(field).toHaveAttribute('readonly');
    expect(button).toHaveAccessibleDescription('Your browser did not let the site copy. Select the list and copy it:');
    // Selected for Ctrl+C once painted.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(field.selectionStart).toBe(0);
    expect(field.selectionEnd).toBe(ESPEON_TEXT.length);
  });

  it('shows the list to copy by hand where there is no clipboard at all', async () => {
    const { user, button, area } = await renderDeck(() => stubClipboard(undefined));
    await user.click(button);
    expect(within(area).getByRole('textbox')).toHaveValue(ESPEON_TEXT);
  });
});
