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
import { words } from '../../../i18n';
import { DELETE_ACCOUNT_FAILED } from '../../../lib/fallback-messages';
import { useShownMessage } from '../../../lib/shown-message';
import { useLazyMyAccountDataQuery } from '../api/my-data';

export { DELETE_ACCOUNT_FAILED };

/** The typed address as the server compares it. */
const normalised = (email: string) => email.trim().toLowerCase();

export function DeleteAccount(): JSX.Element {
  const t = words.useT();
  const [open, setOpen] = useState(false);
  return (
    <section className="acc-card acc-orders acc-delete" aria-labelledby="acc-delete-title">
      <h2 id="acc-delete-title" className="acc-orders__title">
        {t('delete.title')}
      </h2>
      <p>{t('delete.erases')}</p>
      <ul className="acc-delete__list">
        <li>{t('delete.erases.account')}</li>
        <li>{t('delete.erases.addresses')}</li>
        <li>{t('delete.erases.sessions')}</li>
        <li>{t('delete.erases.files')}</li>
        <li>{t('delete.erases.orders')}</li>
      </ul>
      <p>{t('delete.keeps')}</p>
      <p>{t('delete.openOrders')}</p>
      <button type="button" className="acc-button acc-button--danger" onClick={() => setOpen(true)}>
        {t('delete.button')}
      </button>
      {open && <ConfirmDeletion onClose={() => setOpen(false)} />}
    </section>
  );
}

function ConfirmDeletion({ onClose }: { onClose: () => void }): JSX.Element {
  const t = words.useT();
  const shown = useShownMessage();
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
          {t('delete.confirmTitle')}
        </h2>
        <p id={`${id}-text`}>{t('delete.confirmText')}</p>
        <label className="acc-field__label" htmlFor={`${id}-email`}>
          {t('delete.emailLabel')}
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
            {shown(problem)}
          </p>
        )}
        <div className="acc-dialog__actions">
          <button type="button" className="acc-button acc-button--ghost" onClick={onClose} disabled={isLoading}>
            {t('delete.cancel')}
          </button>
          <button
            type="submit"
            className="acc-button acc-button--danger"
            disabled={!matches || isLoading}
            aria-busy={isLoading || undefined}
          >
            {t('delete.confirm')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
