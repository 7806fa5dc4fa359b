import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { contractQuery } from '@rmj/api-client';
import { ENDPOINT_ROUTES, type AdminProduct } from '@rmj/contracts';
import { adminApi } from '../../../lib/admin-api';

// One product as staff see it (GET …/products/:productId), for the editor. Every call that answers
// with the changed product (save, photos, archive) stores that answer here instead of asking again.
const productApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminProduct: contractQuery(build, ENDPOINT_ROUTES.adminProduct, {
      providesTags: (_result, _error, { productId }) => [{ type: 'Product', id: productId }],
    }),
  }),
});

export const { useAdminProductQuery } = productApi;

// The dispatch RTK Query hands a call's lifecycle (its own type: the store's state is not known here).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Dispatch = ThunkDispatch<any, any, UnknownAction>;

/**
 * After a call answered with the changed product: the editor shows it at once, and the products
 * table (whose rows may have changed) asks again the next time it is shown.
 */
export async function keepChangedProduct(dispatch: Dispatch, answer: Promise<{ data: AdminProduct }>): Promise<void> {
  try {
    const { data } = await answer;
    // updateQueryData writes at once, so the screen's 'done' message never shows beside the old
    // product; upsertQueryData (which lands a few ticks later) only fills an entry nobody holds yet.
    const patch = dispatch(productApi.util.updateQueryData('adminProduct', { productId: data.id }, () => data));
    if (patch.patches.length === 0) {
      dispatch(productApi.util.upsertQueryData('adminProduct', { productId: data.id }, data));
    }
    dispatch(adminApi.util.invalidateTags(['ProductList']));
  } catch {
    // A refused call changed nothing; the screen shows its message.
  }
}
