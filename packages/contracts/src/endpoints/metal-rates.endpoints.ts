// Today's metal rates (public, and the owner's rate screen) and the HUIDs of hallmarked pieces. The
// catalog serves them: rates price every piece sold by weight in its read model.
import {
  addHuidsRequestSchema,
  adminRatesSchema,
  productHuidsSchema,
  setRatesRequestSchema,
  todaysRatesSchema,
} from '../metal-pricing';
import { soldHuidsRequestSchema, soldHuidsResponseSchema } from '../huid-register';
import { STAFF_PERMISSIONS } from '../staff';
import { defineEndpoint } from './define';

const HUIDS = '/api/admin/catalogue/products/:productId/huids';
const PRODUCT = { productId: 'Product id (24 hex characters)' };

export const metalRatesEndpoints = {
  recordSoldHuids: defineEndpoint({
    service: 'catalog',
    method: 'POST',
    path: '/internal/huids/sold',
    access: 'internal',
    summary:
      "Internal: record the HUIDs taken at an order's Quality check as sold on it, once (orders calls it); 409 when one is on another piece",
    body: soldHuidsRequestSchema,
    responses: { 200: soldHuidsResponseSchema },
    errors: [400, 409],
  }),
  todaysRates: defineEndpoint({
    service: 'catalog',
    method: 'GET',
    path: '/api/rates',
    access: 'public',
    limit: 'read',
    summary: "Today's metal rates per purity (₹ per gram, in paise) and when the owner set them",
    responses: { 200: todaysRatesSchema },
  }),
  adminRates: defineEndpoint({
    service: 'catalog',
    method: 'GET',
    path: '/api/admin/rates',
    access: 'staff',
    roles: STAFF_PERMISSIONS.readCatalogue,
    summary: 'The rates now, who set them and every earlier change, newest first',
    tag: 'admin-rates',
    responses: { 200: adminRatesSchema },
    errors: [401, 403],
  }),
  adminSetRates: defineEndpoint({
    service: 'catalog',
    method: 'PUT',
    path: '/api/admin/rates',
    access: 'staff',
    roles: STAFF_PERMISSIONS.changePrices,
    summary: "Set today's rates (the owner only): every piece priced by weight is re-priced within seconds",
    description:
      'Kept in the history with who and when, and written to the audit trail. Purities named in `derived` are worked out from their metal 999 rate by fineness (rounded to the rupee).',
    tag: 'admin-rates',
    body: setRatesRequestSchema,
    responses: { 200: adminRatesSchema },
    errors: [400, 401, 403],
  }),
  adminProductHuids: defineEndpoint({
    service: 'catalog',
    method: 'GET',
    path: HUIDS,
    access: 'staff',
    roles: STAFF_PERMISSIONS.readCatalogue,
    summary: "A hallmarked product's HUIDs: those in stock and those sold, with their orders",
    tag: 'admin-catalogue',
    params: PRODUCT,
    responses: { 200: productHuidsSchema },
    errors: [400, 401, 403, 404],
  }),
  adminAddProductHuids: defineEndpoint({
    service: 'catalog',
    method: 'POST',
    path: HUIDS,
    access: 'staff',
    roles: STAFF_PERMISSIONS.editCatalogue,
    summary: 'Add the HUIDs of new pieces (each HUID once in the whole shop; audit trail)',
    tag: 'admin-catalogue',
    params: PRODUCT,
    body: addHuidsRequestSchema,
    responses: { 200: productHuidsSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  adminRemoveProductHuid: defineEndpoint({
    service: 'catalog',
    method: 'DELETE',
    path: `${HUIDS}/:huid`,
    access: 'staff',
    roles: STAFF_PERMISSIONS.editCatalogue,
    summary: 'Remove a HUID entered by mistake (only one still in stock; audit trail)',
    tag: 'admin-catalogue',
    params: { ...PRODUCT, huid: 'The HUID (6 letters and digits)' },
    responses: { 200: productHuidsSchema },
    errors: [400, 401, 403, 404, 409],
  }),
};
