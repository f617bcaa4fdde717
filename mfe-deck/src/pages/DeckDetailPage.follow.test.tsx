import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectFollowedDecks } from 'shared-contracts';
import { renderWithHost, snapshotFiles } from '@tcgp/dev-kit/testing';
import setup from '../setup';
import DeckDetailPage from './DeckDetailPage';

const ESPEON = 'espeon-b3a-020&swablu-b1-196';

describe('DeckDetailPage: the follow star in the head', () => {
  it('follows and unfollows the deck from beside its name, outside any link', async () => {
    const { store } = await renderWithHost(<DeckDetailPage />, {
      route: `/deck/${encodeURIComponent(ESPEON)}`,
      path: '/deck/:deckId',
      setups: [setup],
      premium: false,
      files: snapshotFiles(),
    });
    await screen.findByRole('heading', { level: 1, name: 'Espeon & Swablu' });
    const star = screen.getByRole('button', { name: 'Follow Espeon & Swablu' });
    expect(star.closest('a')).toBeNull();
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    expect(selectFollowedDecks(store.getState())).toEqual([ESPEON]);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(star);
    expect(selectFollowedDecks(store.getState())).toEqual([]);
  });
});
