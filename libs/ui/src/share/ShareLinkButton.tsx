import { useId, useRef, useState, type ReactNode } from 'react';
import { useUiTranslation } from '../texts/namespace';
import { shareOrCopy, type ShareContent } from './shareOrCopy';
import styles from './Share.module.css';

export interface ShareLinkButtonProps {
  /** The button's text. */
  children: ReactNode;
  /** What is shared, read when the button is pressed. */
  content: () => ShareContent;
  /** Offer the device's share sheet where it has one (default); false: copy the link. */
  webShare?: boolean;
  /** The confirmation once the link is copied (default "Link copied"). */
  copiedText?: string;
  /** Marks the wrapper for tests and styles (`data-share`). */
  name?: string;
}

type State = { kind: 'idle' } | { kind: 'copied' } | { kind: 'manual'; link: string };

/**
 * A share button: the device's share sheet where it has one, else the link is copied and a polite
 * live region says so; a cancelled share sheet says nothing; when neither works the link is shown,
 * selected, to copy by hand.
 */
export function ShareLinkButton({ children, content, webShare = true, copiedText, name }: ShareLinkButtonProps) {
  const { t } = useUiTranslation();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const share = async () => {
    const shared = content();
    setState({ kind: 'idle' });
    const outcome = await shareOrCopy(shared, { webShare });
    if (outcome === 'copied') setState({ kind: 'copied' });
    else if (outcome === 'manual') {
      setState({ kind: 'manual', link: shared.url });
      // Rendered on the next paint: select it there for Ctrl+C.
      requestAnimationFrame(() => inputRef.current?.select());
    }
  };

  return (
    <div className={styles.share} data-share={name} data-share-link={state.kind === 'manual' ? state.link : undefined}>
      <button type="button" className={styles.button} onClick={() => void share()} aria-describedby={state.kind === 'manual' ? inputId : undefined}>
        {children}
      </button>
      <span className={styles.status} role="status">
        {state.kind === 'copied' ? (copiedText ?? t('share.linkCopied')) : null}
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
