/**
 * `account/ModalHost`: the global modal host. The premium, account and contact modals are
 * delivered with the account issue; until a modal is opened it renders nothing.
 */
export default function ModalHost() {
  return null;
}
