// The spec's POST /api/orders payload used to be kept in `saved_orders` beside the paid order, but
// nothing ever read it back: the order itself holds every line, price and detail. It was a second
// copy of customers' names, phones and addresses with no purpose, so the collection goes.
// Safe to run twice (dropping a collection that is not there changes nothing).
import type { Migration } from '@rmj/nest-common';

const migration: Migration = {
  version: 4,
  name: 'drop-saved-orders',
  up: async (db) => {
    const present = await db.listCollections({ name: 'saved_orders' }, { nameOnly: true }).toArray();
    if (present.length > 0) await db.dropCollection('saved_orders');
  },
};
export default migration;
