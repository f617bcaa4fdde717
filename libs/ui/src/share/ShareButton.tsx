import { useId, useRef, useState } from 'react';
import { useNavigation } from 'shared-contracts';
import { useUiTranslation } from '../texts/namespace';
import { useShareCode, withShareCode } from './shareLinks';
import styles from './Share.module.css';

/**
 * "Share": copies a link to this page that shows it as the player sees it now (missing cards and
 * filters). Where the browser does not allow copying, the link is shown selected to copy by hand.
 */
export function ShareButton() {
  const { t } = useUiTranslation();
  const { pathname } = useNavigation();
  const code = useShareCode();
  const [state, setState] = useState<{ kind: 'idle' } | { kind: 'copied' } | { kind: 'manual'; link: string }>({ kind: 'idle' });
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const share = async () => {
    const link = `${window.location.origin}${withShareCode(pathname, code)}`;
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(link);
      setState({ kind: 'copied' });
    } catch {
      setState({ kind: 'manual', link });
      // Rendered on the next paint: select it there for Ctrl+C.
      requestAnimationFrame(() => inputRef.current?.select());
    }
  };

  return (
    <div className={styles.share} data-share-link={state.kind === 'manual' ? state.link : undefined}>
      <button type="button" className={styles.button} onClick={() => void share()} aria-describedby={state.kind === 'manual' ? inputId : undefined}>
        {t('share.button')}
      </button>
      <span className={styles.status} role="status">
        {state.kind === 'copied' ? t('share.copied') : null}
      </span>
      {state.kind === 'manual' ? (
        <label className={styles.manual}>
          <span>{t('share.copyByHand')}</span>
          <input id={inputId} ref={inputRef} className={styles.input} readOnly value={state.link} onFocus={(e) => e.currentTarget.select()} />
        </label>
      ) : null}
    </div>
  );
}
