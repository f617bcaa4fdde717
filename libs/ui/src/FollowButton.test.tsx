import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { followChanged, replaceFollows, selectFollowedDecks } from 'shared-contracts';
import { renderUi } from './testing/renderUi';
import { FollowButton } from './FollowButton';

describe('FollowButton', () => {
  it('follows and unfollows the deck: a toggle named "Follow Venusaur ex", pressed while followed', async () => {
    const { store } = await renderUi(<FollowButton deckId="venusaur-ex" deckName="Venusaur ex" />);
    const star = screen.getByRole('button', { name: 'Follow Venusaur ex' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    expect(selectFollowedDecks(store.getState())).toEqual(['venusaur-ex']);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(star).toHaveAttribute('title', 'Unfollow Venusaur ex');
    // The keyboard works as on any button.
    star.focus();
    await userEvent.keyboard('{Enter}');
    expect(selectFollowedDecks(store.getState())).toEqual([]);
    expect(star).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows what another part of the page followed (the store is the one truth)', async () => {
    const { store } = await renderUi(<FollowButton deckId="venusaur-ex" deckName="Venusaur ex" />);
    act(() => {
      store.dispatch(followChanged('venusaur-ex', true));
    });
    expect(screen.getByRole('button', { name: 'Follow Venusaur ex' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('cannot follow a 101st deck, and says why; a followed one can still be unfollowed', async () => {
    const { store } = await renderUi(
      <>
        <FollowButton deckId="venusaur-ex" deckName="Venusaur ex" />
        <FollowButton deckId="deck-0" deckName="Deck 0" />
      </>,
    );
    act(() => {
      store.dispatch(replaceFollows(Array.from({ length: 100 }, (_, i) => `deck-${i}`)));
    });
    const star = screen.getByRole('button', { name: 'Follow Venusaur ex' });
    expect(star).toHaveAttribute('aria-disabled', 'true');
    expect(star).toHaveAttribute('title', 'You follow 100 decks, the most there can be. Unfollow one first.');
    await userEvent.click(star);
    expect(selectFollowedDecks(store.getState())).toHaveLength(100);
    await userEvent.click(screen.getByRole('button', { name: 'Follow Deck 0' }));
    expect(selectFollowedDecks(store.getState())).toHaveLength(99);
  });

  it('is not in the server-rendered markup (the followed decks are only known in the browser)', async () => {
    const { Wrapper } = await renderUi(<span />);
    expect(
      renderToString(
        <Wrapper>
          <FollowButton deckId="venusaur-ex" deckName="Venusaur ex" />
        </Wrapper>,
      ),
    ).not.toContain('button');
  });

  it('speaks the page language', async () => {
    await renderUi(<FollowButton deckId="venusaur-ex" deckName="Bisaflor-ex" />, { language: 'de' });
    expect(screen.getByRole('button', { name: 'Bisaflor-ex folgen' })).toBeInTheDocument();
  });
});
