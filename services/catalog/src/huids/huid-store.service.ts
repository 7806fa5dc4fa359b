// Staff keep the HUIDs of a product's pieces: list them, add those of new pieces (each HUID once in
// the whole shop; all of a request or none), remove one entered by mistake while it is still in
// stock. Every change goes into the catalogue's audit trail.
import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { huidSchema, type ProductHuids } from '@rmj/contracts';
import { type AccessClaims, insertedOnce, isDuplicateKey, parseWith, StaffAuditTrail } from '@rmj/nest-common';
import { randomBytes } from 'node:crypto';
import { Types, type Connection } from 'mongoose';
import { ProductViews } from '../products/product-views';
import type { StoredProduct } from '../products/read-model/product-entry';
import {
  appendHuidIndex,
  findByIds,
  huidClaims,
  huidKey,
  huidRecords,
  newClaimToken,
  oldestFirst,
  productHuidRecords,
  removalId,
  type HuidRecord,
} from './huid-records';

const list = (values: readonly string[]): string =>
  values.length <= 1 ? (values[0] ?? '') : `${values.slice(0, -1).join(', ')} and ${values[values.length - 1]}`;

/** What staff read when HUIDs cannot be added or removed. */
export const HUID_STORE_MESSAGES = {
  enteredTwice: (huids: readonly string[]) =>
    huids.length === 1 ? `HUID ${huids[0]} is entered twice.` : `HUIDs ${list(huids)} are entered twice.`,
  alreadyRecorded: (huid: string, productName: string | null) =>
    productName === null
      ? `HUID ${huid} is already recorded for this product.`
      : `HUID ${huid} is already recorded for ${productName}: each HUID is on one piece only.`,
  notRecorded: (huid: string) => `HUID ${huid} is not recorded for this product.`,
  sold: (huid: string, orderNumber: string | undefined) =>
    `HUID ${huid} was sold${orderNumber ? ` on order ${orderNumber}` : ''}: a sold piece's HUID stays on record.`,
} as const;

/** The answer of the HUID endpoints: the product's HUIDs, oldest first. */
export function huidsAnswer(records: readonly HuidRecord[]): ProductHuids {
  return {
    huids: records.map((r) => ({
      huid: r._id,
      state: r.state,
      ...(r.state === 'sold' && r.orderNumber ? { orderNumber: r.orderNumber } : {}),
      addedAt: r.addedAt.toISOString(),
    })),
  };
}

/** Up to this many HUIDs are looked up one by one; more, and one scan of the collection is quicker. */
const FEW_HUIDS = 200;

const target = (id: string, name: string) => ({ type: 'product', id, label: name });

@Injectable()
export class HuidStore {
  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly views: ProductViews,
    private readonly trail: StaffAuditTrail,
  ) {}

  async list(productId: string): Promise<ProductHuids> {
    const doc = await this.views.getDoc(productId);
    return huidsAnswer(await productHuidRecords(this.connection, doc._id.toString()));
  }

  /**
   * Why these HUIDs cannot be added to the product (empty: they can): each entered twice, and each
   * already recorded (for this product or another, named). `mine` HUIDs already on this product are
   * reported only when `allowMine` is false (a CSV import skips them instead).
   */
  async problems(productId: string, huids: readonly string[], allowMine = false): Promise<string[]> {
    const problems: string[] = [];
    const seen = new Set<string>();
    const twice = new Set<string>();
    for (const huid of huids) (seen.has(huid) ? twice : seen).add(huid);
    if (twice.size > 0) problems.push(HUID_STORE_MESSAGES.enteredTwice([...twice]));
    const recorded = await findByIds(huidRecords(this.connection), [...seen]);
    const others = recorded.filter((r) => r.productId !== productId);
    const names = await this.productNames(others.map((r) => r.productId));
    for (const r of recorded.sort((a, b) => huids.indexOf(a._id) - huids.indexOf(b._id))) {
      if (r.productId === productId) {
        if (!allowMine) problems.push(HUID_STORE_MESSAGES.alreadyRecorded(r._id, null));
      } else problems.push(HUID_STORE_MESSAGES.alreadyRecorded(r._id, names.get(r.productId) ?? 'another product'));
    }
    return problems;
  }

  /** POST …/huids: all or none; 400 for one entered twice, 409 naming each already recorded. */
  async add(productId: string, huids: readonly string[], actor: AccessClaims): Promise<ProductHuids> {
    const doc = await this.views.getDoc(productId);
    const id = doc._id.toString();
    const problems = await this.problems(id, huids);
    if (problems.length > 0) {
      const twice = new Set(huids).size < huids.length;
      throw twice ? new BadRequestException(problems.join(' ')) : new ConflictException(problems.join(' '));
    }
    await this.insert(doc, huids, actor);
    return this.list(id);
  }

  /**
   * Records new HUIDs of a product whose problems were checked (the caller's): inserted together; if
   * another request took one in between, the ones inserted here are taken out again and it is a 409.
   */
  async insert(doc: StoredProduct, huids: readonly string[], actor: AccessClaims): Promise<void> {
    if (huids.length === 0) return;
    const productId = doc._id.toString();
    const batch = randomBytes(9).toString('base64url');
    const addedAt = new Date();
    const records: (HuidRecord & { batch: string })[] = huids.map((huid, position) => ({
      _id: huid,
      productId,
      state: 'in-stock',
      claimToken: newClaimToken(),
      addedAt,
      position,
      addedBy: actor.email,
      batch,
    }));
    // The chain first: a HUID it names without a document (a crash, or one another request took) is skipped.
    await appendHuidIndex(this.connection, productId, huids);
    try {
      await huidRecords(this.connection).insertMany(records, { ordered: true });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      await huidRecords(this.connection).deleteMany({ _id: { $in: [...huids] }, batch } as object);
      throw new ConflictException((await this.problems(productId, huids)).join(' '));
    }
    await this.trail.record({
      actor,
      action: 'product.huids-added',
      target: target(productId, doc.name),
      after: { huids: [...huids] },
    });
  }

  /** DELETE …/huids/:huid: only one still in stock (409 when sold); a claim keeps a take from sending it meanwhile. */
  async remove(productId: string, huidParam: string, actor: AccessClaims): Promise<ProductHuids> {
    const huid = parseWith(huidSchema, huidParam);
    const doc = await this.views.getDoc(productId);
    const id = doc._id.toString();
    // By _id alone (see huid-claims.ts), the product checked here.
    const found = await huidRecords(this.connection).findOne({ _id: huid });
    const record = found?.productId === id ? found : null;
    if (!record) throw new NotFoundException(HUID_STORE_MESSAGES.notRecorded(huid));
    if (record.state === 'sold') throw new ConflictException(HUID_STORE_MESSAGES.sold(huid, record.orderNumber));
    const claim = { _id: removalId(record), huidKey: huidKey(record), huid, productId: id, at: new Date() };
    // Not claimed here: removed by a call at the same moment (carry on), or sent with an order just now.
    if (!(await insertedOnce(() => huidClaims(this.connection).insertOne(claim)))) {
      if (!(await huidClaims(this.connection).findOne({ _id: removalId(record) }))) {
        const now = await huidRecords(this.connection).findOne({ _id: huid });
        throw new ConflictException(HUID_STORE_MESSAGES.sold(huid, now?.orderNumber));
      }
    }
    // The removal's claim holds the HUID: nothing else writes it now.
    const { deletedCount } = await huidRecords(this.connection).deleteOne({ _id: huid });
    if (deletedCount > 0)
      await this.trail.record({
        actor,
        action: 'product.huid-removed',
        target: target(id, doc.name),
        before: { huid },
      });
    return this.list(id);
  }

  /** Adds HUIDs checked by the caller (a CSV import) to a product. */
  async addChecked(productId: string, huids: readonly string[], actor: AccessClaims): Promise<void> {
    await this.insert(await this.views.getDoc(productId), huids, actor);
  }

  /** Each product's HUIDs in stock, oldest first (the CSV export). */
  async inStockByProduct(): Promise<Map<string, string[]>> {
    const records = await huidRecords(this.connection).find({ state: 'in-stock' }).toArray();
    const byProduct = new Map<string, string[]>();
    for (const r of records.sort(oldestFirst))
      byProduct.set(r.productId, [...(byProduct.get(r.productId) ?? []), r._id]);
    return byProduct;
  }

  /** Which of these HUIDs are recorded, and for which product (id and name): by `_id` for a few, else one scan. */
  async recorded(huids: readonly string[]): Promise<Map<string, { productId: string; productName: string }>> {
    const wanted = new Set(huids);
    if (wanted.size === 0) return new Map();
    const records =
      wanted.size <= FEW_HUIDS
        ? await findByIds(huidRecords(this.connection), [...wanted])
        : (
            await huidRecords(this.connection)
              .find({}, { projection: { productId: 1 } })
              .toArray()
          ).filter((r) => wanted.has(r._id));
    const names = await this.productNames(records.map((r) => r.productId));
    return new Map(
      records.map((r) => [r._id, { productId: r.productId, productName: names.get(r.productId) ?? 'another product' }]),
    );
  }

  private async productNames(ids: readonly string[]): Promise<Map<string, string>> {
    const unique = [...new Set(ids)].filter((id) => Types.ObjectId.isValid(id));
    if (unique.length === 0) return new Map();
    const docs = await this.connection
      .collection('products')
      .find({ _id: { $in: unique.map((id) => new Types.ObjectId(id)) } }, { projection: { name: 1 } })
      .toArray();
    return new Map(docs.map((d) => [d._id.toString(), String(d.name)]));
  }
}
