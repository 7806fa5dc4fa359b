import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from '@rmj/router';
import { CartProvider, createShopStore } from '@rmj/cart';
import { proofMessages, type ProofView } from '@rmj/contracts';
import { installFakeNetwork, type FakeNetwork } from '@rmj/web-testing';
import type { Lang } from '@rmj/i18n';
import { InWords } from '../../../testing/words';
import { OrderProofPage } from './order-proof-page';

const TOKEN = 'Abc_def-0123456789abcdefghijklmnopqrstuvwxy';
const PROOF = `/api/proofs/${TOKEN}`;

const view: ProofView = {
  orderNumber: 'RMJ-7K3M9Q2X4P',
  firstName: 'Asha',
  state: 'sent',
  expiresAt: '2026-01-08T06:00:00.000Z',
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
};

function renderProof(search = '', lang: Lang = 'en') {
  const user = userEvent.setup();
  render(
    <CartProvider store={createShopStore({ storage: null })}>
      <MemoryRouter initialEntries={[`/order-proof/${TOKEN}${search}`]}>
        <Routes>
          <Route
            path="/order-proof/:token"
            element={
              <InWords lang={lang}>
                <OrderProofPage />
              </InWords>
            }
          />
        </Routes>
      </MemoryRouter>
    </CartProvider>,
  );
  return user;
}

let net: FakeNetwork;
beforeEach(() => {
  net = installFakeNetwork();
});

it('shows the order, the words in their font and size, and the proof picture; opening it sends nothing', async () => {
  net.reply(`GET ${PROOF}`, { status: 200, json: view });
  renderProof();
  expect(await screen.findByText('RMJ-7K3M9Q2X4P')).toBeInTheDocument();
  expect(screen.getByText('Hello Asha,')).toBeInTheDocument();
  const words = screen.getByText('ANU');
  expect(words).toHaveStyle({ fontSize: '40px' });
  expect(words.style.fontFamily).toContain('Great Vibes');
  expect(screen.getByText('Font: Script · Size: 40 px')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Engraving proof of Silver Promise Ring: ANU' })).toHaveAttribute(
    'src',
    `${PROOF}/lines/0/picture`,
  );
  expect(net.sent.filter((r) => r.method !== 'GET')).toHaveLength(0);
});

it('approves with the button and shows the answer', async () => {
  net.reply(`GET ${PROOF}`, { status: 200, json: view });
  net.reply(`POST ${PROOF}`, {
    status: 200,
    json: { success: true, state: 'approved', message: proofMessages.approved },
  });
  const user = renderProof();
  await user.click(await screen.findByRole('button', { name: 'Approve' }));
  const status = await screen.findByRole('status');
  expect(status).toHaveTextContent(proofMessages.approved);
  expect(status).toHaveFocus();
  expect(net.sent.find((r) => r.method === 'POST')?.body).toEqual({ answer: 'approve' });
  expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
});

it('opens the change form from ?answer=change, refuses too many characters, then sends the new words', async () => {
  net.reply(`GET ${PROOF}`, { status: 200, json: view });
  net.reply(`POST ${PROOF}`, {
    status: 200,
    json: { success: true, state: 'change-requested', message: proofMessages.changeRequested },
  });
  const user = renderProof('?answer=change');
  const words = await screen.findByLabelText('Engraving text');
  await user.clear(words);
  await user.type(words, 'ANU PRIYA');
  await user.click(screen.getByRole('button', { name: 'Send my changes' }));
  expect(await screen.findByText('Please keep the engraving to 8 characters or fewer.')).toBeInTheDocument();
  expect(words).toHaveAttribute('aria-invalid', 'true');
  await waitFor(() => expect(words).toHaveFocus());
  expect(net.sent.filter((r) => r.method === 'POST')).toHaveLength(0);

  await user.clear(words);
  await user.type(words, 'ASHA');
  await user.selectOptions(screen.getByLabelText('Font'), 'Elegant Serif');
  await user.type(screen.getByLabelText('Anything else we should change? (optional)'), 'Capitals please');
  await user.click(screen.getByRole('button', { name: 'Send my changes' }));
  expect(await screen.findByRole('status')).toHaveTextContent(proofMessages.changeRequested);
  expect(net.sent.find((r) => r.method === 'POST')?.body).toEqual({
    answer: 'change',
    note: 'Capitals please',
    lines: [{ line: 0, customName: 'ASHA', selectedFont: 'serif' }],
  });
});

it('asks what to change when nothing was changed', async () => {
  net.reply(`GET ${PROOF}`, { status: 200, json: view });
  const user = renderProof();
  await user.click(await screen.findByRole('button', { name: 'Request a change' }));
  await user.click(screen.getByRole('button', { name: 'Send my changes' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Please tell us what to change: new words for a line, or a note.',
  );
});

it('says when the link has expired, with no buttons', async () => {
  net.reply(`GET ${PROOF}`, { status: 410, json: { success: false, statusCode: 410, message: proofMessages.expired } });
  renderProof();
  expect(await screen.findByRole('alert')).toHaveTextContent(proofMessages.expired);
  expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
});

it('says when the link was already used', async () => {
  net.reply(`GET ${PROOF}`, { status: 200, json: { ...view, state: 'approved' } });
  renderProof();
  expect(await screen.findByRole('alert')).toHaveTextContent(proofMessages.used);
  expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
});

it('says when the answer comes too late (someone answered first)', async () => {
  net.reply(`GET ${PROOF}`, { status: 200, json: view });
  net.reply(`POST ${PROOF}`, { status: 410, json: { success: false, statusCode: 410, message: proofMessages.used } });
  const user = renderProof();
  await user.click(await screen.findByRole('button', { name: 'Approve' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(proofMessages.used);
  expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
});

it('on a Tamil page: the proof in Tamil, the engraving rule and the server’s answer in Tamil', async () => {
  net.reply(`GET ${PROOF}`, { status: 200, json: view });
  net.reply(`POST ${PROOF}`, {
    status: 200,
    json: { success: true, state: 'change-requested', message: proofMessages.changeRequested },
  });
  const user = renderProof('', 'ta');
  expect(await screen.findByRole('heading', { level: 1, name: 'உங்கள் பொறிப்பு மாதிரி' })).toBeInTheDocument();
  expect(await screen.findByText('வணக்கம் Asha,')).toBeInTheDocument();
  expect(screen.getByText('எழுத்துரு: ஸ்கிரிப்ட் · அளவு: 40 px')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'மாற்றம் கேள்' }));
  const words = screen.getByLabelText('பொறிக்க வேண்டிய எழுத்துகள்');
  await user.clear(words);
  await user.type(words, 'ANU PRIYA');
  await user.click(screen.getByRole('button', { name: 'என் மாற்றங்களை அனுப்பு' }));
  expect(await screen.findByText('பொறிப்பை 8 எழுத்துகளுக்குள் வைக்கவும்.')).toBeInTheDocument();
  await user.clear(words);
  await user.type(words, 'ASHA');
  await user.click(screen.getByRole('button', { name: 'என் மாற்றங்களை அனுப்பு' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    'நன்றி. உங்கள் மாற்றங்களுடன் புதிய பொறிப்பு மாதிரியை அனுப்புவோம்.',
  );
});
