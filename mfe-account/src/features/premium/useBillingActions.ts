import { useCallback, useEffect, useRef, useState } from 'react';
import { useServices } from 'shared-contracts';
import { isBillingError, type BillingErrorCode } from '@tcgp/billing';
import { isOffline } from '@tcgp/ui';
import { useBilling } from './useBilling';
import { withReturnParam } from './returnParams';
import type { Plan } from './prices';

export type BillingBusy = Plan | 'portal' | null;

/** Why a billing action did not go through: the service's error, or no connection (checkout or portal). */
export type BillingActionError = BillingErrorCode | 'offlineCheckout' | 'offlinePortal';

/**
 * Buying a plan and opening the subscription portal, with a loading state while the session or
 * portal link is created, then a redirect. A failure keeps the page as it is and gives the error
 * code for a localized message. Offline, neither is started (the message says a connection is
 * needed), and a failure while the browser is offline says so too; the message goes once it is back.
 */
export function useBillingActions() {
  const { client, redirect, currentUrl } = useBilling();
  const { config } = useServices();
  const [busy, setBusy] = useState<BillingBusy>(null);
  const [errorCode, setErrorCode] = useState<BillingActionError | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    const back = () => setErrorCode((code) => (code === 'offlineCheckout' || code === 'offlinePortal' ? null : code));
    window.addEventListener('online', back);
    return () => window.removeEventListener('online', back);
  }, []);

  // One action at a time: the buttons stay focusable while busy (aria-disabled), so guard here.
  const busyRef = useRef(false);
  const run = useCallback(
    async (what: Exclude<BillingBusy, null>, getUrl: () => Promise<string>) => {
      if (busyRef.current) return;
      const offline = what === 'portal' ? 'offlinePortal' : 'offlineCheckout';
      if (isOffline()) {
        setErrorCode(offline);
        return;
      }
      busyRef.current = true;
      setBusy(what);
      setErrorCode(null);
      try {
        const url = await getUrl();
        // Closed while waiting: the user changed their mind, so do not navigate away.
        if (mounted.current) redirect(url);
      } catch (error) {
        console.warn(`[account] ${what === 'portal' ? 'opening the subscription portal' : 'checkout'} failed`, error);
        if (!mounted.current) return;
        busyRef.current = false;
        setErrorCode(isOffline() ? offline : isBillingError(error) ? error.code : 'internal');
        setBusy(null);
      }
    },
    [redirect],
  );

  const buy = useCallback(
    (plan: Plan) =>
      run(plan, async () => {
        const here = currentUrl();
        const session = await client.createCheckoutSession({
          price: config.billing.prices[plan],
          mode: 'subscription',
          success_url: withReturnParam(here, 'checkout-success'),
          cancel_url: withReturnParam(here, 'checkout-cancel'),
        });
        return session.url;
      }),
    [run, client, currentUrl, config.billing.prices],
  );

  const manage = useCallback(() => run('portal', () => client.getPortalUrl(withReturnParam(currentUrl(), 'portal'))), [run, client, currentUrl]);

  return { busy, errorCode, buy, manage };
}
