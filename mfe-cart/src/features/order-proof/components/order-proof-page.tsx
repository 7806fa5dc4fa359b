// /order-proof/:token: the engraving proof the shopper's e-mail links to. Opening it
// changes nothing (mail scanners open links too): Approve and Send my changes post the answer.
// `?answer=change` (the e-mail's Request a change link) opens the change form at once. A used,
// expired or unknown link shows its message.
import { useEffect, useRef, useState, type JSX } from 'react';
import { useParams, useSearchParams } from '@rmj/router';
import type { ProofView } from '@rmj/contracts';
import { serverMessage } from '@rmj/api-client';
import { useInjectApi } from '@rmj/cart';
import { Spinner } from '@rmj/ui';
import { words } from '../../../i18n';
import { ordersApi } from '../../../lib/orders-api';
import { useServerWords } from '../../../lib/use-shop-words';
import { useProofAnswerMutation, useProofViewQuery } from '../api/order-proof';
import { ChangeForm, type ChangeRequest } from './change-form';
import { ProofLine } from './proof-line';
import '../../../styles/cart-base.css';
import './order-proof.css';

/** The shopper's engraving proof: the words as they will be engraved, Approve or Request a change. */
export function OrderProofPage(): JSX.Element {
  useInjectApi(ordersApi);
  const t = words.useT();
  // The server's answers are English: in Tamil on a Tamil page (known texts).
  const say = useServerWords();
  const token = useParams().token ?? '';
  const [params] = useSearchParams();
  const { data, error, isLoading } = useProofViewQuery({ token });
  const [answer, { isLoading: sending }] = useProofAnswerMutation();
  const [changing, setChanging] = useState(() => params.get('answer') === 'change');
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string }>();
  const [done, setDone] = useState(false);
  const outcomeRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  async function send(body: { answer: 'approve' } | ChangeRequest): Promise<string | undefined> {
    setOutcome(undefined);
    const result = await answer({ params: { token }, body });
    if ('data' in result && result.data) {
      setDone(true);
      setChanging(false);
      setOutcome({ ok: true, message: result.data.message });
      return undefined;
    }
    const message = serverMessage(result.error) ?? t('proof.sendError');
    const status = (result.error as { status?: unknown } | undefined)?.status;
    // A used or expired link cannot be answered any more: say so instead of the form.
    if (status === 410 || status === 404) {
      setDone(true);
      setChanging(false);
      setOutcome({ ok: false, message });
      return undefined;
    }
    return message;
  }

  async function approve(): Promise<void> {
    const problem = await send({ answer: 'approve' });
    if (problem) setOutcome({ ok: false, message: problem });
  }

  return (
    <div className="crt-page crt-proof">
      <h1 className="crt-page__title">{t('proof.title')}</h1>
      {isLoading && <Spinner />}
      {!isLoading && error && (
        <p className="crt-banner crt-banner--error" role="alert">
          {say(serverMessage(error)) ?? t('proof.loadError')}
        </p>
      )}
      {data && (
        <ProofBody view={data} token={token}>
          {outcome && (
            <p
              ref={outcomeRef}
              tabIndex={-1}
              className={`crt-banner crt-banner--${outcome.ok ? 'success' : 'error'}`}
              role={outcome.ok ? 'status' : 'alert'}
            >
              {say(outcome.message)}
            </p>
          )}
          {data.state !== 'sent' && !done && (
            <p className="crt-banner crt-banner--error" role="alert">
              {t('known.proofUsed')}
            </p>
          )}
          {data.state === 'sent' && !done && !changing && (
            <div className="crt-proof__actions">
              <button type="button" className="crt-btn crt-btn--primary" onClick={approve} disabled={sending}>
                {sending ? t('proof.sending') : t('proof.approve')}
              </button>
              <button
                type="button"
                className="crt-btn crt-btn--secondary"
                onClick={() => setChanging(true)}
                disabled={sending}
              >
                {t('proof.change')}
              </button>
            </div>
          )}
          {data.state === 'sent' && !done && changing && (
            <ChangeForm lines={data.lines} sending={sending} onSend={send} onCancel={() => setChanging(false)} />
          )}
        </ProofBody>
      )}
    </div>
  );
}

function ProofBody({
  view,
  token,
  children,
}: {
  view: ProofView;
  token: string;
  children: React.ReactNode;
}): JSX.Element {
  const t = words.useT();
  return (
    <>
      <p className="crt-proof__order">
        {t.rich('proof.orderNumber', {
          orderNumber: view.orderNumber,
          b: (chunks: React.ReactNode[]) => <strong>{chunks}</strong>,
        })}
      </p>
      <p>{t('proof.hello', { name: view.firstName })}</p>
      <p>{t('proof.intro')}</p>
      <ul className="crt-proof__lines">
        {view.lines.map((line) => (
          <ProofLine key={line.line} line={line} token={token} />
        ))}
      </ul>
      {children}
    </>
  );
}
