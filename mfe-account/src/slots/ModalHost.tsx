import { useCallback, useEffect, useRef } from 'react';
import { closeModal, selectModal, useAppDispatch, useAppSelector } from 'shared-contracts';
import { PremiumModal } from '../modals/PremiumModal';
import { AccountModal } from '../modals/AccountModal';
import { ContactModal } from '../modals/ContactModal';
import { ConflictModal } from '../collection/ConflictModal';
import { selectCollectionSync } from '../collection/collectionSyncSlice';

/**
 * `account/ModalHost`: the global modal host. Renders the modal named in the shared `ui` slice
 * (any part can dispatch `openModal('premium' | 'account' | 'contact')`), and this remote's own
 * question which collection to keep after sign-in; nothing otherwise.
 * When the modal closes, the focus goes back to the control that was focused before it opened.
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
    const target = opener.current;
    if (target?.isConnected) target.focus();
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
