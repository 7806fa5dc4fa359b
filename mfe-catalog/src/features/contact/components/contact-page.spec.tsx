import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PUBLIC_SHOP_SETTINGS_FIXTURE as PUBLIC_DEFAULTS } from '@rmj/catalog/testing';
import { installFakeFetch, requestsTo, type FakeAnswer, renderPage } from '@rmj/web-testing';
import { ContactPage } from './contact-page';

/** The catalog's answer of a fresh shop. */
const FRESH_SHOP = { 'GET /api/settings': { body: { version: 1, settings: PUBLIC_DEFAULTS } } };

afterEach(() => jest.useRealTimers());

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Asha');
  await user.type(screen.getByLabelText('Email'), 'asha@example.com');
  await user.type(screen.getByLabelText('Phone'), '9876543210');
  await user.type(screen.getByLabelText('Message'), 'Do you resize rings?');
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

describe('ContactPage', () => {
  it("shows the owner's settings: phone, e-mail, hours, address and return window", async () => {
    installFakeFetch({
      'GET /api/settings': {
        body: {
          version: 4,
          settings: {
            ...PUBLIC_DEFAULTS,
            phone: '+91 98765 43210',
            email: 'hello@rmj.in',
            storeHours: 'Monday to Saturday 10 am to 8 pm',
            city: 'Dindigul',
            pin: '624001',
            returnWindowDays: 10,
          },
        },
      },
    });
    renderPage(<ContactPage />);
    expect(await screen.findByRole('link', { name: '+91 98765 43210' })).toHaveAttribute('href', 'tel:+919876543210');
    expect(screen.getByRole('link', { name: 'hello@rmj.in' })).toHaveAttribute('href', 'mailto:hello@rmj.in');
    expect(screen.getByText('Monday to Saturday 10 am to 8 pm')).toBeInTheDocument();
    expect(screen.getByText('RMJ Jewellers, 14 Big Bazaar Street, Dindigul, Tamil Nadu 624001')).toBeInTheDocument();
    expect(screen.getByText('Within 10 days of delivery')).toBeInTheDocument();
    // The map shows the address the owner set, not the first one.
    expect(screen.getByTitle('Map of the RMJ Jewellers store')).toHaveAttribute(
      'src',
      'https://www.google.com/maps?q=14%20Big%20Bazaar%20Street%2C%20Dindigul%2C%20Tamil%20Nadu%20624001&output=embed',
    );
  });

  it('shows the store location with timings, contacts and a lazy map', async () => {
    installFakeFetch(FRESH_SHOP);
    renderPage(<ContactPage />);
    expect(await screen.findByText('Every day 10:30 am to 9:30 pm')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Get in touch' })).toBeInTheDocument();
    // The page's own heading (level 1), where focus lands after a route change.
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Store location' })).toBeInTheDocument();
    const map = screen.getByTitle('Map of the RMJ Jewellers store');
    expect(map).toHaveAttribute('loading', 'lazy');
    expect(map.getAttribute('src')).toMatch(/^https:\/\/www\.google\.com\/maps/);
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toBeRequired();
  });

  it('shows the store’s address, phone and e-mail as links people can use', async () => {
    installFakeFetch(FRESH_SHOP);
    renderPage(<ContactPage />);
    expect(
      await screen.findByText('RMJ Jewellers, 14 Big Bazaar Street, Palani, Tamil Nadu 624601'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+91 94430 12345' })).toHaveAttribute('href', 'tel:+919443012345');
    expect(screen.getByRole('link', { name: 'care@rmjjewellers.in' })).toHaveAttribute(
      'href',
      'mailto:care@rmjjewellers.in',
    );
  });

  it('keeps the form but names no store details of its own when the settings cannot be read', async () => {
    installFakeFetch({ 'GET /api/settings': { status: 503, body: { message: 'down' } } });
    renderPage(<ContactPage />);
    expect(
      await screen.findByText(/Our shop's details are not available just now\. Please write to us with the form/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(screen.queryByTitle('Map of the RMJ Jewellers store')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(PUBLIC_DEFAULTS.phone);
    expect(document.body).not.toHaveTextContent('Big Bazaar');
  });

  it('sends the message, shows Sending... meanwhile, then success for 5 s with the form cleared', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    let answer!: (value: FakeAnswer) => void;
    const seen = installFakeFetch({
      'POST /api/contacts': () => new Promise<FakeAnswer>((resolve) => (answer = resolve)),
    });
    renderPage(<ContactPage />);
    await fillAndSend(user);
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(requestsTo(seen, '/api/contacts')[0].body).toEqual({
      name: 'Asha',
      email: 'asha@example.com',
      phone: '9876543210',
      message: 'Do you resize rings?',
    });
    await act(async () => answer({ status: 201, body: { success: true, message: 'saved' } }));
    const success = await screen.findByText('Thank you! Your message has been sent. We will get back to you soon.');
    expect(success).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    await act(async () => jest.advanceTimersByTimeAsync(4900));
    expect(success).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTimeAsync(100));
    expect(screen.queryByText(/Thank you!/)).not.toBeInTheDocument();
  });

  it.each([
    ['the server message', { status: 400, body: { message: 'Email is invalid' } }, 'Email is invalid'],
    ['Something went wrong for a non-OK answer without message', { status: 500, body: {} }, 'Something went wrong'],
    ['Failed to submit form when the network fails', { networkError: 'offline' }, 'Failed to submit form'],
  ] as const)('shows %s and keeps the form', async (_name, reply, text) => {
    installFakeFetch({ 'POST /api/contacts': reply as FakeAnswer });
    renderPage(<ContactPage />);
    await fillAndSend(userEvent.setup());
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('asha@example.com');
  });

  it('does not send without an email', async () => {
    const seen = installFakeFetch({ 'POST /api/contacts': { body: { success: true } } });
    renderPage(<ContactPage />);
    await userEvent.type(screen.getByLabelText('Name'), 'Asha');
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByLabelText('Email')).toBeInvalid();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    // Only the page's read of the shop's settings went out.
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(0);
  });
});
