import { useMemo } from 'react';
import { countMissing } from '@tcgp/rules';
import { Link, ROUTES, fullMetaShown, selectFullMeta, selectShownMissingIds, useAppDispatch, useAppSelector } from 'shared-contracts';
import { useUiTranslation } from './texts/namespace';
import styles from './PersonalViewLine.module.css';

export interface PersonalViewLineProps {
  /** `data-testid` of the line. */
  testId?: string;
  /**
   * What the line tells, when the page holds its view still for a moment (the finder after a tap, so
   * that nothing above the tapped card moves under the finger); by default the store's, as it is.
   */
  shown?: PersonalViewShown;
}

/** The missing cards a view follows and whether the full meta shows instead. */
export interface PersonalViewShown {
  missingIds: readonly string[];
  fullMeta: boolean;
}

/** What a personal view line tells now: the store's missing cards shown and the full meta toggle. */
export function usePersonalViewShown(): PersonalViewShown {
  const missingIds = useAppSelector(selectShownMissingIds);
  const fullMeta = useAppSelector(selectFullMeta);
  return useMemo(() => ({ missingIds, fullMeta }), [missingIds, fullMeta]);
}

/**
 * The line at the top of a view the missing cards change (tier list, cards list, best deck finder):
 * "Your view: 5 cards left out", with "Show the full meta" (the published view, the player's list
 * untouched) and a link to edit the list; while the full meta shows, it says so, with "Show your view".
 * Nothing without missing cards. The toggle is the store's (`ui.fullMeta`), so every page follows it.
 *
 * Test hook: `data-personal-view` is `personal` or `full`.
 */
export function PersonalViewLine({ testId, shown }: PersonalViewLineProps) {
  const { t } = useUiTranslation();
  const dispatch = useAppDispatch();
  const current = usePersonalViewShown();
  const { missingIds: missing, fullMeta } = shown ?? current;
  // Distinct cards, as the missing cards panel counts them (two copies of a card are one card left out).
  const count = useMemo(() => countMissing(missing).size, [missing]);
  if (count === 0) return null;
  return (
    <div className={styles.line} data-personal-view={fullMeta ? 'full' : 'personal'} data-testid={testId}>
      <p className={styles.text} aria-live="polite">
        {fullMeta ? t('personalView.fullMeta') : t('personalView.yours', { count })}
      </p>
      <button type="button" className={styles.toggle} onClick={() => dispatch(fullMetaShown(!fullMeta))}>
        {fullMeta ? t('personalView.showYours') : t('personalView.showFullMeta')}
      </button>
      <Link className={styles.edit} to={ROUTES.collection}>
        {t('personalView.edit')}
      </Link>
    </div>
  );
}
