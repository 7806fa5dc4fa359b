// The card is rendered on the server too (the storefront's first HTML), then hydrated in the browser.
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fireEvent, screen } from '@testing-library/react';
import { ProductCard, type ProductCardProps } from './product-card';

const card: ProductCardProps = { name: 'Lotus Ring', price: 12500, image: '/lotus.jpg', href: '/product/p-1' };

it('renders the link and the button beside it on the server', () => {
  const html = renderToString(<ProductCard {...card} onNavigate={() => {}} onAction={() => {}} />);
  expect(html).toContain('<h2 class="ui-card__name"><a class="ui-card__link" href="/product/p-1">Lotus Ring</a></h2>');
  expect(html).toContain('<button type="button" class="ui-button ui-card__action">Add to Cart</button>');
});

it('hydrates the server HTML without warnings, and a plain click then navigates client-side', async () => {
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  const onNavigate = jest.fn();
  const container = document.createElement('div');
  container.innerHTML = renderToString(<ProductCard {...card} onNavigate={onNavigate} onAction={() => {}} />);
  document.body.append(container);
  const serverLink = screen.getByRole('link', { name: 'Lotus Ring' });
  await act(async () => {
    hydrateRoot(container, <ProductCard {...card} onNavigate={onNavigate} onAction={() => {}} />);
  });
  expect(screen.getByRole('link', { name: 'Lotus Ring' })).toBe(serverLink);
  expect(fireEvent.click(serverLink, { button: 0 })).toBe(false);
  expect(onNavigate).toHaveBeenCalledTimes(1);
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});
