import { Injectable } from '@nestjs/common';
import type { OrderProof, StaffActor } from '@rmj/contracts';
import type { Order } from '../orders/order.schema';

/** Engraving proof approval (issue 18). First version: signatures only. */
@Injectable()
export class ProofsService {
  async summaryFor(_order: Order): Promise<OrderProof> {
    return { state: 'not-needed', rounds: 0 };
  }

  async send(_order: Order, _by: StaffActor): Promise<void> {}

  async workshopBlock(_order: Order, _overrideProof: boolean, _now: Date): Promise<string | undefined> {
    return undefined;
  }
}
