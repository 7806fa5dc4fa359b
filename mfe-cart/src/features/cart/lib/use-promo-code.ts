// The promo code applied to the cart: checked and priced by the server (POST /api/orders/quote),
// re-checked whenever the cart changes; the same code is charged at checkout.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CartItem } from '@rmj/cart';
import type { Pricing } from '@rmj/contracts';
import { useQuoteMutation } from '../api/get-quote';
import { toCheckoutLine } from './checkout-line';
import { failureReason } from './failure-reason';

export interface PromoState {
  /** The applied code, upper case. */
  code?: string;
  /** The server's prices with the code applied. */
  pricing?: Pricing;
  /** Why the last code did not apply. */
  error?: string;
  pending: boolean;
}

export function usePromoCode(items: CartItem[]) {
  const [state, setState] = useState<PromoState>({ pending: false });
  const [quote] = useQuoteMutation();
  const lines = useMemo(() => items.map(toCheckoutLine), [items]);
  const linesKey = JSON.stringify(lines);
  const applied = useRef<string | undefined>(undefined);

  const check = useCallback(
    async (code: string) => {
      setState((s) => ({ ...s, pending: true, error: undefined }));
      try {
        const answer = await quote({ items: lines, promoCode: code }).unwrap();
        applied.current = answer.pricing.promo?.code;
        setState({ code: answer.pricing.promo?.code, pricing: answer.pricing, pending: false });
      } catch (err) {
        applied.current = undefined;
        setState({
          pending: false,
          error: failureReason(err) ?? 'This promo code could not be checked. Please try again.',
        });
      }
    },
    // linesKey stands for lines: the same cart content gives the same request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [quote, linesKey],
  );

  // The cart changed while a code is applied: ask again (the minimum order may no longer be met).
  useEffect(() => {
    if (applied.current && lines.length > 0) void check(applied.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [linesKey]);

  return {
    ...state,
    apply: (code: string) => {
      const trimmed = code.trim();
      if (!trimmed) setState({ pending: false, error: 'Please enter a promo code.' });
      else void check(trimmed);
    },
    remove: () => {
      applied.current = undefined;
      setState({ pending: false });
    },
  };
}

export type PromoCode = ReturnType<typeof usePromoCode>;
