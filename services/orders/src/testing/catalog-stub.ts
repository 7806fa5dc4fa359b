/**
 * A stand-in for the catalog service's HTTP API (GET /api/products/:id, POST /internal/files/claims
 * and /internal/files/ownership), so orders' tests control prices, stock and whose files are whose.
 * Every product it serves passes the contract's schema.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { productSchema, type Product } from '@rmj/contracts';

export function testProduct(id: string, name: string, price: number, inStock = true): Product {
  return productSchema.parse({
    _id: id,
    id,
    name,
    images: [`/api/products/images/ring-silver.svg`],
    productType: 'Silver',
    productCategory: 'Ring',
    peopleCategory: 'women',
    customOption: 'Engraving',
    inStock,
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
  });
}

export interface CatalogStub {
  url: string;
  products: Map<string, Product>;
  /** fileIds of every claim received. */
  claims: string[][];
  /** The shopper (userId) of every claim received. */
  claimedBy: string[];
  /** When true, claims are answered 503. */
  refuseClaims: boolean;
  /** Files the ownership check reports as not the shopper's (every other file is). */
  foreignFiles: Set<string>;
  /** Every ownership check received: the body and the Cookie header it carried. */
  ownershipChecks: Array<{ userId: string; fileIds: string[]; cookie?: string }>;
  /** When true, ownership checks are answered 503. */
  refuseOwnership: boolean;
  close(): Promise<void>;
}

export async function startCatalogStub(products: Product[]): Promise<CatalogStub> {
  const stub = {
    products: new Map(products.map((p) => [p._id, p])),
    claims: [] as string[][],
    claimedBy: [] as string[],
    refuseClaims: false,
    foreignFiles: new Set<string>(),
    ownershipChecks: [] as CatalogStub['ownershipChecks'],
    refuseOwnership: false,
  } as CatalogStub;
  const server = http.createServer((req, res) => {
    const send = (status: number, body: unknown) =>
      res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const match = /^\/api\/products\/([^/]+)$/.exec(req.url ?? '');
      if (req.method === 'GET' && match) {
        if (!/^[0-9a-f]{24}$/.test(match[1])) return send(400, { message: 'Invalid product id' });
        const product = stub.products.get(match[1]);
        return product ? send(200, product) : send(404, { message: 'Product not found' });
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
        const check = JSON.parse(raw) as { userId: string; fileIds: string[] };
        stub.ownershipChecks.push({ ...check, cookie: req.headers.cookie });
        return send(200, {
          owned: check.fileIds.filter((id) => !stub.foreignFiles.has(id)),
          missing: check.fileIds.filter((id) => stub.foreignFiles.has(id)),
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
