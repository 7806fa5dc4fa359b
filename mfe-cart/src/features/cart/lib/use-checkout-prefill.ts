// Fills a returning customer's details form once the shop's answers arrive (the account with its
// saved addresses, the latest order), unless the shopper has started typing meanwhile. Either call
// failing (no connection, a staff sign-in) leaves the form as it was: the shopper types instead.
import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { AccountAddressesResponse, CustomerDetails, CustomerDetailsInput } from '@rmj/contracts';
import { useLastOrderDetailsQuery, useMyAddressesQuery } from '../api/get-checkout-prefill';
import { prefillDetails } from './checkout-prefill';

export interface CheckoutPrefill {
  /** The account's answer (its saved addresses), once it came. */
  account?: AccountAddressesResponse;
  /** Tells the hook the shopper typed or chose something (even a value equal to the default): no filling then. */
  onTyped: () => void;
}

export function useCheckoutPrefill(
  form: UseFormReturn<CustomerDetailsInput, unknown, CustomerDetails>,
  storedName: string,
): CheckoutPrefill {
  const account = useMyAddressesQuery();
  const lastOrder = useLastOrderDetailsQuery();
  const filled = useRef(false);
  const typedByHand = useRef(false);
  const settled = !account.isLoading && !lastOrder.isLoading;
  // Read while rendering: react-hook-form only keeps formState fields a component has read up to date.
  const typed = form.formState.isDirty;

  useEffect(() => {
    if (filled.current || !settled) return;
    filled.current = true;
    if (!account.data && !lastOrder.data?.customerDetails) return;
    if (typed || typedByHand.current) return; // the shopper's own typing wins
    const { values } = prefillDetails({
      storedName,
      account: account.data,
      lastOrder: lastOrder.data?.customerDetails,
    });
    form.reset(values);
  }, [settled, typed, account.data, lastOrder.data, form, storedName]);

  return {
    account: account.data,
    onTyped: () => {
      typedByHand.current = true;
    },
  };
}
