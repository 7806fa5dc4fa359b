// The cart follows the catalogue: opening /cart or /checkout asks the server to price the cart's
// lines (POST /api/orders/quote), and asks again, debounced, whenever the lines change. A unit
// price the server changed is applied to the cart (`cart/itemRepriced`) and remembered for the
// line's notice; a line that cannot be bought is flagged and checkout waits until it is removed or
// lowered. The promo code rides on the same call: applied by the server, re-checked with the cart,
// and the same code is charged at checkout. A quote that gets no answer blocks nothing (checkout
// asks the server again anyway). Each answer that can be bought carries a price hold: kept so
// checkout sends its id and is charged the prices shown while it lasts. The cart's own quotes never
// send a hold, so a rate the owner changes shows in the cart ('Price updated') at the next quote.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { cartActions, type CartItem } from '@rmj/cart';
import type { Pricing, PriceHold } from '@rmj/contracts';
import { knownEn } from '../../../i18n/known-en';
import { useQuoteMutation } from '../api/get-quote';
import { toCheckoutLine } from './checkout-line';
import { isBlocked, outcomeOf, readAnswer, type LineCheck, type PriceChange } from './quote-outcome';

/** Pause after the last change of the lines before asking again (quantity clicks come in bursts). */
export const REQUOTE_DELAY_MS = 300;

// English as the page keeps it; the promo box shows it in Tamil on a Tamil page (a known text).
const PROMO_UNCHECKED = knownEn['known.promoUnchecked'];

interface QuoteState {
  checks: Record<string, LineCheck>;
  changes: Record<string, PriceChange>;
  /** The server's prices of the last answer that could be bought (with the code, when one applies). */
  pricing?: Pricing;
  /** The price hold of the last answer that could be bought. */
  hold?: PriceHold;
  /** The code the shopper applied: confirmed by `pricing.promo`, or waiting while a line is flagged. */
  code?: string;
  promoError?: string;
  promoPending: boolean;
  /** A check is under way. */
  checking: boolean;
}

export function useCartQuote(items: CartItem[]) {
  const dispatch = useDispatch();
  const [quote] = useQuoteMutation();
  const [state, setState] = useState<QuoteState>({
    checks: {},
    changes: {},
    promoPending: false,
    checking: false,
  });
  const lines = useMemo(() => items.map(toCheckoutLine), [items]);
  const linesKey = JSON.stringify(lines);
  // What the next request sends and what settled() reads, current between renders.
  const latest = useRef({ items, lines, code: undefined as string | undefined, checks: state.checks });
  latest.current.items = items;
  latest.current.lines = lines;
  const asked = useRef(0);
  const inFlight = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  /** One quote of the current lines (with the code). True when the lines should be asked about again without it. */
  const ask = useCallback(
    async (applying: boolean): Promise<boolean> => {
      const id = ++asked.current;
      const { items: sent, lines: sentLines, code } = latest.current;
      if (sentLines.length === 0) return false;
      setState((s) => ({ ...s, checking: true, ...(applying ? { promoPending: true, promoError: undefined } : {}) }));
      const outcome = outcomeOf(await quote({ items: sentLines, ...(code ? { promoCode: code } : {}) }));
      if (id !== asked.current) return false; // the lines or the code changed meanwhile: a newer answer counts
      if (outcome.kind === 'answer') {
        const { answer } = outcome;
        const { checks, changes } = readAnswer(answer, sent);
        for (const [key, change] of Object.entries(changes))
          dispatch(cartActions.itemRepriced({ key, price: change.now }));
        // A code removed while the answer was on its way is not brought back by it.
        const sameCode = latest.current.code === code;
        if (answer.success && sameCode) latest.current.code = answer.pricing.promo?.code;
        latest.current.checks = checks;
        setState((s) => ({
          checks,
          changes: { ...s.changes, ...changes },
          pricing: answer.success && sameCode ? answer.pricing : undefined,
          hold: answer.success ? answer.hold : undefined,
          code: latest.current.code,
          promoError: applying ? undefined : s.promoError,
          promoPending: false,
          checking: false,
        }));
        return false;
      }
      if (code && (applying || outcome.kind === 'refused')) {
        // The code does not apply (or could not be checked): it goes, and the lines are asked about without it.
        latest.current.code = undefined;
        setState((s) => ({
          ...s,
          pricing: undefined,
          code: undefined,
          promoPending: false,
          promoError: outcome.message ?? PROMO_UNCHECKED,
          checking: false,
        }));
        return outcome.kind === 'refused';
      }
      setState((s) => ({ ...s, promoPending: false, checking: false }));
      return false;
    },
    [dispatch, quote],
  );

  const run = useCallback(
    (applying: boolean): Promise<void> => {
      clearTimeout(timer.current);
      timer.current = undefined;
      const work = ask(applying)
        .then(async (again) => {
          if (again) await ask(false);
        })
        .finally(() => {
          if (inFlight.current === work) inFlight.current = null;
        });
      inFlight.current = work;
      return work;
    },
    [ask],
  );

  // First sight of the cart: at once; later changes of its lines: after a pause.
  const opened = useRef(false);
  useEffect(() => {
    if (lines.length === 0) return undefined;
    if (!opened.current) {
      opened.current = true;
      void run(false);
      return undefined;
    }
    timer.current = setTimeout(() => void run(false), REQUOTE_DELAY_MS);
    return () => clearTimeout(timer.current);
    // linesKey stands for lines: the same cart content gives the same request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linesKey]);

  /** Resolves once the cart's latest lines are checked: true when a line cannot be bought. */
  const settled = useCallback(async (): Promise<boolean> => {
    if (timer.current !== undefined) await run(false);
    while (inFlight.current) await inFlight.current;
    return isBlocked(latest.current.checks, latest.current.items);
  }, [run]);

  /**
   * Checkout was refused because the rates moved the price (PRICE_CHANGED): take the hold it
   * answered at once, then quote again so the lines show their new prices and 'Price updated'.
   */
  const priceChanged = useCallback(
    async (hold?: PriceHold): Promise<void> => {
      if (hold) setState((s) => ({ ...s, hold }));
      await run(false);
    },
    [run],
  );

  return {
    /** Each line's check and price change, by cartIdentifier. */
    checks: state.checks,
    changes: state.changes,
    /** A line cannot be bought as it is: checkout waits. */
    blocked: isBlocked(state.checks, items),
    /** A check is under way (the lines' aria-busy). */
    checking: state.checking,
    settled,
    /** What the last quote that could be bought charges in all (rupees), when one has answered. */
    quotedTotal: state.pricing?.total,
    /** Its price hold: checkout sends its id. */
    hold: state.hold,
    priceChanged,
    promo: {
      code: state.code,
      /** The server's prices with the code applied (undefined while it is not). */
      pricing: state.pricing?.promo ? state.pricing : undefined,
      error: state.promoError,
      pending: state.promoPending,
      apply: (text: string) => {
        const trimmed = text.trim();
        if (!trimmed) return setState((s) => ({ ...s, promoError: knownEn['known.promoEmpty'] }));
        latest.current.code = trimmed;
        void run(true);
      },
      remove: () => {
        latest.current.code = undefined;
        setState((s) => ({ ...s, code: undefined, pricing: undefined, promoError: undefined, promoPending: false }));
      },
    },
  };
}

export type CartQuote = ReturnType<typeof useCartQuote>;
export type PromoCode = CartQuote['promo'];
