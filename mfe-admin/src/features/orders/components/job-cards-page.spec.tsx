import { configure, screen, within } from '@testing-library/react';
import { catchDownloads, requestsTo, type CaughtDownloads } from '@rmj/web-testing';
import { renderAdmin, signInAs } from '../../../testing/render-admin';
import { adminOrder, installOrdersNetwork, ORDER_NUMBER } from '../testing/admin-orders';

configure({ asyncUtilTimeout: 5000 });

// The pictures are shown from object URLs.
let downloads: CaughtDownloads;
beforeEach(() => {
  downloads = catchDownloads();
});
afterEach(() => {
  sessionStorage.clear();
  downloads.restore();
});

/** The value beside a label of a card's facts. */
function fact(card: HTMLElement, label: string): string | null | undefined {
  const term = within(card).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

describe('the job cards', () => {
  it('print one card per line with the due date in India time and the words in the chosen font and size', async () => {
    installOrdersNetwork({ [`GET /api/admin/orders/${ORDER_NUMBER}`]: { body: adminOrder() } });
    signInAs('support');
    renderAdmin(`/admin/orders/${ORDER_NUMBER}/job-card`);
    const ring = await screen.findByRole('article', { name: `Job card ${ORDER_NUMBER}, piece 1` });
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(within(ring).getByText('Due Thu 3 Dec 2026')).toBeInTheDocument();
    expect(within(ring).getByRole('heading', { name: 'Silver Name Ring' })).toBeInTheDocument();
    expect(fact(ring, 'Metal')).toBe('Silver');
    expect(fact(ring, 'Purity')).toBe('Sterling (925)');
    expect(fact(ring, 'Weight')).toBe('4.2 g');
    expect(fact(ring, 'Size')).toBe('14');
    expect(fact(ring, 'Finished dimensions')).toBe('Band 4 mm wide, 1.5 mm thick');
    const words = within(ring).getByLabelText('ANU, in Handwritten at 36 px');
    expect(words).toHaveStyle({ fontSize: '36px', fontFamily: "'Caveat', cursive" });
    expect(await within(ring).findByRole('img', { name: `QR code of order ${ORDER_NUMBER}` })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml/),
    );
    expect(await within(ring).findByRole('img', { name: 'Engraving proof' })).toBeInTheDocument();

    const pendant = screen.getByRole('article', { name: `Job card ${ORDER_NUMBER}, piece 2` });
    // An order from before the catalogue's description travelled with it: its variant, and what is unknown said so.
    expect(fact(pendant, 'Metal')).toBe('Gold');
    expect(fact(pendant, 'Purity')).toBe('Not recorded');
    expect(within(pendant).getByText('2')).toBeInTheDocument();
    expect(await within(pendant).findByRole('img', { name: 'thumb.png' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeEnabled();
  });

  it('draw a Tamil engraving in its Tamil face, marked as Tamil, and one in a Latin font in the Tamil face', async () => {
    const order = adminOrder();
    const [ring, pendant] = order.lines;
    const tamil = (font: string) => ({
      ...ring,
      customization: { ...ring.customization, type: 'engraving' as const, customName: 'கார்த்திக்', selectedFont: font },
    });
    installOrdersNetwork({
      [`GET /api/admin/orders/${ORDER_NUMBER}`]: {
        body: { ...order, lines: [tamil('tamil-modern'), tamil('script'), pendant] },
      },
    });
    signInAs('support');
    renderAdmin(`/admin/orders/${ORDER_NUMBER}/job-card`);
    const first = await screen.findByRole('article', { name: `Job card ${ORDER_NUMBER}, piece 1` });
    const modern = within(first).getByLabelText('கார்த்திக், in Tamil Modern at 36 px');
    expect(modern).toHaveAttribute('lang', 'ta');
    expect(modern).toHaveStyle({ fontFamily: "'Catamaran', 'Montserrat', Arial, sans-serif" });
    const second = screen.getByRole('article', { name: `Job card ${ORDER_NUMBER}, piece 2` });
    expect(within(second).getByLabelText('கார்த்திக், in Script at 36 px')).toHaveStyle({
      fontFamily: "'Noto Serif Tamil', 'Cormorant Garamond', Georgia, serif",
    });
  });

  it('of the workshop are asked for one paid day from the address', async () => {
    const seen = installOrdersNetwork({
      'GET /api/admin/orders/job-cards': { body: { orders: [adminOrder({ status: 'In workshop' })] } },
    });
    signInAs('staff');
    const { user, location } = renderAdmin('/admin/orders/job-cards?date=2026-11-26');
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(Object.fromEntries(requestsTo(seen, '/api/admin/orders/job-cards')[0].url.searchParams)).toEqual({
      date: '2026-11-26',
    });
    await user.clear(screen.getByLabelText('Paid on'));
    expect(location.current.search).toBe('');
  });

  it('say when no order is in the workshop', async () => {
    installOrdersNetwork({ 'GET /api/admin/orders/job-cards': { body: { orders: [] } } });
    signInAs('staff');
    renderAdmin('/admin/orders/job-cards');
    expect(await screen.findByText('No orders are in the workshop for these cards.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
  });
});
