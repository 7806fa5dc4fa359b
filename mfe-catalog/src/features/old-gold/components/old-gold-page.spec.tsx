import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OLD_GOLD_MESSAGES, PRIVACY_NOTICES } from '@rmj/contracts';
import { installFakeFetch, renderPage, requestsTo } from '@rmj/web-testing';
import { OldGoldPage } from './old-gold-page';

const TABLE = {
  body: {
    rates: [
      { purity: 'gold-916', paisePerGram: 650_000 },
      { purity: 'silver-925', paisePerGram: 8_000 },
    ],
    deductionBasisPoints: 250,
    setAt: '2026-11-30T04:00:00.000Z',
  },
};
const SENT = {
  status: 201,
  body: { id: 'a'.repeat(24), message: OLD_GOLD_MESSAGES.submitted, estimate: null },
};

async function estimateFor(user: ReturnType<typeof userEvent.setup>, purity: string, grams: string) {
  await user.selectOptions(await screen.findByLabelText('Purity'), purity);
  await user.type(screen.getByLabelText('Weight in grams'), grams);
}

describe('OldGoldPage', () => {
  it('asks the customer to call when the owner has not set buy-back rates', async () => {
    installFakeFetch({ 'GET /api/old-gold/rates': { body: { rates: [], deductionBasisPoints: 0, setAt: null } } });
    renderPage(<OldGoldPage />);
    expect(await screen.findByText(OLD_GOLD_MESSAGES.unavailable)).toHaveAttribute('role', 'status');
    expect(screen.queryByLabelText('Purity')).not.toBeInTheDocument();
  });

  it('shows the estimate and its breakup live, with the words that it is only an estimate', async () => {
    installFakeFetch({ 'GET /api/old-gold/rates': TABLE });
    const user = userEvent.setup();
    renderPage(<OldGoldPage />);
    await estimateFor(user, 'Gold 22K (916)', '10.5');
    const result = screen.getByRole('status');
    expect(result).toHaveTextContent('Estimated value: ₹66,544');
    expect(result).toHaveTextContent('10.5 g of Gold 22K (916) at ₹6,500/g');
    expect(result).toHaveTextContent('₹68,250');
    expect(result).toHaveTextContent('Less deduction (2.5%, melting and testing loss)−₹1,706.25');
    expect(result).toHaveTextContent(OLD_GOLD_MESSAGES.disclaimer);
  });

  it('says when a purity is not bought online', async () => {
    installFakeFetch({ 'GET /api/old-gold/rates': TABLE });
    const user = userEvent.setup();
    renderPage(<OldGoldPage />);
    await estimateFor(user, 'Gold 24K (999)', '2');
    expect(screen.getByRole('status')).toHaveTextContent(OLD_GOLD_MESSAGES.purityUnavailable);
  });

  it('tells the customer what the form keeps, why and for how long before they send it', async () => {
    installFakeFetch({ 'GET /api/old-gold/rates': TABLE });
    renderPage(<OldGoldPage />);
    expect(await screen.findByText(PRIVACY_NOTICES.oldGold.keep, { exact: false })).toBeInTheDocument();
    expect(screen.getByText(PRIVACY_NOTICES.oldGold.what, { exact: false })).toBeInTheDocument();
  });

  it('shows each field’s message beside it and sends nothing while the form is wrong', async () => {
    const seen = installFakeFetch({ 'GET /api/old-gold/rates': TABLE, 'POST /api/old-gold/requests': SENT });
    const user = userEvent.setup();
    renderPage(<OldGoldPage />);
    await user.type(await screen.findByLabelText('Phone'), '12345');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(OLD_GOLD_MESSAGES.phone)).toBeInTheDocument();
    expect(screen.getByText(OLD_GOLD_MESSAGES.name)).toBeInTheDocument();
    expect(screen.getByText(OLD_GOLD_MESSAGES.purity)).toBeInTheDocument();
    expect(screen.getByText(OLD_GOLD_MESSAGES.weight)).toBeInTheDocument();
    expect(screen.getByText(OLD_GOLD_MESSAGES.contactBy)).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(OLD_GOLD_MESSAGES.phone);
    expect(requestsTo(seen, '/api/old-gold/requests')).toHaveLength(0);
  });

  it('sends the request and thanks the customer', async () => {
    const seen = installFakeFetch({ 'GET /api/old-gold/rates': TABLE, 'POST /api/old-gold/requests': SENT });
    const user = userEvent.setup();
    renderPage(<OldGoldPage />);
    await estimateFor(user, 'Silver sterling (925)', '20');
    await user.type(screen.getByLabelText('Name'), 'Meena Raman');
    await user.type(screen.getByLabelText('Phone'), '98765 43210');
    await user.selectOptions(screen.getByLabelText('How shall we meet?'), 'Please call me');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('heading', { name: OLD_GOLD_MESSAGES.submitted })).toBeInTheDocument();
    const [sent] = requestsTo(seen, '/api/old-gold/requests');
    expect(sent.body).toEqual({
      name: 'Meena Raman',
      phone: '9876543210',
      purity: 'silver-925',
      weightGrams: 20,
      contactBy: 'call',
    });
  });
});
