import type { INestApplication } from '@nestjs/common';
import { getConnectionToken } from '@nestjs/mongoose';
import { apiErrorResponseSchema, contactResponseSchema } from '@rmj/contracts';
import type { Connection } from 'mongoose';
import request from 'supertest';
import { createTestApp } from '../testing/test-app';
import { ContactsService } from './contacts.service';

describe('POST /api/contacts (real FerretDB)', () => {
  let app: INestApplication;
  let connection: Connection;
  beforeAll(async () => {
    ({ app } = await createTestApp('contacts'));
    connection = app.get<Connection>(getConnectionToken());
  });
  afterAll(() => app.close());

  let client = 0;
  /** Each call from a fresh client address, so the per-client limit stays out of the way. */
  const post = (body: unknown, ip = `10.9.${client >> 8}.${++client & 255}`) =>
    request(app.getHttpServer())
      .post('/api/contacts')
      .set('x-forwarded-for', ip)
      .send(body as object);

  it('stores a message and thanks the sender', async () => {
    const res = await post({
      name: 'Priya Raman',
      email: 'Priya@Example.in',
      phone: '+91 98765 43210',
      message: 'Do you resize rings?',
    });
    expect(res.status).toBe(201);
    expect(contactResponseSchema.parse(res.body)).toEqual(res.body);
    expect(res.body).toEqual({ success: true, message: 'Thank you for contacting us! We will get back to you soon.' });
    const stored = await connection.collection('contacts').findOne({ email: 'priya@example.in' });
    expect(stored).toEqual(
      expect.objectContaining({ name: 'Priya Raman', phone: '+91 98765 43210', message: 'Do you resize rings?' }),
    );
    expect(stored?.createdAt).toBeInstanceOf(Date);
  });

  it('needs only the e-mail', async () => {
    await post({ email: 'only@example.com' }).expect(201);
    expect(await connection.collection('contacts').countDocuments({ email: 'only@example.com' })).toBe(1);
  });

  it.each([
    [{}, 'Email is required'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address.'],
    [{ email: 'a@b.in', name: 'x'.repeat(101) }, 'Name must be at most 100 characters'],
    [{ email: 'a@b.in', phone: '1'.repeat(21) }, 'Phone must be at most 20 characters'],
    [{ email: 'a@b.in', phone: 'call me' }, 'Please enter a valid phone number.'],
    [{ email: 'a@b.in', message: 'x'.repeat(2001) }, 'Message must be at most 2000 characters'],
    [{ email: 'a@b.in', admin: true }, 'Unknown field: admin'],
    [{ email: 42 }, 'Please enter a valid email address.'],
    [['a@b.in'], 'Invalid input: expected object, received array'],
  ])('refuses %j with a 400: %s', async (body, message) => {
    const res = await post(body).expect(400);
    expect(apiErrorResponseSchema.parse(res.body).message).toBe(message);
  });

  it('refuses MongoDB operators in the body', async () => {
    const res = await post({ email: { $gt: '' } }).expect(400);
    expect(apiErrorResponseSchema.parse(res.body).message).toBe('Invalid input: field names may not contain "$"');
  });

  it('answers malformed JSON with 400 and a body over 20kb with 413', async () => {
    const bad = await request(app.getHttpServer())
      .post('/api/contacts')
      .set('x-forwarded-for', '10.8.0.1')
      .set('content-type', 'application/json')
      .send('{"email":');
    expect(bad.status).toBe(400);
    expect(apiErrorResponseSchema.parse(bad.body).message).toBe('Malformed JSON in request body');
    const big = await post({ email: 'a@b.in', message: 'x'.repeat(21 * 1024) });
    expect(big.status).toBe(413);
    expect(apiErrorResponseSchema.parse(big.body).message).toBe('Request body is too large');
    expect(await connection.collection('contacts').countDocuments({ email: 'a@b.in' })).toBe(0);
  });

  it('takes 5 messages per client in 10 minutes (IPv6 counted per /64), then answers 429 and stores nothing more', async () => {
    for (let i = 1; i <= 5; i++)
      await post({ email: 'chatty@example.com', message: `hello ${i}` }, `2001:db8:5:6::${i}`).expect(201);
    const sixth = await post({ email: 'chatty@example.com', message: 'hello 6' }, '2001:db8:5:6:ffff::1');
    expect(sixth.status).toBe(429);
    expect(apiErrorResponseSchema.parse(sixth.body)).toMatchObject({
      statusCode: 429,
      message: 'Too many requests. Please try again later.',
    });
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    expect(await connection.collection('contacts').countDocuments({ email: 'chatty@example.com' })).toBe(5);
    await post({ email: 'other@example.com' }, '2001:db8:5:7::1').expect(201);
  });

  it('deletes messages older than 180 days, and keeps newer ones', async () => {
    const day = 24 * 3600_000;
    await connection.collection('contacts').insertMany([
      { name: '', email: 'old@example.com', phone: '', message: 'old', createdAt: new Date(Date.now() - 181 * day) },
      {
        name: '',
        email: 'recent@example.com',
        phone: '',
        message: 'recent',
        createdAt: new Date(Date.now() - 179 * day),
      },
    ]);
    expect(await app.get(ContactsService).sweep()).toBe(1);
    expect(await connection.collection('contacts').countDocuments({ email: 'old@example.com' })).toBe(0);
    expect(await connection.collection('contacts').countDocuments({ email: 'recent@example.com' })).toBe(1);
  });
});
