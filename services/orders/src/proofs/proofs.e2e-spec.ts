import { getModelToken } from '@nestjs/mongoose';
import { ENGRAVING_MESSAGES, proofMessages, type StaffActor } from '@rmj/contracts';
import { SmtpMailer } from '@rmj/nest-common';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Model } from 'mongoose';
import { createTestApp, customer, type OrdersTestApp } from '../testing/test-app';
import { staffBearer } from '../fulfilment/fulfilment-testing';
import { Order } from '../orders/order.schema';
import { ProofAnswerRecord, ProofRound } from './proof-round.schema';
import { hashToken, ProofClock, ProofsService } from './proofs.service';

const staff: StaffActor = { id: 'staff-1', email: 'meera@rmj.example', role: 'staff' };
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]);
const PROOF_FILE = 'f'.repeat(32);
const HOUR = 3_600_000;

describe('engraving proofs (e2e)', () => {
  let t: OrdersTestApp;
  let files: http.Server;
  let proofs: ProofsService;
  let clock: ProofClock;
  let rounds: Model<ProofRound>;
  let answers: Model<ProofAnswerRecord>;
  let seq = 0;

  beforeAll(async () => {
    // The catalog's internal file route: the proof PNG of PROOF_FILE, nothing else.
    files = http.createServer((req, res) => {
      if (req.url === `/internal/files/${PROOF_FILE}`) {
        res.writeHead(200, { 'Content-Type': 'image/png' }).end(PNG);
      } else res.writeHead(404).end();
    });
    await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
    const catalogUrl = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
    t = await createTestApp('proofs', { CATALOG_URL: catalogUrl, PROOF_OVERRIDE_HOURS: '24' });
    proofs = t.app.get(ProofsService);
    clock = t.app.get(ProofClock);
    rounds = t.app.get(getModelToken(ProofRound.name));
    answers = t.app.get(getModelToken(ProofAnswerRecord.name));
  });

  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => files.close(resolve));
  });

  afterEach(() => jest.restoreAllMocks());

  /** A paid order with an engraved ring (with its proof picture) and a plain line. */
  async function paidOrder(lines?: Order['lines']): Promise<Order> {
    seq += 1;
    const n = String(seq).padStart(10, '0');
    const doc = await t.orders.create({
      _id: `order_proof${n}`,
      orderNumber: `RMJ-${n}`,
      paymentId: `pay_proof${n}`,
      userId: 'user-1',
      userEmail: customer.email,
      recordedBy: 'verify',
      customerDetails: { ...customer, country: 'India' as const },
      lines: lines ?? [
        {
          productId: 'a00000000000000000000001',
          name: 'Silver Promise Ring',
          price: 2500,
          quantity: 1,
          total: 2500,
          image: '/img/ring.jpg',
          customization: {
            type: 'engraving',
            customName: 'ANU',
            selectedFont: 'script',
            fontSize: 40,
            proofFileId: PROOF_FILE,
          },
        },
        {
          productId: 'a00000000000000000000002',
          name: 'Gold Chain',
          price: 9000,
          quantity: 1,
          total: 9000,
          image: '/img/chain.jpg',
        },
      ],
      subtotal: 11500,
      shipping: 100,
      discount: 0,
      total: 11600,
      paymentStatus: 'Paid',
      status: 'Processing',
      paidAt: new Date(),
    });
    return doc.toObject() as Order;
  }

  /** Sends a proof and returns the token of its links (read from the e-mail, as the shopper would). */
  async function sendProof(
    order: Order,
  ): Promise<{ token: string; mail: ReturnType<OrdersTestApp['mail']['messages']>[number] }> {
    t.mail.clear();
    await proofs.send(order, staff);
    const mail = t.mail.messages()[0];
    const token = /\/order-proof\/([\w-]+)/.exec(mail.text)?.[1];
    if (!token) throw new Error('no proof link in the e-mail');
    return { token, mail };
  }

  const fresh = async (order: Order) => (await t.orders.findById(order._id).lean<Order>().exec()) as Order;

  it('e-mails the words, font, size and picture with Approve and Request a change links; GET changes nothing', async () => {
    const order = await paidOrder();
    const sent = jest.spyOn(t.app.get(SmtpMailer), 'send');
    const { token, mail } = await sendProof(order);

    expect(sent.mock.calls[0][1].attachments).toEqual([
      { cid: 'proof-line-0@rmj', fileName: 'proof-line-1.png', content: PNG, contentType: 'image/png' },
    ]);
    expect(mail.to).toEqual([customer.email]);
    expect(mail.subject).toContain(order.orderNumber);
    expect(mail.text).toContain('Silver Promise Ring: "ANU" (Script, 40 px)');
    expect(mail.text).toContain(`Approve: ${t.config.SHOP_URL}/order-proof/${token}`);
    expect(mail.text).toContain(`Request a change: ${t.config.SHOP_URL}/order-proof/${token}?answer=change`);
    expect(mail.html).toMatch(/<img src="cid:proof-line-0@rmj"/);
    expect(mail.text).not.toContain('Gold Chain');

    for (let i = 0; i < 2; i += 1) {
      const view = await t.http().get(`/api/proofs/${token}`).expect(200);
      expect(view.body).toMatchObject({
        orderNumber: order.orderNumber,
        firstName: 'Asha',
        state: 'sent',
        lines: [
          {
            line: 0,
            productName: 'Silver Promise Ring',
            customName: 'ANU',
            selectedFont: 'script',
            fontSize: 40,
            hasPicture: true,
            maxLength: 8,
          },
        ],
      });
    }
    const picture = await t.http().get(`/api/proofs/${token}/lines/0/picture`).expect(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(picture.body as Buffer, PNG)).toBe(0);
    await t.http().get(`/api/proofs/${token}/lines/1/picture`).expect(404);

    expect(await proofs.summaryFor(order)).toMatchObject({ state: 'sent', rounds: 1 });
  });

  it('keeps only the hash of the token', async () => {
    const order = await paidOrder();
    const { token } = await sendProof(order);
    const stored = await rounds.find({ orderId: order._id }).lean().exec();
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored[0].tokenHash).toBe(hashToken(token));
  });

  it('answers an unknown link with 404', async () => {
    const res = await t
      .http()
      .get(`/api/proofs/${randomBytes(32).toString('base64url')}`)
      .expect(404);
    expect(res.body.message).toBe(proofMessages.notFound);
    await t.http().post('/api/proofs/not-a-token').send({ answer: 'approve' }).expect(404);
  });

  it('takes one answer: of two at the same time, one is kept and the other is told the link was used', async () => {
    const order = await paidOrder();
    const { token } = await sendProof(order);
    const [a, b] = await Promise.all([
      t.http().post(`/api/proofs/${token}`).send({ answer: 'approve' }),
      t
        .http()
        .post(`/api/proofs/${token}`)
        .send({ answer: 'change', lines: [{ line: 0, customName: 'ASHA' }] }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 410]);
    const lost = a.status === 410 ? a : b;
    expect(lost.body.message).toBe(proofMessages.used);
    const won = a.status === 200 ? a : b;
    const summary = await proofs.summaryFor(order);
    expect(summary.state).toBe(won.body.state);
    expect(await answers.countDocuments({ orderId: order._id })).toBe(1);

    const again = await t.http().post(`/api/proofs/${token}`).send({ answer: 'approve' }).expect(410);
    expect(again.body.message).toBe(proofMessages.used);
  });

  it('approves: the shopper is thanked and the order may go into the workshop', async () => {
    const order = await paidOrder();
    const { token } = await sendProof(order);
    const res = await t.http().post(`/api/proofs/${token}`).send({ answer: 'approve' }).expect(200);
    expect(res.body).toEqual({ success: true, state: 'approved', message: proofMessages.approved });
    expect(await proofs.workshopBlock(order, false, new Date())).toBeUndefined();
    const view = await t.http().get(`/api/proofs/${token}`).expect(200);
    expect(view.body.state).toBe('approved');
    expect((await proofs.summaryFor(order)).answeredAt).toBeDefined();
  });

  it('expires: after PROOF_LINK_HOURS the link can neither be opened nor answered', async () => {
    const order = await paidOrder();
    const { token } = await sendProof(order);
    const later = new Date(Date.now() + 73 * HOUR);
    jest.spyOn(clock, 'now').mockReturnValue(later);
    const view = await t.http().get(`/api/proofs/${token}`).expect(410);
    expect(view.body.message).toBe(proofMessages.expired);
    const answer = await t.http().post(`/api/proofs/${token}`).send({ answer: 'approve' }).expect(410);
    expect(answer.body.message).toBe(proofMessages.expired);
    await t.http().get(`/api/proofs/${token}/lines/0/picture`).expect(410);
    expect((await proofs.summaryFor(order)).state).toBe('sent');
  });

  it('ends the previous round’s links when a new proof is sent', async () => {
    const order = await paidOrder();
    const first = await sendProof(order);
    const second = await sendProof(order);
    expect(second.token).not.toBe(first.token);
    const old = await t.http().post(`/api/proofs/${first.token}`).send({ answer: 'approve' }).expect(410);
    expect(old.body.message).toBe(proofMessages.expired);
    await t.http().get(`/api/proofs/${first.token}`).expect(410);
    await t.http().get(`/api/proofs/${second.token}`).expect(200);
    expect(await proofs.summaryFor(order)).toMatchObject({ state: 'sent', rounds: 2 });
  });

  it('refuses bad new words and loses nothing; good words replace the engraving without a new payment', async () => {
    const order = await paidOrder();
    const { token } = await sendProof(order);

    const tooLong = await t
      .http()
      .post(`/api/proofs/${token}`)
      .send({ answer: 'change', lines: [{ line: 0, customName: 'ANU PRIYA' }] })
      .expect(400);
    expect(tooLong.body.message).toBe(ENGRAVING_MESSAGES.tooLong(8));
    expect(tooLong.body.issues).toEqual([{ field: 'lines.0.customName', message: ENGRAVING_MESSAGES.tooLong(8) }]);
    const badFont = await t
      .http()
      .post(`/api/proofs/${token}`)
      .send({ answer: 'change', lines: [{ line: 0, customName: 'ASHA', selectedFont: 'comic' }] })
      .expect(400);
    expect(badFont.body.message).toBe(ENGRAVING_MESSAGES.font);
    const empty = await t
      .http()
      .post(`/api/proofs/${token}`)
      .send({ answer: 'change', lines: [{ line: 0, customName: '   ' }] })
      .expect(400);
    expect(empty.body.message).toBe(ENGRAVING_MESSAGES.empty);
    await t
      .http()
      .post(`/api/proofs/${token}`)
      .send({ answer: 'change', lines: [{ line: 1, customName: 'ASHA' }] })
      .expect(400);
    expect((await fresh(order)).lines[0].customization?.customName).toBe('ANU');

    const ok = await t
      .http()
      .post(`/api/proofs/${token}`)
      .send({
        answer: 'change',
        note: 'Please use capitals',
        lines: [{ line: 0, customName: 'ASHA', selectedFont: 'serif' }],
      })
      .expect(200);
    expect(ok.body).toEqual({ success: true, state: 'change-requested', message: proofMessages.changeRequested });

    const changed = await fresh(order);
    expect(changed.lines[0].customization).toMatchObject({ customName: 'ASHA', selectedFont: 'serif', fontSize: 40 });
    expect(changed.total).toBe(order.total);
    expect(changed.paymentId).toBe(order.paymentId);
    // The proof picture showed the old words: the order page (and job card) shows none now; the round keeps its id.
    const page = await t
      .http()
      .get(`/api/admin/orders/${order.orderNumber}`)
      .set('Authorization', staffBearer(t, 'staff'))
      .expect(200);
    expect(page.body.lines[0].customization).toMatchObject({ customName: 'ASHA', selectedFont: 'serif' });
    expect(page.body.lines[0].customization).not.toHaveProperty('proofFileId');
    const first = await rounds.findOne({ orderId: order._id, round: 1 }).lean<ProofRound>().exec();
    expect(first?.lines[0].proofFileId).toBe(PROOF_FILE);
    const record = await answers.findOne({ orderId: order._id }).lean<ProofAnswerRecord>().exec();
    expect(record?.changes).toEqual([
      {
        line: 0,
        before: { customName: 'ANU', selectedFont: 'script' },
        after: { customName: 'ASHA', selectedFont: 'serif' },
      },
    ]);
    expect(await proofs.summaryFor(changed)).toMatchObject({ state: 'change-requested', note: 'Please use capitals' });
    expect(await proofs.workshopBlock(changed, true, new Date(Date.now() + 48 * HOUR))).toBe(proofMessages.needed);

    // Staff send another round: the new words, and no picture (it showed the old words).
    const next = await sendProof(changed);
    expect(next.mail.text).toContain('"ASHA" (Elegant Serif, 40 px)');
    expect(next.mail.html).not.toContain('cid:');
    const view = await t.http().get(`/api/proofs/${next.token}`).expect(200);
    expect(view.body.lines[0]).toMatchObject({ customName: 'ASHA', hasPicture: false });
    expect(await proofs.summaryFor(changed)).toMatchObject({ state: 'sent', rounds: 2 });
  });

  it('blocks the workshop until approved, or until staff override after PROOF_OVERRIDE_HOURS', async () => {
    const order = await paidOrder();
    expect(await proofs.workshopBlock(order, true, new Date())).toBe(proofMessages.needed);
    expect(await proofs.summaryFor(order)).toEqual({ state: 'not-sent', rounds: 0 });

    await sendProof(order);
    const summary = await proofs.summaryFor(order);
    const from = new Date(summary.overrideFrom as string);
    expect(from.getTime() - new Date(summary.sentAt as string).getTime()).toBe(24 * HOUR);

    const before = new Date(from.getTime() - 60_000);
    const waiting = await proofs.workshopBlock(order, true, before);
    expect(waiting).toMatch(/^The customer has not answered yet\. You can go ahead without an answer from .+ IST, /);
    expect(await proofs.workshopBlock(order, false, new Date(from.getTime() + HOUR))).toBe(waiting);
    expect((await proofs.summaryFor(order)).state).toBe('sent');

    expect(await proofs.workshopBlock(order, true, from)).toBeUndefined();
    expect((await proofs.summaryFor(order)).state).toBe('overridden');
    expect(await proofs.workshopBlock(order, false, from)).toBeUndefined();
  });

  it('needs no proof for an order without engraving, and refuses to send one', async () => {
    const order = await paidOrder([
      {
        productId: 'a00000000000000000000002',
        name: 'Gold Chain',
        price: 9000,
        quantity: 1,
        total: 9000,
        image: '/c.jpg',
      },
    ]);
    expect(await proofs.summaryFor(order)).toEqual({ state: 'not-needed', rounds: 0 });
    expect(await proofs.workshopBlock(order, false, new Date())).toBeUndefined();
    await expect(proofs.send(order, staff)).rejects.toMatchObject({ status: 409 });
  });

  it('sends a proof only while the order waits for the workshop', async () => {
    const order = await paidOrder();
    await t.orders.updateOne({ _id: order._id }, { $set: { status: 'In workshop' } });
    await expect(proofs.send(await fresh(order), staff)).rejects.toMatchObject({ status: 409 });
  });
});
