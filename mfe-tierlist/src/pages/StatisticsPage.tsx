import { useTranslation } from 'shared-contracts';
import { useGetMetaQuery } from '@tcgp/data-hooks';
import controls from '@tcgp/ui/controls.module.css';
import { LastUpdated } from '../features/shared/LastUpdated';
import { TrendSection } from '../features/statistics/TrendSection';
import { WindowSection } from '../features/statistics/WindowSection';
import { prepareStatistics } from './prepare/statistics';
import styles from '../features/statistics/Statistics.module.css';

export interface StatisticsPageProps {
  /** The current time for the last-updated colour; defaults to the page's time (`usePageTime`; injectable for tests). */
  now?: Date;
}

/**
 * `tierlist/StatisticsPage` (route /statistics): the meta-share trend of the most played decks
 * (history.json), and for the last 7, 14 or 30 days the most played decks and the matchup matrix of
 * the top decks (stats-<N>d.json: 10 decks free, up to 30 premium). Every part has a fixed place, the
 * same as the shell's skeleton of this route, so nothing jumps while the data arrives; a data set
 * without these files (a real snapshot drop) says so instead of showing an error.
 */
export default function StatisticsPage({ now }: StatisticsPageProps = {}) {
  const { t } = useTranslation('tierlist');
  const meta = useGetMetaQuery();
  return (
    <section className={controls.page} data-page="statistics">
      <header className={controls.pageHeader}>
        <h1 className={controls.pageTitle}>{t('statistics.title')}</h1>
        <p className={controls.intro}>{t('statistics.intro')}</p>
        <div className={styles.status}>{meta.data ? <LastUpdated lastUpdated={meta.data.lastUpdated} now={now} /> : null}</div>
      </header>
      <TrendSection />
      <WindowSection />
    </section>
  );
}

/** Loads what the first render reads (the shell before hydrating a published page, the server build before rendering). */
StatisticsPage.prepare = prepareStatistics;
