import { startStandalone } from 'shared-contracts/src/standalone/StandaloneHost';
import setup from './setup';
import AccountSlot from './slots/AccountSlot';
import ModalHost from './slots/ModalHost';

function AccountPlayground() {
  return (
    <>
      <AccountSlot />
      <ModalHost />
    </>
  );
}

void startStandalone({
  setup,
  nav: [{ to: '/', label: 'Account slot' }],
  routes: [{ path: '*', element: <AccountPlayground /> }],
});
