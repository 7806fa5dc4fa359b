// Phones kept in one form, the 10-digit national number: orders saved while the checkout took only
// 10 digits already are; any other form ('98765 43210', '+91 98765 43210', '09876543210', e.g. from
// an import or a hand edit) is rewritten, so the board's search finds every order by its phone.
// A phone that is not a 10-digit number in any writing is left as it is. Safe to run twice.
import { normaliseIndianPhone } from '@rmj/contracts';
import type { Migration } from '@rmj/nest-common';

/** Collections whose documents carry the checkout's `customerDetails`. */
export const PHONE_COLLECTIONS = ['orders', 'payment_orders'] as const;

const migration: Migration = {
  version: 3,
  name: 'normalised-phones',
  up: async (db) => {
    for (const name of PHONE_COLLECTIONS) {
      const collection = db.collection<{ _id: unknown; customerDetails?: { phone?: unknown } }>(name);
      // Every document is read (FerretDB has no $not with a regex, and scans anyway); few need a write.
      const cursor = collection.find({}, { projection: { 'customerDetails.phone': 1 } });
      for await (const doc of cursor) {
        const phone = doc.customerDetails?.phone;
        if (typeof phone !== 'string') continue;
        const normal = normaliseIndianPhone(phone);
        if (normal && normal !== phone)
          await collection.updateOne({ _id: doc._id }, { $set: { 'customerDetails.phone': normal } });
      }
    }
  },
};
export default migration;
