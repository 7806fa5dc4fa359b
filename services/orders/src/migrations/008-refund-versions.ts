// Refund records (order_refunds) and second-payment refunds (payment_refunds) move between their
// states by compare-and-set on a `version` from now on; records written before carry none, and a
// move refuses a record without one rather than write over it. They start at version 0.
// Safe to run twice (a record that has a version is not matched).
import { setFields, type Migration } from '@rmj/nest-common';

export const VERSIONED_REFUND_COLLECTIONS = ['order_refunds', 'payment_refunds'] as const;

const migration: Migration = {
  version: 8,
  name: 'refund-versions',
  up: async (db) => {
    for (const name of VERSIONED_REFUND_COLLECTIONS)
      await setFields(
        db.collection<{ _id: string; version?: number }>(name),
        { version: { $exists: false } },
        { version: 0 },
      );
  },
};
export default migration;
