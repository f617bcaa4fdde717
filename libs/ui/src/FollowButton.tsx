import { followChanged, selectFollowedDecks, useAppDispatch, useAppSelector } from 'shared-contracts';
import { MAX_FOLLOWS } from '@tcgp/domain';
import { useHydrated } from './hydration';
import { useUiTranslation } from './texts/namespace';
import styles from './FollowButton.module.css';

export interface FollowButtonProps {
  deckId: string;
  /** The deck's readable name, in the button's accessible name ("Follow Venusaur ex"). */
  deckName: string;
  className?: string;
}

/**
 * The star that follows a deck: a toggle button (`aria-pressed`) named "Follow {deck}", its tooltip
 * "Unfollow {deck}" while followed. The followed decks live in the browser (and the account), which
 * the prerendered page cannot know: the star appears once the page is hydrated, so the published
 * markup never depends on storage. At MAX_FOLLOWS followed decks, another one cannot be followed
 * (the tooltip says why). A 44×44 px target; the star itself is a character, no icon library.
 */
export function FollowButton({ deckId, deckName, className }: FollowButtonProps) {
  const { t } = useUiTranslation();
  const hydrated = useHydrated();
  const dispatch = useAppDispatch();
  const followed = useAppSelector((state) => selectFollowedDecks(state).includes(deckId));
  const full = useAppSelector((state) => selectFollowedDecks(state).length >= MAX_FOLLOWS);
  if (!hydrated) return null;
  const name = t('follow.follow', { deck: deckName });
  const refused = !followed && full;
  return (
    <button
      type="button"
      className={`${styles.star} ${className ?? ''}`}
      aria-pressed={followed}
      aria-label={name}
      aria-disabled={refused || undefined}
      title={followed ? t('follow.unfollow', { deck: deckName }) : refused ? t('follow.full', { count: MAX_FOLLOWS }) : name}
      data-followed={followed}
      onClick={() => {
        if (!refused) dispatch(followChanged(deckId, !followed));
      }}
    >
      <span aria-hidden="true">{followed ? '★' : '☆'}</span>
    </button>
  );
}
