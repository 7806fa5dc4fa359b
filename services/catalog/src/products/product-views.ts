// One product read now from the database (not the read model): for checkout pricing, staff screens
// right after a change, and a product page a replica has not reloaded yet.
import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectConnection } from '@nestjs/mongoose';
import { CATALOG_ADMIN_MESSAGES, type AdminProduct, type InternalProduct } from '@rmj/contracts';
import { Types, type Connection } from 'mongoose';
import { countHuidsInStock, withHuidsInStock } from '../huids/huid-records';
import { readProductPhotos } from '../photos/photo-records';
import { readRatesInForce } from '../rates/rates-records';
import { chainKey, probeHead, stockBaseOf } from '../stock/stock-ledger';
import { flagsOf, pricedDto, toAdminProduct, type LiveState, type StoredProduct } from './read-model/product-entry';
import { ProductReadModel } from './read-model/product-read-model';

const OBJECT_ID = /^[0-9a-f]{24}$/i;

/** True for a product id as stored (24 hex characters). */
export const isProductId = (id: string): boolean => OBJECT_ID.test(id);

@Injectable()
export class ProductViews {
  constructor(
    @InjectConnection() private readonly connection: Connection,
    private readonly readModel: ProductReadModel,
  ) {}

  /** The stored document, or null (400 for an id that cannot be one). */
  async findDoc(id: string): Promise<StoredProduct | null> {
    if (!isProductId(id)) throw new BadRequestException('Invalid product id');
    return (await this.connection
      .collection('products')
      .findOne({ _id: new Types.ObjectId(id) })) as StoredProduct | null;
  }

  /** The document, or 404 'Product not found'. */
  async getDoc(id: string): Promise<StoredProduct> {
    const doc = await this.findDoc(id);
    if (!doc) throw new NotFoundException(CATALOG_ADMIN_MESSAGES.productNotFound);
    return doc;
  }

  /**
   * The stock now (the end of its chain, from the read model's last view of it on), the photographs
   * and the metal rates in force now (read each time: checkout prices from them).
   */
  async live(doc: StoredProduct): Promise<LiveState> {
    const id = doc._id.toString();
    const { base, epoch } = stockBaseOf(doc);
    const [head, photos, rates] = await Promise.all([
      probeHead(this.connection, id, epoch, base, this.knownStockSeq(id, epoch)),
      readProductPhotos(this.connection, id, doc.photoOrder ?? []),
      readRatesInForce(this.connection),
    ]);
    return { stock: head.stock, photos, rates };
  }

  /** The last take of a stock chain the read model has seen (0: none), where reading its end can start. */
  knownStockSeq(productId: string, epoch: string): number {
    return this.readModel.current().stockHeads.get(chainKey(productId, epoch))?.seq ?? 0;
  }

  async admin(id: string): Promise<AdminProduct> {
    const doc = await this.getDoc(id);
    const [live, huids] = await Promise.all([this.live(doc), countHuidsInStock(this.connection, doc._id.toString())]);
    // The editor warns when a hallmarked piece has fewer HUIDs than pieces in stock.
    return withHuidsInStock(toAdminProduct(doc, live), huids, (doc as { hallmarked?: boolean }).hallmarked);
  }

  async internal(id: string): Promise<InternalProduct> {
    const doc = await this.getDoc(id);
    const live = await this.live(doc);
    const { published, archived, pricePending } = flagsOf(doc);
    // A price the owner has not approved is not sold, nor a piece sold by weight without a rate for
    // its purity now: orders treat the piece as unpublished. The price is worked from the rates in
    // force at this moment (read above), never from the read model's copy.
    const { dto, unpriced } = pricedDto(doc, live);
    return { ...dto, stock: live.stock, published: published && !pricePending && !unpriced, archived };
  }
}
