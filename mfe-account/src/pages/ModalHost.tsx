import { useCallback, useEffect, useState } from 'react';
import { closeModal, selectModal, useAppDispatch, useAppSelector } from 'shared-contracts';
import { PremiumModal } from '../features/premium/PremiumModal';
import { AccountModal } from '../features/premium/AccountModal';
import { ContactModal } from '../features/contact/ContactModal';
import { ConflictModal } from '../features/collection-sync/ConflictModal';
import { selectCollectionSync } from '../features/collection-sync/collectionSyncSlice';

/**
 * Where the focus goes back to: the control that opened the modal or, when the page replaced it while
 * the modal was open (the shell's Premium button gives way to this remote's when the header slot
 * arrives), the control that took its place: the one with the same `data-open-*` hook.
 */
function returnTarget(opener: HTMLElement | null): HTMLElement | null {
  if (!opener || opener.isConnected) return opener;
  const hook = opener.getAttributeNames().find((name) => name.startsWith('data-open-'));
  return hook ? document.querySelector<HTMLElement>(`[${hook}]`) : null;
}

/** `element` if it is a control outside the modals (what can have opened one), else null. */
const focusedOutsideModals = (element: EventTarget | null): HTMLElement | null =>
  element instanceof HTMLElement && element !== document.body && !element.closest('[data-account-modal]') ? element : null;

/**
 * `account/ModalHost`: the global modal host. Renders the modal named in the shared `ui` slice
 * (any part can dispatch `openModal('premium' | 'account' | 'contact')`), and this remote's own
 * question which collection to keep after sign-in; nothing otherwise.
 * When the modal closes, the focus goes back to the control that was focused before it opened (or to
 * the one that replaced it, see {@link returnTarget}).
 */
export default function ModalHost() {
  const modal = useAppSelector(selectModal);
  const conflictOpen = useAppSelector((state) => selectCollectionSync(state).conflict !== null && !selectCollectionSync(state).deferred);
  const dispatch = useAppDispatch();
  // What has the focus when the host first renders: when the host arrives with a modal already asked
  // for (the shell loads it then), that is the control that opened it. Read while rendering, before the
  // modal's own effect moves the focus into it.
  const [opener] = useState(() => ({ current: focusedOutsideModals(document.activeElement) }));

  // Then remember the last focused control outside the modals: that is what opened the current one.
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      const control = focusedOutsideModals(event.target);
      if (control) opener.current = control;
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, [opener]);

  // When the modal closes, or the page unmounts the host as it closes (the shell mounts it for a visitor
  // only while a modal is open), the focus goes back to the opener. One modal giving way to another is
  // no close: the focus stays in the modals.
  const open = modal !== null;
  useEffect(() => {
    if (!open) return undefined;
    return () => returnTarget(opener.current)?.focus();
  }, [open, opener]);

  const close = useCallback(() => {
    dispatch(closeModal());
  }, [dispatch]);

  switch (modal) {
    case 'premium':
      return <PremiumModal onClose={close} />;
    case 'account':
      return <AccountModal onClose={close} />;
    case 'contact':
      return <ContactModal onClose={close} />;
    default:
      // After sign-in, when this device's list and the saved one differ (the other modals come first).
      return conflictOpen ? <ConflictModal /> : null;
  }
}
