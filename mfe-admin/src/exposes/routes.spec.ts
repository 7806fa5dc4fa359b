import { expandRoutes } from '@rmj/contracts';
import { paths, routes } from './routes';

it('serves every page under the one prefix it declares', () => {
  expect(paths).toEqual(['/admin/*']);
  const served = expandRoutes('mfe_admin', routes).map((route) => route.path);
  expect(served).toEqual(
    expect.arrayContaining(['/admin', '/admin/sign-in', '/admin/setup', '/admin/staff', '/admin/audit']),
  );
  expect(served.filter((path) => path !== '/admin' && !path.startsWith('/admin/'))).toEqual([]);
});
