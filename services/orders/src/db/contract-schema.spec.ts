import { orderDetailsSchema, orderRecordSchema } from '@rmj/contracts';
import { Mongoose, Schema } from 'mongoose';
import { z } from 'zod';
import { OrderSchema } from '../orders/order.schema';
import { PendingOrderSchema } from '../orders/pending-order.schema';
import { contractPaths, withContractPaths } from './contract-schema';

const contract = z.object({
  name: z.string().trim().min(1),
  note: z.string().max(10).optional(),
  count: z.number().int(),
  paid: z.boolean().default(false),
  when: z.date(),
  state: z.enum({ open: 'Open', shut: 'Shut' }),
  currency: z.literal('INR'),
  tags: z.array(z.string()),
  lines: z.array(z.object({ sku: z.string() })),
  address: z.object({ city: z.string() }),
  digits: z.string().transform(Number),
});

it('gives each contract field a path of its stored type, required when the contract requires it', () => {
  expect(contractPaths(contract)).toEqual({
    name: { type: String, required: true },
    note: { type: String, required: false },
    count: { type: Number, required: true },
    paid: { type: Boolean, required: false },
    when: { type: Date, required: true },
    state: { type: String, enum: ['Open', 'Shut'], required: true },
    currency: { type: String, enum: ['INR'], required: true },
    tags: { type: [String], required: true },
    lines: { type: [Schema.Types.Mixed], required: true },
    address: { type: Schema.Types.Mixed, required: true },
    digits: { type: String, required: true },
  });
});

it('refuses a document without a required contract field or with a state the contract does not have', async () => {
  const schema = withContractPaths(new Schema({}), contract);
  const doc = {
    name: 'ring',
    count: 1,
    when: new Date(),
    state: 'Open',
    currency: 'INR',
    tags: [],
    lines: [],
    address: { city: 'Madurai' },
    digits: '5',
  };
  const Thing = new Mongoose().model('Thing', schema);
  const check = (value: object) =>
    new Thing(value).validate().then(
      () => [],
      (err: { errors: object }) => Object.keys(err.errors),
    );
  expect(await check(doc)).toEqual([]);
  expect(await check({ ...doc, name: undefined, state: 'Ajar' })).toEqual(['name', 'state']);
});

it('stores every field of the order contracts: a field added there is a path of the orders without an edit here', () => {
  for (const key of Object.keys(orderRecordSchema.shape)) expect(OrderSchema.path(key)).toBeDefined();
  for (const key of Object.keys(orderDetailsSchema.shape)) expect(PendingOrderSchema.path(key)).toBeDefined();
  expect(OrderSchema.path('status')).toMatchObject({ enumValues: expect.arrayContaining(['Processing', 'Shipped']) });
  expect(OrderSchema.path('_id')).toBeDefined();
});
