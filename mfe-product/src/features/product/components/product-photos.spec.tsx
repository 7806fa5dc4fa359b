import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from '@rmj/router';
import { installFakeFetch, renderPage } from '@rmj/web-testing';
import { GALLERY_PHOTO_SIZES } from '../../../lib/photo-sizes';
import { photographedRing, serverRing, soldOutRing } from '../../../testing/sample-products';
import { ProductPage } from './product-page';

const page = (
  <Routes>
    <Route path="/product/:id" element={<ProductPage />} />
    <Route path="*" element={<p>elsewhere</p>} />
  </Routes>
);

function open(product: { _id: string }) {
  installFakeFetch({});
  return renderPage(page, { path: `/product/${product._id}`, state: { productData: product } });
}

const gallery = () => screen.getByRole('region', { name: 'Pictures' });
const mainPicture = () => gallery().querySelector('.prd-gallery__main') as HTMLElement;
const thumb = (n: number) => screen.getByRole('button', { name: `Show picture ${n}` });

describe('ProductPage photographs', () => {
  it('shows the main photograph with AVIF and WebP at every width made, sized to the column', () => {
    open(photographedRing);
    const avif = mainPicture().querySelector('picture source[type="image/avif"]');
    expect(avif).toHaveAttribute(
      'srcset',
      '/api/product-photos/lotus-front/320.avif 320w, /api/product-photos/lotus-front/640.avif 640w, ' +
        '/api/product-photos/lotus-front/960.avif 960w, /api/product-photos/lotus-front/1280.avif 1280w',
    );
    expect(avif).toHaveAttribute('sizes', GALLERY_PHOTO_SIZES);
    const webp = mainPicture().querySelector('picture source[type="image/webp"]');
    expect(webp?.getAttribute('srcset')).toContain('/api/product-photos/lotus-front/1280.webp 1280w');
    expect(webp).toHaveAttribute('sizes', GALLERY_PHOTO_SIZES);
    const img = within(mainPicture()).getByRole('img', { name: 'Lotus ring from the front, picture 1 of 2' });
    expect(img).toHaveAttribute('src', '/api/product-photos/lotus-front/640.webp');
    expect(img).toHaveAttribute('width', '1280');
    expect(img).toHaveAttribute('height', '960');
    // The page's largest picture: fetched at once, first.
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img.style.backgroundImage).toMatch(/^url\("data:image\/webp;base64,/);
  });

  it('shows thumbnails from the 320 px variant and switches the main photograph', async () => {
    const user = userEvent.setup();
    open(photographedRing);
    for (const [n, id] of [
      [1, 'lotus-front'],
      [2, 'lotus-side'],
    ] as const) {
      expect(thumb(n).querySelector('source[type="image/avif"]')).toHaveAttribute(
        'srcset',
        `/api/product-photos/${id}/320.avif 320w`,
      );
      expect(thumb(n).querySelector('source[type="image/webp"]')).toHaveAttribute('sizes', '64px');
      const img = thumb(n).querySelector('img');
      expect(img).toHaveAttribute('src', `/api/product-photos/${id}/320.webp`);
      expect(img).toHaveAttribute('alt', '');
      expect(img).toHaveAttribute('loading', 'lazy');
    }
    expect(thumb(1)).toHaveAttribute('aria-current', 'true');
    await user.click(thumb(2));
    expect(thumb(2)).toHaveAttribute('aria-current', 'true');
    // The side view is 960 px wide: no 1280 candidate is offered; no alt of its own, so the name.
    const img = within(mainPicture()).getByRole('img', { name: 'Photographed Lotus Ring, picture 2 of 2' });
    expect(img).toHaveAttribute('src', '/api/product-photos/lotus-side/640.webp');
    expect(mainPicture().querySelector('source[type="image/webp"]')).toHaveAttribute(
      'srcset',
      '/api/product-photos/lotus-side/320.webp 320w, /api/product-photos/lotus-side/640.webp 640w, ' +
        '/api/product-photos/lotus-side/960.webp 960w',
    );
  });

  it('still shows the live engraving preview first when engraving is chosen', async () => {
    const user = userEvent.setup();
    open(photographedRing);
    await user.click(thumb(2));
    await user.click(screen.getByRole('radio', { name: 'Engraving' }));
    expect(thumb(1)).toHaveAttribute('aria-current', 'true');
    expect(mainPicture().querySelector('picture')).toBeNull();
    expect(within(mainPicture()).getByRole('img', { name: /engraving preview/ })).toBeInTheDocument();
    expect(thumb(1).querySelector('picture')).toBeNull();
    expect(thumb(2).querySelector('picture')).not.toBeNull();
  });

  it('falls back to the drawn placeholder when a photograph cannot be loaded', () => {
    open(photographedRing);
    fireEvent.error(within(mainPicture()).getByRole('img'));
    expect(mainPicture().querySelector('picture')).toBeNull();
    expect(within(mainPicture()).getByRole('img').getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it('puts the main photograph’s 640 px WebP on the cart line', async () => {
    const user = userEvent.setup();
    const { store } = open(photographedRing);
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(store.getState().cart.items).toHaveLength(1));
    expect(store.getState().cart.items[0].image).toBe('/api/product-photos/lotus-front/640.webp');
  });

  it('shows a drawn picture as before when the product has no photographs', () => {
    open(serverRing);
    expect(gallery().querySelector('picture')).toBeNull();
    const img = within(mainPicture()).getByRole('img');
    expect(img).toHaveAttribute('src', '/api/products/images/ring-silver.svg');
    expect(img).toHaveAttribute('width', '600');
  });
});

describe('ProductPage out of stock', () => {
  it('says the piece is out of stock and disables both purchase buttons with the reason', async () => {
    const user = userEvent.setup();
    const { store } = open(soldOutRing);
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
    const reason = 'This piece is out of stock at the moment, so it cannot be added to your cart.';
    for (const name of ['Add to cart', 'Buy it now']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(reason);
    }
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(store.getState().cart.items).toHaveLength(0);
    // No way into customise-your-ring for a piece that cannot be bought.
    expect(screen.queryByRole('button', { name: 'Customise your ring' })).not.toBeInTheDocument();
  });

  it('shows no reason and enabled buttons for a piece in stock', () => {
    open(photographedRing);
    expect(screen.queryByText('Out of stock')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Add to cart' })).not.toHaveAttribute('aria-describedby');
    expect(screen.getByRole('button', { name: 'Customise your ring' })).toBeInTheDocument();
  });
});
