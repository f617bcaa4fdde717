import { useTranslation } from 'shared-contracts';
import type { RankChange } from '@tcgp/rules';
import styles from './RankChangeBadge.module.css';

const ARROWS = { up: '▲', down: '▼', same: '=' } as const;

/** A rank change in words: "Up 2 places since last week (was 3)", "Same rank as last week", "New: …". */
export function useRankChangeWords(): (change: RankChange) => string {
  const { t } = useTranslation('tierlist');
  return (change) => {
    if (change.kind === 'new') return t('rankChange.newLabel');
    if (change.kind === 'same') return t('rankChange.same');
    return t(`rankChange.${change.kind}`, { count: change.by, rank: change.rank, lastRank: change.lastRank });
  };
}

/**
 * A deck's rank change since last week on its tile: ▲ 3 (up three places), ▼ 2, = (same rank) or
 * "New". The arrow is for the eye; the words (also the tooltip) for everyone. Test hooks:
 * `data-rank-change` (up, down, same, new) and `data-rank-by`.
 */
export function RankChangeBadge({ change }: { change: RankChange }) {
  const { t } = useTranslation('tierlist');
  const words = useRankChangeWords()(change);
  return (
    <span
      className={`${styles.badge} ${styles[change.kind]}`}
      title={words}
      data-rank-change={change.kind}
      data-rank-by={'by' in change ? change.by : undefined}
    >
      <span aria-hidden="true">{change.kind === 'new' ? t('rankChange.new') : 'by' in change ? `${ARROWS[change.kind]}\u00a0${change.by}` : ARROWS.same}</span>
      <span className="visually-hidden">{words}</span>
    </span>
  );
}
