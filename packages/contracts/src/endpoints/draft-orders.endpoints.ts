// Draft orders (orders service): staff build an order for a customer who asked outside the site,
// priced as checkout prices it, and save, change or delete it until it is sent. Every role reads;
// owner and staff edit; a discount is the owner's (a staff save that gives or changes one is a 403).
import {
  draftOrderDeletedSchema,
  draftOrderInputSchema,
  draftOrderSchema,
  draftOrdersPageSchema,
  draftOrdersQuerySchema,
  draftOrderUpdateSchema,
} from '../draft-orders';
import { STAFF_PERMISSIONS } from '../staff';
import { defineEndpoint } from './define';

const DRAFTS = '/api/admin/draft-orders';

export const draftOrdersEndpoints = {
  draftOrdersList: defineEndpoint({
    service: 'orders',
    method: 'GET',
    path: DRAFTS,
    access: 'staff',
    roles: STAFF_PERMISSIONS.readDraftOrders,
    tag: 'admin',
    summary: 'Draft orders, newest first, a page at a time, with the total each had when last saved',
    query: draftOrdersQuerySchema,
    responses: { 200: draftOrdersPageSchema },
    errors: [400, 401, 403],
  }),
  draftOrderCreate: defineEndpoint({
    service: 'orders',
    method: 'POST',
    path: DRAFTS,
    access: 'staff',
    roles: STAFF_PERMISSIONS.editDraftOrders,
    tag: 'admin',
    summary: 'Save a new draft order for a customer: catalogue and custom lines, an owner’s discount, a note',
    body: draftOrderInputSchema,
    responses: { 201: draftOrderSchema },
    errors: [400, 401, 403],
  }),
  draftOrderDetail: defineEndpoint({
    service: 'orders',
    method: 'GET',
    path: `${DRAFTS}/:draftId`,
    access: 'staff',
    roles: STAFF_PERMISSIONS.readDraftOrders,
    tag: 'admin',
    summary: 'One draft order with its pricing now (today’s rates, availability of each catalogue line)',
    params: { draftId: 'Draft id' },
    responses: { 200: draftOrderSchema },
    errors: [401, 403, 404],
  }),
  draftOrderUpdate: defineEndpoint({
    service: 'orders',
    method: 'PUT',
    path: `${DRAFTS}/:draftId`,
    access: 'staff',
    roles: STAFF_PERMISSIONS.editDraftOrders,
    tag: 'admin',
    summary: 'Save a draft again, whole, with the version it was read at (409 when changed meanwhile or sent)',
    params: { draftId: 'Draft id' },
    body: draftOrderUpdateSchema,
    responses: { 200: draftOrderSchema },
    errors: [400, 401, 403, 404, 409],
  }),
  draftOrderDelete: defineEndpoint({
    service: 'orders',
    method: 'DELETE',
    path: `${DRAFTS}/:draftId`,
    access: 'staff',
    roles: STAFF_PERMISSIONS.editDraftOrders,
    tag: 'admin',
    summary: 'Delete a draft that was not sent (409 once it was)',
    params: { draftId: 'Draft id' },
    responses: { 200: draftOrderDeletedSchema },
    errors: [401, 403, 404, 409],
  }),
};
