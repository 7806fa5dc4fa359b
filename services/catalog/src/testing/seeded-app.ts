/** A test app with the demo catalogue loaded and the read model caught up. */
import type { INestApplication } from '@nestjs/common';
import { getConnectionToken } from '@nestjs/mongoose';
import type { Product } from '@rmj/contracts';
import type { Connection } from 'mongoose';
import request from 'supertest';
import { ProductReadModel } from '../products/read-model/product-read-model';
import { seedCatalog } from '../seed/catalog-seed';
import { createTestApp } from './test-app';

export interface SeededApp {
  app: INestApplication;
  connection: Connection;
  readModel: ProductReadModel;
  http: () => ReturnType<typeof request>;
}

export async function createSeededApp(
  suite: string,
  count = 360,
  env: Record<string, string> = {},
): Promise<SeededApp> {
  const { app } = await createTestApp(suite, env);
  const connection = app.get<Connection>(getConnectionToken());
  await seedCatalog(connection, { count });
  const readModel = app.get(ProductReadModel);
  await readModel.refresh();
  return { app, connection, readModel, http: () => request(app.getHttpServer()) };
}

/** Every product of the collection, as the API shapes it. */
export async function allProducts(seeded: SeededApp): Promise<Product[]> {
  const res = await seeded.http().get('/api/all-products').expect(200);
  return res.body.products as Product[];
}

export const prices = (products: Product[]) => products.map((p) => p.price);
export const names = (products: Product[]) => products.map((p) => p.name);
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
export const isSortedBy = <T>(list: T[], cmp: (a: T, b: T) => number) =>
  list.every((v, i) => i === 0 || cmp(list[i - 1], v) <= 0);
export const byName = (a: string, b: string) => collator.compare(a, b);
