import { useId, type ReactNode, type Ref } from 'react';
import { Link } from 'shared-contracts';
import { useUiTranslation } from './texts/namespace';
import styles from './NotEnoughCards.module.css';

export interface NotEnoughCardsProps {
  /** What is wrong, in words; by default "No deck can be built without the cards you marked as missing." */
  text?: ReactNode;
  /** What the player can do on this page, one paragraph each. */
  hints?: readonly ReactNode[];
  /** The heading (focusable), for a page that moves focus to the message. */
  headingRef?: Ref<HTMLHeadingElement>;
  /** Called when the player follows "Try another deck" (to the tier list), e.g. to start again with all cards. */
  onTryAnother?: () => void;
  /** `data-testid` of the message. */
  testId?: string;
}

/**
 * "Not enough cards": the player's missing cards leave no deck (or no list of this deck), with hints
 * and the link to try another deck (the tier list). Test hook: `data-not-enough-cards`.
 */
export function NotEnoughCards({ text, hints = [], headingRef, onTryAnother, testId }: NotEnoughCardsProps) {
  const { t } = useUiTranslation();
  const titleId = useId();
  return (
    <section className={styles.notice} aria-labelledby={titleId} data-not-enough-cards data-testid={testId}>
      <h2 id={titleId} className={styles.title} ref={headingRef} tabIndex={-1}>
        {t('notEnough.title')}
      </h2>
      <p className={styles.text}>{text ?? t('notEnough.text')}</p>
      {hints.map((hint, i) => (
        <p key={i} className={styles.hint}>
          {hint}
        </p>
      ))}
      <Link className={styles.action} to="/tier-list" onClick={onTryAnother}>
        {t('notEnough.link')}
      </Link>
    </section>
  );
}
