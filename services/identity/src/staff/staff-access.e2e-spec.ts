// Every staff endpoint of identity, from its contract: no token 401, a shopper's token 403, a
// staff role the contract does not admit 403 by name, an admitted role passes the guard.
import {
  admittedRoles,
  concretePaths,
  endpointName,
  endpointsOf,
  ROLE_REFUSED_MESSAGE,
  STAFF_ROLES,
  type EndpointContract,
  type StaffRole,
} from '@rmj/contracts';
import { LOGIN_REQUIRED_MESSAGE, STAFF_ONLY_MESSAGE } from '@rmj/nest-common';
import request from 'supertest';
import { createTestApp, latestCode, registration, type TestApp } from '../testing/test-app';
import { api, inviteAndSetUp, OWNER, setUpMember, StaffClock } from '../testing/staff';

const staffContracts = endpointsOf('identity').filter((e) => e.access === 'staff');

describe('who may call the staff endpoints (FerretDB)', () => {
  let t: TestApp;
  const tokens = {} as Record<StaffRole | 'shopper', string>;
  let someStaffId = '';

  const call = (contract: EndpointContract, token?: string) => {
    const path = concretePaths(contract)[0]
      .replace(':staffId', someStaffId)
      .replace(':customerId', '000000000000000000000000');
    const method = contract.method.toLowerCase() as 'get' | 'post' | 'patch' | 'put';
    const req = request(t.app.getHttpServer())[method](path);
    return token ? req.set('authorization', `Bearer ${token}`) : req;
  };

  beforeAll(async () => {
    t = await createTestApp('staff_access');
    const clock = new StaffClock(t);
    const owner = await setUpMember(t, clock, OWNER);
    tokens.owner = owner.token;
    tokens.staff = (await inviteAndSetUp(t, clock, owner.token, 'staff@rmj.in', 'staff')).token;
    const support = await inviteAndSetUp(t, clock, owner.token, 'support@rmj.in', 'support');
    tokens.support = support.token;
    someStaffId = support.staff.id;
    await api(t).post('/api/register', registration('shopper@example.com')).expect(200);
    const shopper = await api(t)
      .post('/api/register', {
        ...registration('shopper@example.com'),
        verificationCode: await latestCode(t.mail, 'shopper@example.com'),
      })
      .expect(200);
    tokens.shopper = shopper.body.token;
  });
  afterAll(() => t.close());

  it('covers the staff contracts the admin screens use', () => {
    expect(staffContracts.map((c) => endpointName(c))).toEqual([
      'staffMe',
      'staffList',
      'staffInvite',
      'staffWithdrawInvitation',
      'staffUpdate',
      'identityAudit',
      'customersList',
      'customerCreate',
      'customerDetail',
      'customerUpdate',
      'customerAddNote',
      'customerLinkCode',
      'customerLink',
    ]);
  });

  it.each(staffContracts.map((c) => [endpointName(c), c] as const))(
    '%s: no token 401, a shopper 403',
    async (_name, contract) => {
      const none = await call(contract).expect(401);
      expect(none.body.message).toBe(LOGIN_REQUIRED_MESSAGE);
      const shopper = await call(contract, tokens.shopper).expect(403);
      expect(shopper.body.message).toBe(STAFF_ONLY_MESSAGE);
    },
  );

  it.each(staffContracts.map((c) => [endpointName(c), c] as const))(
    '%s: a role not admitted 403, an admitted role passes the guard',
    async (_name, contract) => {
      for (const role of STAFF_ROLES) {
        // An empty body: an admitted role reaches validation (400) or the answer, never 401/403; a call
        // naming something by its id reaches the lookup, which finds nothing under the sample id (404).
        const res = await call(contract, tokens[role]).send({});
        const passed = contract.params ? [200, 400, 404] : [200, 400];
        if (admittedRoles(contract).includes(role)) expect([role, passed.includes(res.status)]).toEqual([role, true]);
        else {
          expect([role, res.status]).toEqual([role, 403]);
          expect(res.body.message).toBe(ROLE_REFUSED_MESSAGE);
        }
      }
    },
  );
});
