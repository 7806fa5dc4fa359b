/**
 * Staff for the catalogue's service tests: a seeded app that knows accounts (identity's key pair for
 * this process and a stand-in for its session check), and bearer headers for each staff role and for
 * a shopper, as identity would sign them (a `role` claim for staff, none for shoppers).
 */
import type { StaffRole } from '@rmj/contracts';
import { loadSigningKey, signAccessToken } from '@rmj/nest-common';
import { createSeededApp, type SeededApp } from './seeded-app';
import { accountEnv, startIdentityStub, testKeyPair, type IdentityStub } from './shoppers';

const signer = loadSigningKey(testKeyPair.privateKey);

export interface StaffApp extends SeededApp {
  identity: IdentityStub;
  /** `Authorization` values: owner, staff, support, and a shopper. */
  as: Record<StaffRole | 'shopper', string>;
  close(): Promise<void>;
}

/** A bearer header for a staff member of `role` (ids `st-<role>`, e-mail `<role>@rmj.in`). */
export function staffBearer(identity: IdentityStub, role: StaffRole): string {
  const sub = `st-${role}`;
  const sid = identity.sessionFor(sub);
  return `Bearer ${signAccessToken({ sub, email: `${role}@rmj.in`, firstName: role, sid, role }, signer)}`;
}

export async function createStaffApp(suite: string, count = 80, env: Record<string, string> = {}): Promise<StaffApp> {
  const identity = await startIdentityStub();
  const seeded = await createSeededApp(suite, count, { ...accountEnv(identity), ...env });
  return {
    ...seeded,
    identity,
    as: {
      owner: staffBearer(identity, 'owner'),
      staff: staffBearer(identity, 'staff'),
      support: staffBearer(identity, 'support'),
      shopper: identity.bearer('shopper-1'),
    },
    async close() {
      await seeded.app.close();
      await identity.close();
    },
  };
}

/** A valid product draft (a silver ring for women), with any fields replaced. */
export const ringDraft = (overrides: Record<string, unknown> = {}) => ({
  name: 'Moonlit Promise Silver Ring',
  description: 'A slim band in 92.5 sterling silver, engraved by hand with a name of your choice.',
  price: 2499,
  oldPrice: 2999,
  gram: 4.2,
  productType: 'Silver',
  productCategory: 'Ring',
  peopleCategory: 'women',
  customizationTypes: ['engraving', 'fingerprint'],
  isNew: true,
  stock: 5,
  ...overrides,
});
