import { useEffect, useId, useMemo, useState } from 'react';
import { browserStorage, listBackups, removeBackup, salvageCollection, type BackupStorage, type CollectionBackup } from '@tcgp/collection';
import { replaceMissing, useAppDispatch, useTranslation } from 'shared-contracts';
import { downloadText } from '@tcgp/ui';
import { usePageLanguage } from '../shared/useCardsData';

import styles from './Collection.module.css';

type Outcome = { kind: 'restored'; count: number } | { kind: 'removed' } | { kind: 'removeFailed' };

/** The file name of a backup's download, e.g. `tcgp-collection-put-aside-2026-03-01T12-00-00.json`. */
export function putAsideFileName(backup: CollectionBackup): string {
  return `tcgp-collection-put-aside-${backup.movedAt.slice(0, 19).replace(/:/g, '-')}.json`;
}

/**
 * The lists this browser kept but could not read, which were put aside instead of deleted: each can be
 * downloaded exactly as it was stored (to keep, or to fix by hand and import), restored (the cards that
 * can be read replace the list; Undo brings it back) or, after a question, removed. Shows nothing when
 * there are none. It reads the browser's storage only, so it works when the site's data does not load.
 */
export function PutAsideLists({ storage = browserStorage() }: { storage?: BackupStorage | null }) {
  const { t } = useTranslation('cards');
  const language = usePageLanguage();
  const dispatch = useAppDispatch();
  const titleId = useId();
  const [backups, setBackups] = useState<CollectionBackup[]>(() => listBackups(storage));
  const [confirming, setConfirming] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  // Another tab may put a list aside or remove one.
  useEffect(() => {
    const onStorage = () => setBackups(listBackups(storage));
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [storage]);

  const salvaged = useMemo(() => new Map(backups.map((b) => [b.key, salvageCollection(b.text)])), [backups]);
  const dateOf = (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  };

  if (backups.length === 0 && outcome === null) return null;

  const restore = (backup: CollectionBackup) => {
    const cards = salvaged.get(backup.key)?.missing ?? [];
    dispatch(replaceMissing(cards, 'user'));
    setOutcome({ kind: 'restored', count: cards.length });
  };
  const remove = (backup: CollectionBackup) => {
    setConfirming(null);
    if (!storage || !removeBackup(storage, backup.key)) {
      setOutcome({ kind: 'removeFailed' });
      return;
    }
    setBackups(listBackups(storage));
    setOutcome({ kind: 'removed' });
  };

  return (
    <section className={styles.putAside} aria-labelledby={titleId} data-put-aside>
      <h2 id={titleId} className={styles.putAsideTitle}>
        {t('collection.putAside.title')}
      </h2>
      {backups.length > 0 ? <p className={styles.hint}>{t('collection.putAside.intro')}</p> : null}
      <ul className={styles.putAsideList}>
        {backups.map((backup) => {
          const readable = salvaged.get(backup.key) ?? { missing: [], dropped: 0 };
          return (
            <li key={backup.key} className={styles.putAsideItem} data-backup-key={backup.key}>
              <p className={styles.putAsideWhen}>{t('collection.putAside.movedAt', { date: dateOf(backup.movedAt) })}</p>
              <p className={styles.hint}>
                {t('collection.putAside.readable', { count: readable.missing.length })}
                {readable.dropped > 0 ? ` ${t('collection.putAside.dropped', { count: readable.dropped })}` : null}
              </p>
              {confirming === backup.key ? (
                <div className={styles.transferButtons} role="group" aria-label={t('collection.putAside.confirmRemove')}>
                  <p className={styles.putAsideConfirm}>{t('collection.putAside.confirmRemove')}</p>
                  <button type="button" className={styles.button} onClick={() => remove(backup)}>
                    {t('collection.putAside.confirm')}
                  </button>
                  <button type="button" className={styles.button} onClick={() => setConfirming(null)}>
                    {t('collection.putAside.keep')}
                  </button>
                </div>
              ) : (
                <div className={styles.transferButtons}>
                  <button type="button" className={styles.button} onClick={() => downloadText(backup.text, putAsideFileName(backup), 'text/plain')}>
                    {t('collection.putAside.download')}
                  </button>
                  <button type="button" className={styles.button} disabled={readable.missing.length === 0} onClick={() => restore(backup)}>
                    {t('collection.putAside.restore')}
                  </button>
                  <button type="button" className={styles.button} onClick={() => setConfirming(backup.key)}>
                    {t('collection.putAside.remove')}
                  </button>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      <p className={styles.status} role="status">
        {outcome?.kind === 'restored' ? t('collection.putAside.restored', { count: outcome.count }) : null}
        {outcome?.kind === 'removed' ? t('collection.putAside.removed') : null}
        {outcome?.kind === 'removeFailed' ? t('collection.putAside.removeFailed') : null}
      </p>
    </section>
  );
}
