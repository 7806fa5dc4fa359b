// /track-order for a delivered order's owner: "Return or exchange" inside the shop's window, the
// form's errors beside its fields, nothing typed lost when the server refuses, and each request's
// state in words afterwards.
import { screen, waitFor, within } from '@testing-library/react';
import {
  CONSENT_LABELS,
  PERSONALISED_NOT_RETURNABLE,
  PRIVACY_NOTICE_VERSIONS,
  PRIVACY_NOTICES,
  RETURN_MESSAGES,
  type MyReturnsResponse,
  type ReturnRequestView,
  type TrackOrderResponse,
} from '@rmj/contracts';
import { installFakeNetwork, type FakeNetwork } from '@rmj/web-testing';
import { logIn, renderShop } from '../../../testing/render-cart';
import { formatINR } from '@rmj/ui';
import { wordsIn } from '../../../testing/words';
import { returnStateWords } from './returns-section';

const ORDER = 'RMJ-7K3M9Q2X4P';
const TRACK = `GET /api/track-order/${ORDER}`;
const RETURNS = `/api/orders/${ORDER}/returns`;
const delivered: TrackOrderResponse = {
  success: true,
  masked: false,
  orderId: ORDER,
  orderDate: '2026-11-20T06:00:00.000Z',
  totalAmount: 14600,
  paymentStatus: 'Paid',
  status: 'Delivered',
  customerName: 'Anjali Menon',
  customerEmail: 'anjali@example.in',
  customerNumber: '9876543210',
  customerCity: 'Madurai',
  products: [
    { name: 'Silver Promise Ring', quantity: 2, price: 2500 },
    { name: 'Engraved Pendant', quantity: 1, price: 9500 },
  ],
};
const open: MyReturnsResponse = { returns: [], returnableUntil: '2026-12-01T06:00:00.000Z', lockedLines: [1] };
const request = (changes: Partial<ReturnRequestView>): ReturnRequestView => ({
  returnId: 'RET-0000000001',
  orderNumber: ORDER,
  kind: 'return',
  reason: 'wrongSize',
  lines: [{ line: 0, quantity: 1, name: 'Silver Promise Ring', paidPaise: 250_000 }],
  state: 'Requested',
  creditPaise: 250_000,
  createdAt: '2026-11-28T06:00:00.000Z',
  steps: [],
  ...changes,
});

let net: FakeNetwork;
beforeEach(() => {
  localStorage.clear();
  net = installFakeNetwork();
  logIn();
  net.reply(TRACK, { status: 200, json: delivered });
});

it('offers a return inside the window, checks the form beside its fields, and keeps it when the server refuses', async () => {
  net.reply(`GET ${RETURNS}`, { status: 200, json: open });
  net.reply(`POST ${RETURNS}`, {
    status: 409,
    json: { statusCode: 409, success: false, message: RETURN_MESSAGES.alreadyOpen },
  });
  const { user } = renderShop(`/track-order?order=${ORDER}`);
  await user.click(await screen.findByRole('button', { name: 'Return or exchange' }));
  const form = screen.getByRole('form', { name: 'Return or exchange' });
  // The engraved pendant cannot be chosen, in the policy's words.
  expect(within(form).getByRole('checkbox', { name: 'Engraved Pendant × 1' })).toBeDisabled();
  expect(within(form).getByText(PERSONALISED_NOT_RETURNABLE)).toBeInTheDocument();

  await user.click(within(form).getByRole('button', { name: 'Send request' }));
  expect(within(form).getByText(RETURN_MESSAGES.lines)).toBeInTheDocument();
  expect(within(form).getByRole('combobox', { name: 'Why are you sending it back?' })).toHaveAccessibleDescription(
    RETURN_MESSAGES.reason,
  );
  expect(net.sent.filter((r) => r.method === 'POST')).toHaveLength(0);

  await user.click(within(form).getByRole('checkbox', { name: 'Silver Promise Ring × 2' }));
  await user.selectOptions(within(form).getByRole('combobox', { name: 'How many' }), '1');
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Why are you sending it back?' }), 'wrongSize');
  await user.type(within(form).getByRole('textbox', { name: 'Details (optional)' }), 'Too small.');
  await user.click(within(form).getByRole('button', { name: 'Send request' }));
  expect(await within(form).findByRole('alert')).toHaveTextContent(RETURN_MESSAGES.alreadyOpen);
  expect(net.sent.find((r) => r.method === 'POST')).toEqual({
    method: 'POST',
    path: RETURNS,
    body: {
      kind: 'return',
      reason: 'wrongSize',
      details: 'Too small.',
      lines: [{ line: 0, quantity: 1 }],
      photoFileIds: [],
    },
    authorization: 'Bearer tok',
  });
  // Nothing typed is lost.
  expect(within(form).getByRole('textbox', { name: 'Details (optional)' })).toHaveValue('Too small.');
  expect(within(form).getByRole('checkbox', { name: 'Silver Promise Ring × 2' })).toBeChecked();
});

it("shows the return photos' own notice, asks its consent, and sends the photos as a return's", async () => {
  net.reply(`GET ${RETURNS}`, { status: 200, json: open });
  const fileId = 'a'.repeat(32);
  net.reply('POST /api/files', {
    status: 201,
    json: { success: true, fileId, name: 'scratch.png', type: 'image/png', size: 2048 },
  });
  net.reply(`POST ${RETURNS}`, { status: 201, json: request({}) });
  const { user } = renderShop(`/track-order?order=${ORDER}`);
  await user.click(await screen.findByRole('button', { name: 'Return or exchange' }));
  const form = screen.getByRole('form', { name: 'Return or exchange' });
  await user.click(within(form).getByRole('checkbox', { name: 'Silver Promise Ring × 2' }));
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Why are you sending it back?' }), 'damaged');
  await user.upload(within(form).getByLabelText(/^Photos/), new File(['png'], 'scratch.png', { type: 'image/png' }));
  // The notice says what these photos are for, not the customiser's "to make your piece".
  expect(within(form).getByText(PRIVACY_NOTICES.returnPhoto.why, { exact: false })).toBeInTheDocument();
  expect(within(form).queryByText(PRIVACY_NOTICES.image.why, { exact: false })).toBeNull();
  await user.click(within(form).getByRole('button', { name: 'Send request' }));
  expect(within(form).getByText(RETURN_MESSAGES.photoConsent)).toBeInTheDocument();
  expect(net.sent.filter((r) => r.method === 'POST')).toHaveLength(0);

  await user.click(within(form).getByRole('checkbox', { name: CONSENT_LABELS.returnPhoto }));
  await user.click(within(form).getByRole('button', { name: 'Send request' }));
  expect(await screen.findByRole('status')).toHaveTextContent(RETURN_MESSAGES.sent);
  const upload = net.sent.find((r) => r.method === 'POST' && r.path === '/api/files')?.body as FormData;
  expect(upload.get('purpose')).toBe('returnPhoto');
  expect(upload.get('consent')).toBe(PRIVACY_NOTICE_VERSIONS.returnPhoto);
  expect(net.sent.find((r) => r.path === RETURNS && r.method === 'POST')?.body).toMatchObject({
    photoFileIds: [fileId],
  });
});

it('asks an exchange for the size wanted, then shows the request as sent', async () => {
  net.reply(`GET ${RETURNS}`, { status: 200, json: open });
  net.reply(`GET ${RETURNS}`, {
    status: 200,
    json: { returns: [request({ kind: 'exchange', wanted: { size: '14' } })], lockedLines: [1] },
  });
  net.reply(`POST ${RETURNS}`, { status: 201, json: request({ kind: 'exchange' }) });
  const { user } = renderShop(`/track-order?order=${ORDER}`);
  await user.click(await screen.findByRole('button', { name: 'Return or exchange' }));
  const form = screen.getByRole('form', { name: 'Return or exchange' });
  await user.click(within(form).getByRole('radio', { name: 'Exchange for another size or piece' }));
  await user.click(within(form).getByRole('checkbox', { name: 'Silver Promise Ring × 2' }));
  await user.selectOptions(within(form).getByRole('combobox', { name: 'Why are you sending it back?' }), 'wrongSize');
  await user.click(within(form).getByRole('button', { name: 'Send request' }));
  expect(within(form).getByText(RETURN_MESSAGES.wanted)).toBeInTheDocument();
  await user.type(within(form).getByRole('textbox', { name: 'Size wanted' }), '14');
  await user.click(within(form).getByRole('button', { name: 'Send request' }));
  expect(await screen.findByRole('status')).toHaveTextContent(RETURN_MESSAGES.sent);
  expect(net.sent.find((r) => r.method === 'POST')?.body).toMatchObject({
    kind: 'exchange',
    lines: [{ line: 0, quantity: 2 }],
    wanted: { size: '14' },
  });
  await waitFor(() => expect(screen.getByText('Requested: we will reply by e-mail.')).toBeInTheDocument());
  expect(screen.queryByRole('button', { name: 'Return or exchange' })).toBeNull();
});

it('says where to send an approved parcel, and why a request was refused', async () => {
  net.reply(`GET ${RETURNS}`, {
    status: 200,
    json: {
      returns: [
        request({ returnId: 'RET-0000000002', state: 'Approved', sendTo: 'RMJ Jewellers, 1 East Car St, Madurai' }),
        request({ state: 'Refused', refusalReason: 'The ring has been worn.' }),
      ],
      notReturnable: RETURN_MESSAGES.alreadyOpen,
      lockedLines: [],
    },
  });
  renderShop(`/track-order?order=${ORDER}`);
  expect(
    await screen.findByText('Approved: send the parcel to RMJ Jewellers, 1 East Car St, Madurai.'),
  ).toBeInTheDocument();
  expect(screen.getByText('Refused: The ring has been worn.')).toBeInTheDocument();
  expect(
    returnStateWords(
      request({ state: 'Exchanged', replacementOrderNumber: 'RMJ-NEW0000000', differenceDuePaise: 950_000 }),
      wordsIn('en'),
      formatINR,
    ),
  ).toBe(
    'Exchanged: your new order is RMJ-NEW0000000. Please pay the difference of ₹9,500 on the payment link we e-mailed you.',
  );
  expect(screen.queryByRole('button', { name: 'Return or exchange' })).toBeNull();
});
