import { contractMutation, contractQuery } from '@rmj/api-client';
import { ENDPOINT_ROUTES } from '@rmj/contracts';
import { ordersApi } from '../../../lib/orders-api';

// The engraving proof a link points at (`{ params: { token } }`; public: the token is the key) and
// the shopper's answer (`{ params: { token }, body }`). Opening the page changes nothing; only the
// buttons post. Not kept once the page is left.
const orderProofApi = ordersApi.injectEndpoints({
  endpoints: (build) => ({
    proofView: contractQuery(build, ENDPOINT_ROUTES.proofView, { keepUnusedDataFor: 0 }),
    proofAnswer: contractMutation(build, ENDPOINT_ROUTES.proofAnswer),
  }),
});

export const { useProofViewQuery, useProofAnswerMutation } = orderProofApi;
