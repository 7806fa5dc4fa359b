// Staff changes to products: create, edit, duplicate, archive, restore and bulk actions. Every write keeps
// its price changes (price_changes), is audited (staff_audit, before and after) and refreshes the
// read model. Nothing is ever deleted: archive is a flag, so old orders' links keep working.
import { ConflictException, ForbiddenException, Injectable } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import {
  bulkPricePendingMessage,
  CATALOG_ADMIN_MESSAGES,
  changedFields,
  PRICE_OWNER_ONLY_MESSAGE,
  PRODUCT_LIMITS,
  productDraftSchema,
  type AdminProduct,
  type BulkProductsRequest,
  type ProductDraft,
  type ProductPatch,
} from '@rmj/contracts';
import { parseWith, StaffAuditTrail, type AccessClaims } from '@rmj/nest-common';
import { Types, type Connection } from 'mongoose';
import { photoLinks, linkId } from '../../photos/photo-records';
import { CatalogueWrites } from '../../products/catalogue-writes';
import { ProductViews } from '../../products/product-views';
import { priceOf, type StoredPricing } from '../../products/read-model/piece-pricing';
import { flagsOf, type StoredProduct } from '../../products/read-model/product-entry';
import { readRatesInForce } from '../../rates/rates-records';
import { newStockEpoch } from '../../stock/stock-ledger';
import {
  copyName,
  draftOf,
  ownerPriceChanges,
  priceChanges,
  storedFieldsOf,
  type EditableProduct,
} from './product-draft';
import { PriceHistoryStore } from './price-history';

const target = (id: string, name: string) => ({ type: 'product', id, label: name });

/**
 * Only the owner sets a price shoppers can pay: a piece created, copied or imported by anyone else
 * waits for the owner's approval of its price before it can be published.
 */
export const priceNeedsApproval = (actor: AccessClaims): boolean => actor.role !== 'owner';

/** Staff set the count: a new base under a new epoch, so takes recorded before it no longer subtract. */
const stockSet = (stock: number) => ({ stockBase: stock, stockEpoch: newStockEpoch(), inStock: stock > 0 });

export interface NewProductOptions {
  published: boolean;
  /** Stored fields beyond the draft's (a duplicate's photo order). */
  extra?: Record<string, unknown>;
  /** The product a duplicate copies (for the trail). */
  copiedFrom?: string;
  /** The new product's id (24 hex characters); a fresh ObjectId when absent. */
  id?: string;
}

/** A product's fields as staff edit them, and its document and stock now. */
export interface CurrentProduct {
  doc: StoredProduct;
  draft: ProductDraft;
  editable: EditableProduct;
  /** Its price waits for the owner's approval. */
  pricePending: boolean;
}

@Injectable()
export class AdminProductsService {
  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly views: ProductViews,
    private readonly writes: CatalogueWrites,
    private readonly prices: PriceHistoryStore,
    private readonly trail: StaffAuditTrail,
  ) {}

  private get products() {
    return this.connection.collection('products');
  }

  async create(draft: ProductDraft, actor: AccessClaims): Promise<AdminProduct> {
    // Staff may set a new piece's first price (the owner approves it), but a discount is the owner's alone.
    if ((draft.makingDiscountPercent || draft.discountOnWhole) && actor.role !== 'owner')
      throw new ForbiddenException(PRICE_OWNER_ONLY_MESSAGE);
    const id = await this.insertProduct(draft, actor, { published: false });
    await this.writes.committed();
    return this.views.admin(id);
  }

  async update(id: string, patch: ProductPatch, actor: AccessClaims): Promise<AdminProduct> {
    const current = await this.current(id);
    const { published, ...fields } = patch;
    const merged = parseWith(productDraftSchema, { ...current.draft, ...fields });
    if (await this.applyEdit(current, merged, published ?? current.editable.published, actor))
      await this.writes.committed();
    return this.views.admin(id);
  }

  async duplicate(id: string, actor: AccessClaims): Promise<AdminProduct> {
    const { doc, draft } = await this.current(id);
    const copy = { ...draft, name: copyName(draft.name, PRODUCT_LIMITS.nameMax) };
    const copyId = await this.insertProduct(copy, actor, {
      published: false,
      extra: { photoOrder: doc.photoOrder ?? [] },
      copiedFrom: id,
    });
    const links = await photoLinks(this.connection).find({ productId: id }).toArray();
    if (links.length > 0) {
      await photoLinks(this.connection).insertMany(
        links.map((l) => ({ ...l, _id: linkId(copyId, l.photoId), productId: copyId })),
      );
    }
    await this.writes.committed();
    return this.views.admin(copyId);
  }

  async setArchived(id: string, archived: boolean, actor: AccessClaims): Promise<AdminProduct> {
    const doc = await this.views.getDoc(id);
    if (flagsOf(doc).archived !== archived) {
      await this.products.updateOne({ _id: doc._id }, { $set: { archived, updatedAt: new Date() } });
      await this.trail.record({
        actor,
        action: archived ? 'product.archived' : 'product.restored',
        target: target(id, doc.name),
        before: { archived: !archived },
        after: { archived },
      });
      await this.writes.committed();
    }
    return this.views.admin(id);
  }

  /** Publish, unpublish or mark sold out; products already so (or unknown ids) are not counted. */
  async bulk({ productIds, action }: BulkProductsRequest, actor: AccessClaims): Promise<{ updated: number }> {
    const ids = [...new Set(productIds.map((id) => id.toLowerCase()))].map((id) => new Types.ObjectId(id));
    const docs = (await this.products.find({ _id: { $in: ids } }).toArray()) as unknown as StoredProduct[];
    if (action === 'publish') {
      // All or nothing: a list that publishes some pieces and silently skips others would be misread.
      const waiting = docs.filter((doc) => flagsOf(doc).pricePending && !flagsOf(doc).published);
      if (waiting.length > 0) throw new ConflictException(bulkPricePendingMessage(waiting.map((d) => d.name)));
      for (const doc of docs) if (!flagsOf(doc).published) await this.assertPriced(doc);
    }
    let updated = 0;
    for (const doc of docs) {
      const id = doc._id.toString();
      if (action === 'sold-out') {
        const { stock } = await this.views.live(doc);
        if (stock === 0) continue;
        await this.products.updateOne({ _id: doc._id }, { $set: { ...stockSet(0), updatedAt: new Date() } });
        await this.trail.record({
          actor,
          action: 'product.soldout',
          target: target(id, doc.name),
          before: { stock },
          after: { stock: 0 },
        });
      } else {
        const published = action === 'publish';
        if (flagsOf(doc).published === published) continue;
        await this.products.updateOne({ _id: doc._id }, { $set: { published, updatedAt: new Date() } });
        await this.trail.record({
          actor,
          action: published ? 'product.published' : 'product.unpublished',
          target: target(id, doc.name),
          before: { published: !published },
          after: { published },
        });
      }
      updated += 1;
    }
    if (updated > 0) await this.writes.committed();
    return { updated };
  }

  /** The owner approves the price a staff member set, so the piece may be published (nothing when approved). */
  async approvePrice(id: string, actor: AccessClaims): Promise<AdminProduct> {
    const doc = await this.views.getDoc(id);
    if (flagsOf(doc).pricePending) {
      await this.products.updateOne({ _id: doc._id }, { $set: { pricePending: false, updatedAt: new Date() } });
      await this.trail.record({
        actor,
        action: 'product.price-approved',
        target: target(id, doc.name),
        before: { pricePending: true },
        after: { pricePending: false, price: doc.price, oldPrice: doc.oldPrice ?? null },
      });
      await this.writes.committed();
    }
    return this.views.admin(id);
  }

  /**
   * A piece sold by weight is published only when it can be priced now (a rate for its purity): 409
   * with the reason otherwise, so staff see why rather than a piece that never shows.
   */
  private async assertPriced(doc: StoredProduct): Promise<void> {
    if (doc.pricingMode !== 'by-weight') return;
    const { unpriced } = priceOf(doc as StoredPricing, await readRatesInForce(this.connection));
    if (unpriced) throw new ConflictException(`This piece cannot be published yet. ${unpriced}`);
  }

  /** The product's document and its fields as staff edit them (404 when unknown). */
  async current(id: string): Promise<CurrentProduct> {
    const doc = await this.views.getDoc(id);
    const { stock } = await this.views.live(doc);
    const draft = draftOf(doc, stock);
    const { published, pricePending } = flagsOf(doc);
    return { doc, draft, editable: { ...draft, published }, pricePending };
  }

  /**
   * Writes a validated edit (the caller refreshes the read model): the price rule first (403, nothing
   * written), publishing a price still waiting for the owner (409), then the fields, the stock count
   * when it changed, the price history and the trail. The owner setting a price approves it.
   * False when nothing differs.
   */
  async applyEdit(
    current: CurrentProduct,
    next: ProductDraft,
    published: boolean,
    actor: AccessClaims,
  ): Promise<boolean> {
    const priced = priceChanges(current.draft, next);
    const owned = ownerPriceChanges(current.draft, next);
    if (owned.length > 0 && actor.role !== 'owner') throw new ForbiddenException(PRICE_OWNER_ONLY_MESSAGE);
    const approving = current.pricePending && owned.length > 0;
    if (published && current.pricePending && !approving)
      throw new ConflictException(CATALOG_ADMIN_MESSAGES.priceNotApproved);
    const { before, after } = changedFields(current.editable, { ...next, published });
    if (Object.keys(after).length === 0) return false;
    const { set, unset } = storedFieldsOf(next);
    if (published && !current.editable.published) await this.assertPriced({ ...current.doc, ...set } as StoredProduct);
    const id = current.doc._id.toString();
    await this.products.updateOne(
      { _id: current.doc._id },
      {
        $set: {
          ...set,
          published,
          updatedAt: new Date(),
          ...(approving ? { pricePending: false } : {}),
          ...(next.stock !== current.draft.stock ? stockSet(next.stock) : {}),
        },
        ...(unset.length > 0 ? { $unset: Object.fromEntries(unset.map((key) => [key, ''])) } : {}),
      },
    );
    await this.prices.record(id, actor, priced);
    await this.trail.record({ actor, action: 'product.updated', target: target(id, next.name), before, after });
    return true;
  }

  /**
   * Inserts a new product (the caller refreshes the read model): its first prices go into the history
   * and the trail records it whole. Staff may set the first price, but it waits for the owner's
   * approval (`pricePending`) and such a piece cannot start published.
   */
  async insertProduct(draft: ProductDraft, actor: AccessClaims, options: NewProductOptions): Promise<string> {
    const { published, extra = {}, copiedFrom } = options;
    const _id = new Types.ObjectId(options.id);
    const id = _id.toString();
    const now = new Date();
    const { set } = storedFieldsOf(draft);
    const pricePending = priceNeedsApproval(actor);
    if (published && pricePending) throw new ConflictException(CATALOG_ADMIN_MESSAGES.priceNotApproved);
    if (published) await this.assertPriced(set as unknown as StoredProduct);
    await this.products.insertOne({
      _id,
      ...set,
      ...extra,
      ...stockSet(draft.stock),
      rating: 0,
      reviews: 0,
      featuredRank: 1000,
      createdAt: now,
      updatedAt: now,
      published,
      archived: false,
      pricePending,
    });
    await this.prices.record(
      id,
      actor,
      priceChanges({ price: 0, oldPrice: null }, draft).map((c) => ({ ...c, before: null })),
    );
    await this.trail.record({
      actor,
      action: copiedFrom ? 'product.duplicated' : 'product.created',
      target: target(id, draft.name),
      after: { ...draft, published, pricePending, ...(copiedFrom ? { copiedFrom } : {}) },
    });
    return id;
  }
}
