/**
 * A stand-in for the catalog service's internal HTTP API, so orders' tests control prices, stock
 * and whose files are whose: GET /internal/products/:id (the product as sold now, with its stock
 * and whether it is published or archived), POST /internal/stock/takes (once per order id, as the
 * catalog does: a second take of an order changes nothing and answers `taken: false`), and POST
 * /internal/files/claims and /internal/files/ownership, and POST /internal/huids/sold (the HUID register:
 * insert-once per HUID, a retry for the same order and product changes nothing, one on another piece is
 * a 409 naming it and nothing is recorded). Every product and answer it serves passes
 * the contract's schema. Until the catalog answers them itself, a product may carry the jeweller's
 * pricing fields (`byWeightProduct`: breakup, rate, pricingMode, hallmarked), and a hallmarked
 * product's take answers the HUIDs it sent from `huidsInStock`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEV_INTERNAL_SERVICE_TOKEN, SERVICE_TOKEN_HEADER } from '@rmj/nest-common';
import {
  internalProductSchema,
  huidTakenMessage,
  shopSettingsRecordSchema,
  soldHuidsRequestSchema,
  type SoldHuidsRequest,
  type ShopSettingsRecord,
  stockTakeRequestSchema,
  type InternalProduct,
  type LowStockPiece,
  type StockTakeRequest,
  type StockTakeResponse,
} from '@rmj/contracts';
import { SHOP_SETTINGS_FIXTURE } from '@rmj/catalog/testing';

/** A published, unarchived product with `stock` pieces (0: sold out; by default more than any suite buys). */
export function testProduct(
  id: string,
  name: string,
  price: number,
  stock = 10_000,
  extra: Partial<InternalProduct> = {},
): InternalProduct {
  return internalProductSchema.parse({
    _id: id,
    id,
    name,
    images: [`/api/products/images/ring-silver.svg`],
    productType: 'Silver',
    productCategory: 'Ring',
    peopleCategory: 'women',
    customOption: 'Engraving',
    inStock: stock > 0,
    price,
    description: `${name} in sterling silver`,
    image: `/api/products/images/ring-silver.svg`,
    originalPrice: price,
    discount: 0,
    isNew: false,
    category: 'female',
    rating: 4.5,
    reviews: 10,
    createdAt: '2025-01-01T00:00:00.000Z',
    customizationType: 'engraving',
    customizationTypes: [{ id: 'engraving', name: 'Engraving' }],
    featuredRank: 1000,
    stock,
    published: true,
    archived: false,
    ...extra,
  });
}

/**
 * A hallmarked piece priced by weight at `paisePerGram` (22K gold by default): the catalog's answer
 * with its breakup and rate, as the catalog helper fills them. The price is the breakup's total in
 * whole rupees; making, stones and GST are left out to keep the sums readable.
 */
export function byWeightProduct(
  id: string,
  name: string,
  opts: { netWeightMg: number; paisePerGram: number; setAt?: string; hallmarked?: boolean; stock?: number },
): InternalProduct {
  const metalValue = Math.round((opts.netWeightMg * opts.paisePerGram) / 1000);
  const total = Math.round(metalValue / 100) * 100;
  const price = total / 100;
  return testProduct(id, name, price, opts.stock ?? 10_000, {
    productType: 'Gold',
    fineness: 916,
    gram: opts.netWeightMg / 1000,
    pricingMode: 'by-weight',
    hallmarked: opts.hallmarked ?? true,
    rate: { key: 'gold-916', paisePerGram: opts.paisePerGram, setAt: opts.setAt ?? '2026-11-29T04:30:00.000Z' },
    breakup: {
      pricing: 'by-weight',
      purity: '22K916',
      rateKey: 'gold-916',
      netWeightMg: opts.netWeightMg,
      grossWeightMg: opts.netWeightMg,
      ratePaisePerGram: opts.paisePerGram,
      metalValue,
      making: { charge: { kind: 'fixed', paise: 0 }, amount: 0 },
      discount: { on: 'making', amount: 0 },
      stones: [],
      stonesValue: 0,
      hallmarking: 0,
      taxable: metalValue,
      gst: 0,
      roundOff: total - metalValue,
      total,
      totalBeforeDiscount: total,
    },
  });
}

export interface CatalogStub {
  url: string;
  products: Map<string, InternalProduct>;
  /** Every stock take received, repeated ones included. */
  takes: StockTakeRequest[];
  /** The answer of each order's first take, by order id (what makes a second take change nothing). */
  takenOrders: Map<string, StockTakeResponse>;
  /** fileIds of every claim received. */
  claims: string[][];
  /** The shopper (userId) of every claim received. */
  claimedBy: string[];
  /** When true, claims are answered 503. */
  refuseClaims: boolean;
  /** Files the ownership check reports as not the shopper's (every other file is). */
  foreignFiles: Set<string>;
  /**
   * Files uploaded for another purpose than the one an ownership check asks (a customiser's photo
   * named as a return's): reported in `wrongPurpose` when a check names a purpose.
   */
  otherPurposeFiles: Set<string>;
  /** Every ownership check received: the body and the Cookie header it carried. */
  ownershipChecks: Array<{ userId: string; fileIds: string[]; purpose?: string; cookie?: string }>;
  /** When true, ownership checks are answered 503. */
  refuseOwnership: boolean;
  /** When true, every call is answered 503 (the catalog is down). */
  down: boolean;
  /** What GET /internal/stock/low answers (the pieces low on stock). */
  lowStock: LowStockPiece[];
  /** What GET /internal/settings answers (today's values at version 1 unless a test changes them). */
  settings: ShopSettingsRecord;
  /** How many times the settings were read. */
  settingsReads: number;
  /** HUIDs of hallmarked pieces in stock, by product: a take sends them first in, first out. */
  huidsInStock: Map<string, string[]>;
  /** The HUID register: each HUID recorded, with the order and product it is on (a test may add others). */
  huidRegister: Map<string, { orderId: string; productId: string }>;
  /** Every POST /internal/huids/sold received, refused ones included. */
  soldHuids: SoldHuidsRequest[];
  /** Sets a product's stock (inStock follows it), as staff would. */
  setStock(productId: string, stock: number): void;
  close(): Promise<void>;
}

/** The catalog's take: each product's stock less the pieces, floored at 0 (`oversold` when short). */
function take(stub: CatalogStub, request: StockTakeRequest): StockTakeResponse {
  const lines = request.lines.map(({ productId, quantity }) => {
    const product = stub.products.get(productId);
    const before = product?.stock ?? 0;
    const stock = Math.max(0, before - quantity);
    if (product) stub.setStock(productId, stock);
    const inStock = stub.huidsInStock.get(productId);
    const huids = product?.hallmarked && inStock ? inStock.splice(0, quantity) : undefined;
    return { productId, stock, oversold: quantity > before, ...(product?.hallmarked ? { huids: huids ?? [] } : {}) };
  });
  return { taken: true, lines };
}

export async function startCatalogStub(products: InternalProduct[]): Promise<CatalogStub> {
  const stub = {
    products: new Map(products.map((p) => [p._id, p])),
    takes: [] as StockTakeRequest[],
    takenOrders: new Map<string, StockTakeResponse>(),
    claims: [] as string[][],
    claimedBy: [] as string[],
    refuseClaims: false,
    foreignFiles: new Set<string>(),
    otherPurposeFiles: new Set<string>(),
    ownershipChecks: [] as CatalogStub['ownershipChecks'],
    refuseOwnership: false,
    down: false,
    lowStock: [] as LowStockPiece[],
    settings: { settings: SHOP_SETTINGS_FIXTURE, version: 1 },
    settingsReads: 0,
    huidsInStock: new Map<string, string[]>(),
    huidRegister: new Map<string, { orderId: string; productId: string }>(),
    soldHuids: [] as SoldHuidsRequest[],
  } as CatalogStub;
  stub.setStock = (productId, stock) => {
    const product = stub.products.get(productId);
    if (product) stub.products.set(productId, { ...product, stock, inStock: stock > 0 });
  };
  const server = http.createServer((req, res) => {
    const send = (status: number, body: unknown) =>
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      if (stub.down) return send(503, { message: 'catalog down' });
      // Like catalog: /internal/* answers only callers with the service credential (the test apps' value).
      if (req.headers[SERVICE_TOKEN_HEADER] !== DEV_INTERNAL_SERVICE_TOKEN)
        return send(401, { message: 'service credential required' });
      if (req.method === 'GET' && req.url === '/internal/stock/low') return send(200, { lowStock: stub.lowStock });
      if (req.method === 'GET' && req.url === '/internal/settings') {
        stub.settingsReads += 1;
        return send(200, shopSettingsRecordSchema.parse(stub.settings));
      }
      const match = /^\/internal\/products\/([^/]+)$/.exec(req.url ?? '');
      if (req.method === 'GET' && match) {
        if (!/^[0-9a-f]{24}$/.test(match[1])) return send(400, { message: 'Invalid product id' });
        const product = stub.products.get(match[1]);
        return product ? send(200, product) : send(404, { message: 'Product not found' });
      }
      if (req.method === 'POST' && req.url === '/internal/stock/takes') {
        const parsed = stockTakeRequestSchema.safeParse(JSON.parse(raw));
        if (!parsed.success) return send(400, { message: 'Invalid stock take' });
        stub.takes.push(parsed.data);
        const earlier = stub.takenOrders.get(parsed.data.orderId);
        if (earlier) return send(200, { ...earlier, taken: false });
        const answer = take(stub, parsed.data);
        stub.takenOrders.set(parsed.data.orderId, answer);
        return send(200, answer);
      }
      if (req.method === 'POST' && req.url === '/internal/huids/sold') {
        const parsed = soldHuidsRequestSchema.safeParse(JSON.parse(raw));
        if (!parsed.success) return send(400, { message: 'Invalid HUIDs' });
        const { orderId, pieces } = parsed.data;
        stub.soldHuids.push(parsed.data);
        const taken = pieces
          .filter((p) => {
            const on = stub.huidRegister.get(p.huid);
            return on && (on.orderId !== orderId || on.productId !== p.productId);
          })
          .map((p) => p.huid);
        if (taken.length > 0)
          return send(409, { statusCode: 409, error: 'Conflict', message: huidTakenMessage(taken[0]), taken });
        const already = pieces.filter((p) => stub.huidRegister.has(p.huid)).map((p) => p.huid);
        for (const p of pieces) stub.huidRegister.set(p.huid, { orderId, productId: p.productId });
        return send(200, { recorded: pieces.map((p) => p.huid).filter((h) => !already.includes(h)), already });
      }
      if (req.method === 'POST' && req.url === '/internal/files/claims') {
        if (stub.refuseClaims) return send(503, { message: 'busy' });
        const claim = JSON.parse(raw) as { userId: string; fileIds: string[] };
        stub.claims.push(claim.fileIds);
        stub.claimedBy.push(claim.userId);
        return send(200, { claimed: claim.fileIds, missing: [] });
      }
      if (req.method === 'POST' && req.url === '/internal/files/ownership') {
        if (stub.refuseOwnership) return send(503, { message: 'busy' });
        const check = JSON.parse(raw) as { userId: string; fileIds: string[]; purpose?: string };
        stub.ownershipChecks.push({ ...check, cookie: req.headers.cookie });
        const owned = check.fileIds.filter((id) => !stub.foreignFiles.has(id));
        return send(200, {
          owned,
          missing: check.fileIds.filter((id) => stub.foreignFiles.has(id)),
          ...(check.purpose ? { wrongPurpose: owned.filter((id) => stub.otherPurposeFiles.has(id)) } : {}),
        });
      }
      send(404, { message: 'not found' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  stub.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return stub;
}
