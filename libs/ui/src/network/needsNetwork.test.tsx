import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubNetwork } from '@tcgp/dev-kit/testing';
import { NetworkNotice } from './NetworkNotice';
import { useNeedsNetwork, useOnline } from './needsNetwork';

const { setOnline: goOnline, dropConnection } = stubNetwork();

function SignIn({ action }: { action: () => Promise<void> }) {
  const { offline, run, dismiss } = useNeedsNetwork();
  return (
    <>
      <button type="button" onClick={() => void run(action)}>
        Sign in
      </button>
      {offline ? (
        <NetworkNotice dismissLabel="Dismiss" onDismiss={dismiss}>
          You are offline: sign-in needs a connection.
        </NetworkNotice>
      ) : null}
    </>
  );
}

describe('useNeedsNetwork', () => {
  it('runs the action online and says nothing', async () => {
    const user = userEvent.setup();
    const action = jest.fn(async () => undefined);
    render(<SignIn action={action} />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(action).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not start the action offline, says why, and the message goes when the browser is back online', async () => {
    const user = userEvent.setup();
    const action = jest.fn(async () => undefined);
    render(<SignIn action={action} />);
    goOnline(false);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(action).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent('You are offline: sign-in needs a connection.');
    goOnline(true);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('says so when the connection dropped while the action ran (a network failure)', async () => {
    const user = userEvent.setup();
    render(
      <SignIn
        action={async () => {
          dropConnection();
          throw new TypeError('Failed to fetch');
        }}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('sign-in needs a connection');
  });

  it('can be dismissed', async () => {
    const user = userEvent.setup();
    render(<SignIn action={async () => undefined} />);
    goOnline(false);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('useOnline', () => {
  function Status() {
    return <p>{useOnline() ? 'online' : 'offline'}</p>;
  }

  it('follows the online and offline events', () => {
    render(<Status />);
    expect(screen.getByText('online')).toBeInTheDocument();
    goOnline(false);
    expect(screen.getByText('offline')).toBeInTheDocument();
    goOnline(true);
    expect(screen.getByText('online')).toBeInTheDocument();
  });
});
