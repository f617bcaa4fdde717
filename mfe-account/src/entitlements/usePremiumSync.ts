import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { premiumResolved, premiumUnknown, selectAuth, selectPremium, useAppDispatch, useAppSelector } from 'shared-contracts';
import { hasPremium, PREMIUM_STATUSES, type BillingClient } from 'shared-contracts/src/services/billing';
import { useBilling, type PremiumTiming } from '../billing/BillingContext';
import { readReturnParam } from './returnParams';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Whether the signed-in user has Premium: at least one subscription whose status grants it
 * (active, trialing, past_due: see PREMIUM_STATUSES). A check that keeps failing after the retries
 * counts as free (logged): paid features stay closed rather than open on an outage.
 * With `confirm` (just back from a successful checkout) a "no" is re-checked a few times, because
 * the provider may write the subscription a moment after the redirect.
 * Returns null when cancelled.
 */
export async function checkPremium(client: BillingClient, timing: PremiumTiming, confirm: boolean, isCancelled: () => boolean): Promise<boolean | null> {
  const once = async (): Promise<boolean | null> => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return hasPremium(await client.listSubscriptions([...PREMIUM_STATUSES]));
      } catch (error) {
        if (isCancelled()) return null;
        const delay = timing.retryDelaysMs[attempt];
        if (delay === undefined) {
          console.warn('[account] the premium check failed; treating the user as free until the next check', error);
          return false;
        }
        await sleep(delay);
        if (isCancelled()) return null;
      }
    }
  };
  let result = await once();
  if (confirm) {
    for (const delay of timing.confirmDelaysMs) {
      if (result !== false || isCancelled()) break;
      await sleep(delay);
      if (isCancelled()) return null;
      result = await once();
    }
  }
  return isCancelled() ? null : result;
}

/**
 * Keeps the shared `entitlements` slice right for the signed-in user. Mounted by the account slot,
 * which the shell renders on every page, so Premium is resolved without opening any account UI:
 * - signed out: false (the slice does that when the user changes);
 * - signed in: null until checked, then true or false;
 * - again after coming back from checkout (`?checkout=success`) or the portal (`?portal=return`);
 *   the marker is removed from the address bar.
 */
export function usePremiumSync(): void {
  const dispatch = useAppDispatch();
  const { status, user } = useAppSelector(selectAuth);
  const uid = status === 'signedIn' ? (user?.uid ?? null) : null;
  const unknown = useAppSelector(selectPremium) === null;
  const { client, timing } = useBilling();
  const location = useLocation();
  const navigate = useNavigate();
  const [refresh, setRefresh] = useState({ n: 0, confirm: false });
  const checked = useRef<string | null>(null);
  const running = useRef<string | null>(null);

  useEffect(() => {
    const { kind, rest } = readReturnParam(location.search);
    if (!kind) return;
    navigate({ pathname: location.pathname, search: rest, hash: location.hash }, { replace: true });
    if (kind === 'checkout-cancel') return;
    if (status === 'signedIn') dispatch(premiumUnknown());
    setRefresh((r) => ({ n: r.n + 1, confirm: kind === 'checkout-success' }));
  }, [location.search, location.pathname, location.hash, navigate, dispatch, status]);

  useEffect(() => {
    if (!uid) return undefined;
    const key = `${uid}#${refresh.n}`;
    if (!unknown && checked.current === key) return undefined;
    if (running.current === key) return undefined;
    running.current = key;
    let cancelled = false;
    void checkPremium(client, timing, refresh.confirm, () => cancelled).then((result) => {
      if (cancelled || result === null) return;
      running.current = null;
      checked.current = key;
      dispatch(premiumResolved(result));
    });
    return () => {
      cancelled = true;
      if (running.current === key) running.current = null;
    };
  }, [uid, unknown, refresh, client, timing, dispatch]);
}
