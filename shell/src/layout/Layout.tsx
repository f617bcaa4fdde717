import { Outlet } from 'react-router-dom';
import { Header } from './Header';
import { Footer } from './Footer';
import { DocumentMeta } from './DocumentMeta';
import { StartupNotice } from './StartupNotice';
import { RemoteModule } from '../remotes/RemoteModule';
import styles from '../App.module.css';

/** Header, the route's content, footer, and the account remote's global modal host (loaded when idle). */
export function Layout() {
  return (
    <div className={styles.app}>
      <DocumentMeta />
      <Header />
      <StartupNotice />
      {/* At least as tall as the screen: the footer starts below the fold, so nothing visible moves when a page's content arrives. */}
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <RemoteModule remote="account" module="ModalHost" variant="slot" fallback={null} when="idle" />
    </div>
  );
}
