import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import type { CardIndex } from '@tcgp/rules';
import type { Card } from '@tcgp/domain';
import { addMissing, replaceMissing } from 'shared-contracts';
import { renderUi } from './testing/renderUi';
import { MissingCardsPanel } from './MissingCardsPanel';

const card = (id: string, name: string): Card => ({ id, name, type: 'Trainer', ex: 'No', set: id.split('-')[0] ?? '' });
const CARDS: CardIndex = new Map([
  ['pa-005', card('pa-005', 'Poké Ball')],
  ['a2-150', card('a2-150', 'Cyrus')],
]);

describe('MissingCardsPanel', () => {
  it('shows the empty state with the page hint, and no Clear all', async () => {
    await renderUi(<MissingCardsPanel cards={CARDS} emptyHint="Click the cards you lack." testId="panel" />);
    const panel = screen.getByRole('region', { name: 'Your missing cards (0)' });
    expect(panel).toBe(screen.getByTestId('panel'));
    expect(panel).toHaveAttribute('data-missing-cards', '0');
    expect(panel).toHaveTextContent('You have not marked any card as missing yet.');
    expect(panel).toHaveTextContent('Click the cards you lack.');
    expect(panel).not.toHaveTextContent('kept in this browser');
    expect(within(panel).queryByRole('button')).toBeNull();
  });

  it('lists one entry per card with its tile, copies and name; Remove takes every copy and says so', async () => {
    const user = userEvent.setup();
    const { store } = await renderUi(<MissingCardsPanel cards={CARDS} summary={(n) => `Avoiding ${n} cards.`} />, {
      missing: ['a2-150', 'pa-005', 'a2-150'],
    });
    const panel = screen.getByRole('region', { name: 'Your missing cards (2)' });
    expect(panel).toHaveAttribute('data-missing-cards', '3');
    expect(panel).toHaveTextContent('Avoiding 2 cards.');
    expect(panel).toHaveTextContent('Your missing cards are kept in this browser; when you are signed in, they are saved to your account too.');
    expect([...panel.querySelectorAll('[data-missing-card]')].map((e) => e.getAttribute('data-missing-card'))).toEqual(['a2-150', 'pa-005']);
    const cyrus = panel.querySelector('[data-missing-card="a2-150"]') as HTMLElement;
    expect(within(cyrus).getByText('×2')).toBeInTheDocument();
    expect(within(cyrus).getByTitle('Cyrus')).toHaveAttribute('data-card-id', 'a2-150');
    expect(within(panel).getByRole('button', { name: 'Remove Poké Ball from your missing cards' })).toHaveTextContent('Remove');

    await user.click(within(panel).getByRole('button', { name: 'Remove all 2 copies of Cyrus from your missing cards' }));
    expect(store.getState().missingCards.ids).toEqual(['pa-005']);
    // The button is gone with its entry: focus goes to the heading, and the removal is announced.
    expect(within(panel).getByRole('heading', { name: 'Your missing cards (1)' })).toHaveFocus();
    expect(within(panel).getByText('Cyrus removed from your missing cards.')).toBeInTheDocument();
  });

  it('drops cards the catalogue does not know and names them in a notice, keeping the undo', async () => {
    const user = userEvent.setup();
    const { store } = await renderUi(<MissingCardsPanel cards={CARDS} />, { missing: ['a2-150'] });
    act(() => {
      store.dispatch(replaceMissing(['a2-150', 'zz-999', 'pa-005', 'zz-999', 'b9-001'], 'user'));
    });
    expect(store.getState().missingCards.ids).toEqual(['a2-150', 'pa-005']);
    const notice = screen.getByText("These 2 cards are no longer in the site's data and were removed from your missing cards: zz-999, b9-001.");
    expect(notice.closest('[data-dropped-cards]')).toHaveAttribute('data-dropped-cards', 'zz-999 b9-001');
    expect(screen.getByRole('button', { name: 'Undo: bring back your previous list' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/no longer in the site's data/)).toBeNull();
  });

  it('undoes the last change, says what it undoes, and then has nothing to undo', async () => {
    const user = userEvent.setup();
    const { store } = await renderUi(<MissingCardsPanel cards={CARDS} />, { missing: ['pa-005'] });
    // The host's own mark counts as the last change.
    expect(screen.getByRole('button', { name: 'Undo marking Poké Ball as missing' })).toHaveTextContent('Undo');
    act(() => {
      store.dispatch(addMissing(['a2-150', 'a2-150']));
    });
    await user.click(screen.getByRole('button', { name: 'Undo marking Cyrus as missing' }));
    expect(store.getState().missingCards.ids).toEqual(['pa-005']);
    expect(screen.getByRole('heading', { name: 'Your missing cards (1)' })).toHaveFocus();
    expect(screen.getByText('Undone: your list is back as it was.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Undo/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Remove Poké Ball from your missing cards' }));
    await user.click(screen.getByRole('button', { name: 'Undo removing Poké Ball' }));
    expect(store.getState().missingCards.ids).toEqual(['pa-005']);
  });

  it('clears every card with Clear all only after a confirmation, then focuses the heading passed in; Undo brings them back', async () => {
    const user = userEvent.setup();
    const headingRef = createRef<HTMLHeadingElement>();
    const { store } = await renderUi(<MissingCardsPanel cards={CARDS} headingRef={headingRef} />, { missing: ['pa-005', 'a2-150'] });
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(store.getState().missingCards.ids).toEqual(['pa-005', 'a2-150']);
    const confirm = screen.getByRole('group', { name: 'Clear all' });
    expect(confirm).toHaveTextContent('Remove all 2 missing cards?');
    expect(within(confirm).getByRole('button', { name: 'Yes, clear all' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(store.getState().missingCards.ids).toEqual(['pa-005', 'a2-150']);
    expect(screen.queryByRole('group', { name: 'Clear all' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Clear all' })).toBeNull();
    expect(headingRef.current).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    await user.click(screen.getByRole('button', { name: 'Yes, clear all' }));
    expect(store.getState().missingCards.ids).toEqual([]);
    expect(headingRef.current).toHaveTextContent('Your missing cards (0)');
    expect(headingRef.current).toHaveFocus();
    expect(screen.getByText('All missing cards removed.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo Clear all' }));
    expect(store.getState().missingCards.ids).toEqual(['pa-005', 'a2-150']);
  });

  it('in the compact variant shows no entries, but the count, Undo and Clear all', async () => {
    await renderUi(<MissingCardsPanel cards={CARDS} variant="compact" />, { missing: ['pa-005', 'a2-150'] });
    expect(screen.getByRole('region', { name: 'Your missing cards (2)' }).querySelector('[data-missing-card]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Clear all' })).toBeInTheDocument();
  });

  it('follows cards marked elsewhere, and links to the pages that leave them out', async () => {
    const { store } = await renderUi(<MissingCardsPanel cards={CARDS} links={['tierList', 'deck']} />);
    expect(screen.queryByRole('link')).toBeNull();
    act(() => {
      store.dispatch(addMissing('pa-005'));
    });
    expect(screen.getByRole('region', { name: 'Your missing cards (1)' })).toHaveTextContent('Poké Ball');
    expect(screen.getByRole('link', { name: 'Tier list without them' })).toHaveAttribute('href', '/tier-list');
    expect(screen.getByRole('link', { name: 'Best deck without them' })).toHaveAttribute('href', '/deck');
  });

  it('speaks the page language, plurals included', async () => {
    await renderUi(<MissingCardsPanel cards={CARDS} />, { language: 'de', missing: ['a2-150', 'a2-150', 'pa-005'] });
    expect(screen.getByRole('region', { name: 'Deine fehlenden Karten (2)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alle 2 Exemplare von Cyrus aus deinen fehlenden Karten entfernen' })).toHaveTextContent('Entfernen');
    expect(screen.getByRole('button', { name: 'Poké Ball aus deinen fehlenden Karten entfernen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alle entfernen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Markierung von Cyrus als fehlend rückgängig machen' })).toHaveTextContent('Rückgängig');
  });
});
