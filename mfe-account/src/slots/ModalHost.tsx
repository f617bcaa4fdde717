import { useCallback, useEffect, useRef } from 'react';
import { closeModal, selectModal, useAppDispatch, useAppSelector } from 'shared-contracts';
import { PremiumModal } from '../modals/PremiumModal';
import { AccountModal } from '../modals/AccountModal';
import { ContactModal } from '../modals/ContactModal';
import { ConflictModal } from '../collection/ConflictModal';
import { selectCollectionSync } from '../collection/collectionSyncSlice';

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
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);

  // Remember the last focused control outside the modals: that is what opened the current one.
  useEffect(() => {
    const remember = (event: FocusEvent) => {
      const target = event.target;
      if (target instanceof HTMLElement && !target.closest('[data-account-modal]')) opener.current = target;
    };
    if (document.activeElement instanceof HTMLElement && document.activeElement !== document.body) opener.current = document.activeElement;
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, []);

  useEffect(() => {
    if (modal) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    returnTarget(opener.current)?.focus();
  }, [modal]);

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
