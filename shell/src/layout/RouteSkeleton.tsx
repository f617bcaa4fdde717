import { useTranslation } from 'shared-contracts';
import type { RemoteRoute } from '../routeTable';
import styles from './RouteSkeleton.module.css';

/** The first paints a page may ask for in remotes.manifest.json (tooling/remotes.mjs keeps the same list). */
export type SkeletonKind = SitePage['skeleton'];

/**
 * What a remote route shows before its remote arrives (prerendered into the HTML, and while loading):
 * the page's title and description, and grey blocks where the content will be, so the first paint is
 * meaningful and the page does not jump when the content replaces it. "Loading..." is said to assistive
 * technology (and shown under the title).
 */
export function RouteSkeleton({ kind, route }: { kind: SkeletonKind; route: RemoteRoute['key'] }) {
  const { t } = useTranslation('shell');
  return (
    <section className={styles.page} aria-busy="true" data-skeleton={kind}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t(`meta.${route}.heading`)}</h1>
        <p className={styles.intro}>{t(`meta.${route}.description`)}</p>
        <p className={styles.loading} role="status" data-loading="remote">
          {t('loading')}
        </p>
      </header>
      <SkeletonBody kind={kind} />
    </section>
  );
}

/** Grey blocks in the place and size of each page's content (the remotes' pages keep these sizes). */
function SkeletonBody({ kind }: { kind: SkeletonKind }) {
  switch (kind) {
    case 'tiers':
      return (
        <div className={styles.rows} aria-hidden="true">
          {['S', 'A', 'B', 'C', 'D', 'E'].map((tier) => (
            <div key={tier} className={styles.row}>
              <span className={styles.label}>{tier}</span>
              <span className={styles.block} />
            </div>
          ))}
        </div>
      );
    case 'deck':
      return (
        <div className={styles.deck} aria-hidden="true">
          <span className={styles.panel} />
          <span className={styles.cards} />
        </div>
      );
    case 'statistics':
      // The statistics page: the trend section, the window picker, then the window's tables.
      return (
        <div className={styles.statistics} aria-hidden="true">
          <span className={styles.statsTrend} />
          <span className={styles.statsWindows} />
          <span className={styles.statsTables} />
        </div>
      );
    case 'collection':
      // The missing-cards panel, the filters, the cards (sizes kept by mfe-cards' Collection.module.css).
      return (
        <div className={styles.deck} aria-hidden="true">
          <span className={styles.collectionPanel} />
          <span className={styles.collectionTools} />
          <span className={styles.cards} />
        </div>
      );
    case 'page':
      // Any other page (a remote added with `npm run new:remote`): one block where its content goes.
      return (
        <div className={styles.deck} aria-hidden="true">
          <span className={styles.panel} />
        </div>
      );
  }
}
