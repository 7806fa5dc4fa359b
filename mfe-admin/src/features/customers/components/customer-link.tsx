// A customer staff added who later registered an account with the same phone or e-mail: the two
// are joined only when the account's holder agrees. "E-mail a code" sends a code to the account's
// verified e-mail; the customer reads it out and staff enter it. Support sees the match only.
import { useState, type FormEvent, type JSX } from 'react';
import { Link } from '@rmj/router';
import { customerLinkRequestSchema, type CustomerDetail } from '@rmj/contracts';
import { FormField } from '../../../components/form-field';
import { OutcomeMessage, type Outcome } from '../../../components/outcome-message';
import { failureMessage, NO_CONNECTION_MESSAGE } from '../../../lib/messages';
import { useCustomerLinkCodeMutation, useCustomerLinkMutation } from '../api/customers-api';
import { CUSTOMER_PATHS } from '../lib/customer-paths';

type PossibleAccount = NonNullable<CustomerDetail['possibleAccounts']>[number];

function JoinForm({ customerId, account }: { customerId: string; account: PossibleAccount }): JSX.Element {
  const [sendCode, sending] = useCustomerLinkCodeMutation();
  const [link, linking] = useCustomerLinkMutation();
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>();

  async function send(): Promise<void> {
    setOutcome(undefined);
    try {
      const answer = await sendCode({ params: { customerId }, body: { accountId: account.id } }).unwrap();
      setSent(true);
      setOutcome({ ok: true, text: answer.message });
    } catch (error) {
      setOutcome({ ok: false, text: failureMessage(error, NO_CONNECTION_MESSAGE) });
    }
  }

  async function join(event: FormEvent): Promise<void> {
    event.preventDefault();
    const checked = customerLinkRequestSchema.safeParse({ accountId: account.id, code });
    if (!checked.success) {
      setCodeError(checked.error.issues[0]?.message);
      return;
    }
    setCodeError(undefined);
    setOutcome(undefined);
    try {
      await link({ params: { customerId }, body: checked.data }).unwrap();
    } catch (error) {
      setOutcome({ ok: false, text: failureMessage(error, NO_CONNECTION_MESSAGE) });
    }
  }

  return (
    <div className="adm-cus-join">
      <button
        type="button"
        className="adm-button adm-button--quiet"
        disabled={sending.isLoading}
        onClick={() => void send()}
      >
        {sent ? 'E-mail a new code' : 'E-mail a code to join'}
      </button>
      {sent && (
        <form className="adm-form" onSubmit={(e) => void join(e)} noValidate>
          <FormField label="Code the customer read out" error={codeError}>
            {(control) => (
              <input
                {...control}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
              />
            )}
          </FormField>
          <div className="adm-actions">
            <button type="submit" className="adm-button" disabled={linking.isLoading}>
              {linking.isLoading ? 'Joining…' : `Join to ${account.name}’s account`}
            </button>
          </div>
        </form>
      )}
      {outcome && <OutcomeMessage outcome={outcome} />}
    </div>
  );
}

export function CustomerLink({
  customer,
  canEdit,
}: {
  customer: CustomerDetail;
  canEdit: boolean;
}): JSX.Element | null {
  if (customer.linkedTo)
    return (
      <p className="adm-message adm-message--ok" role="status">
        Joined to a shop account: <Link to={CUSTOMER_PATHS.one(customer.linkedTo)}>see the account</Link>.
      </p>
    );
  const accounts = customer.possibleAccounts ?? [];
  if (accounts.length === 0) return null;
  return (
    <section className="adm-cus-section" aria-labelledby="adm-cus-link">
      <h2 id="adm-cus-link" className="adm-subtitle">
        Shop account
      </h2>
      <ul className="adm-cus-notes">
        {accounts.map((account) => (
          <li key={account.id}>
            <p>
              <Link to={CUSTOMER_PATHS.one(account.id)}>{account.name}</Link> registered with the same{' '}
              {account.match === 'phone' ? 'phone number' : 'e-mail'}. The two are joined only if the customer agrees.
            </p>
            {canEdit && <JoinForm customerId={customer.id} account={account} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
