import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@rmj/router';
import { installFakeFetch, renderPage } from '@rmj/web-testing';
import {
  fixedPriceWithGst,
  goldChainByWeight,
  serverRing,
  silverBangleByWeight,
} from '../../../testing/sample-products';
import { ProductPage } from './product-page';

const page = (
  <Routes>
    <Route path="/product/:id" element={<ProductPage />} />
  </Routes>
);

function open(product: { _id: string }) {
  installFakeFetch({});
  renderPage(page, { path: `/product/${product._id}`, state: { productData: product } });
}

/** Each row of the breakup as [label, amount in paise] (a taken-off amount negative). */
function rowsOf(list: HTMLElement): Array<[string, number]> {
  return within(list)
    .getAllByRole('term')
    .map((term) => {
      const text = term.nextElementSibling?.textContent ?? '';
      const paise = Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100);
      return [term.textContent ?? '', text.startsWith('−') ? -paise : paise];
    });
}

describe('the price breakup of a piece priced by weight', () => {
  it('shows the rate used and when it was set, the weights and the hallmark note under the price', () => {
    open(goldChainByWeight);
    expect(screen.getAllByText('₹70,570')[0]).toHaveClass('prd-summary__now');
    expect(screen.getByText('22K gold rate ₹7,152/g, set 29 Nov, 10:05')).toBeInTheDocument();
    expect(screen.getByText('Net weight 8.45 g, gross weight 8.7 g')).toBeInTheDocument();
    expect(screen.getByText('BIS hallmarked, HUID on every piece')).toBeInTheDocument();
    expect(screen.queryByText(/^Weight:/)).not.toBeInTheDocument();
  });

  it('opens to metal, making, discount, stones, hallmarking, taxable value, GST, round-off and total', async () => {
    open(goldChainByWeight);
    const disclosure = screen.getByText('Price breakup').closest('details') as HTMLElement;
    expect(disclosure).not.toHaveAttribute('open');
    await userEvent.click(screen.getByText('Price breakup'));
    expect(disclosure).toHaveAttribute('open');
    expect(rowsOf(disclosure)).toEqual([
      ['Metal (22K916) (8.45 g × ₹7,152/g)', 6043440],
      ['Making charges (value addition 12%)', 725213],
      ['Discount on making (10%)', -72521],
      ['Ruby (0.25 ct)', 150000],
      ['Hallmarking charges', 5300],
      ['Taxable value', 6851432],
      ['GST 3%', 205543],
      ['Round-off', 25],
      ['Total', 7057000],
    ]);
    expect(within(disclosure).getByText('Inclusive of all taxes')).toBeInTheDocument();
    expect(within(disclosure).getByText('₹68,514.32')).toBeInTheDocument(); // paise shown with 2 decimals
  });

  it('adds up as the breakup says: the parts make the taxable value, and with GST and round-off the price', () => {
    for (const product of [goldChainByWeight, silverBangleByWeight]) {
      open(product);
      const disclosures = screen.getAllByText('Price breakup');
      const disclosure = disclosures[disclosures.length - 1].closest('details') as HTMLElement;
      const rows = new Map(rowsOf(disclosure));
      const parts = rowsOf(disclosure).filter(([label]) => !/^(Taxable value|GST 3%|Round-off|Total)$/.test(label));
      expect(parts.reduce((sum, [, paise]) => sum + paise, 0)).toBe(rows.get('Taxable value'));
      expect(rows.get('Taxable value')! + rows.get('GST 3%')! + (rows.get('Round-off') ?? 0)).toBe(rows.get('Total'));
      expect(rows.get('Total')).toBe(product.price * 100);
    }
  });

  it('words making per gram, a round-off taken off, and leaves out what does not apply', () => {
    open(silverBangleByWeight);
    const disclosure = screen.getByText('Price breakup').closest('details') as HTMLElement;
    expect(rowsOf(disclosure)).toEqual([
      ['Metal (Silver 925) (12.345 g × ₹94/g)', 116043],
      ['Making charges (₹15.50/g × 12.345 g)', 19135],
      ['Taxable value', 135178],
      ['GST 3%', 4055],
      ['Round-off', -33],
      ['Total', 139200],
    ]);
    expect(screen.getByText('Sterling silver rate ₹94/g, set 29 Nov, 10:05')).toBeInTheDocument();
    expect(screen.getByText('Net weight 12.345 g')).toBeInTheDocument();
    expect(screen.queryByText('BIS hallmarked, HUID on every piece')).not.toBeInTheDocument();
  });

  it('adds nothing for a fixed-price piece: its price already says taxes are included', () => {
    open(fixedPriceWithGst);
    expect(screen.getByText('₹1,299')).toBeInTheDocument();
    expect(screen.getByText('Taxes included. Shipping +100')).toBeInTheDocument();
    expect(screen.queryByText('Price breakup')).not.toBeInTheDocument();
    open(serverRing);
    expect(screen.queryByText('Price breakup')).not.toBeInTheDocument();
  });
});
