import { render, screen } from '@testing-library/react';
import * as router from './index';
import { Link, matchRoutes, MemoryRouter, Route, Routes, useLocation, useParams } from './index';

function Where() {
  const location = useLocation();
  const { id } = useParams();
  return <p>{`${location.pathname} ${id ?? ''}`}</p>;
}

it('exports exactly the routing the shop uses (removing one is a major release)', () => {
  expect(Object.keys(router).sort()).toEqual(
    [
      'BrowserRouter',
      'Link',
      'MemoryRouter',
      'NavLink',
      'Navigate',
      'Route',
      'Routes',
      'StaticRouter',
      'matchRoutes',
      'useLocation',
      'useNavigate',
      'useParams',
      'useRoutes',
      'useSearchParams',
    ].sort(),
  );
});

it('routes, links and matches like react-router', () => {
  render(
    <MemoryRouter initialEntries={['/product/42']}>
      <Routes>
        <Route path="/product/:id" element={<Where />} />
      </Routes>
      <Link to="/cart">Cart</Link>
    </MemoryRouter>,
  );
  expect(screen.getByText('/product/42 42')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
  expect(matchRoutes([{ path: '/custom/*' }, { path: '/custom' }], '/custom')?.[0].route.path).toBe('/custom');
});
