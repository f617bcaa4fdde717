import { useId, useRef, useState } from 'react';
import { useTranslation } from 'shared-contracts';
import type { DeckList } from '@tcgp/domain';
import type { CardIndex } from '@tcgp/rules';
import { formatListText } from './listText';
import styles from './ListText.module.css';

type State = { kind: 'idle' } | { kind: 'copied' } | { kind: 'manual'; text: string };

/** The clipboard of the page (a stand-in in tests); null where there is none. */
function clipboardOf(): Pick<Clipboard, 'writeText'> | null {
  if (typeof navigator === 'undefined' || typeof navigator.clipboard?.writeText !== 'function') return null;
  return navigator.clipboard;
}

/**
 * "Copy as text": the list in the text format of deck builders (`formatListText`, English names),
 * copied to the clipboard with "List copied" in a polite live region, as "Share deck" says "Link
 * copied". Where the clipboard is refused the text is shown, selected, in a read-only field to copy
 * by hand: it is never lost.
 */
export function CopyListText({ list, cards }: { list: DeckList; cards: CardIndex }) {
  const { t } = useTranslation('deck');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const fieldId = useId();

  const copy = async () => {
    // Worked out when pressed, not on every render.
    const text = formatListText(list, cards);
    setState({ kind: 'idle' });
    try {
      const clipboard = clipboardOf();
      if (!clipboard) throw new Error('no clipboard');
      await clipboard.writeText(text);
      setState({ kind: 'copied' });
    } catch {
      setState({ kind: 'manual', text });
      // Rendered on the next paint: select it there for Ctrl+C.
      requestAnimationFrame(() => fieldRef.current?.select());
    }
  };

  return (
    <div className={styles.copy} data-copy-list>
      <button type="button" className={styles.button} onClick={() => void copy()} aria-describedby={state.kind === 'manual' ? fieldId : undefined}>
        {t('listText.copy')}
      </button>
      <span className={styles.status} role="status">
        {state.kind === 'copied' ? t('listText.copied') : state.kind === 'manual' ? t('listText.copyRefused') : null}
      </span>
      {state.kind === 'manual' ? (
        <label className={styles.manual}>
          <span>{t('listText.copyByHand')}</span>
          <textarea
            id={fieldId}
            ref={fieldRef}
            className={styles.field}
            readOnly
            value={state.text}
            rows={Math.min(state.text.split('\n').length, 12)}
            onFocus={(e) => e.currentTarget.select()}
            data-copy-list-text
          />
        </label>
      ) : null}
    </div>
  );
}
