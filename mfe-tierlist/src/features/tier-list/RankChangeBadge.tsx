import { useTranslation } from 'shared-contracts';
import type { RankChange } from '@tcgp/rules';
import styles from './RankChangeBadge.module.css';

const ARROWS = { up: '▲', down: '▼', same: '=' } as const;

/**
 * A deck's rank change since last week on its tile: ▲ 3 (up three places), ▼ 2, = (same rank) or
 * "New". The arrow is for the eye; the words (also the tooltip) for everyone. Test hooks:
 * `data-rank-change` (up, down, same, new) and `data-rank-by`.
 */
export function RankChangeBadge({ change }: { change: RankChange }) {
  const { t } = useTranslation('tierlist');
  const words =
    change.kind === 'new'
      ? t('rankChange.newLabel')
      : change.kind === 'same'
        ? t('rankChange.same')
        : t(`rankChange.${change.kind}`, { count: change.by, rank: change.rank, lastRank: change.lastRank });
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
