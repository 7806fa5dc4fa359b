import { Injectable } from '@nestjs/common';
import type { MoveActor, OrderMove, OrderState, Shipment } from '@rmj/contracts';

/** What a move records (seams.md). */
export interface MoveInput {
  orderId: string;
  from: OrderState;
  to: OrderState;
  by: MoveActor;
  note?: string;
  shipment?: Shipment;
  at?: Date;
}

/**
 * An order's moves through the lifecycle (issue 18). First version: the signatures the other
 * fulfilment modules compile against; the body follows.
 */
@Injectable()
export class OrderMovesService {
  move(input: MoveInput): Promise<OrderMove> {
    return Promise.reject(new Error(`not yet: ${input.orderId}`));
  }

  history(orderId: string): Promise<OrderMove[]> {
    void orderId;
    return Promise.resolve([]);
  }
}
