// The complaint form's endpoint and the back office's complaints desk (orders serves both: the
// desk's e-mails go through its insert-once mail outbox and its notice recipients).
import {
  adminGrievanceSchema,
  adminGrievancesQuerySchema,
  adminGrievancesResponseSchema,
  grievanceRequestSchema,
  grievanceResponseSchema,
  resolveGrievanceRequestSchema,
} from '../grievance';
import { STAFF_PERMISSIONS } from '../staff';
import { defineEndpoint } from './define';

const DESK = '/api/admin/grievances';
const TICKET = { ticket: 'Ticket number (GRV-<year>-<six digits>)' };

export const grievanceEndpoints = {
  submitGrievance: defineEndpoint({
    service: 'orders',
    method: 'POST',
    path: '/api/grievances',
    access: 'public',
    // A public form that sends mail: limited per client like sign-in, so it cannot be used to flood inboxes.
    limit: 'auth',
    summary: 'The complaint form: answers the ticket number at once and e-mails it to the customer',
    description: 'The same submissionId answers the same ticket (a second press or a retry opens no second complaint).',
    tag: 'grievances',
    body: grievanceRequestSchema,
    responses: { 201: grievanceResponseSchema },
    errors: [400, 429],
  }),
  adminGrievances: defineEndpoint({
    service: 'orders',
    method: 'GET',
    path: DESK,
    access: 'staff',
    roles: STAFF_PERMISSIONS.readComplaints,
    summary: 'The complaints desk: complaints oldest first, with their age and late flags, optionally of one state',
    tag: 'admin-grievances',
    query: adminGrievancesQuerySchema,
    responses: { 200: adminGrievancesResponseSchema },
    errors: [400, 401, 403],
  }),
  adminGrievance: defineEndpoint({
    service: 'orders',
    method: 'GET',
    path: `${DESK}/:ticket`,
    access: 'staff',
    roles: STAFF_PERMISSIONS.readComplaints,
    summary: 'One complaint',
    tag: 'admin-grievances',
    params: TICKET,
    responses: { 200: adminGrievanceSchema },
    errors: [401, 403, 404],
  }),
  adminAcknowledgeGrievance: defineEndpoint({
    service: 'orders',
    method: 'POST',
    path: `${DESK}/:ticket/acknowledge`,
    access: 'staff',
    roles: STAFF_PERMISSIONS.handleComplaints,
    summary: 'Acknowledge a complaint (e-mails the customer); once only',
    tag: 'admin-grievances',
    params: TICKET,
    responses: { 200: adminGrievanceSchema },
    errors: [401, 403, 404, 409],
  }),
  adminResolveGrievance: defineEndpoint({
    service: 'orders',
    method: 'POST',
    path: `${DESK}/:ticket/resolve`,
    access: 'staff',
    roles: STAFF_PERMISSIONS.handleComplaints,
    summary: 'Resolve a complaint with a note (e-mails the customer); once only',
    tag: 'admin-grievances',
    params: TICKET,
    body: resolveGrievanceRequestSchema,
    responses: { 200: adminGrievanceSchema },
    errors: [400, 401, 403, 404, 409],
  }),
};
