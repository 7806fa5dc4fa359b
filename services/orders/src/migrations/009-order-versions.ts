// Orders get the `version` every write now compares and sets, and `moveSeq`, the move whose state
// `status` is. Orders recorded before carry neither: version 0, and the state of their last move
// (the status that used to be set by a later follow-up may lag behind it). Safe to run twice.
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
  },
};
export default migration;
