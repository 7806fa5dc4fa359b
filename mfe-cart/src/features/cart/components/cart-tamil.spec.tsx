// The cart and checkout on a Tamil page (/ta/cart): the same page in Tamil words, prices in Indian
// grouping, the contract's English validation messages and the server's known answers in Tamil.
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { checkoutServerMessages } from '@rmj/contracts';
import { installFakeNetwork, type FakeNetwork } from '@rmj/web-testing';
import { replyAsTheShop, ring } from '../../../testing/checkout-journey';
import { answerQuotes } from '../../../testing/fake-quotes';
import { FakeRazorpay, installFakeRazorpay } from '../../../testing/fake-razorpay';
import { logIn, renderShop } from '../../../testing/render-cart';

let net: FakeNetwork;
let alerts: jest.SpyInstance;

beforeEach(() => {
  localStorage.clear();
  net = installFakeNetwork();
  installFakeRazorpay();
  alerts = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  replyAsTheShop(net);
});
afterEach(() => alerts.mockRestore());

async function tamilCart() {
  const shop = renderShop('/cart', [ring], 'ta');
  await waitFor(() =>
    expect(screen.getByRole('list', { name: 'கூடையில் உள்ள பொருட்கள்' })).toHaveAttribute('aria-busy', 'false'),
  );
  return shop;
}

async function openTamilDetails(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'பணம் செலுத்தத் தொடரவும்' }));
  return screen.findByRole('dialog', { name: 'வாடிக்கையாளர் விவரங்கள்' });
}

async function fillTamilDetails(user: UserEvent, form: HTMLElement) {
  const fill = async (label: string, value: string) => {
    await user.click(within(form).getByLabelText(label));
    await user.paste(value);
  };
  await fill('மின்னஞ்சல்', 'asha@example.in');
  await fill('கைபேசி எண்', '9876543210');
  await fill('தெரு முகவரி', '12 Temple Street');
  await fill('பின்கோடு', '625001');
  await fill('நகரம்', 'Madurai');
  await user.selectOptions(within(form).getByLabelText('மாநிலம்'), 'Tamil Nadu');
}

it('shows a line and the totals in Tamil, with the prices in Indian grouping', async () => {
  await tamilCart();
  expect(screen.getByRole('heading', { level: 1, name: 'உங்கள் கூடை' })).toBeInTheDocument();
  const line = within(screen.getByRole('list', { name: 'கூடையில் உள்ள பொருட்கள்' })).getByRole('listitem');
  // The name as the cart stored it; the personalisation's kind and font in Tamil, the engraved words as typed.
  expect(within(line).getByRole('heading', { name: 'Silver Promise Ring' })).toBeInTheDocument();
  expect(line).toHaveTextContent('பொறிப்பு: "ANU" (நேர்த்தியான செரிஃப்)');
  expect(line).toHaveTextContent('அளவு: 7');
  expect(within(line).getByRole('status')).toHaveTextContent('விலை மாறியுள்ளது: முன்பு ₹1, இப்போது ₹2,500');
  expect(within(line).getByRole('button', { name: 'நீக்கு' })).toBeInTheDocument();
  expect(within(line).getByRole('group', { name: 'Silver Promise Ring எண்ணிக்கை' })).toBeInTheDocument();

  const summary = screen.getByRole('region', { name: 'ஆர்டர் சுருக்கம்' });
  const rows = [...summary.querySelectorAll('.crt-summary__row')].map((row) => row.textContent);
  expect(rows).toEqual(['துணை மொத்தம்₹2,500', 'டெலிவரி₹100', 'மொத்தம்₹2,600']);
});

it('says a sold-out line in Tamil from the quote’s availability, not the server’s English', async () => {
  // A network of its own: the quote says the ring is sold out.
  net = installFakeNetwork();
  answerQuotes(net, { [String(ring.id)]: { name: 'Silver Promise Ring', price: 2500, stock: 0 } });
  await tamilCart();
  expect(await screen.findByRole('alert')).toHaveTextContent(
    '"Silver Promise Ring" கையிருப்பில் இல்லை. தொடர, இதைக் கூடையிலிருந்து நீக்கவும்.',
  );
  expect(screen.getByText('பணம் செலுத்தத் தொடர, குறிக்கப்பட்ட பொருட்களை நீக்கவும் அல்லது மாற்றவும்.')).toBeInTheDocument();
});

it('shows the contract’s validation messages in Tamil', async () => {
  logIn('Asha', 'Iyer');
  const { user } = await tamilCart();
  const form = await openTamilDetails(user);
  expect(within(form).getByLabelText('முழுப் பெயர்')).toHaveValue('Asha Iyer');
  await user.clear(within(form).getByLabelText('முழுப் பெயர்'));
  await user.click(within(form).getByRole('button', { name: 'பணம் செலுத்தவும்' }));
  expect(within(form).getByText('பெயர் அவசியம்.')).toBeInTheDocument();
  expect(within(form).getByText('மின்னஞ்சல் அவசியம்')).toBeInTheDocument();
  expect(within(form).getByText('பின்கோடு அவசியம்')).toBeInTheDocument();
  await user.type(within(form).getByLabelText('கைபேசி எண்'), '98765');
  expect(await within(form).findByText('சரியான 10 இலக்கக் கைபேசி எண்ணை உள்ளிடவும்.')).toBeInTheDocument();
  expect(within(form).queryByText('Please enter a valid 10-digit phone number.')).not.toBeInTheDocument();
});

it('says a failed payment in Tamil and keeps the cart; the window counts the pieces in Tamil', async () => {
  logIn('Asha', 'Iyer');
  const { user } = await tamilCart();
  const form = await openTamilDetails(user);
  await fillTamilDetails(user, form);
  await user.click(within(form).getByRole('button', { name: 'பணம் செலுத்தவும்' }));
  await waitFor(() => expect(FakeRazorpay.last?.opened).toBe(true));
  expect(FakeRazorpay.last.options.description).toBe('1 பொருள்');
  await act(async () => FakeRazorpay.last.fail());
  act(() => FakeRazorpay.last.dismiss());
  expect(await screen.findByRole('alert')).toHaveTextContent('உங்கள் கட்டணத்தில் ஒரு சிக்கல் ஏற்பட்டது. மீண்டும் முயல்க.');
  expect(screen.getByRole('list', { name: 'கூடையில் உள்ள பொருட்கள்' })).toBeInTheDocument();
});

it('says a payment that cannot start in Tamil, the server’s known reason included', async () => {
  net.replyOnly('POST /api/create-razorpay-order', {
    status: 429,
    json: { success: false, message: checkoutServerMessages.tooManyCheckouts },
  });
  logIn('Asha', 'Iyer');
  const { user } = await tamilCart();
  const form = await openTamilDetails(user);
  await fillTamilDetails(user, form);
  await user.click(within(form).getByRole('button', { name: 'பணம் செலுத்தவும்' }));
  await waitFor(() =>
    expect(alerts).toHaveBeenCalledWith(
      'கட்டணத்தைத் தொடங்க இயலவில்லை: பலமுறை முயன்றுவிட்டீர்கள். சில நிமிடங்கள் கழித்து மீண்டும் முயல்க.',
    ),
  );
});
