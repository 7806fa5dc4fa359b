import { configure, screen, waitFor, within } from '@testing-library/react';
import { blobText, catchDownloads, requestsTo, type CaughtDownloads } from '@rmj/web-testing';
import { orderAlreadyMovedMessage, PROOF_WHATSAPP_MESSAGES, proofMessages, type AdminOrder } from '@rmj/contracts';
import { renderAdmin, signInAs, TEST_STAFF_TOKEN } from '../../../testing/render-admin';
import { adminOrder, installOrdersNetwork, ORDER_NUMBER, PROOF_FILE } from '../testing/admin-orders';

configure({ asyncUtilTimeout: 5000 });

const ORDER = `/api/admin/orders/${ORDER_NUMBER}`;
const MOVES = `${ORDER}/moves`;
const REFUNDS = `${ORDER}/refunds`;
const PAGE = `/admin/orders/${ORDER_NUMBER}`;

let downloads: CaughtDownloads;
beforeEach(() => {
  downloads = catchDownloads();
});
afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
  downloads.restore();
});

/** Serves `order` and answers moves and refunds with `after` (or the given answers). */
function serve(order: AdminOrder, answers: Record<string, Parameters<typeof installOrdersNetwork>[0][string]> = {}) {
  return installOrdersNetwork({ [`GET ${ORDER}`]: { body: order }, ...answers });
}

const actions = () => screen.getByRole('region', { name: 'Next steps' });
const buttonNames = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe('an order’s page', () => {
  it('shows the lines with their personalisation in full, fetching files with the staff token', async () => {
    const seen = serve(adminOrder());
    signInAs('support');
    const { unmount } = renderAdmin(PAGE);
    expect(await screen.findByRole('heading', { name: 'Silver Name Ring' })).toBeInTheDocument();
    expect(screen.getByLabelText('ANU, in Handwritten at 36 px')).toHaveStyle({ fontSize: '36px' });
    expect(screen.getByText('Handwritten, 36 px')).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'Engraving proof' })).toHaveAttribute('src', 'blob:file-1');
    expect(await screen.findByRole('img', { name: 'thumb.png' })).toBeInTheDocument();
    expect(screen.getByText('Finish')).toBeInTheDocument();
    const file = requestsTo(seen, `/api/admin/files/${PROOF_FILE}`)[0];
    expect(file.headers.get('authorization')).toBe(`Bearer ${TEST_STAFF_TOKEN}`);
    expect(screen.getByText('pay_XYZ')).toBeInTheDocument();
    expect(screen.getByText('The tax invoice is issued when the order ships.')).toBeInTheDocument();
    unmount();
    expect(downloads.revoked).toEqual(expect.arrayContaining(['blob:file-1', 'blob:file-2']));
  });

  it('shows support no buttons', async () => {
    serve(adminOrder({ nextStates: ['In workshop', 'Cancelled'], proof: { state: 'not-sent', rounds: 0 } }));
    signInAs('support');
    renderAdmin(PAGE);
    await screen.findByRole('heading', { name: 'Silver Name Ring' });
    expect(screen.queryByRole('region', { name: 'Next steps' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send proof' })).not.toBeInTheDocument();
  });

  it('moves the order from the state shown, and shows where it went', async () => {
    const seen = serve(adminOrder(), {
      [`POST ${MOVES}`]: { body: adminOrder({ status: 'In workshop', nextStates: ['Quality check'] }) },
    });
    signInAs('staff');
    const { user } = renderAdmin(PAGE);
    await screen.findByRole('region', { name: 'Next steps' });
    expect(buttonNames(actions())).toEqual(['Start workshop', 'Cancel order']);
    await user.type(screen.getByLabelText('Note for the history (optional)'), 'Bench 2');
    await user.click(screen.getByRole('button', { name: 'Start workshop' }));
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('Moved to In workshop.');
    expect(requestsTo(seen, MOVES)[0].body).toEqual({ from: 'Processing', to: 'In workshop', note: 'Bench 2' });
    await waitFor(() => expect(buttonNames(actions())).toEqual(['Quality check']));
  });

  it('shows a refused move’s message and loads the order again', async () => {
    const seen = serve(adminOrder({ proof: { state: 'not-sent', rounds: 0 } }), {
      [`POST ${MOVES}`]: { status: 409, body: { statusCode: 409, message: proofMessages.needed } },
    });
    signInAs('owner');
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Start workshop' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(proofMessages.needed);
    await waitFor(() => expect(requestsTo(seen, ORDER)).toHaveLength(2));
  });

  it('offers to go ahead without the customer’s answer once the wait is over', async () => {
    const moved = orderAlreadyMovedMessage('In workshop');
    const seen = serve(adminOrder({ proof: { state: 'sent', rounds: 1, overrideFrom: '2026-01-01T00:00:00.000Z' } }), {
      [`POST ${MOVES}`]: { status: 409, body: { message: moved } },
    });
    signInAs('staff');
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Go ahead without an answer' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(moved);
    expect(requestsTo(seen, MOVES)[0].body).toEqual({ from: 'Processing', to: 'In workshop', overrideProof: true });
  });

  it('asks before cancelling', async () => {
    const seen = serve(adminOrder(), {
      [`POST ${MOVES}`]: { body: adminOrder({ status: 'Cancelled', nextStates: [] }) },
    });
    signInAs('staff');
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    expect(requestsTo(seen, MOVES)).toHaveLength(0);
    const confirm = screen.getByRole('group', { name: 'Confirm the cancellation' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes, cancel the order' }));
    expect(await screen.findByText('Moved to Cancelled.')).toBeInTheDocument();
    expect(requestsTo(seen, MOVES)[0].body).toEqual({ from: 'Processing', to: 'Cancelled' });
  });

  it('checks the Ship form beside each field before shipping', async () => {
    const qc = adminOrder({ status: 'Quality check', nextStates: ['Shipped', 'In workshop'] });
    const seen = serve(qc, {
      [`POST ${MOVES}`]: { body: adminOrder({ status: 'Shipped', nextStates: ['Delivered', 'Returned'] }) },
    });
    signInAs('staff');
    const { user } = renderAdmin(PAGE);
    await screen.findByRole('region', { name: 'Next steps' });
    expect(buttonNames(actions())).toEqual(['Ship', 'Back to workshop']);
    await user.click(screen.getByRole('button', { name: 'Ship' }));
    const form = screen.getByRole('form', { name: 'Ship the order' });
    // The form starts on its first field.
    await waitFor(() => expect(within(form).getByLabelText('Courier')).toHaveFocus());
    await user.click(within(form).getByRole('button', { name: 'Ship the order' }));
    expect(await within(form).findByText('Choose the courier.')).toBeInTheDocument();
    expect(within(form).getByText('Enter the air-waybill (AWB) number.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Courier')).toHaveAttribute('aria-invalid', 'true');

    await user.selectOptions(within(form).getByLabelText('Courier'), 'Other');
    await user.type(within(form).getByLabelText('Air-waybill (AWB) number'), 'ab1');
    await user.click(within(form).getByRole('button', { name: 'Ship the order' }));
    expect(await within(form).findByText('An AWB number is 6 to 20 letters, digits or dashes.')).toBeInTheDocument();
    expect(
      within(form).getByText('Enter the tracking link for this courier, starting with https://'),
    ).toBeInTheDocument();

    await user.type(within(form).getByLabelText('Air-waybill (AWB) number'), '23456');
    await user.type(within(form).getByLabelText('Tracking link'), 'http://track.example/1');
    await user.click(within(form).getByRole('button', { name: 'Ship the order' }));
    expect(await within(form).findByText('Enter the tracking link, starting with https://')).toBeInTheDocument();
    expect(requestsTo(seen, MOVES)).toHaveLength(0);

    await user.clear(within(form).getByLabelText('Tracking link'));
    await user.type(within(form).getByLabelText('Tracking link'), 'https://track.example/1');
    await user.click(within(form).getByRole('button', { name: 'Ship the order' }));
    expect(await screen.findByText('Moved to Shipped.')).toBeInTheDocument();
    expect(requestsTo(seen, MOVES)[0].body).toEqual({
      from: 'Quality check',
      to: 'Shipped',
      shipment: { courier: 'Other', awb: 'AB123456', trackingUrl: 'https://track.example/1' },
    });
  });

  it('corrects a shipped order’s courier and AWB, checked as the Ship form, and lists it in the history', async () => {
    const before = {
      courier: 'Delhivery',
      awb: 'DL-12345678',
      trackingUrl: 'https://www.delhivery.com/track/package/DL-12345678',
      shippedAt: '2025-11-20T10:00:00.000Z',
    };
    const after = { ...before, courier: 'DTDC', awb: 'D9876543', trackingUrl: 'https://www.dtdc.in/tracking.asp' };
    // Issued at the move to Shipped (without it the page would ask for the order again meanwhile).
    const invoice = { invoiceNumber: 'RMJ/25-26/000007', issuedAt: '2025-11-20T10:00:05.000Z' };
    const shipped = adminOrder({ status: 'Shipped', nextStates: ['Delivered', 'Returned'], shipment: before, invoice });
    const corrected = adminOrder({
      ...shipped,
      shipment: after,
      shipmentCorrections: [
        { at: '2025-11-20T12:00:00.000Z', by: { kind: 'staff', name: 'asha@rmj.in', role: 'staff' }, before, after },
      ],
    });
    const seen = serve(shipped, { [`PUT ${ORDER}/shipment`]: { body: corrected } });
    signInAs('staff');
    const { user } = renderAdmin(PAGE);
    const panel = await screen.findByRole('region', { name: 'Shipment and invoice' });
    await user.click(within(panel).getByRole('button', { name: 'Correct courier or AWB' }));
    const form = within(panel).getByRole('form', { name: 'Correct the shipment' });
    expect(within(form).getByLabelText('Courier')).toHaveValue('Delhivery');
    expect(within(form).getByLabelText('Air-waybill (AWB) number')).toHaveValue('DL-12345678');
    await user.selectOptions(within(form).getByLabelText('Courier'), 'DTDC');
    await user.clear(within(form).getByLabelText('Air-waybill (AWB) number'));
    await user.click(within(form).getByRole('button', { name: 'Save the correction' }));
    expect(await within(form).findByText('Enter the air-waybill (AWB) number.')).toBeInTheDocument();
    expect(requestsTo(seen, `${ORDER}/shipment`)).toHaveLength(0);

    await user.type(within(form).getByLabelText('Air-waybill (AWB) number'), 'd9876543');
    await user.click(within(form).getByRole('button', { name: 'Save the correction' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent('Shipment corrected.');
    expect(requestsTo(seen, `${ORDER}/shipment`)[0]).toMatchObject({
      method: 'PUT',
      body: { courier: 'DTDC', awb: 'D9876543' },
    });
    // The answer replaces the cached order a few ticks after the message (RTK Query's upsert).
    expect(await within(panel).findByText('D9876543')).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'History' });
    expect(await within(history).findByText('Shipment corrected')).toBeInTheDocument();
    expect(within(history).getByText(/Delhivery DL-12345678 → DTDC D9876543/)).toBeInTheDocument();
    expect(within(history).getByText(/by asha@rmj\.in \(staff\)/)).toBeInTheDocument();
  });

  it('offers support no correction of a shipment', async () => {
    serve(
      adminOrder({
        status: 'Shipped',
        nextStates: [],
        shipment: {
          courier: 'DTDC',
          awb: 'D9876543',
          trackingUrl: 'https://www.dtdc.in/tracking.asp',
          shippedAt: '2025-11-20T10:00:00.000Z',
        },
      }),
    );
    signInAs('support');
    renderAdmin(PAGE);
    const panel = await screen.findByRole('region', { name: 'Shipment and invoice' });
    expect(within(panel).getByText('D9876543')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Correct courier or AWB' })).not.toBeInTheDocument();
  });

  it('sends the proof again, and says so', async () => {
    const waiting = adminOrder({ proof: { state: 'change-requested', rounds: 1, note: 'Bigger letters please' } });
    const seen = serve(waiting, {
      [`POST ${ORDER}/proof`]: { body: { ...waiting, proof: { state: 'sent', rounds: 2 } } },
    });
    signInAs('staff');
    const { user } = renderAdmin(PAGE);
    expect(await screen.findByText('Bigger letters please')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('Proof sent to anu@example.com.')).toBeInTheDocument();
    expect(requestsTo(seen, `${ORDER}/proof`)).toHaveLength(1);
    expect(await screen.findByText('Waiting for the customer')).toBeInTheDocument();
  });

  it('offers the proof on WhatsApp for a customer with no e-mail address, and sends no e-mail', async () => {
    const waiting = adminOrder({ proof: { state: 'not-sent', rounds: 0 } });
    const whatsAppOnly = { ...waiting, customer: { ...waiting.customer, email: '' } };
    const text = 'Dear Anu,\nThe engraving proof for your RMJ order is ready.\nhttps://shop.example/order-proof/tok';
    const url = `https://wa.me/919876543210?text=${encodeURIComponent(text)}`;
    serve(whatsAppOnly, {
      [`POST ${ORDER}/proof`]: {
        body: { ...whatsAppOnly, proof: { state: 'sent', rounds: 1, whatsApp: { text, url } } },
      },
    });
    signInAs('staff');
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Send proof' }));
    expect(await screen.findByText(PROOF_WHATSAPP_MESSAGES.noEmail)).toBeInTheDocument();
    expect(screen.queryByText(/Proof sent to/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('WhatsApp message')).toHaveValue(text);
    const link = screen.getByRole('link', { name: PROOF_WHATSAPP_MESSAGES.open });
    expect(link).toHaveAttribute('href', url);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('downloads the tax invoice under its file name', async () => {
    serve(
      adminOrder({
        status: 'Shipped',
        nextStates: [],
        invoice: { invoiceNumber: 'RMJ/26-27/000042', issuedAt: '2026-11-27T05:00:00.000Z' },
      }),
      {
        [`GET ${ORDER}/invoice`]: { text: '%PDF-1.7', contentType: 'application/pdf' },
      },
    );
    signInAs('support');
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Download invoice' }));
    await waitFor(() => expect(downloads.saved.map((file) => file.name)).toEqual(['RMJ-26-27-000042.pdf']));
    expect(await blobText(downloads.saved[0].blob)).toBe('%PDF-1.7');
  });

  it('lists the credit notes beside the invoice and downloads each under its file name', async () => {
    serve(
      adminOrder({
        status: 'Refunded',
        nextStates: [],
        invoice: { invoiceNumber: 'RMJ/26-27/000042', issuedAt: '2026-11-27T05:00:00.000Z' },
        creditNotes: [
          { creditNoteNumber: 'CN/26-27/000003', issuedAt: '2026-11-29T05:00:00.000Z', amount: 250_000 },
          { creditNoteNumber: 'CN/26-27/000004', issuedAt: '2026-11-30T05:00:00.000Z', amount: 25_050 },
        ],
      }),
      {
        [`GET ${ORDER}/credit-notes/CN-26-27-000004`]: { text: '%PDF-1.7 credit', contentType: 'application/pdf' },
      },
    );
    signInAs('support');
    const { user } = renderAdmin(PAGE);
    const list = await screen.findByRole('list', { name: 'Credit notes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Credit note CN/26-27/000003, ₹2,500'),
      expect.stringContaining('Credit note CN/26-27/000004, ₹250.50'),
    ]);
    await user.click(within(list).getByRole('button', { name: 'Download credit note CN/26-27/000004' }));
    await waitFor(() => expect(downloads.saved.map((file) => file.name)).toEqual(['CN-26-27-000004.pdf']));
    expect(await blobText(downloads.saved[0].blob)).toBe('%PDF-1.7 credit');
  });

  it('has no credit notes list for an order without any', async () => {
    serve(adminOrder({ status: 'Shipped', nextStates: [] }));
    signInAs('support');
    renderAdmin(PAGE);
    await screen.findByRole('region', { name: 'Shipment and invoice' });
    expect(screen.queryByRole('list', { name: 'Credit notes' })).not.toBeInTheDocument();
  });

  describe('refunds', () => {
    const returned = adminOrder({
      status: 'Returned',
      nextStates: [],
      payment: {
        provider: 'Razorpay',
        providerOrderId: 'order_ABC',
        paymentId: 'pay_XYZ',
        capturedRupees: 27500,
        refundedRupees: 2500,
      },
    });

    it('are for the owner only', async () => {
      serve(returned);
      signInAs('staff');
      renderAdmin(PAGE);
      await screen.findByRole('heading', { name: 'Silver Name Ring' });
      expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    });

    it('send one idempotency key per open form, the same on a double click', async () => {
      let answer: (value: { body: AdminOrder }) => void = () => {};
      const seen = serve(returned, {
        [`POST ${REFUNDS}`]: () => new Promise((resolve) => (answer = resolve)),
      });
      signInAs('owner');
      const { user } = renderAdmin(PAGE);
      await user.click(await screen.findByRole('button', { name: 'Refund' }));
      const form = screen.getByRole('form', { name: 'Refund' });
      expect(within(form).getByLabelText('Amount in rupees')).toHaveValue('25000');
      await waitFor(() => expect(within(form).getByLabelText('Amount in rupees')).toHaveFocus());

      await user.clear(within(form).getByLabelText('Amount in rupees'));
      await user.type(within(form).getByLabelText('Amount in rupees'), '30000');
      await user.click(within(form).getByRole('button', { name: 'Refund ₹30,000' }));
      expect(await within(form).findByText('Only ₹25,000 of this payment is left to refund.')).toBeInTheDocument();

      await user.clear(within(form).getByLabelText('Amount in rupees'));
      await user.type(within(form).getByLabelText('Amount in rupees'), '5000');
      await user.type(within(form).getByLabelText('Note (optional)'), 'Scratched clasp');
      await user.dblClick(within(form).getByRole('button', { name: 'Refund ₹5,000' }));
      await waitFor(() => expect(requestsTo(seen, REFUNDS).length).toBeGreaterThan(0));
      expect(within(form).getByRole('button', { name: 'Refunding…' })).toBeDisabled();
      answer({ body: { ...returned, payment: { ...returned.payment, refundedRupees: 7500 } } });
      expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('Refund of ₹5,000 sent');

      const sent = requestsTo(seen, REFUNDS).map((r) => r.body as { idempotencyKey: string });
      expect(sent[0]).toEqual({
        amountRupees: 5000,
        reason: 'returned',
        note: 'Scratched clasp',
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
      expect(new Set(sent.map((body) => body.idempotencyKey)).size).toBe(1);
    });
  });
});
