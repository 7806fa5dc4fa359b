// A cart's personalisation files must be the shopper's before a payment order is created, and a
// paid order claims its files for its shopper only (real FerretDB, a catalog stand-in).
import { apiErrorResponseSchema, FILE_MESSAGES } from '@rmj/contracts';
import {
  createPaymentOrder,
  createTestApp,
  eventually,
  payFor,
  PRODUCTS,
  type OrdersTestApp,
} from '../testing/test-app';

let t: OrdersTestApp;
beforeAll(async () => {
  t = await createTestApp('files_ownership');
});
afterAll(() => t.close());

const fileId = (c: string) => c.repeat(32);
const lineWith = (customization: Record<string, unknown>) => ({
  productId: PRODUCTS.ring._id,
  quantity: 1,
  customization,
});
const photo = (id: string) => lineWith({ type: 'image', fileId: id, uploadedFile: { name: 'us.png' } });

async function expectRefused(res: { status: number; body: unknown }, status: number, message: string) {
  expect(res.status).toBe(status);
  expect(apiErrorResponseSchema.parse(res.body).message).toBe(message);
}

it('asks the catalog with the account and the browser’s cookie, then creates the payment order', async () => {
  const engraved = lineWith({
    type: 'combined',
    file: { name: 'p.png', fileId: fileId('b') },
    proofFileId: fileId('c'),
    text: { content: 'ANU' },
  });
  const res = await createPaymentOrder(t, [photo(fileId('a')), engraved], {}, t.bearer('asha'))
    .set('Cookie', 'rmj_uploader=abcdefghijklmnopqrstuv')
    .expect(200);
  expect(res.body.success).toBe(true);
  expect(t.catalog.ownershipChecks.at(-1)).toEqual({
    userId: 'asha',
    fileIds: [fileId('a'), fileId('b'), fileId('c')],
    cookie: 'rmj_uploader=abcdefghijklmnopqrstuv',
  });
});

it('refuses another shopper’s file with a clear 400, before any payment order exists', async () => {
  t.catalog.foreignFiles.add(fileId('d'));
  const before = await t.pendings.countDocuments();
  const res = await createPaymentOrder(t, [photo(fileId('e')), photo(fileId('d'))], {}, t.bearer('ravi'));
  await expectRefused(res, 400, FILE_MESSAGES.notYours);
  expect(await t.pendings.countDocuments()).toBe(before);
});

it('refuses a malformed file id without asking the catalog', async () => {
  const asked = t.catalog.ownershipChecks.length;
  for (const bad of ['../x', 'f-1', fileId('A'), `${fileId('a')}0`]) {
    await expectRefused(await createPaymentOrder(t, [photo(bad)]), 400, FILE_MESSAGES.notYours);
    await expectRefused(
      await createPaymentOrder(t, [lineWith({ type: 'engraving', customName: 'ANU', proofFileId: bad })]),
      400,
      FILE_MESSAGES.notYours,
    );
  }
  expect(t.catalog.ownershipChecks.length).toBe(asked);
});

it('answers 503 when the catalog cannot check the files, and does not ask for a cart without files', async () => {
  t.catalog.refuseOwnership = true;
  try {
    await expectRefused(await createPaymentOrder(t, [photo(fileId('f'))]), 503, FILE_MESSAGES.checkUnavailable);
    await createPaymentOrder(t, [{ productId: PRODUCTS.ring._id, quantity: 1 }]).expect(200);
  } finally {
    t.catalog.refuseOwnership = false;
  }
});

it('claims the paid order’s files for the order’s shopper', async () => {
  const { handler } = await payFor(t, [photo(fileId('9'))], t.bearer('meena'));
  await t.http().post('/api/verify-payment').set('Authorization', t.bearer('meena')).send(handler).expect(200);
  await eventually(async () => t.catalog.claims.some((ids) => ids.includes(fileId('9'))));
  const index = t.catalog.claims.findIndex((ids) => ids.includes(fileId('9')));
  expect(t.catalog.claimedBy[index]).toBe('meena');
});
