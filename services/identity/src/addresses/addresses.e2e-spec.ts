// Saved delivery addresses (real app, real FerretDB + mail catcher): a shopper keeps several, sees
// their own account details beside them, changes and removes them; no one else reaches them.
import {
  accountAddressesResponseSchema,
  apiErrorResponseSchema,
  savedAddressResponseSchema,
  SAVED_ADDRESSES_MAX,
} from '@rmj/contracts';
import request from 'supertest';
import { createTestApp, latestCode, newClientIp, registration, type TestApp } from '../testing/test-app';

const home = {
  name: 'Asha Kumar',
  phone: '+91 98765 43210',
  address: '12 Temple Street',
  city: 'Dindigul',
  state: 'Tamil Nadu',
  zipCode: '624601',
  country: 'India',
};

describe('saved addresses (real FerretDB)', () => {
  let t: TestApp;
  let asha: string;
  let ravi: string;
  const http = () => request(t.app.getHttpServer());
  const auth = (token: string) => `Bearer ${token}`;

  /** Registers through the two public steps; answers the access token. */
  async function signUp(email: string): Promise<string> {
    const ip = newClientIp();
    await http().post('/api/register').set('x-forwarded-for', ip).send(registration(email)).expect(200);
    const verificationCode = await latestCode(t.mail, email);
    const res = await http()
      .post('/api/register')
      .set('x-forwarded-for', ip)
      .send({ ...registration(email), verificationCode })
      .expect(200);
    return res.body.token as string;
  }

  beforeAll(async () => {
    t = await createTestApp('saved_addresses');
    asha = await signUp('asha.addresses@example.com');
    ravi = await signUp('ravi.addresses@example.com');
  });
  afterAll(() => t.close());

  const list = async (token: string) =>
    accountAddressesResponseSchema.parse(
      (await http().get('/api/account/addresses').set('Authorization', auth(token)).expect(200)).body,
    );

  it('gives the account’s own name, e-mail and phone, and no addresses at first', async () => {
    const res = await http().get('/api/account/addresses').set('Authorization', auth(asha)).expect(200);
    expect(res.headers['cache-control']).toContain('no-store');
    expect(accountAddressesResponseSchema.parse(res.body)).toEqual({
      success: true,
      profile: { name: 'Asha Kumar', email: 'asha.addresses@example.com', phone: '9876543210' },
      addresses: [],
    });
  });

  it('keeps several addresses, newest first, the phone as 10 digits; the same one saved twice once', async () => {
    const first = savedAddressResponseSchema.parse(
      (await http().post('/api/account/addresses').set('Authorization', auth(asha)).send(home).expect(201)).body,
    );
    expect(first.address).toMatchObject({ ...home, phone: '9876543210' });
    const office = { ...home, address: '4 Mount Road', city: 'Chennai', zipCode: '600002' };
    await http().post('/api/account/addresses').set('Authorization', auth(asha)).send(office).expect(201);
    expect((await list(asha)).addresses.map((a) => a.city)).toEqual(['Chennai', 'Dindigul']);
    // Saved again (the checkout's tick box on a known address): moved to the top, not kept twice.
    const again = await http().post('/api/account/addresses').set('Authorization', auth(asha)).send(home).expect(201);
    expect(again.body.address.id).toBe(first.address.id);
    expect((await list(asha)).addresses.map((a) => a.city)).toEqual(['Dindigul', 'Chennai']);
  });

  it('changes and removes an address of one’s own only', async () => {
    const [mine] = (await list(asha)).addresses;
    await http()
      .put(`/api/account/addresses/${mine.id}`)
      .set('Authorization', auth(ravi))
      .send({ ...home, city: 'Palani' })
      .expect(404);
    await http().delete(`/api/account/addresses/${mine.id}`).set('Authorization', auth(ravi)).expect(404);
    const changed = await http()
      .put(`/api/account/addresses/${mine.id}`)
      .set('Authorization', auth(asha))
      .send({ ...home, city: 'Palani' })
      .expect(200);
    expect(changed.body.address).toMatchObject({ id: mine.id, city: 'Palani' });
    expect((await list(ravi)).addresses).toEqual([]);
    const removed = await http()
      .delete(`/api/account/addresses/${mine.id}`)
      .set('Authorization', auth(asha))
      .expect(200);
    expect(removed.body).toEqual({ success: true, message: 'The address was removed.' });
    expect((await list(asha)).addresses.map((a) => a.id)).not.toContain(mine.id);
    const gone = await http().delete(`/api/account/addresses/${mine.id}`).set('Authorization', auth(asha)).expect(404);
    expect(gone.body.message).toBe('This address is not in your account.');
    await http().delete('/api/account/addresses/not-an-id').set('Authorization', auth(asha)).expect(404);
  });

  it('refuses a bad address with the checkout’s own messages, unknown fields and operators', async () => {
    const res = await http()
      .post('/api/account/addresses')
      .set('Authorization', auth(asha))
      .send({ ...home, phone: '98765', zipCode: '' })
      .expect(400);
    const issues = (res.body.issues as { field: string; message: string }[]).map((i) => [i.field, i.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['phone', 'Please enter a valid 10-digit phone number.'],
        ['zipCode', 'ZIP code is required'],
      ]),
    );
    await http()
      .post('/api/account/addresses')
      .set('Authorization', auth(asha))
      .send({ ...home, userId: 'someone-else' })
      .expect(400);
    await http()
      .post('/api/account/addresses')
      .set('Authorization', auth(asha))
      .send({ ...home, city: { $ne: '' } })
      .expect(400);
  });

  it(`keeps at most ${SAVED_ADDRESSES_MAX} addresses`, async () => {
    const have = (await list(ravi)).addresses.length;
    for (let i = have; i < SAVED_ADDRESSES_MAX; i += 1)
      await http()
        .post('/api/account/addresses')
        .set('Authorization', auth(ravi))
        .send({ ...home, address: `${i + 1} Car Street` })
        .expect(201);
    const res = await http()
      .post('/api/account/addresses')
      .set('Authorization', auth(ravi))
      .send({ ...home, address: '99 Car Street' })
      .expect(409);
    expect(apiErrorResponseSchema.parse(res.body).message).toBe(
      'You can keep up to 10 addresses. Please remove one first.',
    );
  });

  it('needs a login', async () => {
    await http().get('/api/account/addresses').expect(401);
    await http().post('/api/account/addresses').send(home).expect(401);
  });
});
