import { Outlet, useRouteError, type RouteObject } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RemoteName } from 'shared-contracts';
import { Header } from './layout/Header';
import { Footer } from './layout/Footer';
import { Landing } from './pages/Landing';
import { RemoteModule } from './remotes/RemoteModule';
import styles from './App.module.css';

/** Route table owned by the shell (SPEC section 2): path -> exposed module of a remote. */
export const REMOTE_ROUTES: { path: string; remote: RemoteName; module: string }[] = [
  { path: '/tier-list', remote: 'tierlist', module: 'TierListPage' },
  { path: '/cards-list', remote: 'cards', module: 'CardsListPage' },
  { path: '/expansion-list', remote: 'cards', module: 'ExpansionListPage' },
  { path: '/deck', remote: 'deck', module: 'DeckFinderPage' },
  { path: '/deck/:deckId', remote: 'deck', module: 'DeckDetailPage' },
];

function Layout() {
  return (
    <div className={styles.app}>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      {/* Global modal host of the account remote: renders nothing until a modal is opened. */}
      <RemoteModule remote="account" module="ModalHost" variant="slot" fallback={null} />
    </div>
  );
}

function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation('common');
  console.error(error);
  return (
    <div role="alert" className={styles.main}>
      <h1>{t('remoteError.render')}</h1>
      <a href="/">{t('retry')}</a>
    </div>
  );
}

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <Landing /> },
      ...REMOTE_ROUTES.map((r) => ({
        path: r.path,
        element: <RemoteModule key={`${r.remote}/${r.module}`} remote={r.remote} module={r.module} />,
      })),
      // Any other path shows the landing page.
      { path: '*', element: <Landing /> },
    ],
  },
];
