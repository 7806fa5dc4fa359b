import type { AdminOrder } from '@rmj/contracts';
import { orderApi } from './get-order';

type Dispatch = (action: unknown) => unknown;

/**
 * After a change to an order succeeded, its answer (the order as it is now) replaces the cached
 * order, so the page shows it without asking again.
 */
export async function keepChangedOrder(
  orderNumber: string,
  dispatch: Dispatch,
  queryFulfilled: Promise<{ data: AdminOrder }>,
): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    dispatch(orderApi.util.upsertQueryData('adminOrder', { orderNumber }, data));
  } catch {
    // The page says why it failed (and reloads the order after a 409).
  }
}
