// GET /api/products/:id: a product opened from a link, without navigation state.
import { productApi } from '../../../lib/product-api';
import { productPath } from './product-url';
import type { RawProduct } from '../../../lib/product-view';

const getProductApi = productApi.injectEndpoints({
  endpoints: (build) => ({
    getProduct: build.query<RawProduct, string>({
      query: productPath,
    }),
  }),
});

export const { useGetProductQuery } = getProductApi;
