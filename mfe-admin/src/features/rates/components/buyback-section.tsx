// The 'Buy-back rates' section of the rates screen: what the shop pays per gram for old gold and
// silver, per purity, and the deduction (melting and testing loss). The owner edits them; everyone
// else reads them. A purity left empty is not bought online: the storefront asks the customer to call.
import { useId, useState, type FormEvent, type JSX } from 'react';
import { serverMessage } from '@rmj/api-client';
import {
  OLD_GOLD_PURITIES,
  OLD_GOLD_PURITY_LABELS,
  percentOfBasisPoints,
  setBuybackRequestSchema,
  type AdminBuyback,
  type OldGoldPurity,
} from '@rmj/contracts';
import { formatPaise } from '@rmj/ui';
import { LoadFailed } from '../../../components/load-failed';
import { OutcomeMessage, type Outcome } from '../../../components/outcome-message';
import { formatWhen } from '../../../lib/format-when';
import { useAdminBuybackQuery, useAdminSetBuybackMutation } from '../api/buyback';

type Typed = Record<OldGoldPurity, string>;

const typedOf = (current: AdminBuyback): Typed => {
  const typed = Object.fromEntries(OLD_GOLD_PURITIES.map((p) => [p, ''])) as Typed;
  for (const r of current.rates) typed[r.purity] = String(r.paisePerGram / 100);
  return typed;
};

function BuybackForm({ current }: { current: AdminBuyback }): JSX.Element {
  const id = useId();
  const [typed, setTyped] = useState<Typed>(() => typedOf(current));
  const [deduction, setDeduction] = useState(String(percentOfBasisPoints(current.deductionBasisPoints)));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [save, { isLoading }] = useAdminSetBuybackMutation();

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    const rates = Object.fromEntries(
      OLD_GOLD_PURITIES.filter((p) => typed[p].trim() !== '').map((p) => [p, Number(typed[p])]),
    );
    const checked = setBuybackRequestSchema.safeParse({
      rates,
      deductionPercent: deduction.trim() === '' ? Number.NaN : Number(deduction),
    });
    if (!checked.success) {
      setOutcome({ ok: false, text: checked.error.issues[0]!.message });
      return;
    }
    try {
      await save(checked.data).unwrap();
      setOutcome({ ok: true, text: 'Buy-back rates saved. The old-gold page shows them now.' });
    } catch (error) {
      setOutcome({ ok: false, text: serverMessage(error as never) ?? 'The buy-back rates could not be saved.' });
    }
  }

  return (
    <form className="adm-rates-buyback-form" onSubmit={submit} noValidate>
      {OLD_GOLD_PURITIES.map((purity) => (
        <div className="adm-field" key={purity}>
          <label htmlFor={`${id}-${purity}`}>{`Buy-back ${OLD_GOLD_PURITY_LABELS[purity]} (₹ a gram)`}</label>
          <input
            id={`${id}-${purity}`}
            type="text"
            inputMode="decimal"
            value={typed[purity]}
            onChange={(e) => setTyped({ ...typed, [purity]: e.target.value })}
          />
        </div>
      ))}
      <div className="adm-field">
        <label htmlFor={`${id}-deduction`}>Deduction (%)</label>
        <input
          id={`${id}-deduction`}
          type="text"
          inputMode="decimal"
          value={deduction}
          onChange={(e) => setDeduction(e.target.value)}
        />
      </div>
      <button type="submit" className="adm-button" disabled={isLoading}>
        {isLoading ? 'Saving…' : 'Save buy-back rates'}
      </button>
      {outcome && <OutcomeMessage outcome={outcome} />}
    </form>
  );
}

export function BuybackSection({ canEdit }: { canEdit: boolean }): JSX.Element {
  const id = useId();
  const { data, isLoading, isError, refetch } = useAdminBuybackQuery();
  return (
    <section className="adm-rates-buyback" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Buy-back rates</h2>
      {isLoading ? (
        <p role="status">Loading the buy-back rates…</p>
      ) : isError || !data ? (
        <LoadFailed onRetry={refetch} />
      ) : (
        <>
          <p>
            {data.setAt
              ? `Set by ${data.setBy ?? 'the owner'} on ${formatWhen(data.setAt)}.`
              : 'No buy-back rates yet: the old-gold page asks customers to call the shop.'}
          </p>
          {canEdit ? (
            <BuybackForm key={data.setAt ?? 'never'} current={data} />
          ) : (
            <dl className="adm-rates-buyback-list">
              {data.rates.map((r) => (
                <div key={r.purity}>
                  <dt>{OLD_GOLD_PURITY_LABELS[r.purity]}</dt>
                  <dd>{`${formatPaise(r.paisePerGram)} a gram`}</dd>
                </div>
              ))}
              <div>
                <dt>Deduction</dt>
                <dd>{`${percentOfBasisPoints(data.deductionBasisPoints)}%`}</dd>
              </div>
            </dl>
          )}
        </>
      )}
    </section>
  );
}
