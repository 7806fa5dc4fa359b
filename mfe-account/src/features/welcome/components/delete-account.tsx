// "Delete my account" on /welcome, below "Your data": says what is erased and what the shop keeps
// (tax invoices, masked, as GST law requires), then a confirmation dialog in which the shopper types
// the account's e-mail address before the button that deletes it enables. On success the shopper
// is signed out and sent to the home page, which says the account was deleted.
import { useEffect, useId, useState, type JSX } from 'react';
import { serverMessage } from '@rmj/api-client';
import { endDeletedAccount, paths } from '@rmj/contracts';
import { useNavigate } from '@rmj/router';
import { useModalDialog } from '@rmj/ui';
import { useDeleteAccountMutation } from '../api/delete-account';
import { useLazyMyAccountDataQuery } from '../api/my-data';

export const DELETE_ACCOUNT_FAILED = 'Your account could not be deleted. Please try again.';

/** The typed address as the server compares it. */
const normalised = (email: string) => email.trim().toLowerCase();

export function DeleteAccount(): JSX.Element {
  const [open, setOpen] = useState(false);
  return (
    <section className="acc-card acc-orders acc-delete" aria-labelledby="acc-delete-title">
      <h2 id="acc-delete-title" className="acc-orders__title">
        Delete my account
      </h2>
      <p>Deleting your account erases, for good:</p>
      <ul className="acc-delete__list">
        <li>your account: name, e-mail, phone and password</li>
        <li>your saved addresses</li>
        <li>your login sessions on every device</li>
        <li>the files you uploaded (fingerprints, photographs, PDFs)</li>
        <li>your name, e-mail, phone and address on your past orders</li>
      </ul>
      <p>
        What we keep, and why: GST law requires us to keep tax invoices for 8 years, so we keep yours with your name and
        contact masked. Their amounts, invoice numbers and state of supply stay.
      </p>
      <p>You cannot delete your account while an order is still open (being made, on its way, or awaiting a refund).</p>
      <button type="button" className="acc-button acc-button--danger" onClick={() => setOpen(true)}>
        Delete my account
      </button>
      {open && <ConfirmDeletion onClose={() => setOpen(false)} />}
    </section>
  );
}

function ConfirmDeletion({ onClose }: { onClose: () => void }): JSX.Element {
  const id = useId();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const [getAccount, account] = useLazyMyAccountDataQuery();
  const dialog = useModalDialog({
    onCancel: onClose,
    cancellable: !isLoading,
    initialFocus: (element) => element.querySelector('input'),
  });
  // The account's address, to compare with what is typed; until it is known (or if it cannot be
  // read), any address enables the button and the server compares.
  useEffect(() => {
    void getAccount();
  }, [getAccount]);
  const expected = account.data?.profile.email;
  const matches = typed.trim() !== '' && (expected ? normalised(typed) === normalised(expected) : typed.includes('@'));

  async function confirm(): Promise<void> {
    setProblem(null);
    const result = await deleteAccount({ email: normalised(typed) });
    if ('error' in result) {
      setProblem(serverMessage(result.error) ?? DELETE_ACCOUNT_FAILED);
      return;
    }
    endDeletedAccount();
    navigate(paths.home());
  }

  return (
    <dialog ref={dialog} className="acc-dialog" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          if (matches && !isLoading) void confirm();
        }}
      >
        <h2 id={`${id}-title`} className="acc-orders__title">
          Delete your account?
        </h2>
        <p id={`${id}-text`}>
          This cannot be undone. Your tax invoices are kept, masked, for 8 years. To confirm, type the e-mail address of
          this account.
        </p>
        <label className="acc-field__label" htmlFor={`${id}-email`}>
          E-mail address of this account
        </label>
        <input
          id={`${id}-email`}
          className="acc-field__input"
          type="email"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          disabled={isLoading}
        />
        {problem && (
          <p className="acc-delete__problem" role="alert">
            {problem}
          </p>
        )}
        <div className="acc-dialog__actions">
          <button type="button" className="acc-button acc-button--ghost" onClick={onClose} disabled={isLoading}>
            Cancel
          </button>
          <button
            type="submit"
            className="acc-button acc-button--danger"
            disabled={!matches || isLoading}
            aria-busy={isLoading || undefined}
          >
            Delete my account permanently
          </button>
        </div>
      </form>
    </dialog>
  );
}
