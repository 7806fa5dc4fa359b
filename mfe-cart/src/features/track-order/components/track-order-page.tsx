// /track-order (spec sections 2, 5 and 8): one field for the order number (required), a button
// reading 'TRACKING...' while loading, then three tabs. `?order=RMJ-...` (links from /welcome and
// the confirmation e-mail) fills the field and tracks at once. A logged-in owner sees every detail.
// After the owner cancels, the page says how it went and tracks the order again, keeping the
// result in view meanwhile, so its new state shows where the shopper is looking.
import { useEffect, useId, useRef, useState, type FormEvent, type JSX } from 'react';
import { useSearchParams } from '@rmj/router';
import { serverMessage, type CallOutcome } from '@rmj/api-client';
import { useInjectApi } from '@rmj/cart';
import { words } from '../../../i18n';
import { ordersApi } from '../../../lib/orders-api';
import { useServerWords } from '../../../lib/use-shop-words';
import { useLazyTrackOrderQuery } from '../api/track-order';
import { TrackingResult } from './tracking-result';
import '../../../styles/cart-base.css';
import './track-order.css';

/** /track-order: tracking by order number. */
export function TrackOrderPage(): JSX.Element {
  useInjectApi(ordersApi);
  const t = words.useT();
  const say = useServerWords();
  const id = useId();
  const [params] = useSearchParams();
  const [orderNumber, setOrderNumber] = useState(() => params.get('order') ?? '');
  const [missing, setMissing] = useState(false);
  const [track, { data, error, isFetching, isError }] = useLazyTrackOrderQuery();
  const [notice, setNotice] = useState<CallOutcome>();
  const [refreshing, setRefreshing] = useState(false);
  const noticeRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  useEffect(() => {
    const fromLink = params.get('order')?.trim();
    if (fromLink) void track({ orderNumber: fromLink });
  }, [params, track]);

  function submit(event: FormEvent): void {
    event.preventDefault();
    const value = orderNumber.trim();
    setMissing(!value);
    setNotice(undefined);
    if (value) void track({ orderNumber: value });
  }

  function cancelled(outcome: CallOutcome): void {
    setNotice(outcome);
    if (!data) return;
    setRefreshing(true);
    void track({ orderNumber: data.orderId }).finally(() => setRefreshing(false));
  }

  const problem = missing ? t('track.required') : undefined;
  return (
    <div className="crt-page crt-track">
      <h1 className="crt-page__title">{t('track.title')}</h1>
      <form className="crt-track__form" onSubmit={submit} noValidate>
        <label htmlFor={id} className="crt-field__label">
          {t('track.orderNumber')}
        </label>
        <div className="crt-track__row">
          <input
            id={id}
            className="crt-field__input"
            value={orderNumber}
            onChange={(e) => setOrderNumber(e.target.value)}
            placeholder={t('track.placeholder')}
            autoComplete="off"
            required
            aria-required="true"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-error` : undefined}
          />
          <button type="submit" className="crt-btn crt-btn--primary" disabled={isFetching}>
            {isFetching ? t('track.tracking') : t('track.submit')}
          </button>
        </div>
        {problem && (
          <p id={`${id}-error`} className="crt-field__error">
            {problem}
          </p>
        )}
      </form>
      {!isFetching && isError && (
        <p className="crt-banner crt-banner--error" role="alert">
          {say(serverMessage(error)) ?? t('track.error')}
        </p>
      )}
      {notice && (
        <p
          ref={noticeRef}
          tabIndex={-1}
          className={`crt-banner crt-banner--${notice.ok ? 'success' : 'error'}`}
          role={notice.ok ? 'status' : 'alert'}
        >
          {say(notice.message)}
        </p>
      )}
      {(!isFetching || refreshing) && !isError && data && <TrackingResult order={data} onCancelOutcome={cancelled} />}
    </div>
  );
}
