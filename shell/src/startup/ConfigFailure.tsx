import type { i18n as I18n } from 'i18next';
import styles from '../App.module.css';

/** The page shown instead of the site when production has no usable config.json: it fails closed. */
export function ConfigFailure({ i18n }: { i18n: I18n }) {
  const t = i18n.getFixedT(i18n.language, 'shell');
  return (
    <div role="alert" className={styles.crash} data-startup-failed="config">
      <h1>{t('footer.title')}</h1>
      <p>{t('startup.configFailed')}</p>
    </div>
  );
}
