// Orders get the `version` every write now compares and sets, and `moveSeq`, the move whose state
// `status` is. Orders recorded before carry neither: version 0, and the state of their last move
// (the status that used to be set by a later follow-up may lag behind it). A cancellation whose
// stock return and refund the old follow-up run had not finished (no `cancelSettledAt`) is marked
// unsettled again, so the pass that finishes moves left over emits its OrderCancelled (its handlers
// are idempotent). Safe to run twice.
import { setFields, type Migration } from '@rmj/nest-common';

interface OrderDoc {
  _id: string;
  version?: number;
}
interface MoveDoc {
  _id: string;
  orderId: string;
  seq: number;
  to: string;
  shipment?: unknown;
  settledAt?: Date;
  cancelSettledAt?: Date;
}

const migration: Migration = {
  version: 9,
  name: 'order-versions',
  up: async (db) => {
    const orders = db.collection<OrderDoc>('orders');
    const moves = db.collection<MoveDoc>('order_moves');
    for await (const order of orders.find({ version: { $exists: false } }, { projection: { _id: 1 } })) {
      const [last] = await moves.find({ orderId: order._id }).sort({ seq: -1 }).limit(1).toArray();
      const state = last ? { status: last.to, moveSeq: last.seq } : { moveSeq: 0 };
      await setFields(orders, { _id: order._id, version: { $exists: false } }, { version: 0, ...state });
    }
    const owed = moves.find({ to: 'Cancelled', settledAt: { $exists: true }, cancelSettledAt: { $exists: false } });
    for await (const move of owed) await setFields(moves, { _id: move._id }, {}, { settledAt: '' });
  },
};
export default migration;
