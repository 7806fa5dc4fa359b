/**
 * The orders service's migrations, in order (`node dist/migrate.js` applies them; the service
 * refuses to start on a database that lacks one). Add a file `NNN-<name>.ts` with the next version
 * and list it here; never edit or renumber a released one.
 */
import type { Migration } from '@rmj/nest-common';
import indexes from './001-indexes';
import commonIndexes from './002-common-indexes';
import normalisedPhones from './003-normalised-phones';
import dropSavedOrders from './004-drop-saved-orders';
import grievances from './005-grievances';
import priceHolds from './006-price-holds';
import outbox from './007-outbox';
import refundVersions from './008-refund-versions';
import orderVersions from './009-order-versions';
import draftOrders from './010-draft-orders';
import paymentRequests from './011-payment-requests';
import creditNotes from './012-credit-notes';
import returnRequests from './013-returns';

export const ORDERS_MIGRATIONS: readonly Migration[] = [
  indexes,
  commonIndexes,
  normalisedPhones,
  dropSavedOrders,
  grievances,
  priceHolds,
  outbox,
  refundVersions,
  orderVersions,
  draftOrders,
  paymentRequests,
  creditNotes,
  returnRequests,
];
