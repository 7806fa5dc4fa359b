import { fireEvent, render, screen } from '@testing-library/react';
import { PhotoPicture, ProductCard, type PhotoData } from './index';

const PLACEHOLDER = 'data:image/webp;base64,UklGRh4AAABXRUJQ';
const photo: PhotoData = {
  id: 'p1',
  width: 1280,
  height: 960,
  widths: [320, 640, 960, 1280],
  placeholder: PLACEHOLDER,
};
const SIZES = '(max-width: 768px) calc(50vw - 38px), 376px';

/** The <source> of one type inside the card named `name`. */
function sourceOf(name: string, type: string): HTMLSourceElement {
  const source = screen.getByRole('article', { name }).querySelector(`picture source[type="${type}"]`);
  if (!source) throw new Error(`no ${type} source`);
  return source as HTMLSourceElement;
}

describe('ProductCard with a photograph', () => {
  it('offers AVIF then WebP at every width made, with the grid’s sizes', () => {
    render(<ProductCard name="Lotus Ring" image="/drawn.svg" photo={photo} sizes={SIZES} price={100} />);
    const sources = screen.getByRole('article').querySelectorAll('picture source');
    expect([...sources].map((s) => s.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sourceOf('Lotus Ring', 'image/avif')).toHaveAttribute(
      'srcset',
      '/api/product-photos/p1/320.avif 320w, /api/product-photos/p1/640.avif 640w, ' +
        '/api/product-photos/p1/960.avif 960w, /api/product-photos/p1/1280.avif 1280w',
    );
    expect(sourceOf('Lotus Ring', 'image/webp').getAttribute('srcset')).toContain(
      '/api/product-photos/p1/1280.webp 1280w',
    );
    expect(sourceOf('Lotus Ring', 'image/avif')).toHaveAttribute('sizes', SIZES);
    expect(sourceOf('Lotus Ring', 'image/webp')).toHaveAttribute('sizes', SIZES);
  });

  it('shows the 640 WebP with the photograph’s width and height, named by the product', () => {
    render(<ProductCard name="Lotus Ring" image="/drawn.svg" photo={photo} price={100} />);
    const img = screen.getByRole('img', { name: 'Lotus Ring' });
    expect(img).toHaveAttribute('src', '/api/product-photos/p1/640.webp');
    expect(img).toHaveAttribute('width', '1280');
    expect(img).toHaveAttribute('height', '960');
    expect(img).toHaveClass('ui-card__img');
    expect(img.closest('picture')).not.toBeNull();
  });

  it('uses the alternative text staff gave the photograph', () => {
    render(<ProductCard name="Lotus Ring" photo={{ ...photo, alt: 'Silver lotus ring on a hand' }} price={100} />);
    expect(screen.getByRole('img', { name: 'Silver lotus ring on a hand' })).toBeInTheDocument();
  });

  it('offers only the widths that were made of a small photograph', () => {
    render(<ProductCard name="Small" photo={{ ...photo, width: 700, height: 700, widths: [320, 640] }} price={1} />);
    expect(sourceOf('Small', 'image/webp')).toHaveAttribute(
      'srcset',
      '/api/product-photos/p1/320.webp 320w, /api/product-photos/p1/640.webp 640w',
    );
  });

  it('shows the blurred placeholder until the photograph has loaded', () => {
    render(<ProductCard name="Lotus Ring" photo={photo} price={100} />);
    const img = screen.getByRole('img', { name: 'Lotus Ring' });
    expect(img.style.backgroundImage).toBe(`url("${PLACEHOLDER}")`);
    fireEvent.load(img);
    expect(img.style.backgroundImage).toBe('');
  });

  it('loads the first screenful’s photographs at once with high priority, others lazily', () => {
    render(
      <>
        <ProductCard name="First" photo={photo} price={100} eager />
        <ProductCard name="Later" photo={photo} price={100} />
      </>,
    );
    expect(screen.getByRole('img', { name: 'First' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'First' })).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('img', { name: 'Later' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('img', { name: 'Later' })).not.toHaveAttribute('fetchpriority', 'high');
  });

  it('falls back to the drawn placeholder when the photograph fails', () => {
    render(<ProductCard name="Lotus Ring" image="/p.webp" photo={photo} fallbackImage="/drawn.svg" price={100} />);
    fireEvent.error(screen.getByRole('img', { name: 'Lotus Ring' }));
    const img = screen.getByRole('img', { name: 'Lotus Ring' });
    expect(img).toHaveAttribute('src', '/drawn.svg');
    expect(img.closest('picture')).toBeNull();
  });
});

describe('ProductCard without a photograph', () => {
  it('shows the drawn picture as before, with no <picture>', () => {
    render(<ProductCard name="Drawn Ring" image="/api/products/images/ring-gold.svg" price={100} />);
    const img = screen.getByRole('img', { name: 'Drawn Ring' });
    expect(img).toHaveAttribute('src', '/api/products/images/ring-gold.svg');
    expect(img).not.toHaveAttribute('srcset');
    expect(img.closest('picture')).toBeNull();
    expect(screen.getByRole('article').querySelector('source')).toBeNull();
  });
});

describe('PhotoPicture', () => {
  it('a thumbnail offers only the 320 variant and may be decorative', () => {
    const { container } = render(<PhotoPicture photo={photo} alt="" sizes="64px" widths={[320]} />);
    const avif = container.querySelector('source[type="image/avif"]');
    expect(avif).toHaveAttribute('srcset', '/api/product-photos/p1/320.avif 320w');
    expect(avif).toHaveAttribute('sizes', '64px');
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', '/api/product-photos/p1/320.webp');
    expect(img).toHaveAttribute('alt', '');
  });

  it('sets no placeholder that is not a data: image', () => {
    const { container } = render(
      <PhotoPicture photo={{ ...photo, placeholder: 'https://elsewhere.example/x.png' }} alt="x" sizes="100vw" />,
    );
    expect(container.querySelector('img')?.style.backgroundImage).toBe('');
  });
});
