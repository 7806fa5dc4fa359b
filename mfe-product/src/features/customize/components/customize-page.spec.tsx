import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeFetch, renderPage } from '@rmj/web-testing';
import { GALLERY_PHOTO_SIZES } from '../../../lib/photo-sizes';
import { photographedRing, serverRing, soldOutRing } from '../../../testing/sample-products';
import CustomizePage from './customize-page';

describe('CustomizePage', () => {
  beforeEach(() => installFakeFetch({}));
  // jsdom draws nothing: the proof cannot be made, and the ring must go into the cart all the same.
  beforeAll(() => {
    HTMLCanvasElement.prototype.getContext = (() => null) as unknown as HTMLCanvasElement['getContext'];
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  it('asks for a product first when none was passed', async () => {
    const user = userEvent.setup();
    const { location } = renderPage(<CustomizePage />, { path: '/customize' });
    expect(screen.getByRole('heading', { name: 'Product information missing' })).toBeInTheDocument();
    expect(screen.getByText('Please select a product from our collection first.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Browse Collection' }));
    expect(location.current?.pathname).toBe('/womens-rings');
  });

  it('preselects the type from ?type and keeps Add disabled until a type is chosen', async () => {
    renderPage(<CustomizePage />, { path: '/customize?type=fingerprint', state: { productData: serverRing } });
    expect(screen.getByRole('radio', { name: 'Fingerprint' })).toBeChecked();
    renderPage(<CustomizePage />, { path: '/custom', state: { productData: serverRing } });
    expect(screen.getAllByRole('button', { name: 'Add to Cart' })[1]).toBeDisabled();
  });

  it('shows the ring’s photograph sized to the column when it has one', () => {
    renderPage(<CustomizePage />, { path: '/customize?type=fingerprint', state: { productData: photographedRing } });
    const img = screen.getByRole('img', { name: 'Lotus ring from the front' });
    expect(img).toHaveAttribute('src', '/api/product-photos/lotus-front/640.webp');
    expect(img).toHaveAttribute('width', '1280');
    expect(img).toHaveAttribute('height', '960');
    const avif = img.closest('picture')?.querySelector('source[type="image/avif"]');
    expect(avif?.getAttribute('srcset')).toContain('/api/product-photos/lotus-front/1280.avif 1280w');
    expect(avif).toHaveAttribute('sizes', GALLERY_PHOTO_SIZES);
  });

  it('keeps Add to Cart disabled with the reason when the ring is out of stock', () => {
    renderPage(<CustomizePage />, { path: '/customize?type=fingerprint', state: { productData: soldOutRing } });
    const add = screen.getByRole('button', { name: 'Add to Cart' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(
      'This piece is out of stock at the moment, so it cannot be added to your cart.',
    );
  });

  it('refuses whitespace, resets on a new type, then adds the engraving and confirms', async () => {
    const user = userEvent.setup();
    const { store, location } = renderPage(<CustomizePage />, {
      path: '/customize?type=engraving',
      state: { productData: serverRing },
    });
    const message = screen.getByLabelText('Engraving message');
    await user.type(message, '   ');
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please complete the customization before adding to cart');
    await user.type(message, 'Forever');
    await user.click(screen.getByRole('radio', { name: 'Fingerprint' }));
    await user.click(screen.getByRole('radio', { name: 'Engraving' }));
    expect(screen.getByLabelText('Engraving message')).toHaveValue('');
    await user.type(screen.getByLabelText('Engraving message'), 'Forever yours, always!!');
    expect(screen.getByLabelText('Engraving message')).toHaveValue('Forever yours, alway');
    await user.click(screen.getByRole('radio', { name: 'Block' }));
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByRole('heading', { name: /Your customised ring is in your cart/ })).toBeInTheDocument();
    const customization = store.getState().cart.items[0].customization;
    expect(customization).toEqual(
      expect.objectContaining({ type: 'engraving', customName: 'Forever yours, alway', selectedFont: 'block' }),
    );
    expect(customization?.proofFileId).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
    expect(location.current?.pathname).toBe('/checkout');
  });
});
