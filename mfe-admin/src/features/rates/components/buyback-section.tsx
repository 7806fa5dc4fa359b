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
import { FormField } from '../../../components/form-field';
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

/** Where a problem of the typed rates is shown: beside a purity's field, the deduction's, or the form's foot. */
type ProblemAt = OldGoldPurity | 'deduction' | 'form';

/** The first problem of each place, from the contract's checks. */
function problemsOf(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Partial<Record<ProblemAt, string>> {
  const problems: Partial<Record<ProblemAt, string>> = {};
  for (const issue of issues) {
    const [head, purity] = issue.path;
    const at: ProblemAt =
      head === 'deductionPercent'
        ? 'deduction'
        : head === 'rates' && OLD_GOLD_PURITIES.includes(purity as OldGoldPurity)
          ? (purity as OldGoldPurity)
          : 'form';
    problems[at] ??= issue.message;
  }
  return problems;
}

/**
 * The owner's form. It stays mounted across saves (what was typed is what was saved), so the
 * "saved" message stays in view.
 */
function BuybackForm({ current }: { current: AdminBuyback }): JSX.Element {
  const [typed, setTyped] = useState<Typed>(() => typedOf(current));
  const [deduction, setDeduction] = useState(String(percentOfBasisPoints(current.deductionBasisPoints)));
  const [problems, setProblems] = useState<Partial<Record<ProblemAt, string>>>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [save, { isLoading }] = useAdminSetBuybackMutation();

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    setOutcome(null);
    const rates = Object.fromEntries(
      OLD_GOLD_PURITIES.filter((p) => typed[p].trim() !== '').map((p) => [p, Number(typed[p])]),
    );
    const checked = setBuybackRequestSchema.safeParse({
      rates,
      deductionPercent: deduction.trim() === '' ? Number.NaN : Number(deduction),
    });
    if (!checked.success) {
      const found = problemsOf(checked.error.issues);
      setProblems(found);
      if (found.form) setOutcome({ ok: false, text: found.form });
      return;
    }
    setProblems({});
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
        <FormField
          key={purity}
          label={`Buy-back ${OLD_GOLD_PURITY_LABELS[purity]} (₹ a gram)`}
          error={problems[purity]}
        >
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="decimal"
              value={typed[purity]}
              onChange={(e) => setTyped({ ...typed, [purity]: e.target.value })}
            />
          )}
        </FormField>
      ))}
      <FormField label="Deduction (%)" error={problems.deduction}>
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="decimal"
            value={deduction}
            onChange={(e) => setDeduction(e.target.value)}
          />
        )}
      </FormField>
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
              ? `Buy-back rates set by ${data.setBy ?? 'the owner'} on ${formatWhen(data.setAt)}.`
              : 'No buy-back rates yet: the old-gold page asks customers to call the shop.'}
          </p>
          {canEdit ? (
            <BuybackForm current={data} />
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
