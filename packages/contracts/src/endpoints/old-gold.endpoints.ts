// The old-gold exchange: the page's buy-back table and request form (public), the owner's buy-back
// rates and the back office's list of requests. The catalog serves them beside today's metal rates.
import {
  adminBuybackSchema,
  adminOldGoldPageSchema,
  adminOldGoldQuerySchema,
  adminOldGoldRequestSchema,
  buybackTableSchema,
  moveOldGoldRequestSchema,
  oldGoldRequestResponseSchema,
  oldGoldRequestSchema,
  setBuybackRequestSchema,
} from '../old-gold';
import { STAFF_PERMISSIONS } from '../staff';
import { defineEndpoint } from './define';

const ADMIN_REQUESTS = '/api/admin/old-gold/requests';

export const oldGoldEndpoints = {
  buybackTable: defineEndpoint({
    service: 'catalog',
    method: 'GET',
    path: '/api/old-gold/rates',
    access: 'public',
    limit: 'read',
    summary: "Today's buy-back rates per purity (paise per gram) and the deduction, for the old-gold page",
    responses: { 200: buybackTableSchema },
  }),
  submitOldGoldRequest: defineEndpoint({
    service: 'catalog',
    method: 'POST',
    path: '/api/old-gold/requests',
    access: 'public',
    summary: 'Ask for a visit or a call about old gold; the estimate at the rates in force is stored with it',
    description: 'Limited per client in the database as the contact form is (5 per 10 minutes).',
    body: oldGoldRequestSchema,
    responses: { 201: oldGoldRequestResponseSchema },
    errors: [400, 413, 429],
  }),
  adminBuyback: defineEndpoint({
    service: 'catalog',
    method: 'GET',
    path: '/api/admin/old-gold/rates',
    access: 'staff',
    roles: STAFF_PERMISSIONS.readCatalogue,
    summary: 'The buy-back rates and deduction now, and who set them',
    tag: 'admin-old-gold',
    responses: { 200: adminBuybackSchema },
    errors: [401, 403],
  }),
  adminSetBuyback: defineEndpoint({
    service: 'catalog',
    method: 'PUT',
    path: '/api/admin/old-gold/rates',
    access: 'staff',
    roles: STAFF_PERMISSIONS.changePrices,
    summary: 'Set the buy-back rates and deduction (the owner only; kept and written to the audit trail)',
    description: 'Purities not named are not bought online: the page asks the customer to call for them.',
    tag: 'admin-old-gold',
    body: setBuybackRequestSchema,
    responses: { 200: adminBuybackSchema },
    errors: [400, 401, 403],
  }),
  adminOldGoldRequests: defineEndpoint({
    service: 'catalog',
    method: 'GET',
    path: ADMIN_REQUESTS,
    access: 'staff',
    roles: STAFF_PERMISSIONS.readOldGold,
    summary: "Customers' old-gold requests, newest first, 20 a page, with their details and estimates",
    tag: 'admin-old-gold',
    query: adminOldGoldQuerySchema,
    responses: { 200: adminOldGoldPageSchema },
    errors: [400, 401, 403],
  }),
  adminMoveOldGoldRequest: defineEndpoint({
    service: 'catalog',
    method: 'POST',
    path: `${ADMIN_REQUESTS}/:requestId/state`,
    access: 'staff',
    roles: STAFF_PERMISSIONS.handleOldGold,
    summary: 'Mark a request contacted or closed, with a note (new → contacted → closed; new → closed)',
    tag: 'admin-old-gold',
    params: { requestId: 'Request id (24 hex characters)' },
    body: moveOldGoldRequestSchema,
    responses: { 200: adminOldGoldRequestSchema },
    errors: [400, 401, 403, 404, 409],
  }),
};
