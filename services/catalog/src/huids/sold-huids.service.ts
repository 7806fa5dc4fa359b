// The HUIDs orders takes at Quality check (made-to-order hallmarked pieces), recorded in the HUID
// register as sold on their order: `product_huids {_id: HUID}` is unique, so once recorded a HUID
// cannot be entered for a piece in stock, nor taken at another order's Quality check. Insert-once:
// a HUID already recorded on the same order and product is a retry and changes nothing.
import { BadRequestException, ConflictException, Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { huidTakenMessage, type SoldHuidsRequest, type SoldHuidsResponse } from '@rmj/contracts';
import { randomBytes } from 'node:crypto';
import type { Connection } from 'mongoose';
import { isDuplicateKey } from '@rmj/nest-common';
import { appendHuidIndex, findByIds, huidRecords, newClaimToken, type HuidRecord } from './huid-records';

/** Who added a HUID recorded at Quality check (the register's `addedBy`). */
export const QUALITY_CHECK_ADDED_BY = 'quality-check';

@Injectable()
export class SoldHuids {
  constructor(@InjectConnection() private readonly connection: Connection) {}

  async record(request: SoldHuidsRequest): Promise<SoldHuidsResponse> {
    const huids = request.pieces.map((p) => p.huid);
    if (new Set(huids).size < huids.length) throw new BadRequestException('Each piece has its own HUID.');
    const productOf = new Map(request.pieces.map((p) => [p.huid, p.productId]));
    const ours = (r: HuidRecord) => r.orderId === request.orderId && r.productId === productOf.get(r._id);
    const existing = await findByIds(huidRecords(this.connection), huids);
    this.refuseTaken(
      huids,
      existing.filter((r) => !ours(r)),
    );
    const already = new Set(existing.map((r) => r._id));
    const fresh = request.pieces.filter((p) => !already.has(p.huid));
    if (fresh.length === 0) return { recorded: [], already: huids };
    const batch = randomBytes(9).toString('base64url');
    const at = new Date();
    // Each product's chain first, as a stock entry does: staff see the HUID among the product's, sold.
    for (const productId of new Set(fresh.map((p) => p.productId)))
      await appendHuidIndex(
        this.connection,
        productId,
        fresh.filter((p) => p.productId === productId).map((p) => p.huid),
      );
    const records: (HuidRecord & { batch: string })[] = fresh.map((p, position) => ({
      _id: p.huid,
      productId: p.productId,
      state: 'sold',
      claimToken: newClaimToken(),
      orderId: request.orderId,
      orderNumber: request.orderNumber,
      soldAt: at,
      addedAt: at,
      position,
      addedBy: QUALITY_CHECK_ADDED_BY,
      batch,
    }));
    try {
      await huidRecords(this.connection).insertMany(records, { ordered: true });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      // Another request recorded one in between: a retry of this one is fine, anyone else's is a 409.
      await huidRecords(this.connection).deleteMany({ _id: { $in: fresh.map((p) => p.huid) }, batch } as object);
      const now = await findByIds(huidRecords(this.connection), huids);
      this.refuseTaken(
        huids,
        now.filter((r) => !ours(r)),
      );
      return this.record(request);
    }
    return { recorded: fresh.map((p) => p.huid), already: huids.filter((h) => already.has(h)) };
  }

  /** 409 naming the first HUID (in the order sent) already on another piece, listing them all. */
  private refuseTaken(huids: readonly string[], taken: readonly HuidRecord[]): void {
    if (taken.length === 0) return;
    const names = huids.filter((h) => taken.some((r) => r._id === h));
    throw new ConflictException({
      statusCode: 409,
      error: 'Conflict',
      message: huidTakenMessage(names[0]),
      taken: names,
    });
  }
}
