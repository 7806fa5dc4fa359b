import { render, screen, within } from '@testing-library/react';
import { adminOrder, ORDER_NUMBER } from '../testing/admin-orders';
import { PackingSlip } from './packing-slip';

describe('the packing slip', () => {
  it('lists every piece with size, metal and purity, weight, quantity and personalisation, and a box to tick', () => {
    render(<PackingSlip parcel={{ order: adminOrder() }} />);
    const slip = screen.getByRole('article', { name: `Packing slip ${ORDER_NUMBER}` });
    expect(slip).toHaveTextContent(ORDER_NUMBER);
    expect(slip).toHaveTextContent('Ordered Thu 26 Nov 2026');
    expect(slip).toHaveTextContent('For Anu Menon, Kochi');
    const rows = within(slip).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Silver Name Ring');
    expect(rows[0]).toHaveTextContent('Size 14 · Silver, Sterling (925) · 4.2 g');
    expect(rows[0]).toHaveTextContent('Engraving: “ANU” in Handwritten');
    expect(within(rows[0]).getAllByRole('cell').at(-1)).toHaveTextContent('1');
    // An older order's piece: its variant for the metal, and what was not recorded said so.
    expect(rows[1]).toHaveTextContent('Size — · Gold · Weight not recorded');
    expect(rows[1]).toHaveTextContent('Fingerprint: thumb.png');
    expect(within(rows[1]).getAllByRole('cell').at(-1)).toHaveTextContent('2');
    expect(within(slip).getByText('3 pieces')).toBeInTheDocument();
    expect(within(slip).getByRole('checkbox', { name: 'Packed: Silver Name Ring' })).not.toBeChecked();
    expect(within(slip).getByRole('checkbox', { name: 'Packed: Fingerprint Pendant' })).not.toBeChecked();
  });

  it('gives the size chosen with the personalisation when the line has none of its own', () => {
    const [ring] = adminOrder().lines;
    const order = adminOrder({
      lines: [{ ...ring, size: undefined, customization: { ...ring.customization!, Size: '16' } }],
    });
    render(<PackingSlip parcel={{ order }} />);
    expect(screen.getAllByRole('row')[1]).toHaveTextContent('Size 16 · Silver, Sterling (925) · 4.2 g');
  });

  it('shows no prices: the parcel may be a gift', () => {
    render(<PackingSlip parcel={{ order: adminOrder() }} />);
    expect(screen.getByRole('article')).not.toHaveTextContent('₹');
  });
});
