// Who may call each staff endpoint of the catalogue, checked on the real app (real FerretDB): no token
// 401, a shopper's token 403, a staff role the contract does not admit 403 by name (support cannot
// edit, staff cannot read the audit trail), and a price change by anyone but the owner 403.
import {
  admittedRoles,
  catalogAdminEndpoints,
  PRICE_OWNER_ONLY_MESSAGE,
  ROLE_REFUSED_MESSAGE,
  STAFF_ROLES,
  type EndpointContract,
} from '@rmj/contracts';
import { LOGIN_REQUIRED_MESSAGE, STAFF_ONLY_MESSAGE } from '@rmj/nest-common';
import { allProducts } from '../../testing/seeded-app';
import { createStaffApp, type StaffApp } from '../../testing/staff';

const staffCalls = Object.entries<EndpointContract>(catalogAdminEndpoints).filter(([, e]) => e.access === 'staff');

describe('catalogue staff endpoints: who may call them (real FerretDB)', () => {
  let s: StaffApp;
  let productId: string;
  beforeAll(async () => {
    s = await createStaffApp('admin_access');
    productId = (await allProducts(s))[0].id;
  });
  afterAll(() => s.close());

  const call = (e: EndpointContract, auth?: string) => {
    const path = e.path.replace(':productId', productId).replace(':photoId', 'abc');
    const method = e.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    const req = s.http()[method](path);
    return auth ? req.set('Authorization', auth) : req;
  };

  it('covers every staff endpoint of the catalogue', () => {
    expect(staffCalls.map(([name]) => name).sort()).toEqual(
      [
        'adminApprovePrice',
        'adminArchiveProduct',
        'adminBulkProducts',
        'adminCreateProduct',
        'adminDeletePhoto',
        'adminDuplicateProduct',
        'adminExportCatalogue',
        'adminImportCatalogue',
        'adminOrderPhotos',
        'adminPriceHistory',
        'adminProduct',
        'adminProducts',
        'adminRestoreProduct',
        'adminSettings',
        'adminUpdateProduct',
        'adminUpdateSettings',
        'adminUploadPhoto',
        'catalogAudit',
      ].sort(),
    );
  });

  it.each(staffCalls)('%s: 401 without a token, 403 for a shopper', async (_name, e) => {
    const anonymous = await call(e).expect(401);
    expect(anonymous.body.message).toBe(LOGIN_REQUIRED_MESSAGE);
    const shopper = await call(e, s.as.shopper).expect(403);
    expect(shopper.body.message).toBe(STAFF_ONLY_MESSAGE);
  });

  it.each(staffCalls)('%s: 403 for each staff role it does not admit', async (_name, e) => {
    const refused = STAFF_ROLES.filter((role) => !admittedRoles(e).includes(role));
    for (const role of refused) {
      const res = await call(e, s.as[role]).expect(403);
      expect([role, res.body.message]).toEqual([role, ROLE_REFUSED_MESSAGE]);
    }
  });

  it('lets support read but not edit, and staff edit but not read the audit trail', () => {
    const admits = (name: keyof typeof catalogAdminEndpoints) => admittedRoles(catalogAdminEndpoints[name]);
    expect(admits('adminProducts')).toEqual(['owner', 'staff', 'support']);
    expect(admits('adminUpdateProduct')).toEqual(['owner', 'staff']);
    expect(admits('adminImportCatalogue')).toEqual(['owner', 'staff']);
    expect(admits('catalogAudit')).toEqual(['owner']);
    expect(admits('adminUpdateSettings')).toEqual(['owner']);
  });

  it('refuses a price or old price change by staff (403, nothing changed) and lets the owner make it', async () => {
    const path = `/api/admin/catalogue/products/${productId}`;
    const before = (await s.http().get(path).set('Authorization', s.as.staff).expect(200)).body;
    const price = await s
      .http()
      .patch(path)
      .set('Authorization', s.as.staff)
      .send({ price: before.price + 100, name: 'Renamed by staff' })
      .expect(403);
    expect(price.body.message).toBe(PRICE_OWNER_ONLY_MESSAGE);
    const oldPrice = await s
      .http()
      .patch(path)
      .set('Authorization', s.as.staff)
      .send({ oldPrice: before.price + 500 })
      .expect(403);
    expect(oldPrice.body.message).toBe(PRICE_OWNER_ONLY_MESSAGE);
    const after = (await s.http().get(path).set('Authorization', s.as.staff).expect(200)).body;
    expect(after).toEqual(before);
    // The same price sent back with other fields (a whole form) is not a change.
    await s
      .http()
      .patch(path)
      .set('Authorization', s.as.staff)
      .send({ price: before.price, isNew: !before.isNew })
      .expect(200);
    const owner = await s
      .http()
      .patch(path)
      .set('Authorization', s.as.owner)
      .send({ price: before.price + 100 })
      .expect(200);
    expect(owner.body.price).toBe(before.price + 100);
  });
});
