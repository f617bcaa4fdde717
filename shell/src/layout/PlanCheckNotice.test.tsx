import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createAppStore, premiumCheckFailed, premiumResolved, selectEntitlements, selectPremium, userChanged } from 'shared-contracts';
import { PlanCheckNotice } from './PlanCheckNotice';
import { renderInShell } from '../testing/helpers';

const USER = { uid: 'u1', displayName: 'Ash', email: 'ash@example.test', photoURL: null };

describe('PlanCheckNotice (the plan cannot be checked)', () => {
  it('says nothing while the plan is being checked or known', async () => {
    const store = createAppStore();
    await renderInShell(<PlanCheckNotice />, { store });
    act(() => {
      store.dispatch(userChanged(USER));
    });
    expect(selectEntitlements(store.getState()).status).toBe('checking');
    expect(screen.queryByRole('status')).toBeNull();
    act(() => {
      store.dispatch(premiumResolved(false));
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('tells a signed-in user the free features apply, and Retry asks for the check again', async () => {
    const store = createAppStore();
    await renderInShell(<PlanCheckNotice />, { store });
    act(() => {
      store.dispatch(userChanged(USER));
      store.dispatch(premiumCheckFailed());
    });
    expect(selectPremium(store.getState())).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent('Your Premium plan could not be checked, so you have the free features for now.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(selectEntitlements(store.getState()).status).toBe('checking');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is in German for a German browser', async () => {
    const store = createAppStore();
    await renderInShell(<PlanCheckNotice />, { store, lang: 'de' });
    act(() => {
      store.dispatch(userChanged(USER));
      store.dispatch(premiumCheckFailed());
    });
    expect(screen.getByRole('status')).toHaveTextContent('Dein Premium-Abo konnte nicht geprüft werden');
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });

  it('says nothing after sign-out', async () => {
    const store = createAppStore();
    await renderInShell(<PlanCheckNotice />, { store });
    act(() => {
      store.dispatch(userChanged(USER));
      store.dispatch(premiumCheckFailed());
      store.dispatch(userChanged(null));
    });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
