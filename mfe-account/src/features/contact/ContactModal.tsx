import { useTranslation, openModal, selectPremium, useAppDispatch, useAppSelector, useServices } from 'shared-contracts';
import { Modal } from '../shared/Modal';
import styles from '../shared/modals.module.css';

/** Contact for Premium users: e-mail to the developers (feedback, feature requests, bug reports). */
export function ContactModal({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('account');
  const dispatch = useAppDispatch();
  const premium = useAppSelector(selectPremium);
  const { config } = useServices();
  const email = config.links.contactEmail;

  if (!premium) {
    return (
      <Modal name="contact" title={t('contact.title')} onClose={onClose}>
        <p>{t('contact.premiumOnly')}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={() => dispatch(openModal('premium'))}>
            {t('contact.seePremium')}
          </button>
        </div>
      </Modal>
    );
  }
  const mailto = `mailto:${email}?subject=${encodeURIComponent(t('contact.subject'))}`;
  return (
    <Modal name="contact" title={t('contact.title')} onClose={onClose}>
      <p>{t('contact.intro')}</p>
      <ul className={styles.topics}>
        <li>{t('contact.topics.feedback')}</li>
        <li>{t('contact.topics.features')}</li>
        <li>{t('contact.topics.bugs')}</li>
      </ul>
      <p className={styles.note}>{t('contact.note')}</p>
      <div className={styles.actions}>
        <a className={styles.primary} href={mailto} data-autofocus>
          {t('contact.write')}
        </a>
        <span className={styles.email}>{email}</span>
      </div>
    </Modal>
  );
}
