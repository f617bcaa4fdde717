import { useTranslation, selectAuth, useAppSelector, type LanguageCode } from 'shared-contracts';
import { FREE_DECK_AMOUNT, DECK_AMOUNT_OPTIONS } from '@tcgp/domain';
import { NetworkNotice, useAuthActions, useNeedsNetwork, formatCount, formatPercent } from '@tcgp/ui';
import { BillingError } from './BillingError';
import { Modal } from '../shared/Modal';
import { useBillingActions } from './useBillingActions';
import { selectAccountPlan } from './accountPlan';
import { PLAN_AMOUNTS, PLANS, YEARLY_SAVING, formatPrice, type Plan } from './prices';
import styles from '../shared/modals.module.css';

type Cell = { kind: 'yes' } | { kind: 'no' } | { kind: 'text'; text: string };

/**
 * The Premium modal: free vs Premium, buying monthly or yearly, or managing the subscription. A plan
 * whose payment is overdue is managed, never bought again: no checkout while it exists.
 */
export function PremiumModal({ onClose }: { onClose(): void }) {
  const { t, i18n } = useTranslation('account');
  const lang = i18n.language as LanguageCode;
  const { status } = useAppSelector(selectAuth);
  const accountPlan = useAppSelector(selectAccountPlan);
  const { signIn } = useAuthActions();
  const network = useNeedsNetwork();
  const { busy, errorCode, buy, manage } = useBillingActions();

  const yes: Cell = { kind: 'yes' };
  const no: Cell = { kind: 'no' };
  const text = (s: string): Cell => ({ kind: 'text', text: s });
  const rows: { key: string; free: Cell; premium: Cell }[] = [
    { key: 'finder', free: yes, premium: yes },
    { key: 'exclude', free: yes, premium: yes },
    { key: 'matchups', free: text(t('premium.matchupsFree')), premium: text(t('premium.matchupsPremium')) },
    { key: 'filters', free: no, premium: yes },
    { key: 'sortBy', free: no, premium: yes },
    { key: 'contact', free: no, premium: yes },
    { key: 'updates', free: text(t('premium.weekly')), premium: text(t('premium.daily')) },
    { key: 'decks', free: text(formatCount(FREE_DECK_AMOUNT, lang)), premium: text(formatCount(Math.max(...DECK_AMOUNT_OPTIONS), lang)) },
  ];
  const renderCell = (cell: Cell) =>
    cell.kind === 'text' ? (
      cell.text
    ) : (
      <>
        <span aria-hidden="true" className={cell.kind === 'yes' ? styles.yes : styles.no}>
          {cell.kind === 'yes' ? '✓' : '—'}
        </span>
        <span className="visually-hidden">{t(cell.kind === 'yes' ? 'premium.included' : 'premium.notIncluded')}</span>
      </>
    );

  const priceText = (plan: Plan) => t(plan === 'monthly' ? 'premium.perMonth' : 'premium.perYear', { price: formatPrice(PLAN_AMOUNTS[plan], lang) });

  const manageButton = (
    <button type="button" className={styles.primary} onClick={() => void manage()} aria-disabled={busy !== null} aria-busy={busy === 'portal'}>
      {busy === 'portal' ? t('premium.openingPortal') : t('premium.manage')}
    </button>
  );

  const canBuy = status === 'signedIn' && accountPlan === 'free';
  let action;
  if (accountPlan === 'premium') {
    action = (
      <div className={styles.prompt} data-premium-action="manage">
        <p>{t('premium.active')}</p>
        {manageButton}
      </div>
    );
  } else if (accountPlan === 'overdue') {
    action = (
      <div className={styles.prompt} data-premium-action="manage-overdue">
        <p>
          <span className={styles.overdue}>{t('paymentOverdue')}</span> {t('overdueExplained')}
        </p>
        {manageButton}
      </div>
    );
  } else {
    action = (
      <>
        <div className={styles.plans} data-premium-action={canBuy ? 'buy' : 'prices'}>
          {PLANS.map((plan) => (
            <section key={plan} className={styles.plan} aria-labelledby={`account-plan-${plan}`}>
              <h3 id={`account-plan-${plan}`} className={styles.planTitle}>
                {t(plan === 'monthly' ? 'premium.monthly' : 'premium.yearly')}
                {plan === 'yearly' ? <span className={styles.saving}>{t('premium.saving', { percent: formatPercent(YEARLY_SAVING, lang, 0) })}</span> : null}
              </h3>
              <p className={styles.price} id={`account-price-${plan}`} data-price={plan}>
                {priceText(plan)}
              </p>
              {canBuy ? (
                <button
                  type="button"
                  className={styles.primary}
                  onClick={() => void buy(plan)}
                  aria-disabled={busy !== null}
                  aria-busy={busy === plan}
                  aria-describedby={`account-price-${plan}`}
                >
                  {busy === plan ? t('premium.redirecting') : t(plan === 'monthly' ? 'premium.buyMonthly' : 'premium.buyYearly')}
                </button>
              ) : null}
            </section>
          ))}
        </div>
        {status === 'signedOut' ? (
          <div className={styles.prompt} data-premium-action="sign-in">
            <p>{t('premium.signInPrompt')}</p>
            <button type="button" className={styles.primary} onClick={() => void network.run(signIn)}>
              {t('signIn')}
            </button>
            {network.offline ? <NetworkNotice>{t('signInOffline')}</NetworkNotice> : null}
          </div>
        ) : null}
        {status === 'loading' || (status === 'signedIn' && accountPlan === null) ? (
          <p role="status" className={styles.note}>
            {t('premium.checking')}
          </p>
        ) : null}
      </>
    );
  }

  return (
    <Modal name="premium" title={t('premium.title')} onClose={onClose}>
      <p className={styles.intro}>{t('premium.intro')}</p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">{t('premium.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('premium.feature')}</th>
              <th scope="col">{t('premium.free')}</th>
              <th scope="col">{t('premium.premium')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} data-row={row.key}>
                <th scope="row">{t(`premium.rows.${row.key}`)}</th>
                <td>{renderCell(row.free)}</td>
                <td>{renderCell(row.premium)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {action}
      <BillingError code={errorCode} />
    </Modal>
  );
}
