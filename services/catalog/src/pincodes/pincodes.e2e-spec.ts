// The PIN lookup the checkout fills State and City from (real app, real FerretDB, the real data file).
import { pinPlaceResponseSchema } from '@rmj/contracts';
import request from 'supertest';
import type { INestApplication } from '@nestjs/common';
import { createTestApp } from '../testing/test-app';

describe('GET /api/pincodes/:pin (real data file)', () => {
  let app: INestApplication;
  beforeAll(async () => {
    ({ app } = await createTestApp('pincodes'));
  });
  afterAll(() => app.close());

  const place = async (pin: string) =>
    pinPlaceResponseSchema.parse((await request(app.getHttpServer()).get(`/api/pincodes/${pin}`).expect(200)).body);

  it('names the state and district of a PIN, as the checkout lists the states', async () => {
    expect(await place('624601')).toEqual({ success: true, pin: '624601', state: 'Tamil Nadu', city: 'Dindigul' });
    expect(await place('560029')).toEqual({ success: true, pin: '560029', state: 'Karnataka', city: 'Bengaluru' });
    // Hyderabad is in Telangana (an older directory still says Andhra Pradesh); Leh is Ladakh since 2019.
    expect((await place('500001')).state).toBe('Telangana');
    expect((await place('194101')).state).toBe('Ladakh');
    expect((await place('744301')).state).toBe('Andaman and Nicobar Islands');
  });

  it('leaves out what the PIN does not settle: the city of a PIN spanning districts', async () => {
    const delhi = await place('110001');
    expect(delhi.state).toBe('Delhi');
    expect(delhi.city).toBeUndefined();
  });

  it('lets browsers keep the answer, and refuses a malformed or unknown PIN with a message', async () => {
    const ok = await request(app.getHttpServer()).get('/api/pincodes/600096').expect(200);
    expect(ok.headers['cache-control']).toBe('public, max-age=86400');
    const bad = await request(app.getHttpServer()).get('/api/pincodes/6000').expect(400);
    expect(bad.body.message).toBe('A PIN code is 6 digits.');
    await request(app.getHttpServer()).get('/api/pincodes/60009x').expect(400);
    const unknown = await request(app.getHttpServer()).get('/api/pincodes/000000').expect(404);
    expect(unknown.body.message).toBe('We could not find this PIN code.');
  });
});
