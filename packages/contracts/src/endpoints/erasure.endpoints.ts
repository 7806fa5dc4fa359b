// The internal calls behind deleting an account (DELETE /api/account at identity): identity asks
// orders and catalog to erase or anonymise what they hold about the account before it deletes its
// own records. Never under /api, so the gateway never forwards them; each needs the service credential.
import { erasureRequestSchema, filesErasureResponseSchema, orderErasureResponseSchema } from '../account-erasure';
import { defineEndpoint } from './define';

export const erasureEndpoints = {
  eraseOrders: defineEndpoint({
    service: 'orders',
    method: 'POST',
    path: '/internal/erasure/orders',
    access: 'internal',
    summary:
      "Internal: anonymise a deleted account's orders (buyer masked, account detached) and mask its kept tax invoices; refused, changing nothing, while an order is open (identity calls it; idempotent)",
    body: erasureRequestSchema,
    responses: { 200: orderErasureResponseSchema },
    errors: [400],
  }),
  eraseFiles: defineEndpoint({
    service: 'catalog',
    method: 'POST',
    path: '/internal/erasure/files',
    access: 'internal',
    summary:
      "Internal: delete a deleted account's uploaded files and remove the account from their consent records (identity calls it; idempotent)",
    body: erasureRequestSchema,
    responses: { 200: filesErasureResponseSchema },
    errors: [400],
  }),
};
