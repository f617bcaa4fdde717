import { useHydrated } from '@tcgp/ui';
import { useSyncExternalStore } from 'react';
import { useTranslation, LANGUAGES, type LanguageCode } from 'shared-contracts';
import { useRemoteLoader } from '../remotes/RemoteModule';
import styles from './Footer.module.css';

export function LanguageSelect() {
  const { t, i18n } = useTranslation('shell');
  // The prerendered page shows the selector before its script runs: a choice made then would be lost,
  // so it is usable from hydration on (a moment after the first paint).
  const hydrated = useHydrated();
  return (
    <label className={styles.language}>
      <span>{t('footer.language')}</span>
      <select value={i18n.language} disabled={!hydrated} onChange={(e) => void i18n.changeLanguage(e.target.value as LanguageCode)} className={styles.select}>
        {LANGUAGES.map((l) => (
          <option key={l.code} value={l.code} lang={l.code}>
            {l.label}
          </option>
        ))}
      </select>
    </label>
  );
}

const NONE: never[] = [];

/** Which build of each remote is running: what a maintainer checks after swapping a remote. */
function LoadedParts() {
  const { t } = useTranslation('shell');
  const loader = useRemoteLoader();
  const loaded = useSyncExternalStore(
    (cb) => loader.subscribe(cb),
    () => loader.getLoaded(),
    () => NONE,
  );
  if (loaded.length === 0) return null;
  return (
    <p className={styles.parts} data-testid="loaded-parts">
      {t('footer.parts')}:{' '}
      {loaded.map((p) => (
        <span key={p.name} className={styles.part} data-remote-build={p.name}>
          {p.name} {p.buildLabel}
        </span>
      ))}
    </p>
  );
}

export function Footer() {
  const { t } = useTranslation('shell');
  return (
    <footer className={styles.footer}>
      <div className={styles.footerHeader}>
        <div>
          <p className={styles.title}>{t('footer.title')}</p>
          <p className={styles.tagline}>{t('footer.tagline')}</p>
        </div>
        <LanguageSelect />
      </div>
      <p className={styles.disclaimer}>{t('footer.disclaimer')}</p>
      <LoadedParts />
    </footer>
  );
}
