import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { claimBrowserList, readOwner } from '@tcgp/collection';
import { renderUi } from './testing/renderUi';
import { SignOutControl } from './SignOutControl';

const alice = { uid: 'u-alice', displayName: 'Alice', email: null, photoURL: null };

beforeEach(() => {
  window.localStorage.clear();
  claimBrowserList(window.localStorage, alice.uid, ['a1-001']);
});

describe('sign-out with the choice to keep a copy of the list', () => {
  it('is unchecked by default: signing out lets the list leave this browser', async () => {
    const user = userEvent.setup();
    const host = await renderUi(<SignOutControl label="Sign out" />, { user: alice });
    expect(screen.getByRole('checkbox', { name: 'Keep a copy of my list on this browser' })).not.toBeChecked();
    expect(host.auth.current()).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(host.auth.current()).toBeNull();
    expect(readOwner(window.localStorage)).toMatchObject({ uid: alice.uid, keepCopy: false });
  });

  it('records the choice for the clean-up when the player keeps a copy', async () => {
    const user = userEvent.setup();
    const host = await renderUi(<SignOutControl label="Sign out" compact />, { user: alice, language: 'fr' });
    await user.click(screen.getByRole('checkbox', { name: 'Garder ma liste ici' }));
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(host.auth.current()).toBeNull();
    expect(readOwner(window.localStorage)).toMatchObject({ uid: alice.uid, keepCopy: true });
  });
});
