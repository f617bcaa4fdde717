import { Suspense, lazy, useState, type ReactNode } from 'react';
import { useTranslation, selectAuthStatus, selectModal, selectSharedView, useAppSelector } from 'shared-contracts';
import { Header } from './Header';
import { Footer } from './Footer';
import { DocumentMeta } from './DocumentMeta';
import { FontWarmup } from './FontWarmup';
import { StartupNotice } from './StartupNotice';
import { PlanCheckNotice } from './PlanCheckNotice';
import { KeptCollectionNotice } from '../collection/KeptCollectionNotice';
import { OfflineNotice, UpdatePrompt } from '../offline/OfflineNotice';
import { RemoteModule } from '../remotes/RemoteModule';
import styles from '../App.module.css';

/**
 * Loaded the first time a shared list is shown: no first load pays for it. If its file cannot be
 * fetched (a link opened offline before the file was ever kept), the page goes on without the bar: the
 * view saves nothing, and a reload shows the player's own list.
 */
const SharedViewBar = lazy(() =>
  import(/* webpackChunkName: "shared-view-bar" */ '../collection/SharedViewBar').catch((error: unknown) => {
    console.warn('[shell] the shared view bar could not be loaded', error);
    return { default: () => null };
  }),
);

/** Whether a shared list has been shown on this page (the bar then stays for its "kept" answer). */
function useSharedViewSeen(): boolean {
  const shown = useAppSelector(selectSharedView) !== null;
  const [seen, setSeen] = useState(false);
  if (shown && !seen) setSeen(true);
  return seen;
}

function ModalLoading() {
  const { t } = useTranslation('shell');
  return (
    <p className={styles.modalLoading} role="status">
      {t('loading')}
    </p>
  );
}

/** Header, the route's content, footer, and the account remote's global modal host. */
export function Layout({ children }: { children: ReactNode }) {
  const modal = useAppSelector(selectModal);
  const signedIn = useAppSelector(selectAuthStatus) === 'signedIn';
  const sharedViewSeen = useSharedViewSeen();
  return (
    <div className={styles.app}>
      <DocumentMeta />
      <FontWarmup />
      <Header />
      {sharedViewSeen ? (
        <Suspense fallback={null}>
          <SharedViewBar />
        </Suspense>
      ) : null}
      <StartupNotice />
      <PlanCheckNotice />
      <KeptCollectionNotice />
      <OfflineNotice />
      <UpdatePrompt />
      {/* At least as tall as the screen: the footer starts below the fold, so nothing visible moves when a page's content arrives. */}
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      {/* The account remote's modal host: loaded when a modal is asked for (or, for a signed-in user, when idle). */}
      {modal !== null || signedIn ? (
        <RemoteModule
          remote="account"
          module="ModalHost"
          variant="slot"
          fallback={modal !== null ? <ModalLoading /> : null}
          when={modal !== null ? 'now' : 'idle'}
        />
      ) : null}
    </div>
  );
}
