import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@rmj/router';
import { Footer } from './footer';
import { forgetFrameSettings } from './public-settings';
import { WithWords } from '../testing/with-words';

const g = globalThis as unknown as Record<string, unknown>;
const saved = { fetch: g.fetch, Request: g.Request };
afterEach(() => {
  Object.assign(g, saved);
  forgetFrameSettings();
});

/** Answers GET /api/settings with these settings. */
function answerSettings(settings: unknown): void {
  g.Request = class {
    constructor(readonly url: string) {}
  };
  g.fetch = async () => ({ ok: true, status: 200, json: async () => ({ version: 2, settings }) });
}

function setup() {
  render(
    <MemoryRouter>
      <Footer />
    </MemoryRouter>,
    { wrapper: WithWords },
  );
  return userEvent.setup();
}

describe('Footer', () => {
  it("has the four columns, the app block, the follow row and this year's copyright", () => {
    setup();
    for (const title of ['About Us', 'Quick Links', 'Categories', 'Newsletter']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByText(/destination for silver jewellery with quality craftsmanship/)).toBeInTheDocument();
    expect(screen.getByText('Download our app')).toBeInTheDocument();
    expect(screen.getByText('FOLLOW US ON')).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} `))).toBeInTheDocument();
  });

  it('links to the quick links and categories', () => {
    setup();
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/',
        '/contact',
        '/track-order',
        '/privacy',
        '/category/men',
        '/category/women',
        '/category/kids',
      ]),
    );
  });

  it('links the seller information and each policy, and names the grievance officer of the settings', async () => {
    answerSettings({ grievanceOfficer: { name: 'Meena Raj', email: 'grievance@rmj.in', phone: '+91 98765 43210' } });
    setup();
    const legal = screen.getByRole('navigation', { name: 'Seller and policies' });
    expect(within(legal).getByRole('link', { name: 'Seller information' })).toHaveAttribute('href', '/seller');
    for (const [name, section] of [
      ['Returns', 'returns'],
      ['Refunds', 'refunds'],
      ['Cancellation', 'cancellation'],
      ['Exchange', 'exchange'],
      ['Shipping and delivery', 'shipping'],
    ])
      expect(within(legal).getByRole('link', { name })).toHaveAttribute('href', `/policies#${section}`);
    await waitFor(() => expect(legal).toHaveTextContent('Grievance officer: Meena Raj, grievance@rmj.in'));
    expect(within(legal).getByRole('link', { name: 'grievance@rmj.in' })).toHaveAttribute(
      'href',
      'mailto:grievance@rmj.in',
    );
  });

  it('names no grievance officer of its own before the settings are read, or when they cannot be: it links the contact page', async () => {
    let answer!: (value: unknown) => void;
    g.Request = class {
      constructor(readonly url: string) {}
    };
    g.fetch = () => new Promise((resolve) => (answer = resolve));
    setup();
    const legal = screen.getByRole('navigation', { name: 'Seller and policies' });
    expect(legal).toHaveTextContent('Grievance officer: contact us');
    expect(within(legal).getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
    expect(legal).not.toHaveTextContent('@');
    answer({ ok: false, status: 503, json: async () => ({ message: 'down' }) });
    await waitFor(() => expect(within(legal).getByRole('link', { name: 'contact us' })).toBeInTheDocument());
    expect(legal).not.toHaveTextContent('@');
  });

  it('opens the social links in a new tab without giving them the opener', () => {
    setup();
    for (const name of ['Instagram', 'YouTube']) {
      const link = screen.getByRole('link', { name });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('thanks a valid newsletter address and clears the field', async () => {
    const user = setup();
    const email = screen.getByPlaceholderText('Enter your email');
    expect(email).toHaveAttribute('type', 'email');
    await user.type(email, 'asha@example.in');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('status')).toHaveTextContent('Thank you for subscribing!');
    expect(email).toHaveValue('');
  });

  it('keeps an invalid address and says why', async () => {
    const user = setup();
    const email = screen.getByPlaceholderText('Enter your email');
    await user.type(email, 'asha@');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const newsletter = screen.getByRole('heading', { name: 'Newsletter' }).parentElement as HTMLElement;
    expect(within(newsletter).getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(email).toHaveValue('asha@');
    expect(screen.queryByText('Thank you for subscribing!')).not.toBeInTheDocument();
  });
});
