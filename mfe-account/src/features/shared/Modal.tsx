import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode, type SyntheticEvent } from 'react';
import { useTranslation } from 'shared-contracts';
import { focusables, keepTabInside } from '@tcgp/ui';
import styles from './Modal.module.css';

export interface ModalProps {
  /** Which modal (data attribute for tests and styling). */
  name: string;
  title: string;
  onClose(): void;
  children: ReactNode;
}

/**
 * An accessible modal on the native <dialog> (showModal: the rest of the page is inert), plus a
 * focus trap of its own (Tab and Shift+Tab cycle inside), Escape and the backdrop close it, and the
 * first control (or the one marked `data-autofocus`) gets the focus. The modal host returns the focus
 * to the control that opened it.
 */
export function Modal({ name, title, onClose, children }: ModalProps) {
  const { t } = useTranslation('account');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    if (!dialog.open) {
      try {
        dialog.showModal();
      } catch {
        // Environments without showModal (older browsers, jsdom): a plain open dialog with our own trap.
        dialog.setAttribute('open', '');
      }
    }
    const first = dialog.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(dialog)[0] ?? dialog;
    first.focus();
    return () => {
      if (dialog.open && typeof dialog.close === 'function') dialog.close();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
    if (ref.current) keepTabInside(event, ref.current);
  };

  // The browser's own Escape handling of a modal dialog.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    onClose();
  };

  // A click on the backdrop lands on the <dialog> itself (its content fills a child element).
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === ref.current) onClose();
  };

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-modal="true"
      data-account-modal={name}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClick={onClick}
    >
      <div className={styles.content}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('close')} title={t('close')}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
